import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SingleTraitTests: RxTestCase {
    private final class Owner {}

    // MARK: create

    func testCreateUsesOnlyTheFirstOutcome() {
        var disposeCount = 0
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError.boom))
            return Disposables.create { disposeCount += 1 }
        }
        var outcomes: [SingleEvent<Int>] = []
        _ = single.subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes.count, 1)
        XCTAssertTrue(outcomes[0] == .success(1))
        XCTAssertEqual(disposeCount, 1)
    }

    func testCreateSecondOutcomeIsIgnoredOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Single<Int>.create { observer in
                observer(.failure(TestError.boom))
                observer(.success(2))
                return Disposables.create()
            }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    func testCreateSuccessIsFollowedByCompletionInItsObservable() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.single }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testCreateFailure() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { $0.single }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testCreateNever() {
        let result = TraitMatrix.run(TraitMatrix.never()) { $0.single }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testCreateDisposeEarlyDisposesTheWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let result = scheduler.start(disposed: 300) {
            Single<Int>.create { _ in Disposables.create { disposedAt = scheduler.clock } }
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(disposedAt, 300)
    }

    func testCreateIsCalledPerSubscription() {
        var calls = 0
        let single = Single<Int>.create { observer in
            calls += 1
            observer(.success(calls))
            return Disposables.create()
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { values.append($0) })
        _ = single.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    // MARK: subscribe(_:)

    func testSubscribeClosureSuccess() {
        let result = TraitMatrix.subscribe(TraitMatrix.success(), as: TraitFixture.single(from:)) { single, log in
            single.subscribe { event in
                switch event {
                case .success(let value): log.append("success \(value)")
                case .failure(let error): log.append("failure \(error)")
                }
            }
        }
        XCTAssertEqual(result.log, ["210 success 2"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testSubscribeClosureFailure() {
        let result = TraitMatrix.subscribe(TraitMatrix.failing(), as: TraitFixture.single(from:)) { single, log in
            single.subscribe { event in
                if case .failure(let error) = event { log.append("failure \(error)") }
            }
        }
        XCTAssertEqual(result.log, ["210 failure boom"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testSubscribeClosureDisposeEarly() {
        let result = TraitMatrix.subscribe(
            TraitMatrix.late(), disposed: 250, as: TraitFixture.single(from:)
        ) { single, log in
            single.subscribe { _ in log.append("outcome") }
        }
        XCTAssertEqual(result.log, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    // MARK: subscribe(onSuccess:onFailure:onDisposed:)

    func testSubscribeOnSuccessThenDisposed() {
        let result = TraitMatrix.subscribe(TraitMatrix.success(), as: TraitFixture.single(from:)) { single, log in
            single.subscribe(
                onSuccess: { log.append("success \($0)") },
                onFailure: { log.append("failure \($0)") },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(result.log, ["210 success 2", "210 disposed"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testSubscribeOnFailureThenDisposed() {
        let result = TraitMatrix.subscribe(TraitMatrix.failing(), as: TraitFixture.single(from:)) { single, log in
            single.subscribe(
                onSuccess: { log.append("success \($0)") },
                onFailure: { log.append("failure \($0)") },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(result.log, ["210 failure boom", "210 disposed"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testSubscribeDisposeEarlyRunsOnDisposedOnce() {
        let result = TraitMatrix.subscribe(
            TraitMatrix.late(), disposed: 250, as: TraitFixture.single(from:)
        ) { single, log in
            let subscription = single.subscribe(
                onSuccess: { log.append("success \($0)") },
                onDisposed: { log.append("disposed") }
            )
            return Disposables.create {
                subscription.dispose()
                subscription.dispose()
            }
        }
        XCTAssertEqual(result.log, ["250 disposed"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testSubscribeWithoutOnFailureReportsToDefaultErrorHandler() {
        let originalHandler = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = originalHandler }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        var successes = 0
        _ = Single<Int>.error(TestError.boom).subscribe(onSuccess: { _ in successes += 1 })
        XCTAssertEqual(reported, ["boom"])
        XCTAssertEqual(successes, 0)
    }

    // MARK: subscribe(with:onSuccess:onFailure:onDisposed:)

    func testSubscribeWithPassesTheObject() {
        let owner = Owner()
        var log: [String] = []
        _ = Single.just(3).subscribe(
            with: owner,
            onSuccess: { object, value in log.append("success \(value) \(object === owner)") },
            onFailure: { _, error in log.append("failure \(error)") },
            onDisposed: { object in log.append("disposed \(object === owner)") }
        )
        _ = Single<Int>.error(TestError.boom).subscribe(
            with: owner,
            onFailure: { object, error in log.append("failure \(error) \(object === owner)") }
        )
        XCTAssertEqual(log, ["success 3 true", "disposed true", "failure boom true"])
    }

    func testSubscribeWithIgnoresEverythingOnceTheObjectIsGone() {
        var report: ((SingleEvent<Int>) -> Void)?
        let single = Single<Int>.create { observer in
            report = observer
            return Disposables.create()
        }
        var owner: Owner? = Owner()
        var log: [String] = []
        let subscription = single.subscribe(
            with: owner!,
            onSuccess: { _, value in log.append("success \(value)") },
            onDisposed: { _ in log.append("disposed") }
        )
        owner = nil
        report?(.success(1))
        subscription.dispose()
        report = nil
        XCTAssertNil(owner)
        XCTAssertEqual(log, [])
    }

    // MARK: just, error, never

    func testJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .completed(202)])
    }

    func testJustOnSchedulerDisposeEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let subscription = Single.just(1, scheduler: scheduler).subscribe(onSuccess: { log.append("\($0)") })
        subscription.dispose()
        scheduler.start()
        XCTAssertEqual(log, [])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single<Int>.error(TestError.boom) }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single<Int>.never() }
        XCTAssertEqual(result.events, [])
    }

    func testAsObservable() {
        var events: [String] = []
        _ = Single.just("a").asObservable().subscribe { events.append("\($0)") }
        XCTAssertEqual(events, ["next(a)", "completed"])
    }

    // MARK: SingleEvent equality (RxTest)

    func testSingleEventEquality() {
        XCTAssertTrue(SingleEvent<Int>.success(1) == .success(1))
        XCTAssertTrue(SingleEvent<Int>.success(1) != .success(2))
        XCTAssertTrue(SingleEvent<Int>.failure(TestError.boom) == .failure(TestError.boom))
        XCTAssertTrue(SingleEvent<Int>.failure(TestError.boom) != .failure(TestError.other))
        XCTAssertTrue(SingleEvent<Int>.success(1) != .failure(TestError.boom))
    }
}
