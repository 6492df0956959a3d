#!/usr/bin/env bash
# Builds the DocC documentation of every module into one static website:
#
#     bash scripts/build-docs.sh                 # writes .build/docs-site
#     bash scripts/build-docs.sh /tmp/site       # writes /tmp/site
#     python3 -m http.server --directory .build/docs-site 8000   # then open http://127.0.0.1:8000
#
# Uses only the toolchain (`swift build`, `swift-symbolgraph-extract`, `docc`): no dependency is added to
# Package.swift. Each module's catalog (Sources/<Module>/<Module>.docc) is converted with
# --warnings-as-errors, the archives are merged (`docc merge`) under one landing page and transformed for
# static hosting. The site must be served over HTTP: DocC pages load their content with fetch(), which
# browsers refuse for file:// URLs.
#
# The script fails (exit 1) when a catalog has a warning, when a page documents a symbol whose name
# starts with an underscore, when a module's pages repeat a symbol that RxSwift declares, or when a page
# of the site refers to a page, anchor or file that the site does not have (scripts/check-docs-site.py).
set -euo pipefail

cd "$(dirname "$0")/.."
site="${1:-.build/docs-site}"

if ! command -v docc >/dev/null; then
    echo "error: 'docc' is not on PATH (it ships with the Swift toolchain)" >&2
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Symbol graphs come from swift-symbolgraph-extract, run on the built modules: unlike the compiler's
# -emit-symbol-graph, it leaves out the symbols a module re-exports (`@_exported import RxSwift`), so
# RxCocoa's pages do not repeat RxSwift's. SWIFT_BUILD_FLAGS is passed to `swift build` (CI uses
# "-Xswiftc -warnings-as-errors" to reuse its build).
echo "+ swift build ${SWIFT_BUILD_FLAGS:-}"
# shellcheck disable=SC2086
swift build ${SWIFT_BUILD_FLAGS:-}
bin="$(swift build ${SWIFT_BUILD_FLAGS:-} --show-bin-path)"
modules_dir="$bin/Modules"
[[ -d "$modules_dir" ]] || modules_dir="$bin"
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
sdk=()
if command -v xcrun >/dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

rm -rf "$site"
# Dependencies first: a module's archive resolves links to the modules it imports (``Observable`` in
# RxCocoa's comments) through --dependency, so re-exported symbols are linked to, not repeated.
modules=(RxSwift RxRelay RxCocoa RxTest RxBlocking)
for catalog in Sources/*/*.docc; do
    module="$(basename "$catalog" .docc)"
    case " ${modules[*]} " in
        *" $module "*) ;;
        *) echo "error: docs: $catalog is not in this script's module list; add it to 'modules'" >&2; exit 1 ;;
    esac
done
archives=()
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    graphs="$work/graphs-$module"
    mkdir -p "$graphs"
    # The module's own graph plus its extensions of other modules' types (Module@Other.symbols.json).
    swift-symbolgraph-extract -module-name "$module" -I "$modules_dir" -target "$triple" "${sdk[@]}" \
        -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
    if [[ ! -e "$graphs/$module.symbols.json" ]]; then
        echo "error: docs: no symbol graph for $module" >&2
        exit 1
    fi
    dependencies=()
    case "$module" in
        RxSwift) ;;
        RxCocoa) dependencies=(--dependency "$work/RxSwift.doccarchive" --dependency "$work/RxRelay.doccarchive") ;;
        *) dependencies=(--dependency "$work/RxSwift.doccarchive") ;;
    esac
    echo "+ docc convert $catalog --warnings-as-errors ${dependencies[*]}"
    if ! docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.rx.$module" \
        --enable-experimental-external-link-support "${dependencies[@]}" \
        --output-path "$work/$module.doccarchive" --warnings-as-errors; then
        echo "error: docs: the DocC catalog of $module has warnings or errors (listed above)" >&2
        exit 1
    fi
    echo "docs: $module has no warnings"
    archives+=("$work/$module.doccarchive")
done

# One site: the archives merged under a landing page, then made servable as static files.
docc merge "${archives[@]}" --synthesized-landing-page-name "RxSwift for Swift 6 and Linux" \
    --synthesized-landing-page-kind Package --output-path "$work/Combined.doccarchive"
docc process-archive transform-for-static-hosting "$work/Combined.doccarchive" --output-path "$site"

# The site's root has no DocC page; send visitors to the landing page of the merged documentation.
cat >"$site/index.html" <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=documentation/">
<title>Documentation</title></head>
<body><a href="documentation/">Documentation</a></body>
</html>
HTML

data="$site/data/documentation"
# Underscored public symbols (`_sentMessage`, `_forwardToDelegate`, …) are not API to read about. The
# standard library's `_Concurrency` module is the one underscored name allowed: it is where AsyncSequence
# lives, and RxSwift extends it.
underscored="$(find "$data" -name '_*.json' ! -name '_concurrency.json' | sed "s|^$site/||" || true)"
if [[ -n "$underscored" ]]; then
    echo "error: docs: pages for underscored symbols:" >&2
    echo "$underscored" >&2
    exit 1
fi

# RxCocoa, RxRelay, RxTest and RxBlocking re-export RxSwift: their pages must not repeat RxSwift's types.
for module in RxRelay RxCocoa RxTest RxBlocking; do
    lower="$(echo "$module" | tr '[:upper:]' '[:lower:]')"
    repeated="$(comm -12 \
        <(cd "$data/rxswift" && ls -1 -- *.json | sort) \
        <(cd "$data/$lower" && ls -1 -- *.json | sort))"
    if [[ -n "$repeated" ]]; then
        echo "error: docs: $module pages repeat RxSwift symbols:" >&2
        echo "$repeated" >&2
        exit 1
    fi
done

# Every page's internal references (breadcrumbs, topics, relationships, inline links, images, the sidebar)
# must lead to a page, anchor or file of the site. DocC can produce dead ones without a warning: when a
# catalog curates every member of an extension of another module's type elsewhere (as RxBlocking's topics
# once listed `toBlocking(timeout:)`), it drops the pages of the extended module and type but keeps them in
# the member's breadcrumbs; and a relative link that works on GitHub (`../../../README.md`) leads nowhere
# in the site.
if ! python3 scripts/check-docs-site.py "$site"; then
    echo "error: docs: the site has internal references that lead nowhere (listed above)" >&2
    exit 1
fi

echo "docs: site written to $site (${modules[*]}); serve it with:"
echo "    python3 -m http.server --directory $site 8000    # then open http://127.0.0.1:8000"
