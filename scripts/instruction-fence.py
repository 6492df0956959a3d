#!/usr/bin/env python3
"""The instruction-count regression fence: probes counted with callgrind against budgets checked in as data.

Usage (from anywhere; needs python3, the Swift toolchain, valgrind and objcopy):

    python3 scripts/instruction-fence.py                  # build the probes (release), check every budget
    python3 scripts/instruction-fence.py --filter 'zip'   # only the probes whose name matches a regex
    python3 scripts/instruction-fence.py --record         # measure and write this toolchain's budgets
    python3 scripts/instruction-fence.py --self-test      # prove that a deliberately slowed probe fails

How a probe is measured: `Benchmarks/Probes/InstructionProbes` (an executable of the Benchmarks package)
runs one single-threaded, deterministic workload over a number of units. The fence runs it under
`valgrind --tool=callgrind` at two sizes and takes (instructions(large) - instructions(small)) / (events(large)
- events(small)): start-up and set-up cancel, what remains is the cost of one event. Callgrind counts the
instructions the program executes, not time, so the figure does not move with the load of the machine: the same
binary gives the same count on every run. The toolchain's valgrind (Debian 12 ships 3.19) cannot read the DWARF 5
debug information swiftc emits, so the probe runs from a copy stripped with `objcopy --strip-debug`.

Budgets (Benchmarks/instruction-budgets.json) are recorded per toolchain (`swift --version`), because another
compiler emits other code. They were recorded on the CI machine (x86_64, Debian 12): glibc picks string and
memory routines for the CPU it runs on, so another CPU can count a few percent differently; record budgets for
such a machine deliberately. A probe fails when it executes more than TOLERANCE (3%) above its budget; a probe
more than 10% below its budget is reported (not failed) so that the budget can be tightened with `--record`
after an intended improvement. `--record` is for deliberate use after an intended change; commit the file
with the change that moved the figures. Reference probes (hand-written loops) are measured and printed but
never fenced.

`--self-test` proves that the fence catches a regression: it measures the probes' filler work (`--pad`, a few
instructions per round that the optimiser cannot remove) on `delegateProxy.methodInvoked` itself (a probe whose
every event reaches the filler, with a budget large enough that one round is a small fraction of it), slows that
probe by about 5% of its budget, and fails unless the comparison used by the check reports it as over budget; it
also checks that a slowdown of about 1% passes.
"""

import argparse
import concurrent.futures
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCHMARKS = os.path.join(ROOT, "Benchmarks")
BUDGETS = os.path.join(BENCHMARKS, "instruction-budgets.json")
PRODUCT = "InstructionProbes"
TOLERANCE = 0.03
TIGHTEN_BELOW = 0.10
# Units of the two runs of each probe; a probe delivering several events per unit runs proportionally fewer.
SMALL_EVENTS = 1_000
LARGE_EVENTS = 11_000
SELF_TEST_PROBE = "delegateProxy.methodInvoked"
SELF_TEST_SLOWDOWN = 0.05
SELF_TEST_HARMLESS = 0.01


def toolchain_key():
    """The toolchain the budgets belong to: the compiler's version and target."""
    output = subprocess.run(["swift", "--version"], capture_output=True, text=True, check=True)
    text = output.stdout + output.stderr
    version = re.search(r"\((swift-[^)]*)\)", text)
    target = re.search(r"Target: (\S+)", text)
    if not version or not target:
        sys.exit(f"error: cannot read the toolchain from `swift --version`:\n{text}")
    return f"{version.group(1)} {target.group(1)}"


def build_probes():
    """Builds the probe executable in release mode and returns its path."""
    command = ["swift", "build", "--package-path", BENCHMARKS, "-c", "release", "--product", PRODUCT]
    print("+ " + " ".join(command), flush=True)
    subprocess.run(command, check=True)
    bin_path = subprocess.run(command[:-2] + ["--show-bin-path"], capture_output=True, text=True, check=True)
    return os.path.join(bin_path.stdout.strip(), PRODUCT)


