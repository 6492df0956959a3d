// (5) callback-API wrapper (Single.create-like, @Sendable callback), subscriber mutates a @MainActor var.
IMPORT
import Dispatch
@MainActor var mainCounter = 0
func fetch(_ done: @escaping @Sendable (Int) -> Void) { DispatchQueue.global().async { done(5) } }
@MainActor func shape5() {
  Single<Int>.create { callback in fetch(callback) }
    .subscribe(onSuccess: { mainCounter += $0; probe("s5.onSuccess", "touch") })
}
func runShape() async { await shape5() }
