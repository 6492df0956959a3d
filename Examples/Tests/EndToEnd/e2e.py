#!/usr/bin/env python3
"""End-to-end tests of the example apps: each app runs in a real pseudo-terminal (a tmux pane, with a
bash shell for job control), keys are typed as a person would, and the test reads what the screen shows.
The command lines of the tour and the apps (help, usage errors, exit statuses) are checked by running the
programs as child processes.

    python3 Examples/Tests/EndToEnd/e2e.py [--bin DIR] [--capture DIR] [-k NAME]

--bin      where the built apps are (default: Examples/.build/debug)
--capture  write the screen of each app at a telling moment to DIR/<App>.txt (for the README)
-k NAME    run only the tests whose name contains NAME

Needs tmux. Uses gpsfake (Debian's gpsd-clients) for the real-gpsd test when it is installed, else a local
TCP server that speaks gpsd's JSON. Exit status 0 when every test passed.
"""
import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.normpath(os.path.join(HERE, "..", ".."))
TRACK = os.path.join(EXAMPLES, "Sources", "DeviceKit", "Resources", "track.nmea")
# The programs whose command lines are checked (the weather app's screens have weather-e2e.py).
PROGRAMS = ["Tour", "Geolocation", "Lifecycle", "ImagePicker", "Weather"]


def checksum(body):
    value = 0
    for char in body:
        value ^= ord(char)
    return "$%s*%02X" % (body, value)


def rmc(second, latitude="4851.5022"):
    return checksum("GPRMC,1030%02d.00,A,%s,N,00217.6688,E,2.72,135.0,241126,,,A" % (second, latitude))



# The shell's prompt ("$ ") once a program has exited. Not anchored at the start of a line: capture-pane -J
# joins wrapped rows, and when the typed command line exactly fills its last row, the prompt that follows
# it is shown on that joined line (it depends on the length of the checkout's path).
PROMPT = r"\$ $"

class Screen:
    """A tmux server of its own (a private socket) with one window running bash."""

    def __init__(self, width=100, height=32):
        self.socket = "rx-e2e-%d" % os.getpid()
        self.tmux("kill-server", check=False)
        try:
            self.start(width, height)
        except Exception:
            self.close()
            raise

    def start(self, width, height):
        shell = "env PS1='$ ' HISTFILE=/dev/null TERM=xterm-256color bash --norc --noprofile"
        subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", "new-session", "-d", "-s", "e2e",
                        "-x", str(width), "-y", str(height), shell], check=True)
        self.tmux("set-option", "-g", "focus-events", "on")
        self.wait_for(r"\$ $")

    def tmux(self, *args, check=True):
        return subprocess.run(["tmux", "-L", self.socket] + list(args), check=check, capture_output=True, text=True)

    def type(self, text, enter=True, pane="e2e:0.0"):
        """Types like a person: one key at a time."""
        for char in text:
            # A lone ";" separates tmux commands: escape it.
            self.tmux("send-keys", "-t", pane, "-l", "\\;" if char == ";" else char)
            time.sleep(0.01)
        if enter:
            self.tmux("send-keys", "-t", pane, "Enter")

    def key(self, *names, pane="e2e:0.0"):
        for name in names:
            self.tmux("send-keys", "-t", pane, name)
            time.sleep(0.15)

    def text(self, pane="e2e:0.0"):
        # The whole history, not only the visible rows (the alternate screen has no history).
        return self.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", pane).stdout.rstrip("\n")

    def wait_for(self, pattern, timeout=15, pane="e2e:0.0", count=1):
        deadline = time.time() + timeout
        while time.time() < deadline:
            shown = self.text(pane)
            if len(re.findall(pattern, shown, re.MULTILINE)) >= count:
                return shown
            time.sleep(0.1)
        raise AssertionError("the screen never showed %r (x%d); it shows:\n%s" % (pattern, count, self.text(pane)))

    def wait_gone(self, pattern, timeout=10, pane="e2e:0.0"):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if not re.search(pattern, self.text(pane), re.MULTILINE):
                return
            time.sleep(0.1)
        raise AssertionError("the screen still shows %r:\n%s" % (pattern, self.text(pane)))

    def close(self):
        self.tmux("kill-server", check=False)


def words(text):
    """A pattern for `text` at the start of a line, however the app wraps it between words."""
    return "^" + r"\s+".join(re.escape(word) for word in text.split(" "))


