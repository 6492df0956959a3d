#!/usr/bin/env python3
"""End-to-end test of the RxServer example: starts the built server, talks to it with real HTTP requests
(python's http.client), and stops it with SIGTERM while event streams are open.

    python3 Examples/Server/scripts/e2e.py [BINARY]

BINARY  the built RxServer (default: found with `swift build --package-path Examples/Server --show-bin-path`;
        this script builds nothing)

Prints one line per check and `server-e2e: all checks passed` at the end; exits with status 1 at the first
failed check, after killing the server and printing the end of its standard error.
"""
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.normpath(os.path.join(HERE, ".."))
# The server's pipeline writes a heartbeat after every quiet second; a client that left is noticed when a write
# to it fails, at the latest at the second heartbeat.
HEARTBEAT = ": heartbeat"


class CheckFailed(Exception):
    """A check that did not pass; the message says what was expected and what came."""


def check(condition, message):
    """Fails the test with `message` unless `condition` holds."""
    if not condition:
        raise CheckFailed(message)


def passed(message):
    """Prints the line of a check that passed."""
    print("ok: " + message, flush=True)


def find_binary():
    """The built server's path, as SwiftPM reports its bin directory (without building)."""
    command = ["swift", "build", "--package-path", PACKAGE, "--show-bin-path"]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise CheckFailed("'%s' failed:\n%s" % (" ".join(command), result.stderr))
    return os.path.join(result.stdout.strip().splitlines()[-1], "RxServer")


