import RxCocoa
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Driver and Signal share their source as upstream's `.whileConnected` share does: a terminal event reaches
/// the subscriber before the source is disposed.
final class SharedSequenceTeardownOrderTests: RxTestCase {
    private let forwardFirst = ["completed", "downstreamDisposed", "sourceDisposed"]

    /// The log of a subscription to `convert(source)`, with `source` completing after the subscription.
    private func log<S: SharedSequenceConvertibleType>(
        _ convert: (Observable<Int>) -> S
    ) -> [String] {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let source = subject.do(onDispose: { log.append("sourceDisposed") })
        _ = convert(source).asObservable().subscribe(
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("downstreamDisposed") }
        )
        subject.onCompleted()
        return log
    }

    func testDriverForwardsCompletionBeforeDisposingTheSourceOnTheMainScheduler() {
        XCTAssertEqual(log { $0.asDriver(onErrorJustReturn: 0) }, forwardFirst)
    }

    func testSignalForwardsCompletionBeforeDisposingTheSourceOnTheMainScheduler() {
        XCTAssertEqual(log { $0.asSignal(onErrorJustReturn: 0) }, forwardFirst)
    }

    /// On a mocked scheduler the conversion hops (`observe(on:)` queues the delivery at the same virtual time),
    /// so the source, which disposes itself after its terminal event, is gone before the subscribers hear it;
    /// everything happens at 220, and each subscriber is disposed right after its completion.
    func testDriverAndSignalOnVirtualTimeDisposeTheSourceBeforeTheQueuedDelivery() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            var log: [String] = []
            let source = xs.do(onDispose: { log.append("sourceDisposed \(scheduler.clock)") })
            let driver = source.asDriver(onErrorJustReturn: 0)
            let signal = source.asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                _ = driver.asObservable().subscribe(
                    onCompleted: { log.append("driver completed \(scheduler.clock)") },
                    onDisposed: { log.append("driver downstreamDisposed \(scheduler.clock)") }
                )
                _ = signal.asObservable().subscribe(
                    onCompleted: { log.append("signal completed \(scheduler.clock)") },
                    onDisposed: { log.append("signal downstreamDisposed \(scheduler.clock)") }
                )
            }
            scheduler.start()
            XCTAssertEqual(
                log,
                [
                    "sourceDisposed 220", "sourceDisposed 220",
                    "driver completed 220", "driver downstreamDisposed 220",
                    "signal completed 220", "signal downstreamDisposed 220",
                ]
            )
        }
    }
}
