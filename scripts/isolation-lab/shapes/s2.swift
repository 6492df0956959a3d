// (2) @MainActor code, map's closure mutates a @MainActor var after a background hop.
IMPORT
@MainActor var mainCounter = 0
@MainActor func shape2() {
  Observable.of(1, 2).observeOn(queue: bg)
    .map { v in mainCounter += v; probe("s2.map", "touch"); return v }
    .subscribe(onNext: { _ in probe("s2.onNext", "pure") })
}
func runShape() async { await shape2() }