class Server:
    """The server as a child process: `--port 0`, the port read from its first line of standard output."""

    def __init__(self, binary):
        check(os.access(binary, os.X_OK), "no built server at %s (build it first: swift build --package-path %s)"
              % (binary, PACKAGE))
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen([binary, "--port", "0"], stdout=subprocess.PIPE, stderr=self.stderr)
        first_line = []
        reader = threading.Thread(target=lambda: first_line.append(self.process.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout=15)
        line = first_line[0].decode(errors="replace").strip() if first_line else ""
        prefix = "listening on 127.0.0.1:"
        check(line.startswith(prefix), "expected '%sPORT' as the server's first line, got %r" % (prefix, line))
        self.port = int(line[len(prefix):])
        passed("the server says '%s'" % line)

    def get(self, path, timeout=5):
        """GET `path` on a connection of its own: (status, content type, body text, seconds taken)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            start = time.monotonic()
            connection.request("GET", path)
            response = connection.getresponse()
            body = response.read().decode()
            return response.status, response.getheader("Content-Type", ""), body, time.monotonic() - start
        finally:
            connection.close()

    def open_streams(self):
        """The number of open event streams that /stats reports."""
        status, _, body, _ = self.get("/stats")
        check(status == 200, "GET /stats answered %d: %s" % (status, body))
        return json.loads(body)["openStreams"]

    def wait_for_open_streams(self, expected, timeout):
        """Polls /stats until it reports `expected` open streams; returns the seconds it took."""
        start = time.monotonic()
        while True:
            count = self.open_streams()
            elapsed = time.monotonic() - start
            if count == expected:
                return elapsed
            check(elapsed < timeout, "/stats still reports %d open streams after %.1f s (expected %d)"
                  % (count, elapsed, expected))
            time.sleep(0.05)

    def kill(self):
        """Kills the server if it still runs."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def stderr_tail(self, lines=30):
        """The last `lines` lines the server wrote to its standard error."""
        self.stderr.seek(0)
        return "\n".join(self.stderr.read().decode(errors="replace").splitlines()[-lines:])


class EventClient(threading.Thread):
    """A client of /events: reads the stream's lines on a thread of its own until the stream ends."""

    def __init__(self, port, path="/events"):
        super().__init__(daemon=True)
        self.path = path
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        self.connection.request("GET", path)
        # Kept to close it from the test's thread while this one is blocked reading.
        self.socket = self.connection.sock
        self.response = self.connection.getresponse()
        content_type = self.response.getheader("Content-Type", "")
        check(self.response.status == 200 and content_type.startswith("text/event-stream"),
              "GET %s answered %d with content type %r" % (path, self.response.status, content_type))
        self.lines = []
        self.lock = threading.Lock()
        self.ended = threading.Event()
        # Whether the stream ended with the response's last chunk (rather than a broken connection).
        self.ended_cleanly = False
        self.start()

    def run(self):
        """Collects the stream's lines until the response ends (cleanly or not)."""
        try:
            while True:
                line = self.response.readline()
                if not line:
                    self.ended_cleanly = True
                    break
                with self.lock:
                    self.lines.append(line.decode(errors="replace").rstrip("\r\n"))
        except (OSError, ValueError, AttributeError, http.client.HTTPException):
            pass  # the connection was shut down, or broke
        finally:
            self.ended.set()

    def count(self, prefix):
        """How many lines received so far start with `prefix`."""
        with self.lock:
            return sum(1 for line in self.lines if line.startswith(prefix))

    def wait_for(self, prefix, count, timeout):
        """Waits up to `timeout` seconds for `count` lines that start with `prefix`; whether they came."""
        deadline = time.monotonic() + timeout
        while self.count(prefix) < count and time.monotonic() < deadline:
            time.sleep(0.02)
        return self.count(prefix) >= count

    def close(self):
        """Leaves as a client does: shuts the connection down (the reading thread then sees its end) and closes
        the socket."""
        try:
            self.socket.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.join(timeout=2)
        self.response.close()
        self.socket.close()


def check_quotes(server):
    """The Rx quotes (success, retry, timeout) and the async ones, which must answer the same."""
    status, content_type, body, _ = server.get("/quote/ABC")
    check(status == 200, "GET /quote/ABC answered %d: %s" % (status, body))
    check(content_type.startswith("application/json"), "GET /quote/ABC has content type %r" % content_type)
    quote = json.loads(body)
    check(quote.get("symbol") == "ABC" and quote.get("currency") == "USD"
          and isinstance(quote.get("price"), (int, float)), "unexpected quote: %s" % body)
    passed("GET /quote/ABC -> 200 %s" % body)

    status, _, flaky, _ = server.get("/quote/flaky")
    check(status == 200 and json.loads(flaky).get("symbol") == "flaky",
          "GET /quote/flaky answered %d: %s (the retry should succeed)" % (status, flaky))
    passed("GET /quote/flaky -> 200 (first attempt failed, the retry succeeded)")

    # Two attempts of 500 ms each: a 504 after about one second.
    for path in ["/quote/slow", "/async/quote/slow"]:
        status, _, slow, seconds = server.get(path)
        check(status == 504, "GET %s answered %d, expected 504: %s" % (path, status, slow))
        check(0.9 <= seconds <= 2.0, "GET %s took %.2f s, expected two 500 ms attempts (about 1 s)"
              % (path, seconds))
        passed("GET %s -> 504 after %.2f s (two timed-out attempts)" % (path, seconds))

    status, _, async_body, _ = server.get("/async/quote/ABC")
    check(status == 200 and async_body == body,
          "GET /async/quote/ABC answered %d: %r, expected the body of /quote/ABC: %r" % (status, async_body, body))
    passed("GET /async/quote/ABC -> 200, the same body as /quote/ABC")

    status, _, async_flaky, _ = server.get("/async/quote/flaky")
    check(status == 200 and async_flaky == flaky, "GET /async/quote/flaky answered %d: %s" % (status, async_flaky))
    passed("GET /async/quote/flaky -> 200, the same body as /quote/flaky")


def check_streams(server):
    """Five event clients, then a quiet one; /stats must count them and drop back once they have left."""
    clients = [EventClient(server.port) for _ in range(5)]
    try:
        for index, client in enumerate(clients):
            check(client.wait_for("data:", 2, timeout=3),
                  "event client %d received %d 'data:' lines in 3 s, expected at least 2"
                  % (index + 1, client.count("data:")))
        passed("5 clients of /events each received at least 2 'data:' lines")
        check(server.open_streams() == 5, "/stats reports %d open streams with 5 clients" % server.open_streams())
        passed("/stats reports 5 open streams")
    finally:
        for client in clients:
            client.close()
    seconds = server.wait_for_open_streams(0, timeout=3)
    passed("the 5 clients closed their sockets: /stats reports 0 open streams after %.2f s" % seconds)

    quiet = EventClient(server.port, "/events?quiet=1")
    try:
        check(quiet.wait_for(HEARTBEAT, 1, timeout=3), "the client of /events?quiet=1 received no heartbeat in 3 s")
        check(quiet.count("data:") == 0, "the client of /events?quiet=1 received 'data:' lines: %s" % quiet.lines)
        passed("a client of /events?quiet=1 received a '%s' line and no data" % HEARTBEAT)
        server.wait_for_open_streams(1, timeout=1)
    finally:
        quiet.close()
    seconds = server.wait_for_open_streams(0, timeout=3.5)
    passed("the quiet client closed its socket: /stats back to 0 open streams after %.2f s (heartbeat write failed)"
           % seconds)


def check_graceful_shutdown(server):
    """SIGTERM with five event streams open: the streams end and the server exits with status 0 within 1 s."""
    clients = [EventClient(server.port) for _ in range(5)]
    try:
        for index, client in enumerate(clients):
            check(client.wait_for("data:", 1, timeout=3), "event client %d received no 'data:' line" % (index + 1))
        server.wait_for_open_streams(5, timeout=1)
        start = time.monotonic()
        server.process.send_signal(signal.SIGTERM)
        try:
            status = server.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            raise CheckFailed("the server did not exit within 5 s of SIGTERM (5 event streams open)")
        seconds = time.monotonic() - start
        check(status == 0, "the server exited with status %d after SIGTERM, expected 0" % status)
        check(seconds <= 1.0, "the server took %.3f s to exit after SIGTERM, expected at most 1.0 s" % seconds)
        passed("SIGTERM with 5 event streams open: exit status 0 after %.3f s" % seconds)
        for index, client in enumerate(clients):
            check(client.ended.wait(timeout=1), "event client %d's stream did not end at shutdown" % (index + 1))
            check(client.ended_cleanly, "event client %d's connection broke at shutdown; expected the response's end"
                  % (index + 1))
        passed("the 5 event streams ended at shutdown, each with the response's last chunk")
    finally:
        for client in clients:
            client.close()


def main():
    """Runs every check against one server; the exit status of the script."""
    if len(sys.argv) > 2 or (len(sys.argv) == 2 and sys.argv[1].startswith("-")):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    started = time.monotonic()
    server = None
    try:
        binary = sys.argv[1] if len(sys.argv) == 2 else find_binary()
        server = Server(binary)
        check_quotes(server)
        check_streams(server)
        check_graceful_shutdown(server)
    except (CheckFailed, OSError, ValueError, http.client.HTTPException) as error:
        print("server-e2e: FAILED: %s" % error, file=sys.stderr)
        if server is not None:
            server.kill()
            print("--- the server's standard error (last lines):\n%s" % server.stderr_tail(), file=sys.stderr)
        return 1
    finally:
        if server is not None:
            server.kill()
    print("server-e2e: the checks took %.1f s" % (time.monotonic() - started))
    print("server-e2e: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