def expect_absent(screen_text, pattern):
    if re.search(pattern, screen_text, re.MULTILINE):
        raise AssertionError("the screen should not show %r; it shows:\n%s" % (pattern, screen_text))


class FakeGPSD:
    """A gpsd stand-in: answers ?WATCH with a VERSION report and the given lines, then closes."""

    def __init__(self, lines, pause=0.3, greet=True):
        self.server = socket.socket()
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(4)
        self.port = self.server.getsockname()[1]
        self.lines = lines
        self.pause = pause
        self.greet = greet
        self.closed = threading.Event()
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self):
        while True:
            try:
                connection, _ = self.server.accept()
            except OSError:
                return
            if self.closed.is_set():
                connection.close()
                return
            command = connection.recv(256)
            if not command:  # the access check connects and closes
                connection.close()
                continue
            if self.greet:
                connection.sendall(b'{"class":"VERSION","release":"3.22","proto_major":3,"proto_minor":14}\r\n')
            for line in self.lines:
                time.sleep(self.pause)
                connection.sendall((line + "\r\n").encode())
            time.sleep(self.pause)
            connection.close()

    def close(self):
        # Wakes the thread from accept() and waits for it to end. Closing the socket alone left a thread that was
        # about to call accept() running with the socket's old descriptor, which the next test's FakeGPSD could get:
        # that thread then answered the next test's connection with this server's reports (seen in CI:
        # test_geolocation_with_a_gpsd_that_hangs_up showed the position of test_geolocation_asks_a_fake_gpsd).
        self.closed.set()
        try:
            self.server.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.thread.join(timeout=10)
        self.server.close()


def unused_port():
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return port


