import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class DoTests: RxTestCase {
    private let passThrough: (Observable<Int>) -> Observable<Int> = { $0.do(onNext: { _ in }) }

    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), passThrough)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), passThrough)
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicPassesEventsThrough() {
        var seen: [Int] = []
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.do(onNext: { seen.append($0) }) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(seen, [2, 3, 4])
    }

    func testError() {
        var errors: [String] = []
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.do(onError: { errors.append("\($0)") }) }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(errors, ["boom"])
    }

    func testDisposeEarlyRunsOnDispose() {
        var disposals = 0
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { $0.do(onDispose: { disposals += 1 }) }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(disposals, 1)
    }

    func testOnNextThrowsReplacesTheElement() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.do(onNext: { if $0 == 3 { throw TestError.boom } })
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testAfterNextThrowsAfterTheElement() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.do(afterNext: { if $0 == 3 { throw TestError.boom } })
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testOnErrorAndOnCompletedThrowReplaceTheTerminalEvent() {
        let failing = OperatorMatrix.run(OperatorMatrix.failing()) {
            $0.do(onError: { _ in throw TestError.other })
        }
        XCTAssertEqual(failing.events, [.next(210, 2), .error(220, TestError.other)])
        let completing = OperatorMatrix.run(OperatorMatrix.empty()) {
            $0.do(onCompleted: { throw TestError.other })
        }
        XCTAssertEqual(completing.events, [.error(250, TestError.other)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 250)])
    }

    func testAfterTerminalHandlersThatThrowDoNotBreakTheGrammar() {
        let failing = OperatorMatrix.run(OperatorMatrix.failing()) {
            $0.do(afterError: { _ in throw TestError.other })
        }
        XCTAssertEqual(failing.events, [.next(210, 2), .error(220, TestError.boom)])
        let completing = OperatorMatrix.run(OperatorMatrix.empty()) {
            $0.do(afterCompleted: { throw TestError.other })
        }
        XCTAssertEqual(completing.events, [.completed(250)])
    }

    private func logged(_ log: Log) -> (Observable<Int>) -> Observable<Int> {
        { source in
            source.do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
        }
    }

    /// Regression: `onDispose` ran before `afterCompleted` / `afterError` (the sink disposed itself before
    /// calling the `after…` handler); upstream runs the `after…` handler first.
    func testOrderOfHandlersAroundCompletion() {
        let log = Log()
        var sourceObserver: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            log.append("source subscribed")
            sourceObserver = observer
            return Disposables.create { log.append("source disposed") }
        }
        _ = logged(log)(source).subscribe { log.append("observer \($0)") }
        sourceObserver?.onNext(1)
        sourceObserver?.onCompleted()
        XCTAssertEqual(
            log.entries,
            [
                "onSubscribe", "source subscribed", "onSubscribed",
                "onNext 1", "observer next(1)", "afterNext 1",
                "onCompleted", "observer completed", "afterCompleted", "source disposed", "onDispose",
            ])
    }

    func testOrderOfHandlersAroundError() {
        let log = Log()
        let subject = PublishSubject<Int>()
        _ = logged(log)(subject.asObservable()).subscribe { log.append("observer \($0)") }
        subject.onError(TestError.boom)
        XCTAssertEqual(
            log.entries,
            [
                "onSubscribe", "onSubscribed", "onError", "observer error(boom)", "afterError", "onDispose",
            ])
    }

    /// Upstream RxSwift 6.9: `onDispose` runs last, after the source's disposal and after `onSubscribed`, also
    /// when the source terminates while being subscribed.
    func testOnDisposeRunsLastWhenTheSourceCompletesWhileBeingSubscribed() {
        let log = Log()
        let source = Observable<Int>.create { observer in
            log.append("sourceSubscribe")
            observer.onNext(0)
            observer.onCompleted()
            return Disposables.create { log.append("sourceDispose") }
        }
        _ = source.do(
            onNext: { _ in log.append("onNext") },
            afterNext: { _ in log.append("afterNext") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe()
        XCTAssertEqual(
            log.entries,
            [
                "onSubscribe", "sourceSubscribe", "onNext", "afterNext", "onCompleted", "afterCompleted",
                "sourceDispose", "onSubscribed", "onDispose",
            ])
    }

    func testOnDisposeRunsLastWhenTheSourceFailsWhileBeingSubscribed() {
        let log = Log()
        let source = Observable<Int>.create { observer in
            log.append("sourceSubscribe")
            observer.onNext(0)
            observer.onError(TestError.boom)
            return Disposables.create { log.append("sourceDispose") }
        }
        _ = source.do(
            onNext: { _ in log.append("onNext") },
            onError: { _ in log.append("onError") },
            afterError: { _ in log.append("afterError") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onError: { _ in })
        XCTAssertEqual(
            log.entries,
            [
                "onSubscribe", "sourceSubscribe", "onNext", "onError", "afterError", "sourceDispose",
                "onSubscribed", "onDispose",
            ])
    }

    func testOnDisposeRunsAfterTheSourceIsDisposedOnATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            xs.do(onDispose: {
                disposedAt.append(scheduler.clock)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(disposedAt, [250])
    }

    func testOnDisposeRunsOnceWhenDisposedByTheSubscriber() {
        let log = Log()
        let subject = PublishSubject<Int>()
        let subscription = logged(log)(subject.asObservable()).subscribe { log.append("observer \($0)") }
        subscription.dispose()
        subscription.dispose()
        subject.onNext(1)
        XCTAssertEqual(log.entries, ["onSubscribe", "onSubscribed", "onDispose"])
    }

    func testDoMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-|")
        var seen: [TestTime] = []
        let res = scheduler.start { xs.do(onNext: { _ in seen.append(scheduler.clock) }) }
        XCTAssertMarbles(res.events, "^-1-2-|")
        XCTAssertEqual(seen, [220, 240])
    }
}

/// An ordered log of side effects.
private final class Log {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}
