// (3) create-style source emitting from DispatchQueue.global(); subscriber mutates a @MainActor var.
IMPORT
import Dispatch
@MainActor var mainCounter = 0
@MainActor func shape3() {
  Observable<Int>.create { o in DispatchQueue.global().async { o.onNext(1) } }
    .subscribe(onNext: { mainCounter += $0; probe("s3.onNext", "touch") })
}
func runShape() async { await shape3() }