def list_probes(binary):
    """The probes of the binary: name -> (events per unit, fenced)."""
    output = subprocess.run([binary, "--list"], capture_output=True, text=True, check=True).stdout
    probes = {}
    for line in output.splitlines():
        name, events, kind = line.split()
        probes[name] = (int(events), kind == "fenced")
    return probes


def count_instructions(binary, probe, units, pad, scratch):
    """Instructions callgrind counts for one run of `probe` over `units` units."""
    out_file = os.path.join(scratch, f"callgrind.{probe}.{units}.{pad}.out")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}", binary, probe, str(units)]
    if pad:
        command += ["--pad", str(pad)]
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", SWIFT_BACKTRACE="enable=no")
    result = subprocess.run(command, capture_output=True, text=True, env=environment)
    collected = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode != 0 or not collected:
        sys.exit(f"error: {' '.join(command)} failed (status {result.returncode}):\n{result.stderr[-3000:]}")
    os.remove(out_file)
    return int(collected.group(1))


def measure(binary, probe, events_per_unit, scratch, pad=0):
    """Instructions per event of `probe`: the difference of two run sizes over the difference of their events."""
    small = max(1, SMALL_EVENTS // events_per_unit)
    large = max(small + 1, LARGE_EVENTS // events_per_unit)
    counts = [count_instructions(binary, probe, units, pad, scratch) for units in (small, large)]
    return (counts[1] - counts[0]) / ((large - small) * events_per_unit)


def measure_all(binary, names, probes, jobs, scratch):
    """Measures `names` in parallel; returns name -> instructions per event."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {name: pool.submit(measure, binary, name, probes[name][0], scratch) for name in names}
        return {name: future.result() for name, future in futures.items()}


def judge(measured, budget):
    """The verdict on one fenced probe: 'over' (fails), 'under' (could be tightened) or 'ok'."""
    if measured > budget * (1 + TOLERANCE):
        return "over"
    if measured < budget * (1 - TIGHTEN_BELOW):
        return "under"
    return "ok"


def load_budgets():
    if not os.path.exists(BUDGETS):
        return {"tolerance": TOLERANCE, "toolchains": {}}
    with open(BUDGETS) as file:
        return json.load(file)


def stripped_copy(binary, scratch):
    """A copy of `binary` without debug information, which valgrind 3.19 cannot read."""
    copy = os.path.join(scratch, PRODUCT)
    subprocess.run(["objcopy", "--strip-debug", binary, copy], check=True)
    return copy


def self_test(binary, probes, budgets, scratch):
    """Slows one probe on purpose and checks the verdicts of the comparison the fence uses."""
    budget = budgets.get(SELF_TEST_PROBE)
    if budget is None:
        sys.exit(f"error: self-test: no budget for {SELF_TEST_PROBE} on this toolchain; run --record first")
    # cost(rounds) = fixed + rounds * per_round for rounds >= 1, measured on the probe itself.
    events = probes[SELF_TEST_PROBE][0]
    bare, one, many = (measure(binary, SELF_TEST_PROBE, events, scratch, pad=rounds) for rounds in (0, 1, 101))
    per_round = (many - one) / 100
    fixed = one - bare - per_round
    print(f"self-test: filler work on {SELF_TEST_PROBE} costs {fixed:.1f} + {per_round:.2f} instructions per round")
    failures = []
    for share, expected in ((SELF_TEST_SLOWDOWN, "over"), (SELF_TEST_HARMLESS, "ok")):
        rounds = max(1, math.ceil((budget * share - fixed) / per_round))
        measured = measure(binary, SELF_TEST_PROBE, events, scratch, pad=rounds)
        verdict = judge(measured, budget)
        print(
            f"self-test: {SELF_TEST_PROBE} slowed by {rounds} rounds (~{share:.0%}): {measured:.1f} instructions/event"
            f" against a budget of {budget:.1f} ({measured / budget - 1:+.1%}): {verdict}, expected {expected}"
        )
        if verdict != expected:
            failures.append(share)
    if failures:
        sys.exit("error: self-test: the fence's verdict on the slowed probe is wrong (see above)")
    print("self-test: the fence fails a probe slowed by 5% and passes one slowed by 1%")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", help="the InstructionProbes executable (default: build it)")
    parser.add_argument("--filter", default=".", help="only probes whose name matches this regex")
    parser.add_argument("--record", action="store_true", help="write this toolchain's budgets from this run")
    parser.add_argument("--self-test", action="store_true", help="prove that a slowed probe fails the fence")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="probes measured at once")
    args = parser.parse_args()

    for tool in ("valgrind", "objcopy"):
        if shutil.which(tool) is None:
            sys.exit(f"error: {tool} is not installed (Debian: apt-get install valgrind binutils)")
    binary = args.bin or build_probes()
    if not os.path.isfile(binary):
        sys.exit(f"error: no probe executable at {binary} (build it: swift build --package-path Benchmarks "
                 f"-c release --product {PRODUCT})")
    key = toolchain_key()
    data = load_budgets()
    budgets = data["toolchains"].get(key, {})
    with tempfile.TemporaryDirectory(prefix="instruction-fence.") as scratch:
        stripped = stripped_copy(binary, scratch)
        probes = list_probes(stripped)
        if args.self_test:
            self_test(stripped, probes, budgets, scratch)
            return
        names = [name for name in probes if re.search(args.filter, name)]
        if not names:
            sys.exit(f"error: no probe matches '{args.filter}'")
        print(f"toolchain: {key}; {len(names)} probes, {args.jobs} at a time", flush=True)
        results = measure_all(stripped, names, probes, args.jobs, scratch)

    width = max(len(name) for name in names)
    print(f"{'probe':<{width}}  {'instr/event':>11}  {'budget':>9}  {'change':>7}  verdict")
    failed = []
    for name in names:
        measured = results[name]
        fenced = probes[name][1]
        budget = budgets.get(name)
        if not fenced:
            print(f"{name:<{width}}  {measured:>11.1f}  {'-':>9}  {'-':>7}  reference (not fenced)")
            continue
        if budget is None:
            print(f"{name:<{width}}  {measured:>11.1f}  {'-':>9}  {'-':>7}  NO BUDGET")
            failed.append(name)
            continue
        verdict = judge(measured, budget)
        label = {"over": f"OVER BUDGET (> +{TOLERANCE:.0%})", "under": "ok, well under budget: --record?"}
        print(f"{name:<{width}}  {measured:>11.1f}  {budget:>9.1f}  {measured / budget - 1:>+7.1%}  "
              f"{label.get(verdict, 'ok')}")
        if verdict == "over":
            failed.append(name)

    if args.record:
        recorded = dict(budgets)
        recorded.update({name: round(results[name], 1) for name in names if probes[name][1]})
        data["tolerance"] = TOLERANCE
        data["toolchains"][key] = dict(sorted(recorded.items()))
        with open(BUDGETS, "w") as file:
            json.dump(data, file, indent=2, sort_keys=True)
            file.write("\n")
        fenced = [name for name in names if probes[name][1]]
        print(f"recorded {len(fenced)} budgets for {key} in {os.path.relpath(BUDGETS, ROOT)}")
        return
    if failed:
        if not budgets:
            print(f"error: no budgets are recorded for toolchain '{key}'; record them deliberately with "
                  "`python3 scripts/instruction-fence.py --record` and commit Benchmarks/instruction-budgets.json",
                  file=sys.stderr)
        print(f"error: {len(failed)} probe(s) over budget or without one: {', '.join(failed)}", file=sys.stderr)
        sys.exit(1)
    print(f"fence: {len([n for n in names if probes[n][1]])} probes within +{TOLERANCE:.0%} of their budgets")


if __name__ == "__main__":
    main()
