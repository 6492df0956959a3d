#!/usr/bin/env python3
"""Fails unless every executable target that the benchmark plugin runs is a benchmark.

The plugin of ordo-one/benchmark runs, as benchmarks, every executable target of the Benchmarks package whose
directory sits directly in a directory named `Benchmarks`, which is also the package's own directory; a program that
is not built on the `Benchmark` product there (the contention benchmark was, from issue 29 until this check) makes
`swift package benchmark` and `Benchmarks/ratios.py` fail. The other programs live under `Benchmarks/Probes/`.

    python3 scripts/check-benchmark-targets.py      # after the Benchmarks package has been resolved
"""

import json
import os
import subprocess
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
package = os.path.join(root, "Benchmarks")
description = json.loads(
    subprocess.check_output(["swift", "package", "--package-path", package, "describe", "--type", "json"], text=True)
)
wrong = []
for target in description["targets"]:
    if target["type"] != "executable":
        continue
    parent = os.path.basename(os.path.dirname(os.path.join(package, target["path"])))
    runs_as_benchmark = parent == "Benchmarks"
    is_benchmark = "Benchmark" in target.get("product_dependencies", [])
    if runs_as_benchmark and not is_benchmark:
        wrong.append("%s (%s): the plugin would run it as a benchmark; move it under Benchmarks/Probes/" % (
            target["name"], target["path"]))
    else:
        print("ok: %s (%s)%s" % (target["name"], target["path"], ", a benchmark" if runs_as_benchmark else ""))
if wrong:
    sys.exit("check-benchmark-targets: " + "; ".join(wrong))
print("check-benchmark-targets: the plugin runs only benchmarks")
