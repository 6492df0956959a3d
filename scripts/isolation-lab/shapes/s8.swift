// (8) nonisolated code, pure closures, background hop.
IMPORT
func shape8() {
  Observable.of(1, 2).observeOn(queue: bg)
    .map { v in probe("s8.map", "pure"); return v * 2 }
    .subscribe(onNext: { _ in probe("s8.onNext", "pure") })
}
func runShape() async { shape8() }
