import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// KNOWN BUG, not fixed on this branch (reported to the lead): `merge` (and every operator serialising
/// through `SerialDelivery`: flatMap, sample, …) delivers other threads' events on whichever thread is
/// delivering. With a slow observer and a second source that never pauses, the delivering thread drains
/// the other source's queued events for as long as it emits, so its own `onNext` does not return and the
/// queue grows without bound: the replay-gate bug of `ReplayGateStressTests` in another place. Skipped
/// unless `RX_KNOWN_BUGS=1`.
final class MergeStarvationStressTests: RxTestCase {
    func testOnNextIntoMergeReturnsWhileAnotherSourceFloodsDrainerIsNotKeptDrainingTheOtherSourceForever() throws {
        // `XCTSkipUnless` would print its condition as an assertion ("required true value but got false"),
        // which reads like a failure in a green run: the skip says only that it is skipped, and why.
        guard ProcessInfo.processInfo.environment["RX_KNOWN_BUGS"] == "1" else {
            throw XCTSkip("known bug of merge, not fixed yet (see the class comment); RX_KNOWN_BUGS=1 runs it")
        }
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = Observable.merge(first, second).subscribe(onNext: { _ in usleep(50) })
        let stop = Atomic<Bool>(false)
        let flooding = DispatchSemaphore(value: 0)
        Thread {
            var value = 0
            while !stop.load(ordering: .relaxed) {
                value += 1
                second.onNext(value)
            }
            flooding.signal()
        }.start()
        let returned = DispatchSemaphore(value: 0)
        let slowest = Atomic<Int>(0)
        Thread {
            for value in 0..<200 {
                let start = DispatchTime.now().uptimeNanoseconds
                first.onNext(value)
                let micros = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000)
                if micros > slowest.load(ordering: .relaxed) { slowest.store(micros, ordering: .relaxed) }
            }
            returned.signal()
        }.start()
        let finished = returned.wait(timeout: .now() + 10) == .success
        stop.store(true, ordering: .relaxed)
        XCTAssertTrue(finished, "200 onNext calls into merge did not return within 10 s while the other source flooded")
        XCTAssertEqual(flooding.wait(timeout: .now() + 60), .success)
        _ = returned.wait(timeout: .now() + 60)
        print("slowest onNext into merge: \(slowest.load(ordering: .relaxed) / 1_000) ms")
        subscription.dispose()
    }
}
