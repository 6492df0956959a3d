// (1) @MainActor code, pure closures, after a background hop.
IMPORT
@MainActor func shape1() {
  Observable.of(1, 2).observeOn(queue: bg)
    .map { v in probe("s1.map", "pure"); return v * 2 }
    .subscribe(onNext: { v in probe("s1.onNext", "pure") })
}
func runShape() async { await shape1() }
