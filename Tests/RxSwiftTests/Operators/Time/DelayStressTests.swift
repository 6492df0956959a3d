import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// `delay` on a concurrent scheduler: timer actions run on several threads while the source keeps emitting;
/// the elements arrive in order and exactly once, and an error racing the deliveries ends the sequence
/// cleanly (run under ThreadSanitizer by CI's `tsan` step).
final class DelayStressTests: RxTestCase {
    /// Regression: the next timer was kept in a SerialDisposable; on a concurrent scheduler it could fire and
    /// schedule its successor before the assignment of itself, which then cancelled the successor (delivery
    /// stalled; 5 of 5 runs timed out before the fix).
    func testDelayOnAConcurrentSchedulerDoesNotCancelTheNextTimerDeliversEverythingInOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        for _ in 0..<20 {
            let subject = PublishSubject<Int>()
            let done = expectation(description: "completed")
            let received = LockedState<[Int]>([])
            let subscription = subject.delay(.microseconds(200), scheduler: scheduler)
                .subscribe(onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.fulfill() })
            DispatchQueue.global().async {
                for value in 0..<200 { subject.onNext(value) }
                subject.onCompleted()
            }
            wait(for: [done], timeout: 10)
            subscription.dispose()
            XCTAssertEqual(received.withLock { $0 }, Array(0..<200))
        }
    }

    func testDelayErrorRacingDeliveriesEndsTheSequenceOnce() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        for round in 0..<50 {
            let subject = PublishSubject<Int>()
            let done = expectation(description: "failed")
            let received = LockedState<[Int]>([])
            let terminals = LockedState<[Int]>([])
            let subscription = subject.delay(.microseconds(50), scheduler: scheduler)
                .subscribe(
                    onNext: { value in received.withLock { $0.append(value) } },
                    onError: { _ in
                        terminals.withLock { $0.append(1) }
                        done.fulfill()
                    })
            DispatchQueue.global().async {
                for value in 0..<100 { subject.onNext(value) }
                if round % 2 == 0 { Thread.sleep(forTimeInterval: 0.0002) }
                subject.onError(TestError.boom)
            }
            wait(for: [done], timeout: 10)
            subscription.dispose()
            let values = received.withLock { $0 }
            XCTAssertEqual(values, Array(0..<values.count), "a prefix, in order")
            XCTAssertEqual(terminals.withLock { $0 }, [1])
        }
    }
}
