// (6) an explicitly @Sendable closure touching main-actor state.
IMPORT
@MainActor var mainCounter = 0
@MainActor func shape6() {
  Observable.of(1, 2).observeOn(queue: bg)
    .map { @Sendable v in mainCounter += v; probe("s6.map", "touch"); return v }
    .subscribe(onNext: { _ in probe("s6.onNext", "pure") })
}
func runShape() async { await shape6() }
