#!/bin/bash
# Reruns the side experiments (needs `python3 run.py isolation6` first for x15). Output to stdout.
set -u; cd "$(dirname "$0")"
echo "### probes"; cd probe
swiftc -swift-version 6 -parse-as-library where.swift -o where 2>/dev/null && ./where
swiftc -swift-version 6 -enable-builtin-module -parse-as-library checks.swift -o checks 2>/dev/null
for w in basic isCur "isCurF 0" "isCurF 16" "isCurF 24" iso; do echo "== checks $w"; ./checks $w 2>&1 | grep -v '^ \|^$' | head -9 | cut -c1-200; done
swiftc -swift-version 6 -parse-as-library -I ../shim custom.swift -o custom 2>/dev/null && ./custom
swiftc -swift-version 6 -parse-as-library -I ../shim shimtest.swift -o shimtest 2>/dev/null && ./shimtest
swiftc -swift-version 6 -parse-as-library dlsym.swift -o dlsym 2>/dev/null && ./dlsym
swiftc -swift-version 6 -parse-as-library isoany.swift -o isoany 2>/dev/null && ./isoany
swiftc -swift-version 6 -parse-as-library isoany2.swift -o isoany2 2>/dev/null && ./isoany2
swiftc -swift-version 6 -typecheck isoany3.swift 2>&1 | grep error: | sort -u
cd ../overload; echo "### overloads"
for v in "" "@_disfavoredOverload"; do for m in 6 5; do echo "== variant '$v' client swift $m"; rm -f libLib.a
  sed "s/VARIANT/$v/" Lib.swift > L.swift; swiftc -swift-version 6 -emit-library -static -emit-module -module-name Lib -parse-as-library L.swift -o libLib.a
  swiftc -swift-version $m -parse-as-library -I . -L . -lLib Client.swift -o c 2>&1 | grep -E "error:" | sort -u; [ -x c ] && ./c; rm -f c; done; done
echo "== isolation: nil"; rm -f libLib.a; swiftc -swift-version 6 -emit-library -static -emit-module -module-name Lib -parse-as-library L2.swift -o libLib.a
swiftc -swift-version 6 -parse-as-library -I . -L . -lLib C2.swift -o c2 2>&1 | grep error: ; ./c2
swiftc -swift-version 6 -parse-as-library -typecheck -I . C3.swift 2>&1 | grep error: | sort -u
swiftc -swift-version 6 -O -parse-as-library -emit-assembly -I . C4.swift -o C4.s
cd ../cost; echo "### cost"; rm -f libCostLib.a
swiftc -O -swift-version 6 -parse-as-library -emit-library -static -emit-module -module-name CostLib CostLib.swift -o libCostLib.a
swiftc -O -swift-version 6 -parse-as-library -I . -L . -lCostLib bench.swift -o bench && ./bench
cd ..; echo "### x15 isolation: nil opt-out"
for m in 6 5; do d=build/isolation6/m$m/x15; mkdir -p $d; sed "s/IMPORT/import Rx/" shapes/x15_optout.swift > $d/x15.swift
  sed "s/IMPORT/import Rx/" shapes/common.swift > $d/common.swift
  swiftc -swift-version $m -parse-as-library -I build/isolation6/lib -L build/isolation6/lib -lRx -I shim $d/common.swift $d/x15.swift -o $d/exe 2>&1 | grep -E "error|warning:"
  echo "swift$m:"; ./$d/exe | head -4; done
echo "### legacy-mode env on the upstream-like build"
SWIFT_IS_CURRENT_EXECUTOR_LEGACY_MODE_OVERRIDE=legacy ./build/plain5lib/m6/s7/exe 2>&1 | head -3
