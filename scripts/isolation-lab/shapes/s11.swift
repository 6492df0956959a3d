// (11) an actor method, pure closure (captures nothing isolated), background hop.
IMPORT
actor Worker {
  func start() {
    Observable.of(1, 2).observeOn(queue: bg).subscribe(onNext: { v in probe("s11.onNext", "pure") })
  }
}
let worker = Worker()
func runShape() async { await worker.start() }
