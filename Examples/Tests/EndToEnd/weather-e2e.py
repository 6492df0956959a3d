#!/usr/bin/env python3
"""End-to-end test of the Weather app in a pseudo-terminal, typing as a person would.

    python3 Examples/Tests/EndToEnd/weather-e2e.py PATH/TO/Weather

Runs the app offline (its fixture server, no API key) in a 100 x 30 pseudo-terminal and checks what the
screen shows: two city searches (spinner first, then the result), bad input (an empty search, an unknown
city, a city with spaces and accents, a response missing fields, a body that is not JSON), the location
key (after a first fix, each press must show the result within 1 s; the search field names the place
found), panning and zooming the map (the overlays change, the field names the map's centre). Then it
measures:

- result-to-screen: the app's --trace file holds, per search result, the milliseconds from the response's
  arrival (on URLSession's thread) to the end of the main-queue turn that wrote the frame showing it;
  every value must be under 50 ms;
- idle CPU: the app's user + system time (from /proc) must not grow over 5 idle seconds (no polling loop; a
  second window is measured when the first shows a one-off);
- timeline: the app's --timeline file (Chrome Trace Event Format, for Perfetto UI) must be valid JSON whose
  spans of the search chain's trace points all end, with timestamps that never go back on a thread, only the
  names the view model gives, and one "weather request" span per search at least.

A second run points the app at a dead server and checks the message, and that the app keeps answering.
Needs pexpect (`pip install pexpect`). Exits non-zero with a message on the first failed check.
"""

import os
import re
import sys
import tempfile
import time

import pexpect

