// (7) the UI shape: @MainActor class, non-Sendable stored property, observeOn(main) then [weak self].
IMPORT
import Dispatch
final class Label { var text = "" }          // not Sendable
@MainActor final class ViewController {
  let label = Label()
  var count = 0
  func bind() {
    Observable.of("a", "b").observeOn(queue: bg).observeOn(queue: DispatchQueue.main)
      .subscribe(onNext: { [weak self] in self?.label.text = $0; self?.count += 1; probe("s7.onNext", "touch") })
  }
}
@MainActor var keep: ViewController?
@MainActor func shape7() { let vc = ViewController(); keep = vc; vc.bind() }
func runShape() async { await shape7() }
