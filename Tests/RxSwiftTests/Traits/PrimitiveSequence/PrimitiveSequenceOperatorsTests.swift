import RxSwift
import RxTest
import RxTestSupport
import XCTest

private protocol DeprecatedTraitSpellings {
    func observeOn(_ single: Single<Int>, _ scheduler: ImmediateSchedulerType) -> Single<Int>
    func subscribeOn(_ single: Single<Int>, _ scheduler: ImmediateSchedulerType) -> Single<Int>
    func catchError(_ single: Single<Int>, _ handler: @escaping (Error) throws -> Single<Int>) -> Single<Int>
    func retryWhenTyped(_ single: Single<Int>) -> Single<Int>
    func retryWhen(_ single: Single<Int>) -> Single<Int>
    func subscribe(_ single: Single<Int>, _ onError: @escaping (Error) -> Void) -> Disposable
    func catchErrorJustReturn(_ single: Single<Int>, _ element: Int) -> Single<Int>
    func catchErrorJustReturn(_ maybe: Maybe<Int>, _ element: Int) -> Maybe<Int>
}

private struct DeprecatedTraitCalls: DeprecatedTraitSpellings {
    @available(*, deprecated)
    func observeOn(_ single: Single<Int>, _ scheduler: ImmediateSchedulerType) -> Single<Int> {
        single.observeOn(scheduler)
    }

    @available(*, deprecated)
    func subscribeOn(_ single: Single<Int>, _ scheduler: ImmediateSchedulerType) -> Single<Int> {
        single.subscribeOn(scheduler)
    }

    @available(*, deprecated)
    func catchError(_ single: Single<Int>, _ handler: @escaping (Error) throws -> Single<Int>) -> Single<Int> {
        single.catchError(handler)
    }

    @available(*, deprecated)
    func retryWhenTyped(_ single: Single<Int>) -> Single<Int> {
        single.retryWhen { (errors: Observable<TestError>) in errors.map { _ in 1 } }
    }

    @available(*, deprecated)
    func retryWhen(_ single: Single<Int>) -> Single<Int> {
        single.retryWhen { (errors: Observable<Error>) in errors.map { _ in 1 } }
    }

    @available(*, deprecated)
    func subscribe(_ single: Single<Int>, _ onError: @escaping (Error) -> Void) -> Disposable {
        single.subscribe(onSuccess: nil, onError: onError)
    }

    @available(*, deprecated)
    func catchErrorJustReturn(_ single: Single<Int>, _ element: Int) -> Single<Int> {
        single.catchErrorJustReturn(element)
    }

    @available(*, deprecated)
    func catchErrorJustReturn(_ maybe: Maybe<Int>, _ element: Int) -> Maybe<Int> {
        maybe.catchErrorJustReturn(element)
    }
}

/// A resource for `using` that records when it is disposed.
private final class TestResource: Disposable {
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        onDispose()
    }
}

final class PrimitiveSequenceOperatorsTests: RxTestCase {
    /// A single that fails on its first `failures` subscriptions, then succeeds with the attempt number.
    private func flaky(failures: Int) -> (Single<Int>, () -> Int) {
        var attempts = 0
        let single = Single<Int>.create { observer in
            attempts += 1
            observer(attempts <= failures ? .failure(TestError.boom) : .success(attempts))
            return Disposables.create()
        }
        return (single, { attempts })
    }

    // MARK: deferred

    func testDeferredCallsTheFactoryPerSubscription() {
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { values.append($0) })
        _ = single.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func testDeferredMatrix() {
        let success = TraitMatrix.run(TraitMatrix.success()) { fixture in Single.deferred { fixture.single } }
        XCTAssertEqual(success.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { fixture in Single.deferred { fixture.single } }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { fixture in
            Maybe.deferred { fixture.maybe }
        }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }

    func testDeferredFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single<Int>.deferred { throw TestError.boom } }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    // MARK: delay