ROWS, COLUMNS = 30, 100
CLEAR = "\x1b[H\x1b[2J"
ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
SPINNER = set("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
KEY_DELAY = 0.04  # seconds between two key presses


class Failure(Exception):
    pass


class App:
    """The app in a pseudo-terminal; the screen is the last full frame it drew (it redraws whole frames)."""

    def __init__(self, binary, *arguments):
        environment = dict(os.environ, TERM="xterm-256color")
        environment.pop("OPENWEATHERMAP_API_KEY", None)
        self.child = pexpect.spawn(
            binary, list(arguments), dimensions=(ROWS, COLUMNS), encoding="utf-8", env=environment, timeout=5
        )
        self.output = ""

    def pump(self, seconds=0.05):
        deadline = time.monotonic() + seconds
        while True:
            try:
                self.output += self.child.read_nonblocking(65536, timeout=max(0.0, deadline - time.monotonic()))
            except pexpect.TIMEOUT:
                break
            except pexpect.EOF:
                break
            if time.monotonic() >= deadline:
                break
        # Keep the last two frames at most.
        frames = self.output.split(CLEAR)
        if len(frames) > 3:
            self.output = CLEAR + CLEAR.join(frames[-2:])

    def screen(self):
        frame = self.output.split(CLEAR)[-1]
        return [ESCAPE.sub("", line) for line in frame.split("\r\n")]

    def wait_for(self, what, predicate, timeout=10.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.pump()
            lines = self.screen()
            if predicate(lines):
                return lines
        raise Failure("timed out waiting for %s; the screen shows:\n%s" % (what, "\n".join(self.screen())))

    def line(self, prefix):
        return next((line for line in self.screen() if line.startswith(prefix)), None)

    def type(self, text):
        for character in text:
            self.child.send(character)
            time.sleep(KEY_DELAY)
            self.pump(0.0)

    def press(self, key):
        self.child.send(key)
        time.sleep(KEY_DELAY)
        self.pump(0.0)

    def cpu_ticks(self):
        with open("/proc/%d/stat" % self.child.pid) as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime, in clock ticks


def labels(lines):
    return {name: next((l[13:].strip() for l in lines if l.startswith(name)), None)
            for name in ("City", "Temperature", "Humidity", "Icon")}


def map_rows(lines):
    return [line for line in lines if line.startswith("│")]


def caption(lines):
    return next((line.strip("┌─┐ \r") for line in lines if line.startswith("┌ Map")), "")


def check(condition, message):
    if not condition:
        raise Failure(message)


def search(app, city, expected_city, steps):
    """Types `city`, Enter; checks the spinner with hidden labels, then the result."""
    app.press("\x15")  # Ctrl-U clears the field
    app.type(city)
    app.press("\r")
    running = app.wait_for("the spinner while %s loads" % city,
                           lambda lines: len(lines) > 2 and lines[2].rstrip()[-1:] in SPINNER)
    check(labels(running)["Temperature"] == "", "labels are not hidden while the request runs:\n" + "\n".join(running))
    done = app.wait_for("the result for %s" % city, lambda lines: labels(lines)["City"] == expected_city
                        and lines[2].rstrip()[-1:] not in SPINNER)
    steps.append("%-12s -> %s, %s, %s, %s" % (city, *labels(done).values()))
    return done


def locate(app):
    """Presses Ctrl-L; returns the seconds until the weather at the location (Paris) is shown, with the field naming
    it, and the screen."""
    pressed = time.monotonic()
    app.press("\x0c")
    # The City label and the field are two Drivers of the same result, each with its own hop to the main queue (as
    # in a UIKit app): a frame may be drawn between the two hops, showing Paris with the field not yet updated. Seen
    # in about one run in seven; a human never sees that frame, so the test waits for the screen where both agree
    # (a field that is never updated still fails, by timing out).
    here = app.wait_for("the weather at the current location, named in the field",
                        lambda lines: labels(lines)["City"] == "Paris" and lines[2].rstrip()[-1:] not in SPINNER
                        and lines[1].startswith("Search › Paris"),
                        timeout=20)
    return time.monotonic() - pressed, here


def message_after(app, text, expected, steps):
    app.press("\x15")
    app.type(text)
    app.press("\r")
    lines = app.wait_for("the message %r" % expected, lambda lines: len(lines) > 6 and expected in lines[6])
    steps.append("%-12s -> %s" % (repr(text), lines[6].strip()))


def check_timeline(path, searches):
    """Checks the --timeline file written at exit; returns a line for the summary."""
    import json

    with open(path) as file:
        events = json.load(file)["traceEvents"]
    names = {"search", "weather request", "search results"}
    last_time, open_spans, counts = {}, {}, {}
    for event in events:
        if event["ph"] == "M":
            continue
        check(event["name"] in names, "timeline: unexpected name %r" % event["name"])
        thread = event["tid"]
        check(event["ts"] >= last_time.get(thread, 0), "timeline: time goes back on thread %d" % thread)
        last_time[thread] = event["ts"]
        if event["ph"] == "b":
            open_spans[event["id"]] = event["name"]
            counts[event["name"]] = counts.get(event["name"], 0) + 1
        elif event["ph"] == "e":
            check(open_spans.pop(event["id"], None) == event["name"], "timeline: span %d ends unopened" % event["id"])
        else:
            check(event["id"] in open_spans, "timeline: event outside its span %d" % event["id"])
    check(not open_spans, "timeline: spans never ended: %r" % open_spans)
    check(counts.get("weather request", 0) >= searches,
          "timeline: %d weather request spans for %d searches" % (counts.get("weather request", 0), searches))
    check(set(counts) == names, "timeline: missing trace points: %r" % (names - set(counts)))
    return "timeline     -> %d events, spans: %s" % (
        len(events), ", ".join("%d %s" % (counts[name], name) for name in sorted(counts)))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    trace = tempfile.NamedTemporaryFile(prefix="weather-trace-", suffix=".txt", delete=False).name
    steps = []

    timeline = tempfile.NamedTemporaryFile(prefix="weather-timeline-", suffix=".json", delete=False).name
    app = App(binary, "--trace", trace, "--timeline", timeline, "--delay", "0.5")
    try:
        start = app.wait_for("the first frame with the weather around the map",
                             lambda lines: any("°" in row for row in map_rows(lines)))
        check(start[1].startswith("Search ›"), "no search field")
        steps.append("start        -> %s, %d map rows with overlays" % (
            caption(start), sum("°" in row for row in map_rows(start))))

        search(app, "London", "London", steps)
        search(app, "São Paulo", "São Paulo", steps)

        # Bad input: the message line says what went wrong; the app keeps working.
        message_after(app, "", "Type a city name", steps)
        message_after(app, "Atlantis", "City not found: Atlantis.", steps)
        message_after(app, "Fieldless", "has no main", steps)
        message_after(app, "Garbleton", "not JSON", steps)
        search(app, "ho chi minh city", "Ho Chi Minh City", steps)

        # The location key: the bundled track is a walk in Paris; its first fix comes after ~3 s.
        seconds, here = locate(app)
        check("48.85°N 2.35°E" in caption(here), "the map is not focused on the location: " + caption(here))
        check(here[1].startswith("Search › Paris"), "the field does not name the place shown: " + here[1])
        steps.append("Ctrl-L       -> %s, %s; %s; field: %s (%.2f s, the first fix)" % (
            labels(here)["City"], labels(here)["Temperature"], caption(here), here[1].strip(), seconds))

        # Once the location manager has a fix, it delivers it at once (as Core Location does): each press
        # shows the result within a second (the fixture server itself takes 0.5 s).
        latencies = []
        for _ in range(3):
            search(app, "London", "London", [])
            seconds, here = locate(app)
            check(here[1].startswith("Search › Paris"), "the field does not name the place shown: " + here[1])
            latencies.append(seconds)
        steps.append("Ctrl-L again -> Paris after %s" % ", ".join("%.2f s" % value for value in latencies))
        check(max(latencies) < 1.0, "Ctrl-L took %.2f s after a first fix (at most 1 s)" % max(latencies))

        # Pan: the region moves and the weather around it is loaded again (throttled).
        before = app.wait_for("overlays around Paris", lambda lines: sum("°" in r for r in map_rows(lines)) >= 3)
        app.press("\x1b[D")  # left arrow
        after = app.wait_for("new overlays after panning west",
                             lambda lines: caption(lines) != caption(before)
                             and map_rows(lines) != map_rows(before)
                             and lines[2].rstrip()[-1:] not in SPINNER
                             and sum("°" in r for r in map_rows(lines)) >= 3)
        steps.append("left arrow   -> %s; centre: %s" % (caption(after), labels(after)["City"]))
        # The map's centre is searched (the fixture server names a coordinate like the map's caption), and the
        # field names it too, no longer the place typed or found before.
        after = app.wait_for("the weather at the map's centre, named in the field",
                             lambda lines: labels(lines)["City"] == caption(lines)[4:].split(" · ")[0]
                             and lines[1].rstrip("_ \r") == "Search › " + labels(lines)["City"])
        steps.append("             -> City %s, field: %s" % (labels(after)["City"], after[1].strip()))

        # Tab gives + and - to the map.
        app.press("\t")
        app.type("+")
        zoomed = app.wait_for("the zoomed-in map", lambda lines: "span 8.00° × 20.00°" in caption(lines))
        steps.append("Tab, +       -> %s" % caption(zoomed))
        app.press("\t")

        # Idle: nothing runs when nothing happens. The test reads the screen meanwhile, as a terminal does: a
        # frame written while nobody reads blocks the app (the zoom's result may still be on its way).
        app.pump(1.5)
        # A polling loop uses CPU in every window; a one-off (a late frame, the runtime's housekeeping) in one. The
        # same code measured 0, 1 or 2 ticks in single windows (2 in about one run in five, at the commit this check
        # last passed CI with as well), so a second window is measured when the first is over, and the better one
        # counts.
        windows = []
        for _ in range(2):
            ticks_before = app.cpu_ticks()
            app.pump(5)
            windows.append(app.cpu_ticks() - ticks_before)
            if windows[-1] <= 1:
                break
        idle_ticks = min(windows)
        steps.append("idle 5 s     -> %s clock ticks of CPU (%d per second)"
                     % (" then ".join(map(str, windows)), os.sysconf("SC_CLK_TCK")))
        check(idle_ticks <= 1, "the idle app used %s clock ticks of CPU in two windows of 5 s"
              % " and ".join(map(str, windows)))

        app.press("\x1b")
        app.child.expect(pexpect.EOF, timeout=5)
        app.child.close()
        check(app.child.exitstatus == 0, "Esc did not end the app with status 0: %r" % app.child.exitstatus)
    finally:
        if app.child.isalive():
            app.child.terminate(force=True)

    timings = []
    with open(trace) as lines:
        for line in lines:
            match = re.match(r"result-to-screen ([0-9.]+) ms (.*)", line)
            if match:
                timings.append((float(match.group(1)), match.group(2).strip()))
    open(trace, "w").close()
    check(len(timings) >= 8, "only %d result timings in the trace" % len(timings))
    worst = max(timings)
    values = sorted(value for value, _ in timings)
    steps.append("result-to-screen over %d results: median %.2f ms, worst %.2f ms (%s)" % (
        len(values), values[len(values) // 2], worst[0], worst[1]))
    check(worst[0] < 50, "a result took %.2f ms to reach the screen (%s)" % worst)

    steps.append(check_timeline(timeline, searches=10))
    os.unlink(timeline)

    # A dead server: a clear message, and the app keeps answering keys.
    dead = App(binary, "--api-url", "http://127.0.0.1:9/data/2.5", "--trace", trace)
    try:
        dead.wait_for("the first frame", lambda lines: len(lines) > 1 and lines[1].startswith("Search ›"))
        message_after(dead, "London", "Cannot reach the weather service", steps)
        message_after(dead, "Paris", "Cannot reach the weather service", steps)
        dead.type("x")
        dead.wait_for("typing after the failures", lambda lines: lines[1].startswith("Search › Parisx"))
        dead.press("\x1b")
        dead.child.expect(pexpect.EOF, timeout=5)
    finally:
        if dead.child.isalive():
            dead.child.terminate(force=True)
    with open(trace) as lines:
        failures = [line for line in lines if "Unknown" in line]
    os.unlink(trace)
    check(len(failures) == 2, "the two failed searches were not timed: %r" % failures)
    steps.append("dead server: the failures reached the screen in %s" % ", ".join(
        line.split()[1] + " ms" for line in failures))

    for step in steps:
        print("  " + step)
    print("weather-e2e: all checks passed")


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print("weather-e2e: FAILED: %s" % failure, file=sys.stderr)
        sys.exit(1)
