#!/usr/bin/env python3
"""Runs the benchmarks and prints, per workload, our time / OpenCombine time allocations per event.

Usage (from anywhere; needs only python3 and the Swift toolchain):

    python3 Benchmarks/ratios.py                    # build (release), run every benchmark, print ratios
    python3 Benchmarks/ratios.py --filter 'b .*'    # only the benchmarks whose whole name matches a regex
    python3 Benchmarks/ratios.py --input out.csv    # parse a saved `--format influx` export instead
    python3 Benchmarks/ratios.py --check            # also fail when a workload regressed (see below)
    python3 Benchmarks/ratios.py --record           # rewrite the recorded figures from this run

Benchmark names follow "<workload> <implementation> <description>", where <implementation> is
`RxSwift` (this package), `OpenCombine`, or `loop` (a hand-written baseline). Every iteration of a
benchmark runs the whole workload once, so the median wall clock of the iterations is the time of the
workload, and its malloc count divided by EVENTS[workload] is the number of allocations per event.

Regression check (`--check`, thresholds as data): Benchmarks/recorded.json holds, per workload, figures of
the RxSwift row from one recorded run: allocations per event, instructions per event, retained bytes per
event (memory workloads) and the time relative to its peer (OpenCombine, else the loop) in the same run.
Time ratios, not absolute times, because these machines are shared. A workload whose figure exceeds the
recorded one by more than TOLERANCE (25%) in one run fails the check with a non-zero exit status. Workloads
whose timing depends on other threads or on timers (NOISY_TIMING) record no time ratio, and their allocations
per event are compared with an absolute slack (NOISY_MALLOC_SLACK).
"""

import argparse
import csv
import io
import json
import os
import re
import subprocess
import sys

# Events delivered by one iteration of each workload (for c and s: subscribers x elements, i.e. deliveries;
# for a and h: elements entering the operator chain; for e and f: events sent to the sources).
# Add new workloads here; unknown workloads fall back to a trailing "1M"/"100k" in their name.
EVENTS = {
    "a": 1_000_000,
    "b": 1_000_000,
    "c": 100 * 100_000,
    "d": 100_000,
    "e": 1_000_000,
    "f": 500_000,
    "g": 1_000_000,
    "g2": 1_000_000,
    "h": 1_000_000,
    "i": 100_000,
    "r": 1_000_000,
    "s": 4 * 1_000_000,
    "f2": 500_000,
    "f8": 500_000,
    "z": 500_000,
    "w": 1_000_000,
    "n": 1_000_000,
    "j": 100_000,
    "j2": 100_000,
    "k": 1_000_000,
    "t": 100_000,
    "t2": 100_000,
    "x": 4 * 250_000,
    "y": 4 * 100_000,
    "u": 1_000_000,
}

# A recorded figure may grow by this factor before --check fails.
TOLERANCE = 1.25
# Figures this small are compared with an absolute slack instead (e.g. 0 allocations per event).
ABSOLUTE_SLACK = {"mallocs_per_event": 0.01, "bytes_per_event": 8.0, "instructions_per_event": 20.0}
# Workloads whose time depends on other threads, timers or dispatch queues: no time ratio is recorded.
NOISY_TIMING = {"i", "t", "t2", "x", "y", "u"}
# Their allocations per event also depend on thread timing: compared with this absolute slack.
NOISY_MALLOC_SLACK = 0.1
RECORDED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "recorded.json")

IMPLEMENTATIONS = ("RxSwift", "OpenCombine", "loop")
NAME = re.compile(r"^(\S+) (" + "|".join(IMPLEMENTATIONS) + r") (.*)$")
SUFFIXES = {"k": 1_000, "K": 1_000, "M": 1_000_000}


def events_for(workload, description):
    if workload in EVENTS:
        return EVENTS[workload]
    match = re.search(r"(\d+)([kKM])\b", description)
    return int(match.group(1)) * SUFFIXES[match.group(2)] if match else None


