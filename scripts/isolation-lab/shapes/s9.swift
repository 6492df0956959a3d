// (9) shape 1 with the closures explicitly marked @Sendable (what a report would tell users to write).
IMPORT
@MainActor func shape9() {
  Observable.of(1, 2).observeOn(queue: bg)
    .map { @Sendable v in probe("s9.map", "pure"); return v * 2 }
    .subscribe(onNext: { @Sendable v in probe("s9.onNext", "pure") })
}
func runShape() async { await shape9() }
