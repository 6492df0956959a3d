// (14) the common "work in background, show on main" chain written in @MainActor code:
//      pure map on the background queue, then observeOn(main), then a subscriber touching main state.
IMPORT
import Dispatch
@MainActor var shown = 0
@MainActor func shape14() {
  Observable.of(1, 2).observeOn(queue: bg)
    .map { v in probe("s14.map", "pure"); return v * 10 }
    .observeOn(queue: DispatchQueue.main)
    .subscribe(onNext: { shown += $0; probe("s14.onNext", "touch") })
}
func runShape() async { await shape14() }
