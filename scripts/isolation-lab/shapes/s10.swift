// (10) a @MainActor method reference (not a closure literal) called after a background hop.
IMPORT
@MainActor final class Model {
  var total = 0
  func add(_ v: Int) { total += v; probe("s10.add", "touch") }
  func bind() { Observable.of(1, 2).observeOn(queue: bg).subscribe(onNext: self.add) }
}
@MainActor let model = Model()
func runShape() async { await model.bind() }
