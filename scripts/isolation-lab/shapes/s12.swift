// (12) nonisolated, non-Sendable class capturing [weak self] (ordinary Rx style, serial delivery).
IMPORT
final class Presenter {
  var seen = 0
  func bind() {
    Observable.of(1, 2).observeOn(queue: bg)
      .map { [weak self] v in (self?.seen ?? 0) + v }
      .subscribe(onNext: { [weak self] v in self?.seen = v; probe("s12.onNext", "pure") })
  }
}
nonisolated(unsafe) var keepPresenter: Presenter?
func runShape() async { let p = Presenter(); keepPresenter = p; p.bind() }
