// (13) @MainActor class, no thread hop at all, map/subscribe use main-actor methods via [weak self].
IMPORT
@MainActor final class Formatter {
  var prefix = ">"
  var last = ""
  func format(_ v: Int) -> String { prefix + String(v) }
  func bind() {
    Observable.of(1, 2)
      .map { [weak self] v in self?.format(v) ?? "" }
      .subscribe(onNext: { [weak self] s in self?.last = s; probe("s13.onNext", "touch") })
  }
}
@MainActor let formatter = Formatter()
func runShape() async { await formatter.bind() }
