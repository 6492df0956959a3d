#!/usr/bin/env bash
# Redraws the operators' marble diagrams of the DocC catalog by running every operator of the gallery
# (Examples/Sources/OperatorGallery) on RxTest's TestScheduler:
#
#     bash scripts/generate-marble-diagrams.sh            # rewrites Sources/RxSwift/RxSwift.docc/Resources/Marbles
#     bash scripts/generate-marble-diagrams.sh --check    # fails when a committed picture differs (CI step 'diagrams')
#
# The pictures are SVG text written by RxTest's MarblePicture; the same events always give the same bytes.
# EXAMPLES_FLAGS is passed to swift (CI uses the examples step's flags to reuse that build).
set -euo pipefail

cd "$(dirname "$0")/.."
# shellcheck disable=SC2086
exec swift run --package-path Examples ${EXAMPLES_FLAGS:-} MarbleDiagrams "$@"