    /// As upstream: each scheduled action delivers one event, so the completion of a delayed `Single` arrives
    /// one virtual tick after its element.
    func testDelaySuccessCompletesOneTickAfterTheElement() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.single.delay(.seconds(5), scheduler: $0.scheduler) }
        XCTAssertEqual(result.events, [.next(215, 2), .completed(216)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testDelayMaybeSuccessCompletesOneTickAfterTheElement() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.maybe.delay(.seconds(5), scheduler: $0.scheduler) }
        XCTAssertEqual(result.events, [.next(215, 2), .completed(216)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testDelayErrorIsImmediate() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { $0.single.delay(.seconds(5), scheduler: $0.scheduler) }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testDelayDisposeEarlyDropsPendingOutcome() {
        let result = TraitMatrix.run(TraitMatrix.success(), disposed: 213) {
            $0.single.delay(.seconds(5), scheduler: $0.scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testDelayKeepsMaybeAndCompletableTraits() {
        let maybe = TraitMatrix.run(TraitMatrix.empty()) { $0.maybe.delay(.seconds(5), scheduler: $0.scheduler) }
        XCTAssertEqual(maybe.events, [.completed(215)])
        let completable = TraitMatrix.run(TraitMatrix.success()) { fixture -> Completable in
            fixture.maybe.asCompletable().delay(.seconds(5), scheduler: fixture.scheduler)
        }
        XCTAssertEqual(completable.events, [.completed(215)])
    }

    // MARK: delaySubscription

    func testDelaySubscription() {
        let result = TraitMatrix.run(TraitMatrix.late()) {
            $0.single.delaySubscription(.seconds(15), scheduler: $0.scheduler)
        }
        XCTAssertEqual(result.events, [.next(300, 5), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(215, 300)])
    }

    func testDelaySubscriptionError() {
        let result = TraitMatrix.run(TraitMatrix.failing()) {
            $0.single.delaySubscription(.seconds(5), scheduler: $0.scheduler)
        }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(205, 210)])
    }

    func testDelaySubscriptionDisposedBeforeSubscribing() {
        let result = TraitMatrix.run(TraitMatrix.late(), disposed: 210) {
            $0.single.delaySubscription(.seconds(15), scheduler: $0.scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [])
    }

    // MARK: observe(on:), subscribe(on:)

    func testObserveOn() {
        let success = TraitMatrix.run(TraitMatrix.success()) { $0.single.observe(on: $0.scheduler) }
        XCTAssertEqual(success.events, [.next(211, 2), .completed(212)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.single.observe(on: $0.scheduler) }
        XCTAssertEqual(failure.events, [.error(211, TestError.boom)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.single.observe(on: $0.scheduler) }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }

    func testSubscribeOn() {
        let success = TraitMatrix.run(TraitMatrix.success()) { $0.single.subscribe(on: $0.scheduler) }
        XCTAssertEqual(success.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(success.subscriptions, [Subscription(201, 210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.single.subscribe(on: $0.scheduler) }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.single.subscribe(on: $0.scheduler) }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(201, 251)])
    }

    // MARK: catch

    func testCatchSwitchesToTheHandlersSequence() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.failing()) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldSingle(100)
            inner = ys
            return fixture.single.catch { _ in single }
        }
        XCTAssertEqual(result.events, [.next(220, 100), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 220)])
    }

    func testCatchSuccessDoesNotCallTheHandler() {
        var calls = 0
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.single.catch { _ in
                calls += 1
                return .just(0)
            }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(calls, 0)
    }

    func testCatchHandlerThrows() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { fixture in
            fixture.single.catch { _ in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testCatchDisposeEarlyDisposesTheFallback() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.failing(), disposed: 215) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldSingle(100)
            inner = ys
            return fixture.single.catch { _ in single }
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 215)])
    }

    func testCatchOnCompletable() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { fixture in
            fixture.maybe.asCompletable().catch { _ in Maybe<Int>.empty().asCompletable() }
        }
        XCTAssertEqual(result.events, [.completed(210)])
    }

    // MARK: retry

    func testRetryUntilSuccess() {
        let (single, attempts) = flaky(failures: 2)
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { single.retry() }
        XCTAssertEqual(result.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempts(), 3)
    }

    func testRetryResubscribesAndDisposeEarlyStops() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.never(), disposed: 225) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldFailingSingle(TestError.boom)
            inner = ys
            return single.retry()
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(inner?.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 225)])
    }

    func testRetryCount() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.never()) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldFailingSingle(TestError.boom)
            inner = ys
            return single.retry(3)
        }
        XCTAssertEqual(result.events, [.error(230, TestError.boom)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetryCountSucceedsWithinTheLimit() {
        let (single, attempts) = flaky(failures: 1)
        var values: [Int] = []
        _ = single.retry(2).subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [2])
        XCTAssertEqual(attempts(), 2)
    }

    func testRetryWhenTypedErrors() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.never()) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldFailingSingle(TestError.boom)
            inner = ys
            return single.retry { (errors: Observable<TestError>) in
                errors.enumerated().flatMap { index, error -> Observable<Int> in
                    index < 2 ? .just(index) : .error(error)
                }
            }
        }
        XCTAssertEqual(result.events, [.error(230, TestError.boom)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetryWhenUntypedErrorsSucceeds() {
        let (single, attempts) = flaky(failures: 2)
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            single.retry(when: { (errors: Observable<Error>) in errors.map { _ in 1 } })
        }
        XCTAssertEqual(result.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempts(), 3)
    }

    func testRetryWhenDisposeEarly() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.never(), disposed: 215) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldFailingSingle(TestError.boom)
            inner = ys
            return single.retry(when: { (errors: Observable<Error>) in errors })
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(inner?.subscriptions, [Subscription(200, 210), Subscription(210, 215)])
    }

    // MARK: debug

    func testDebugPassesEventsThrough() {
        let success = TraitMatrix.run(TraitMatrix.success()) { $0.single.debug("trait", trimOutput: true) }
        XCTAssertEqual(success.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.maybe.debug() }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.single.debug("trait") }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }

    // MARK: using

    private func usingRun(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        resourceThrows: Bool = false,
        factoryThrows: Bool = false
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription], log: [String]) {
        var log: [String] = []
        let result = TraitMatrix.run(events, disposed: disposed) { fixture in
            Single<Int>.using(
                {
                    if resourceThrows { throw TestError.other }
                    log.append("create \(fixture.scheduler.clock)")
                    return TestResource { log.append("dispose \(fixture.scheduler.clock)") }
                },
                primitiveSequenceFactory: { _ in
                    if factoryThrows { throw TestError.other }
                    return fixture.single
                }
            )
        }
        return (result.events, result.subscriptions, log)
    }

    func testUsingSuccessDisposesTheResource() {
        let result = usingRun(TraitMatrix.success())
        XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(result.log, ["create 200", "dispose 210"])
    }

    func testUsingErrorDisposesTheResource() {
        let result = usingRun(TraitMatrix.failing())
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.log, ["create 200", "dispose 210"])
    }

    func testUsingDisposeEarly() {
        let result = usingRun(TraitMatrix.late(), disposed: 250)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(result.log, ["create 200", "dispose 250"])
    }

    func testUsingFactoriesThrow() {
        let resource = usingRun(TraitMatrix.success(), resourceThrows: true)
        XCTAssertEqual(resource.events, [.error(200, TestError.other)])
        XCTAssertEqual(resource.subscriptions, [])
        XCTAssertEqual(resource.log, [])
        let factory = usingRun(TraitMatrix.success(), factoryThrows: true)
        XCTAssertEqual(factory.events, [.error(200, TestError.other)])
        XCTAssertEqual(factory.subscriptions, [])
        XCTAssertEqual(factory.log, ["create 200", "dispose 200"])
    }

    // MARK: timeout

    func testTimeoutFires() {
        let result = TraitMatrix.run(TraitMatrix.late()) { $0.single.timeout(.seconds(5), scheduler: $0.scheduler) }
        XCTAssertEqual(result.events, [.error(205, RxError.timeout)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 205)])
    }

    func testTimeoutOutcomeInTime() {
        let success = TraitMatrix.run(TraitMatrix.success()) {
            $0.single.timeout(.seconds(20), scheduler: $0.scheduler)
        }
        XCTAssertEqual(success.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) {
            $0.single.timeout(.seconds(20), scheduler: $0.scheduler)
        }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 203) {
            $0.single.timeout(.seconds(5), scheduler: $0.scheduler)
        }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 203)])
    }

    func testTimeoutSwitchesToOther() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.late()) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldSingle(100)
            inner = ys
            return fixture.single.timeout(.seconds(5), other: single, scheduler: fixture.scheduler)
        }
        XCTAssertEqual(result.events, [.next(215, 100), .completed(215)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(205, 215)])
    }

    func testTimeoutWithOtherInTimeNeverSubscribesOther() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture -> Maybe<Int> in
            let (maybe, ys) = fixture.coldEmptyMaybe()
            inner = ys
            return fixture.maybe.timeout(.seconds(20), other: maybe, scheduler: fixture.scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(inner?.subscriptions, [])
    }

    // MARK: timer

    func testTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single<Int>.timer(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(single.events, [.next(210, 0), .completed(210)])
        let other = TestScheduler(initialClock: 0)
        let maybe = other.start { Maybe<Int64>.timer(.seconds(3), scheduler: other) }
        XCTAssertEqual(maybe.events, [.next(203, 0), .completed(203)])
        let third = TestScheduler(initialClock: 0)
        let early = third.start(disposed: 205) { Single<Int>.timer(.seconds(10), scheduler: third) }
        XCTAssertEqual(early.events, [])
    }

    // MARK: asObservable

    func testAsObservableIsTheSource() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.single.asObservable().map { $0 + 1 } }
        XCTAssertEqual(result.events, [.next(210, 3), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    // MARK: deprecated spellings

    func testDeprecatedSpellingsForward() {
        let calls: DeprecatedTraitSpellings = DeprecatedTraitCalls()
        let observed = TraitMatrix.run(TraitMatrix.success()) { calls.observeOn($0.single, $0.scheduler) }
        XCTAssertEqual(observed.events, [.next(211, 2), .completed(212)])
        let subscribed = TraitMatrix.run(TraitMatrix.success()) { calls.subscribeOn($0.single, $0.scheduler) }
        XCTAssertEqual(subscribed.subscriptions, [Subscription(201, 210)])
        let caught = TraitMatrix.run(TraitMatrix.failing()) { calls.catchError($0.single) { _ in .just(7) } }
        XCTAssertEqual(caught.events, [.next(210, 7), .completed(210)])
        let returned = TraitMatrix.run(TraitMatrix.failing()) { calls.catchErrorJustReturn($0.single, 8) }
        XCTAssertEqual(returned.events, [.next(210, 8), .completed(210)])
        let maybeReturned = TraitMatrix.run(TraitMatrix.failing()) { calls.catchErrorJustReturn($0.maybe, 9) }
        XCTAssertEqual(maybeReturned.events, [.next(210, 9), .completed(210)])

        let (flakyTyped, _) = flaky(failures: 1)
        var values: [Int] = []
        _ = calls.retryWhenTyped(flakyTyped).subscribe(onSuccess: { values.append($0) })
        let (flakyUntyped, _) = flaky(failures: 1)
        _ = calls.retryWhen(flakyUntyped).subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [2, 2])

        var errors: [String] = []
        _ = calls.subscribe(.error(TestError.boom)) { errors.append("\($0)") }
        XCTAssertEqual(errors, ["boom"])
    }
}
