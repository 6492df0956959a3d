// (4) an actor method subscribes after a background hop and mutates the actor's state.
IMPORT
actor Accumulator {
  var total = 0
  func start() {
    Observable.of(1, 2).observeOn(queue: bg)
      .subscribe(onNext: { v in self.total += v; probe("s4.onNext", "touch", actor: self) })
  }
}
let acc = Accumulator()
func runShape() async { await acc.start() }
