import RxSwift
import RxTest
import RxTestSupport
import XCTest

private enum UnrelatedError: Error {
    case unrelated
}

private protocol DeprecatedRetryWhen {
    func retryWhen(_ source: Observable<Int>, _ handler: @escaping (Observable<Error>) -> Observable<Void>)
        -> Observable<Int>
}

private struct DeprecatedRetryWhenCalls: DeprecatedRetryWhen {
    @available(*, deprecated)
    func retryWhen(_ source: Observable<Int>, _ handler: @escaping (Observable<Error>) -> Observable<Void>)
        -> Observable<Int>
    {
        source.retryWhen(handler)
    }
}

final class RetryTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    /// Emits 1 after 10 ticks and fails after 20.
    private func failing() -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    }

    // MARK: retry()

    func testRetryForeverResubscribesOnEveryError() {
        let xs = failing()
        let res = scheduler.start(disposed: 250) { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
    }

    func testRetryNeverEmptyBasic() {
        let never = OperatorMatrix.run(OperatorMatrix.never()) { $0.retry() }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        let empty = OperatorMatrix.run(OperatorMatrix.empty()) { $0.retry() }
        XCTAssertEqual(empty.events, [.completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        let basic = OperatorMatrix.run(OperatorMatrix.basic()) { $0.retry(3) }
        XCTAssertEqual(basic.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(basic.subscriptions, [Subscription(200, 300)])
    }

    func testRetryOnAHotSourceSeesOnlyLaterEvents() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .error(220, TestError.boom), .next(230, 2), .completed(240),
        ])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    // MARK: retry(_:)

    func testRetryCountGivesUpWithTheLastError() {
        let xs = failing()
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryOneBehavesLikeTheSource() {
        let xs = failing()
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let xs = failing()
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    /// The attempts are counted per subscription: each subscriber of one `retry(2)` gets its own two, and a negative
    /// count is treated as zero (completes without subscribing), as upstream.
    func testRetryCountIsPerSubscriptionAndANegativeCountIsZero() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return .error(TestError.boom)
        }
        let retrying = source.retry(2)
        for _ in 0..<2 {
            var failed = false
            _ = retrying.subscribe(onError: { _ in failed = true })
            XCTAssertTrue(failed)
        }
        XCTAssertEqual(attempts, 4)
        var completed = false
        _ = source.retry(-3).subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
        XCTAssertEqual(attempts, 4)
    }

    func testRetryCountDisposeEarly() {
        let xs = failing()
        let res = scheduler.start(disposed: 235) { xs.retry(5) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
    }

    func testRetryManySynchronousFailuresDoNotGrowTheStack() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts < 20_000 ? .error(TestError.boom) : .just(attempts)
        }
        var events: [Event<Int>] = []
        _ = source.retry().subscribe { events.append($0) }
        XCTAssertEqual(events.map(\.debugDescription), ["next(20000)", "completed"])
    }

    // MARK: retry(when:)

    func testRetryWhenTriggerElementResubscribes() {
        let xs = failing()
        let res = scheduler.start(disposed: 255) {
            xs.retry(when: { (errors: Observable<Error>) in errors.map { _ in () } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 255)])
    }

    /// The failed subscription ends when the error arrives, not when the trigger fires (as upstream).
    func testRetryWhenDelayedTriggerDisposesTheFailedSubscriptionAtOnce() {
        let xs = failing()
        let delay = scheduler.createColdObservable([.next(5, ())])
        let res = scheduler.start(disposed: 250) {
            xs.retry(when: { (errors: Observable<Error>) in errors.flatMap { _ in delay } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245)])
    }

    func testRetryWhenTriggerCompletionCompletes() {
        let xs = failing()
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Error>) in errors.take(while: { _ in false }) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryWhenTriggerErrorFails() {
        let xs = failing()
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Error>) in errors.map { _ in throw TestError.other } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: Upstream RxSwift 6.9: the trigger matters only while a failure waits for it

    func testRetryWhenTriggerCompletingBeforeTheSourceFailedIsIgnored() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Error>) in
                Observable<Int>.empty().delay(.seconds(10), scheduler: self.scheduler)
            })
        }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenTriggerElementBeforeTheSourceFailedDoesNotResubscribe() {
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(250)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 0)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in trigger }) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenTriggerCompletedEarlierEndsTheResultWhenTheSourceFails() {
        let xs = scheduler.createHotObservable([.next(220, 1), .error(250, TestError.boom)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in trigger }) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenTriggerFailedEarlierFailsTheResultWhenTheSourceFails() {
        let xs = scheduler.createHotObservable([.next(220, 1), .error(250, TestError.boom)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError.other)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in trigger }) }
        XCTAssertEqual(res.events, [.next(220, 1), .error(250, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenTypedErrorsForwardOtherErrorTypesAtOnce() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, UnrelatedError.unrelated)])
        var handled = 0
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.map { _ in handled += 1 }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, UnrelatedError.unrelated)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(handled, 0)
    }

    func testRetryWhenTypedErrorsRetryMatchingErrors() {
        let xs = failing()
        let res = scheduler.start(disposed: 235) {
            xs.retry(when: { (errors: Observable<TestError>) in errors.map { _ in () } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
    }

    func testRetryWhenNeverEmptyBasic() {
        let handler: (Observable<Error>) -> Observable<Void> = { $0.map { _ in () } }
        let never = OperatorMatrix.run(OperatorMatrix.never()) { $0.retry(when: handler) }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        let empty = OperatorMatrix.run(OperatorMatrix.empty()) { $0.retry(when: handler) }
        XCTAssertEqual(empty.events, [.completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        let basic = OperatorMatrix.run(OperatorMatrix.basic()) { $0.retry(when: handler) }
        XCTAssertEqual(basic.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
    }

    /// Regression: the trigger held the operator weakly, so when the caller dropped the disposable the
    /// operator died with the failed subscription and the trigger resubscribed nothing.
    func testRetryWhenKeepsWorkingWhenTheDisposableIsDropped() {
        var subscriptionCount = 0
        var current: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            subscriptionCount += 1
            current = observer
            return Disposables.create()
        }
        let trigger = PublishSubject<Void>()
        var events: [Event<Int>] = []
        _ = source.retry(when: { (errors: Observable<Error>) in errors.flatMap { _ in trigger.take(1) } })
            .subscribe { events.append($0) }
        current?.onNext(1)
        current?.onError(TestError.boom)
        current = nil  // like a network request that is over: the failed attempt lets go of its observer
        XCTAssertEqual(subscriptionCount, 1)
        trigger.onNext(())
        XCTAssertEqual(subscriptionCount, 2)
        current?.onNext(2)
        current?.onCompleted()
        XCTAssertEqual(events.map(\.debugDescription), ["next(1)", "next(2)", "completed"])
        XCTAssertFalse(trigger.hasObservers)
        current = nil  // the test's own cycle: `source` captures `current`, which leads back to `source`
    }

    func testDeprecatedRetryWhenForwards() {
        let calls: DeprecatedRetryWhen = DeprecatedRetryWhenCalls()
        let xs = failing()
        let res = scheduler.start(disposed: 235) { calls.retryWhen(xs.asObservable()) { $0.map { _ in () } } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
    }

    // MARK: Marble diagrams of ErrorHandling.md

    func testRetryMarbles() throws {
        let xs: TestableObservable<Int> = try scheduler.createColdObservable(marbles: "-1-#")
        let res = scheduler.start { xs.retry(2) }
        XCTAssertMarbles(res.events, "^1--1-#")
    }

    func testRetryWhenMarbles() throws {
        let xs: TestableObservable<Int> = try scheduler.createColdObservable(marbles: "-1-#")
        let res = scheduler.start(disposed: 275) {
            xs.retry(when: { (errors: Observable<Error>) in errors.map { _ in () } })
        }
        XCTAssertMarbles(res.events, "^1--1--1")
    }

    func testRetryForeverMarbles() throws {
        let xs: TestableObservable<Int> = try scheduler.createColdObservable(marbles: "-1-#")
        let res = scheduler.start(disposed: 275) { xs.retry() }
        XCTAssertMarbles(res.events, "^1--1--1")
    }
}
