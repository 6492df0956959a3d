import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// The order in which a shared sequence passes a terminal event on and tears its source down, as upstream:
/// the `.whileConnected` share of replay 0 and 1 forwards the event first and disposes the source last; the
/// multicast/refCount forms (and `.forever`) dispose the source first.
final class ShareTeardownOrderTests: RxTestCase {
    /// Subscribes once to `share(source)`, then lets `source` terminate with `terminal` (after the subscription
    /// is in place, as a real source does) and returns the log of what happened, in order.
    private func teardownLog(
        terminal: Event<Int>,
        _ share: (Observable<Int>) -> Observable<Int>
    ) -> [String] {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let source = subject.do(onDispose: { log.append("sourceDisposed") })
        _ = share(source).subscribe(
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("downstreamDisposed") }
        )
        subject.on(terminal)
        return log
    }

    private let forwardFirst = ["completed", "downstreamDisposed", "sourceDisposed"]
    private let disposeFirst = ["sourceDisposed", "completed", "downstreamDisposed"]

    func testWhileConnectedShareForwardsCompletionBeforeDisposingTheSource() {
        XCTAssertEqual(teardownLog(terminal: .completed) { $0.share(replay: 1, scope: .whileConnected) }, forwardFirst)
        XCTAssertEqual(teardownLog(terminal: .completed) { $0.share() }, forwardFirst)
        XCTAssertEqual(teardownLog(terminal: .completed) { $0.share(replay: 0, scope: .whileConnected) }, forwardFirst)
    }

    func testWhileConnectedShareForwardsErrorBeforeDisposingTheSource() {
        let expected = ["error", "downstreamDisposed", "sourceDisposed"]
        XCTAssertEqual(teardownLog(terminal: .error(TestError.boom)) { $0.share(replay: 1) }, expected)
        XCTAssertEqual(teardownLog(terminal: .error(TestError.boom)) { $0.share() }, expected)
    }

    func testForeverShareAndRefCountDisposeTheSourceFirst() {
        XCTAssertEqual(teardownLog(terminal: .completed) { $0.share(replay: 1, scope: .forever) }, disposeFirst)
        XCTAssertEqual(teardownLog(terminal: .completed) { $0.share(replay: 0, scope: .forever) }, disposeFirst)
        XCTAssertEqual(
            teardownLog(terminal: .completed) { $0.multicast { PublishSubject<Int>() }.refCount() },
            disposeFirst
        )
        XCTAssertEqual(teardownLog(terminal: .completed) { $0.publish().refCount() }, disposeFirst)
        XCTAssertEqual(
            teardownLog(terminal: .error(TestError.boom)) { $0.publish().refCount() },
            ["sourceDisposed", "error", "downstreamDisposed"]
        )
    }

    func testLargerReplayWhileConnectedKeepsTheMulticastOrder() {
        // Upstream builds replay >= 2 from multicast + refCount.
        XCTAssertEqual(teardownLog(terminal: .completed) { $0.share(replay: 2) }, disposeFirst)
    }

    func testAfterCompletedBeforeShareRunsBeforeOnDispose() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let source =
            subject
            .do(afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") })
        _ = source.share(replay: 1).subscribe(onCompleted: { log.append("completed") })
        subject.onCompleted()
        XCTAssertEqual(log, ["completed", "afterCompleted", "onDispose"])
    }

    func testOnVirtualTimeTheSourceIsDisposedAfterTheSubscribersHear() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        let shared = xs.do(onDispose: { log.append("sourceDisposed \(scheduler.clock)") }).share(replay: 1)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(
                onCompleted: { log.append("completed \(scheduler.clock)") },
                onDisposed: { log.append("downstreamDisposed \(scheduler.clock)") }
            )
        }
        scheduler.start()
        XCTAssertEqual(log, ["completed 220", "downstreamDisposed 220", "sourceDisposed 220"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// While `z` passes its completion on, `concat` subscribes `z` again: the shared source under `z` is still
    /// connected then, so the new subscription joins it (and gets its replay) instead of subscribing it again.
    func testResubscriptionDuringCompletionRejoinsAStillConnectedSharedSource() {
        var subscriptions = 0
        let inner = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create()
        }
        .share(replay: 1)
        let stop = PublishSubject<Void>()
        let z = inner.take(until: stop).share(replay: 1)
        var received: [Int] = []
        let subscription = Observable.concat([z, z]).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        stop.onNext(())
        XCTAssertEqual(received, [1, 1])
        XCTAssertEqual(subscriptions, 1)
        subscription.dispose()
    }
}
