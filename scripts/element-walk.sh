#!/usr/bin/env bash
# Prints the RxSwift frames and source files that the first element of
#
#     Observable.of(1, 2, 3).map { … }.filter { … }.flatMap { Observable.just($0) }.subscribe(onNext: …)
#
# passes through on its way to the subscriber (the walk in Documentation/Internals.md).
#
#     bash scripts/element-walk.sh [PACKAGE_PATH]     # default: this repository
#
# It builds a small probe against the package (a debug build, so that nothing is inlined), makes the
# subscriber crash on purpose when the element arrives, and reads Swift's backtrace. Not part of CI: it
# takes a debug build of the library (a minute or two).
set -euo pipefail

package="$(cd "${1:-$(dirname "$0")/..}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/walk"

cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "walk",
    dependencies: [.package(name: "RxSwift", path: "$package")],
    targets: [.executableTarget(name: "walk", dependencies: [.product(name: "RxSwift", package: "RxSwift")])],
    swiftLanguageModes: [.v6]
)
SWIFT

cat > "$work/Sources/walk/main.swift" <<'SWIFT'
import RxSwift

@inline(never) func received(_ value: Int) {
    if CommandLine.arguments.count > 1 { fatalError("the element arrived") }
    print("received", value)
}

_ = Observable.of(1, 2, 3).map { $0 * 10 }.filter { $0 > 0 }.flatMap { Observable.just($0) }
    .subscribe(onNext: { received($0) })
SWIFT

swift build --package-path "$work" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
# The probe crashes on purpose; the subshell keeps the shell's report of that out of the output.
(SWIFT_BACKTRACE=enable=yes,interactive=no,limit=300,top=300 exec "$work/.build/debug/walk" crash >"$work/bt.txt" 2>&1) \
    2>/dev/null || true

# Frames in RxSwift's sources, innermost first; leave out the subscription machinery around the walk.
grep -E '^ *[0-9]+ ' "$work/bt.txt" | grep '/Sources/RxSwift/' \
    | grep -v 'Producer.subscribe\|ObservableType.subscribe(onNext\|Trampoline\|runTrampolineTask' \
    | tac \
    | sed -E 's#.*\] +(\[thunk\] +)?0x[0-9a-f]+ (.*) \+ [0-9]+ in walk at .*/Sources/RxSwift/(.*):[0-9]+:[0-9]+#\3 | \2#' \
    >"$work/path.txt"
if [[ ! -s "$work/path.txt" ]]; then
    echo "error: no RxSwift frames in the backtrace ($work/bt.txt):" >&2
    head -40 "$work/bt.txt" >&2
    exit 1
fi
awk -F' \\| ' '{ if ($1 != previous) print $1; previous = $1 }' "$work/path.txt" >"$work/files.txt"

echo "frames, from the source to the subscriber:"
sed 's/^/  /' "$work/path.txt"
echo "frames in RxSwift: $(wc -l <"$work/path.txt")"
echo "file visits: $(wc -l <"$work/files.txt"), distinct files: $(sort -u "$work/files.txt" | wc -l)," \
    "Sink.swift entered: $(grep -c 'Internal/Sink.swift' "$work/files.txt")"
