#!/usr/bin/env bash
# Builds the marble-diagram fuzzer (Fuzz/MarbleFuzzer.swift) with libFuzzer and runs it on the committed
# corpus (Fuzz/Corpus/marbles) for a while. From the repository root:
#
#     bash scripts/fuzz-marbles.sh            # 60 seconds
#     bash scripts/fuzz-marbles.sh 600        # ten minutes
#     bash scripts/fuzz-marbles.sh 0 crash-…  # replay one input (a crash file libFuzzer wrote)
#     FUZZ_SEED=1 FUZZ_RUNS=100000 bash scripts/fuzz-marbles.sh 60   # reproducible: fixed seed and run count
#
# RxSwift and RxTest are compiled with swiftc into static libraries instrumented for libFuzzer
# (`-sanitize=fuzzer`), so that coverage guides the fuzzer through the parser; libFuzzer supplies `main`.
# New interesting inputs go to a temporary directory: the committed corpus is read, never written.
set -euo pipefail
cd "$(dirname "$0")/.."
exec </dev/null

seconds="${1:-60}"
out=".build-fuzz"
mkdir -p "$out"
flags=(-swift-version 6 -sanitize=fuzzer -parse-as-library -Onone -g -package-name rxswift -I "$out")

build_module() {
    local module="$1"
    # shellcheck disable=SC2046  # file names contain no spaces
    swiftc "${flags[@]}" -module-name "$module" -emit-library -static -o "$out/lib$module.a" \
        -emit-module -emit-module-path "$out/$module.swiftmodule" $(find "Sources/$module" -name '*.swift' | sort)
}

echo "fuzz: building RxSwift and RxTest with -sanitize=fuzzer"
build_module RxSwift
build_module RxTest
swiftc "${flags[@]}" Fuzz/MarbleFuzzer.swift -L "$out" -lRxTest -lRxSwift -o "$out/MarbleFuzzer"

# libFuzzer reports crashes itself (and writes the input to .build-fuzz/crash-…); skip Swift's slow backtracer.
export SWIFT_BACKTRACE=enable=no
if [[ $# -ge 2 ]]; then
    "$out/MarbleFuzzer" "${@:2}"
    exit
fi
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
# A fixed seed and run count make the run reproducible (CI uses them, so that a landing does not depend on
# what a random run happens to find); a plain run explores anew each time.
reproducible=()
[[ -n "${FUZZ_SEED:-}" ]] && reproducible+=(-seed="$FUZZ_SEED")
[[ -n "${FUZZ_RUNS:-}" ]] && reproducible+=(-runs="$FUZZ_RUNS")
echo "fuzz: running for at most $seconds s on Fuzz/Corpus/marbles ${reproducible[*]}"
"$out/MarbleFuzzer" "$corpus" Fuzz/Corpus/marbles -max_total_time="$seconds" -timeout=5 -max_len=512 \
    -artifact_prefix="$out/" -print_final_stats=1 "${reproducible[@]}"
