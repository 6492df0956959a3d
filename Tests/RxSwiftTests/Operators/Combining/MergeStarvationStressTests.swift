import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Regression: `merge` (and every operator serialising through `SerialDelivery`) used to let the delivering
/// thread handle the events other threads queued meanwhile. With a slow observer and a second source that
/// never paused, the first source's `onNext` did not return (it kept draining the other source's events) and
/// the queue grew without bound. With take-your-turn delivery each thread delivers its own events.
final class MergeStarvationStressTests: RxTestCase {
    func testOnNextIntoMergeReturnsWhileAnotherSourceFloodsDrainerIsNotKeptDrainingTheOtherSourceForever() {
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
        TestDiagnostics.note("slowest onNext into merge: \(slowest.load(ordering: .relaxed) / 1_000) ms")
        subscription.dispose()
    }
}
