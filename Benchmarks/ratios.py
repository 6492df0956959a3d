#!/usr/bin/env python3
"""Runs the benchmarks and prints, per workload, our time / OpenCombine time allocations per event.

Usage (from anywhere; needs only python3 and the Swift toolchain):

    python3 Benchmarks/ratios.py                    # build (release), run every benchmark, print ratios
    python3 Benchmarks/ratios.py --filter 'b .*'    # only the benchmarks whose whole name matches a regex
    python3 Benchmarks/ratios.py --input out.csv    # parse a saved `--format influx` export instead

Benchmark names follow "<workload> <implementation> <description>", where <implementation> is
`RxSwift` (this package), `OpenCombine`, or `loop` (a hand-written baseline). Every iteration of a
benchmark runs the whole workload once, so the median wall clock of the iterations is the time of the
workload, and its malloc count divided by EVENTS[workload] is the number of allocations per event.
"""

import argparse
import csv
import io
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
}

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

    header = "%-4s %-12s %12s %10s %8s %10s %14s %14s" % (
        "", "impl", "median ms", "/OpenComb", "/loop", "ns/event", "mallocs/event", "instr/event")
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
            print("%-4s %-12s %12s %10s %8s %10s %14s %14s" % (
                "", implementation,
                fmt(time / 1e6 if time is not None else None, "%.3f"),
                fmt(time / combine_time if time is not None and combine_time else None, "%.2f"),
                fmt(time / loop_time if time is not None and loop_time else None, "%.1f"),
                fmt(time / events if time is not None and events else None, "%.1f"),
                fmt(mallocs / events if mallocs is not None and events else None, "%.3g"),
                fmt(instructions / events if instructions is not None and events else None, "%.1f"),
            ))
        print()

    print("summary: RxSwift time / OpenCombine time")
    for workload in sorted(workloads):
        rows = workloads[workload]["rows"]
        ours = metric(rows.get("RxSwift", {}), "wall")
        theirs = metric(rows.get("OpenCombine", {}), "wall")
        ratio = ours / theirs if ours is not None and theirs else None
        print("  %-4s %s" % (workload, fmt(ratio, "%.2f")))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", help="parse this influx CSV export instead of running the benchmarks")
    parser.add_argument("--filter", help="regex that whole benchmark names must match, e.g. 'b .*' (passed to the plugin)")
    parser.add_argument("--save", help="also write the raw influx CSV to this file")
    args = parser.parse_args()

    if args.input:
        with open(args.input, encoding="utf-8") as handle:
            text = handle.read()
    else:
        text = run_benchmarks(os.path.dirname(os.path.abspath(__file__)), args.filter)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as handle:
            handle.write(text)
    report(parse_influx(text))


if __name__ == "__main__":
    main()