class Suite:
    def __init__(self, bin_dir, capture_dir):
        self.bin = bin_dir
        self.capture_dir = capture_dir
        self.work = tempfile.mkdtemp(prefix="rx-e2e-")

    def app(self, name):
        return os.path.join(self.bin, name)

    def capture(self, name, text):
        if self.capture_dir:
            os.makedirs(self.capture_dir, exist_ok=True)
            with open(os.path.join(self.capture_dir, name + ".txt"), "w") as handle:
                handle.write(text.rstrip() + "\n")

    # -- Geolocation --------------------------------------------------------------------------------

    def test_geolocation_follows_the_bundled_track_and_quits_on_q(self, screen):
        screen.type(self.app("Geolocation") + " --speed 4")
        shown = screen.wait_for(r"^Longitude: 2\.294\d*$")
        screen.wait_for(r"^Latitude: 48\.858\d*$")
        expect_absent(shown, r"open settings")  # hidden while authorized
        first = re.search(r"^Latitude: (.*)$", screen.text(), re.MULTILINE).group(1)
        time.sleep(1.5)
        later = re.search(r"^Latitude: (.*)$", screen.text(), re.MULTILINE).group(1)
        assert first != later, "the position did not move: %s" % later
        self.capture("Geolocation", screen.text())
        screen.key("q")
        screen.wait_for(PROMPT)
        expect_absent(screen.text(), r"Longitude")  # the alternate screen is gone

    def test_geolocation_reports_bad_nmea_lines_and_goes_on(self, screen):
        path = os.path.join(self.work, "bad.nmea")
        with open(path, "w") as handle:
            handle.write("\r\n".join([
                rmc(1), rmc(2)[:-2] + "00", "#garbage#", rmc(3, "4851.6000")[:30], rmc(4, "4851.7000"),
            ]) + "\r\n")
        screen.type("%s --nmea %s --speed 2" % (self.app("Geolocation"), path))
        # The screen keeps the last three problems.
        screen.wait_for(r"^Problem: bad\.nmea:2: bad NMEA checksum: computed [0-9A-F]{2}, sentence says 00")
        screen.wait_for(r"^Problem: bad\.nmea:3: not an NMEA sentence: #garbage#")
        screen.wait_for(r"^Problem: bad\.nmea:4: truncated NMEA sentence")
        screen.wait_for(r"^Latitude: 48\.861666")  # 4851.7000, after the bad lines
        screen.key("q")
        screen.wait_for(PROMPT)

    def test_geolocation_reports_a_line_that_only_looks_like_nmea(self, screen):
        # Regression: a good checksum without an NMEA address was taken for an unused sentence and dropped.
        path = os.path.join(self.work, "looks.nmea")
        with open(path, "w") as handle:
            handle.write("\r\n".join([rmc(1), checksum("hello,world"), rmc(2, "4851.7000")]) + "\r\n")
        screen.type("%s --nmea %s --speed 4" % (self.app("Geolocation"), path))
        screen.wait_for(words("Problem: looks.nmea:2: not an NMEA sentence (no talker and type 'hello'): $hello,world*"))
        screen.wait_for(r"^Latitude: 48\.861666")
        screen.key("q")
        screen.wait_for(PROMPT)

    def test_geolocation_without_access_shows_the_settings_button(self, screen):
        # Regression: a missing log was "denied", with advice to chmod a file that does not exist.
        missing = os.path.join(self.work, "missing.nmea")
        screen.type("%s --nmea %s" % (self.app("Geolocation"), missing))
        screen.wait_for(r"\[ Location access is not authorized: open settings \(s\) \]")
        shown = screen.wait_for(words("Problem: cannot read %s: there is no such file or device" % missing) + "$")
        expect_absent(shown, r"denied")
        screen.key("s")
        shown = screen.wait_for(words("There is no file %s: check the path (ls %s)" % (missing, self.work)) + "$")
        expect_absent(shown, r"chmod")
        self.capture("Geolocation-missing", shown)
        screen.key("q")
        screen.wait_for(PROMPT)
        screen.type("echo status=$?")
        screen.wait_for(r"^status=0$")

    def test_geolocation_with_an_unreadable_log_is_denied(self, screen):
        path = os.path.join(self.work, "secret.nmea")
        with open(path, "w") as handle:
            handle.write(rmc(1) + "\r\n")
        os.chmod(path, 0o600)
        os.chmod(self.work, 0o755)
        command = "%s --nmea %s" % (self.app("Geolocation"), path)
        if os.geteuid() == 0:  # root reads every file: run the app as nobody
            if not shutil.which("runuser"):
                raise AssertionError("running as root without runuser: cannot test permission denied")
            command = "runuser -u nobody -- " + command
        else:
            os.chmod(path, 0)
        screen.type(command)
        screen.wait_for(r"\[ Location access is not authorized: open settings \(s\) \]")
        screen.wait_for(words("Problem: cannot read %s: permission denied (this user may not read it)" % path) + "$")
        screen.key("s")
        screen.wait_for(words("Make the log readable: chmod a+r %s" % path) + "$")
        screen.key("q")
        screen.wait_for(PROMPT)

    def test_geolocation_reads_a_serial_device(self, screen):
        master, slave = os.openpty()
        device = os.ttyname(slave)
        screen.type("%s --device %s --baud 4800" % (self.app("Geolocation"), device))
        screen.wait_for(r"^Source: %s" % re.escape(device))
        for second, latitude in [(1, "4851.5022"), (2, "4851.5100"), (3, "4851.6000")]:
            os.write(master, (rmc(second, latitude) + "\r\n").encode())
            time.sleep(0.3)
        os.write(master, ("$GPGGA,garbage\r\n").encode())
        screen.wait_for(r"^Latitude: 48\.8585$")  # the epoch of second 2 is complete once second 3 begins
        screen.wait_for(r"^Problem: %s:4: truncated NMEA sentence" % re.escape(device))
        os.close(master)  # the receiver is unplugged
        os.close(slave)
        screen.wait_for(r"^Problem: %s closed" % re.escape(device))
        screen.key("q")
        screen.wait_for(PROMPT)

    def test_geolocation_asks_a_real_gpsd(self, screen):
        gpsfake = shutil.which("gpsfake")
        if not gpsfake:
            return self.test_geolocation_asks_a_fake_gpsd(screen)
        port = unused_port()
        process = subprocess.Popen([gpsfake, "-1", "-q", "-c", "0.1", "-P", str(port), TRACK],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.time() + 10
            while time.time() < deadline:
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.1)
            screen.type("%s --gpsd 127.0.0.1:%d" % (self.app("Geolocation"), port))
            screen.wait_for(r"^Source: gpsd at 127\.0\.0\.1:%d" % port)
            screen.wait_for(r"^Longitude: 2\.29\d*$", timeout=30)
            screen.wait_for(r"^Latitude: 48\.85\d*$")
            self.capture("Geolocation-gpsd", screen.text())
            screen.key("q")
            screen.wait_for(PROMPT)
        finally:
            process.terminate()
            process.wait()

    def test_geolocation_asks_a_fake_gpsd(self, screen):
        server = FakeGPSD([
            '{"class":"TPV","mode":3,"time":"2026-11-24T10:30:03.000Z","lat":48.85837,"lon":2.29448}',
            '{"class":"TPV","mode":3,"time":"2026-11-24T10:30:04.000Z","lat":48.85901,"lon":2.29512}',
        ])
        try:
            screen.type("%s --gpsd 127.0.0.1:%d" % (self.app("Geolocation"), server.port))
            screen.wait_for(r"^Latitude: 48\.85901$")
            screen.wait_for(r"^Problem: gpsd at 127\.0\.0\.1:%d closed" % server.port)
            screen.key("q")
            screen.wait_for(PROMPT)
        finally:
            server.close()

    def test_geolocation_with_a_missing_device(self, screen):
        screen.type("%s --device /dev/ttyGPS-missing" % self.app("Geolocation"))
        screen.wait_for(words("Problem: cannot read /dev/ttyGPS-missing: there is no such file or device") + "$")
        screen.key("s")
        screen.wait_for(words("No receiver at /dev/ttyGPS-missing: plug it in, then look for it with "
                              "ls /dev/ttyACM* /dev/ttyUSB*") + "$")
        screen.key("q")
        screen.wait_for(PROMPT)

    def test_geolocation_with_gpsd_down(self, screen):
        # Regression: a refused connection was "access … is denied".
        port = unused_port()
        screen.type("%s --gpsd 127.0.0.1:%d" % (self.app("Geolocation"), port))
        shown = screen.wait_for(words("Problem: gpsd at 127.0.0.1:%d refused the connection: "
                                      "nothing listens on that port" % port) + "$")
        expect_absent(shown, r"denied")
        screen.wait_for(r"open settings \(s\)")
        screen.key("s")
        screen.wait_for(words("Nothing listens on 127.0.0.1:%d: start gpsd there (gpsd -G -S %d /dev/ttyACM0), "
                              "or give its port" % (port, port)) + "$")
        screen.key("q")
        screen.wait_for(PROMPT)

    def test_geolocation_with_an_unreachable_gpsd_host(self, screen):
        screen.type("%s --gpsd no-such-host.invalid" % self.app("Geolocation"))
        screen.wait_for(words("Problem: cannot reach gpsd at no-such-host.invalid:2947: "
                              "cannot find host 'no-such-host.invalid' (") + r"[^)]+\)$")
        screen.key("s")
        screen.wait_for(words("no-such-host.invalid cannot be reached: check the host name, the network and any "
                              "firewall on the way to port 2947") + "$")
        screen.key("q")
        screen.wait_for(PROMPT)

    def test_geolocation_with_a_gpsd_that_hangs_up(self, screen):
        server = FakeGPSD([], greet=False)
        try:
            screen.type("%s --gpsd 127.0.0.1:%d" % (self.app("Geolocation"), server.port))
            screen.wait_for(words("Problem: gpsd at 127.0.0.1:%d hung up: it closed the connection without "
                                  "sending a report" % server.port) + "$")
            # Access was granted (the connection opened): the advice shows without a key.
            screen.wait_for(words("Something on 127.0.0.1:%d accepts connections but hangs up: is it gpsd? "
                                  "(gpsd -N -D 2 shows its log)" % server.port) + "$")
            screen.key("q")
            screen.wait_for(PROMPT)
        finally:
            server.close()

    def test_geolocation_rejects_bad_arguments(self, screen):
        screen.type("%s --gpsd host:port; echo status=$?" % self.app("Geolocation"))
        screen.wait_for(r"^Error: --gpsd: 'host:port' is not HOST:PORT")
        screen.wait_for(r"^Usage: Geolocation ")
        screen.wait_for(r"^status=2$")

    # -- Lifecycle ----------------------------------------------------------------------------------

    def test_lifecycle_under_job_control_focus_and_sigterm(self, screen):
        screen.type(self.app("Lifecycle"))
        shown = screen.wait_for(r"^rx\.state: active$")
        pid = re.search(r"Lifecycle \(pid (\d+)\)", shown).group(1)
        screen.wait_for(r"^delegate: applicationDidBecomeActive$")

        screen.key("C-z")  # the terminal driver sends SIGTSTP
        screen.wait_for(r"^\[1\]\+\s+Stopped")
        for line in ["delegate: applicationWillResignActive", "rx.willResignActive: the app goes from active",
                     "delegate: applicationDidEnterBackground", "rx.didEnterBackground: the app is in the background",
                     r"rx\.state: background"]:
            screen.wait_for("^" + line)

        screen.type("fg")  # bash sends SIGCONT and gives the terminal back
        screen.wait_for(r"^delegate: applicationWillEnterForeground$")
        screen.wait_for(r"^rx\.state: active$", count=2)

        # A real focus change: a second pane takes the focus, tmux reports focus-out to the app's pane.
        screen.tmux("split-window", "-v", "-t", "e2e:0.0", "env PS1='$ ' bash --norc --noprofile")
        screen.wait_for(r"^rx\.state: inactive \(coming back from the background, or losing focus\)$", count=2)
        # A detached tmux has no focused client, so it does not report the regain: type the terminal's
        # focus-in report (ESC [ I) as a focused terminal would send it.
        screen.tmux("select-pane", "-t", "e2e:0.0")
        screen.tmux("send-keys", "-t", "e2e:0.0", "-l", "\x1b[I")
        screen.wait_for(r"^rx\.state: active$", count=3)

        screen.type("kill -TERM %s" % pid, pane="e2e:0.1")
        screen.wait_for(r"^delegate: applicationWillTerminate$")
        screen.wait_for(r"^rx\.willTerminate: the app is about to exit\.$")
        screen.wait_for(r"^rx\.state: terminated$")
        screen.wait_for(PROMPT)
        self.capture("Lifecycle", screen.tmux("capture-pane", "-p", "-J", "-t", "e2e:0.0").stdout)

    def test_lifecycle_background_with_bg_then_ctrl_c(self, screen):
        screen.type(self.app("Lifecycle") + " --state")
        screen.wait_for(r"^rx\.state: active$")
        screen.key("C-z")
        screen.wait_for(r"^rx\.state: background$")
        screen.type("bg")  # running again, but the shell owns the terminal: still in the background
        screen.wait_for(r"Lifecycle --state &$")
        time.sleep(0.5)
        expect_absent(screen.text(), r"^rx\.state: active\n(.|\n)*rx\.state: active")
        screen.type("fg")
        screen.wait_for(r"^rx\.state: active$", count=2)
        screen.key("C-c")  # SIGINT
        screen.wait_for(r"^rx\.state: terminated$")
        screen.wait_for(PROMPT)
        self.capture("Lifecycle-state", screen.text())

    # -- ImagePicker --------------------------------------------------------------------------------

    def test_image_picker_picks_and_cancels(self, screen, extra=""):
        screen.type(self.app("ImagePicker") + extra)
        screen.wait_for(r"\[ Choose from the library \(g\) \]")
        screen.wait_for(r"│ \(no picture\)")
        screen.key("g")
        screen.wait_for(r"^Photos — Library$")
        screen.wait_for(r"^> checkerboard\.png  32×24 PNG$")
        screen.wait_for(r"^  gradient\.jpg  80×60 JPEG$")
        screen.key("Down", "Down")
        screen.wait_for(r"^> gradient\.jpg  80×60 JPEG$")
        self.capture("ImagePicker-library" + extra.replace(" ", ""), screen.text())
        screen.key("Enter")
        screen.wait_for(r"│ gradient\.jpg  80×60 JPEG")
        screen.wait_for(r"^Picked .*gradient\.jpg \(public\.jpeg\)")
        screen.wait_for(r"^\(no preview: JPEG pictures are not decoded here, only PNG ones\)$")
        screen.key("g")
        screen.wait_for(r"^Photos — Library$")
        screen.key("Escape")
        screen.wait_gone(r"^Photos — Library$")
        screen.wait_for(r"│ gradient\.jpg  80×60 JPEG")  # cancelling keeps the picture
        screen.key("g")
        screen.wait_for(r"^Photos — Library$")
        screen.key("Up", "Down", "Down", "Down", "Enter")
        screen.wait_for(r"│ sunset\.png  64×48 PNG")
        screen.wait_for(r"^▀{21}$", count=8)  # a 21×8-cell colour preview
        self.capture("ImagePicker" + extra.replace(" ", ""), screen.text())
        screen.key("q")
        screen.wait_for(PROMPT)

    def test_image_picker_classic_version(self, screen):
        self.test_image_picker_picks_and_cancels(screen, extra=" --classic")

    def test_image_picker_names_what_it_cannot_read(self, screen):
        # Regression: of five files, text.png and random.png (not pictures) vanished without a word, a damaged
        # PNG had "(no preview for this PNG)" without a reason, and the "from" line was cut at 100 columns.
        library = os.path.join(self.work, "a-folder-with-a-rather-long-name-to-push-the-path-past-the-edge",
                               "and-another-one-below-it", "Library")
        os.makedirs(library)
        bundled = os.path.join(EXAMPLES, "Sources", "DeviceKit", "Resources", "Library")
        for name in ["sunset.png", "gradient.jpg"]:
            shutil.copy(os.path.join(bundled, name), library)
        with open(os.path.join(bundled, "sunset.png"), "rb") as handle:
            damaged = handle.read()[:-30]
        for name, data in [("text.png", b"hello, I am not a picture\n"), ("random.png", bytes([0x3C, 0x9A, 0, 0xF1]) * 16),
                           ("damaged.png", damaged)]:
            with open(os.path.join(library, name), "wb") as handle:
                handle.write(data)
        screen.type("%s --library %s" % (self.app("ImagePicker"), library))
        screen.wait_for(r"Choose from the library")
        screen.key("g")
        screen.wait_for(r"^> damaged\.png  64×48 PNG$")
        screen.wait_for(r"^  ✗ random\.png: not a PNG or JPEG picture \(it starts with 3C 9A 00 F1, not a picture's "
                        r"signature\)$")
        shown = screen.wait_for(r"^  ✗ text\.png: not a PNG or JPEG picture \(it holds text: \"hello, I am not a "
                                r"pictur…\"\)$")
        self.capture("ImagePicker-unreadable", shown)
        screen.key("Enter")
        screen.wait_for(r"│ damaged\.png  64×48 PNG")
        screen.wait_for(r"^\(no preview: the PNG is damaged \(chunk IDAT is cut short\)\)$")
        shown = screen.wait_for(r"^from /.*….*/Library$")
        line = re.search(r"^from /.*….*/Library$", shown, re.MULTILINE).group(0)
        assert len(line) <= 100, "the from line is %d columns wide: %s" % (len(line), line)
        assert len("from " + library) > 100, "the test's folder is too short to need abbreviating"
        screen.key("q")
        screen.wait_for(PROMPT)

    def test_image_picker_with_an_empty_or_missing_folder(self, screen):
        empty = os.path.join(self.work, "empty")
        os.makedirs(empty, exist_ok=True)
        screen.type("%s --library %s" % (self.app("ImagePicker"), empty))
        screen.wait_for(r"Choose from the library")
        screen.key("g")
        screen.wait_for(r"^No pictures \(PNG or JPEG\) in %s\.$" % re.escape(empty))
        screen.key("Enter")  # nothing to choose
        screen.key("Escape")
        screen.wait_for(r"│ \(no picture\)")
        screen.key("q")
        screen.wait_for(PROMPT)
        missing = os.path.join(self.work, "nowhere")
        screen.type("%s --library %s" % (self.app("ImagePicker"), missing))
        screen.wait_for(r"Choose from the library")
        screen.key("g")
        screen.wait_for(r"^Cannot read the picture folder %s" % re.escape(missing))
        screen.key("Escape", "q")
        screen.wait_for(PROMPT)

    def test_help_of_every_app(self, screen):
        for name in PROGRAMS:
            screen.type("clear; %s --help >/dev/null && echo %s-help-ok" % (self.app(name), name))
            screen.wait_for(r"^%s-help-ok$" % name)

    # -- Command lines (child processes, no terminal) -----------------------------------------------

    def run(self, name, *arguments):
        """Runs a program to its end; returns (exit status, standard output, standard error)."""
        done = subprocess.run([self.app(name)] + list(arguments), stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, timeout=60)
        return done.returncode, done.stdout, done.stderr

    def expect_usage_error(self, name, arguments, first_line):
        """A usage error: exit status 2, nothing on standard output, and on standard error one line naming
        what is wrong, the usage line, and where the help is."""
        status, out, err = self.run(name, *arguments)
        lines = err.splitlines()
        check(status == 2, "%s %s: exit status %d, not 2" % (name, arguments, status))
        check(out == "", "%s %s: printed on standard output: %r" % (name, arguments, out))
        check(lines and lines[0] == first_line, "%s %s: first line %r, not %r" % (name, arguments, lines[:1],
                                                                                  first_line))
        check(any(line.startswith("Usage: %s " % name) for line in lines), "%s: no usage in %r" % (name, err))
        check(lines[-1] == "  See '%s --help' for more information." % name, "%s: last line %r" % (name, lines))

    def test_every_program_rejects_an_unknown_argument_alike(self, screen):
        for name in PROGRAMS:
            status, _, err = self.run(name, "--bogus")
            first = err.splitlines()[0] if err else ""
            check(first.startswith("Error: Unknown option '--bogus'"), "%s --bogus: %r" % (name, err))
            self.expect_usage_error(name, ["--bogus"], first)
            self.expect_usage_error(name, ["stray"] if name != "Tour" else ["--list", "stray"],
                                    "Error: Unexpected argument 'stray'" if name != "Tour"
                                    else "Error: No chapter title contains 'stray'. See 'Tour --list'.")

    def test_tour_help_lists_the_numbered_chapters(self, screen):
        status, out, err = self.run("Tour", "--help")
        check(status == 0 and err == "", "Tour --help: status %d, stderr %r" % (status, err))
        check("\nUSAGE: Tour [--code] [--list] [--diagram] [<chapters> ...]\n" in out, "Tour --help: no usage in %r" % out)
        chapters = out.split("\nCHAPTERS:\n")[-1].splitlines()
        check(len(chapters) >= 10 and chapters[0] == "   1. Creating observables"
              and chapters[6] == "   7. Combining operators", "Tour --help: chapters %r" % chapters)
        status, listed, _ = self.run("Tour", "--list")
        check(status == 0 and listed.splitlines() == chapters, "Tour --list: %d %r" % (status, listed))

    def test_tour_selects_chapters_by_word_or_number(self, screen):
        for arguments in [["Combining"], ["combin"], ["7"]]:
            status, out, _ = self.run("Tour", *arguments)
            titles = [line for line in out.splitlines() if line.startswith("=== ")]
            check(status == 0 and titles == ["=== Combining operators ==="], "Tour %s: %r" % (arguments, titles))
        status, out, _ = self.run("Tour", "Creating", "--code")
        check(status == 0 and "  │ Observable<String>.create { observer in" in out, "Tour Creating --code: %r" % out)

    def test_tour_rejects_a_misspelt_flag_or_chapter(self, screen):
        self.expect_usage_error("Tour", ["--cod"], "Error: Unknown option '--cod'. Did you mean '--code'?")
        self.expect_usage_error(
            "Tour", ["Combinign"],
            "Error: No chapter title contains 'Combinign'. Did you mean 'Combining operators' (chapter 7)?")
        self.expect_usage_error(
            "Tour", ["11"], "Error: There is no chapter 11: the chapters are numbered 1 to 10. See 'Tour --list'.")


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=os.path.join(EXAMPLES, ".build", "debug"))
    parser.add_argument("--capture")
    parser.add_argument("-k", dest="only", default="")
    options = parser.parse_args()
    if not shutil.which("tmux"):
        print("error: tmux is not installed (apt-get install tmux)", file=sys.stderr)
        return 1
    for name in PROGRAMS:
        if not os.access(os.path.join(options.bin, name), os.X_OK):
            print("error: %s is not built in %s (swift build --package-path Examples)" % (name, options.bin),
                  file=sys.stderr)
            return 1
    suite = Suite(os.path.abspath(options.bin), options.capture)
    tests = [name for name in sorted(dir(suite)) if name.startswith("test_") and options.only in name]
    failures = 0
    for name in tests:
        started = time.time()
        screen = None
        try:
            screen = Screen()
            getattr(suite, name)(screen)
            print("ok    %-62s %5.1fs" % (name, time.time() - started))
        except Exception:
            failures += 1
            print("FAIL  %s\n%s" % (name, traceback.format_exc()))
        finally:
            if screen:
                screen.close()
    shutil.rmtree(suite.work, ignore_errors=True)
    print("%d end-to-end tests, %d failed" % (len(tests), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