def run_benchmarks(package_dir, name_filter):
    command = [
        "swift", "package", "--disable-sandbox", "benchmark", "run",
        "--format", "influx", "--path", "stdout", "--no-progress",
    ]
    if name_filter:
        command += ["--filter", name_filter]
    print("+ (cd %s && %s)" % (package_dir, " ".join(command)), file=sys.stderr, flush=True)
    result = subprocess.run(command, cwd=package_dir, stdout=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.stdout.write(result.stdout)
        sys.exit("benchmark run failed with exit code %d" % result.returncode)
    return result.stdout


def parse_influx(text):
    """Returns {benchmark name: {metric: median value}} from an influx CSV export.

    Data rows end with: metric, unit, test, percentile, value, test_average, iterations,
    warmup_iterations, time; the machine columns before them are ignored. Values are the raw
    recorded numbers (nanoseconds for time metrics, plain counts for the others).
    """
    results = {}
    for row in csv.reader(io.StringIO(text)):
        if len(row) < 9 or row[0].startswith("#"):
            continue
        metric, test, percentile, value = row[-9], row[-7], row[-6], row[-5]
        try:
            if float(percentile) != 50.0:
                continue
            results.setdefault(test, {})[metric.lower()] = float(value)
        except ValueError:
            continue  # the header row, or a line that is not part of the export
    return results


def metric(values, *needles):
    for key, value in values.items():
        if all(needle in key for needle in needles):
            return value
    return None


def fmt(value, pattern):
    return "-" if value is None else pattern % value


def report(results):
    workloads = {}
    for name, values in results.items():
        match = NAME.match(name)
        if not match:
            continue
        workload, implementation, description = match.groups()
        entry = workloads.setdefault(workload, {"description": description, "rows": {}})
        entry["rows"][implementation] = values
        if implementation == "RxSwift":
            entry["description"] = description

    if not workloads:
        sys.exit("no benchmark results named '<workload> <RxSwift|OpenCombine|loop> ...' were found")

    header = "%-4s %-12s %12s %10s %8s %10s %14s %14s %12s" % (
        "", "impl", "median ms", "/OpenComb", "/loop", "ns/event", "mallocs/event", "instr/event", "bytes/event")
    for workload in sorted(workloads):
        entry = workloads[workload]
        events = events_for(workload, entry["description"])
        print("%s: %s (%s events)" % (workload, entry["description"], fmt(events, "%d")))
        print(header)
        rows = entry["rows"]
        combine_time = metric(rows.get("OpenCombine", {}), "wall")
        loop_time = metric(rows.get("loop", {}), "wall")
        for implementation in IMPLEMENTATIONS:
            if implementation not in rows:
                continue
            values = rows[implementation]
            time = metric(values, "wall")
            mallocs = metric(values, "malloc", "total")
            instructions = metric(values, "instructions")
            leaked = metric(values, "free", "bytes")
            print("%-4s %-12s %12s %10s %8s %10s %14s %14s %12s" % (
                "", implementation,
                fmt(time / 1e6 if time is not None else None, "%.3f"),
                fmt(time / combine_time if time is not None and combine_time else None, "%.2f"),
                fmt(time / loop_time if time is not None and loop_time else None, "%.1f"),
                fmt(time / events if time is not None and events else None, "%.1f"),
                fmt(mallocs / events if mallocs is not None and events else None, "%.3g"),
                fmt(instructions / events if instructions is not None and events else None, "%.1f"),
                fmt(leaked / events if leaked is not None and events else None, "%.1f"),
            ))
        print()

    print("summary: RxSwift time / OpenCombine time")
    for workload in sorted(workloads):
        rows = workloads[workload]["rows"]
        ours = metric(rows.get("RxSwift", {}), "wall")
        theirs = metric(rows.get("OpenCombine", {}), "wall")
        ratio = ours / theirs if ours is not None and theirs else None
        print("  %-4s %s" % (workload, fmt(ratio, "%.2f")))


def markdown(results):
    """Prints the README table: per workload, our time, the peer's, their ratio and our allocations."""
    workloads = {}
    for name, values in results.items():
        match = NAME.match(name)
        if match:
            workload, implementation, description = match.groups()
            workloads.setdefault(workload, {})[implementation] = (description, values)
    print("| | workload | RxSwift ns/event | peer | peer ns/event | ratio | RxSwift mallocs/event |")
    print("|---|---|---:|---|---:|---:|---:|")
    for workload in sorted(workloads):
        rows = workloads[workload]
        if "RxSwift" not in rows:
            continue
        description, values = rows["RxSwift"]
        events = events_for(workload, description)
        peer = "OpenCombine" if "OpenCombine" in rows else "loop" if "loop" in rows else None
        ours = metric(values, "wall")
        theirs = metric(rows[peer][1], "wall") if peer else None
        mallocs = metric(values, "malloc", "total")
        extra = ""
        for label, (_, row) in (("", rows["RxSwift"]), (peer + " ", rows[peer]) if peer else (None, (None, {}))):
            leaked = metric(row, "free", "bytes")
            peak = metric(row, "residentpeak")
            if label is not None and leaked is not None:
                extra += "; %s%.0f bytes retained/subscription" % (label, leaked / events)
            if label is not None and peak is not None:
                extra += ", peak RSS +%.0f MB" % (peak / 1e6)
        print("| %s | %s | %s | %s | %s | %s | %s%s |" % (
            workload, description, fmt(ours / events if ours and events else None, "%.1f"), peer or "-",
            fmt(theirs / events if theirs and events else None, "%.1f"),
            fmt(ours / theirs if ours and theirs else None, "%.2f"),
            fmt(mallocs / events if mallocs is not None and events else None, "%.3g"), extra))


def figures(results):
    """Returns {workload: {figure: value}} for the RxSwift row of every workload in `results`."""
    rows_by_workload = {}
    for name, values in results.items():
        match = NAME.match(name)
        if match:
            workload, implementation, description = match.groups()
            rows_by_workload.setdefault(workload, {})[implementation] = (name, description, values)
    table = {}
    for workload, rows in sorted(rows_by_workload.items()):
        if "RxSwift" not in rows:
            continue
        name, description, values = rows["RxSwift"]
        events = events_for(workload, description)
        if not events:
            continue
        entry = {"benchmark": name}
        mallocs = metric(values, "malloc", "total")
        if mallocs is not None:
            entry["mallocs_per_event"] = round(mallocs / events, 4)
        instructions = metric(values, "instructions")
        if instructions:
            entry["instructions_per_event"] = round(instructions / events, 1)
        leaked = metric(values, "free", "bytes")
        if leaked is not None:
            entry["bytes_per_event"] = round(leaked / events, 1)
        peer = "OpenCombine" if "OpenCombine" in rows else "loop" if "loop" in rows else None
        ours = metric(values, "wall")
        theirs = metric(rows[peer][2], "wall") if peer else None
        if workload not in NOISY_TIMING and ours and theirs:
            entry["peer"] = peer
            entry["time_ratio_to_peer"] = round(ours / theirs, 3)
        table[workload] = entry
    return table


def record(results, path):
    table = figures(results)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(table, handle, indent=2, sort_keys=True)
        handle.write("\n")
    print("recorded %d workloads in %s" % (len(table), path))


def check(results, path):
    """Compares this run with the recorded figures; returns the list of regressions."""
    with open(path, encoding="utf-8") as handle:
        recorded = json.load(handle)
    current = figures(results)
    regressions = []
    compared = 0
    for workload, old in sorted(recorded.items()):
        new = current.get(workload)
        if new is None:
            continue  # not part of this run (e.g. --filter)
        for key, old_value in old.items():
            if key in ("benchmark", "peer") or key not in new:
                continue
            compared += 1
            slack = ABSOLUTE_SLACK.get(key, 0.0)
            if workload in NOISY_TIMING and key == "mallocs_per_event":
                slack = NOISY_MALLOC_SLACK  # e.g. observe(on:) allocates per batch, and batches vary
            limit = max(old_value * TOLERANCE, old_value + slack)
            if new[key] > limit:
                regressions.append("%s (%s): %s %.4g > %.4g (recorded %.4g)" % (
                    workload, old["benchmark"], key, new[key], limit, old_value))
    print("\nregression check against %s: %d figures compared, %d regressions" % (
        os.path.relpath(path), compared, len(regressions)))
    if compared == 0:
        regressions.append("no recorded workload was part of this run")
    return regressions


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", help="parse this influx CSV export instead of running the benchmarks")
    parser.add_argument("--filter", help="regex that whole benchmark names must match, e.g. 'b .*' (passed to the plugin)")
    parser.add_argument("--save", help="also write the raw influx CSV to this file")
    parser.add_argument("--markdown", action="store_true", help="also print the README table")
    parser.add_argument("--check", nargs="?", const=RECORDED, metavar="FILE",
                        help="fail when a workload is more than 25%% worse than recorded (default: recorded.json)")
    parser.add_argument("--record", nargs="?", const=RECORDED, metavar="FILE",
                        help="write this run's figures as the recorded ones (default: recorded.json)")
    args = parser.parse_args()

    if args.input:
        with open(args.input, encoding="utf-8") as handle:
            text = handle.read()
    else:
        text = run_benchmarks(os.path.dirname(os.path.abspath(__file__)), args.filter)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as handle:
            handle.write(text)
    results = parse_influx(text)
    report(results)
    if args.markdown:
        print()
        markdown(results)
    if args.record:
        record(results, args.record)
    if args.check:
        regressions = check(results, args.check)
        if regressions:
            print("\nREGRESSION: %d figure(s) more than %d%% worse than recorded:" % (
                len(regressions), round((TOLERANCE - 1) * 100)), file=sys.stderr)
            for line in regressions:
                print("  " + line, file=sys.stderr)
            sys.exit(1)


if __name__ == "__main__":
    main()
