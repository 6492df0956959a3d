// (15, isolation option only) pure closures in @MainActor code opted out with an explicit `isolation: nil`,
// and the same opt-out misused on a closure that touches main-actor state (compiles: unchecked).
IMPORT
@MainActor var mainCounter = 0
@MainActor func shape15() {
  Observable.of(1, 2).observeOn(queue: bg)
    .map({ v in probe("x15.map", "pure"); return v * 2 }, isolation: nil)
    .subscribe(onNext: { v in mainCounter += v; probe("x15.onNext", "touch") }, isolation: nil)
}
func runShape() async { await shape15() }
