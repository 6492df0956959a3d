import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class MaybeTraitTests: RxTestCase {
    private final class Owner {}

    private func logAll(_ maybe: Maybe<Int>, _ log: OutcomeLog) -> Disposable {
        maybe.subscribe(
            onSuccess: { log.append("success \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
    }

    // MARK: create

    func testCreateUsesOnlyTheFirstOutcome() {
        var disposeCount = 0
        let maybe = Maybe<Int>.create { observer in
            observer(.completed)
            observer(.success(1))
            observer(.error(TestError.boom))
            return Disposables.create { disposeCount += 1 }
        }
        var outcomes: [MaybeEvent<Int>] = []
        _ = maybe.subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes, [.completed])
        XCTAssertEqual(disposeCount, 1)
    }

    func testCreateSuccessThenSecondSuccessIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Maybe<Int>.create { observer in
                observer(.success(1))
                observer(.success(2))
                return Disposables.create()
            }
        }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }

    func testCreateMatrix() {
        let success = TraitMatrix.run(TraitMatrix.success()) { $0.maybe }
        XCTAssertEqual(success.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let empty = TraitMatrix.run(TraitMatrix.empty()) { $0.maybe }
        XCTAssertEqual(empty.events, [.completed(210)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.maybe }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        XCTAssertEqual(failure.subscriptions, [Subscription(200, 210)])
        let never = TraitMatrix.run(TraitMatrix.never()) { $0.maybe }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testCreateDisposeEarlyDisposesTheWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let result = scheduler.start(disposed: 300) {
            Maybe<Int>.create { _ in Disposables.create { disposedAt = scheduler.clock } }
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(disposedAt, 300)
    }

    // MARK: subscribe(_:)

    func testSubscribeClosure() {
        func outcomes(_ events: [Recorded<Event<Int>>]) -> (log: [String], subscriptions: [Subscription]) {
            TraitMatrix.subscribe(events, as: TraitFixture.maybe(from:)) { maybe, log in
                maybe.subscribe { log.append("\($0)") }
            }
        }
        XCTAssertEqual(outcomes(TraitMatrix.success()).log, ["210 success(2)"])
        XCTAssertEqual(outcomes(TraitMatrix.success()).subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(outcomes(TraitMatrix.empty()).log, ["210 completed"])
        XCTAssertEqual(outcomes(TraitMatrix.failing()).log, ["210 error(RxTestSupport.TestError.boom)"])
        XCTAssertEqual(outcomes(TraitMatrix.failing()).subscriptions, [Subscription(200, 210)])
    }

    func testSubscribeClosureDisposeEarly() {
        let result = TraitMatrix.subscribe(
            TraitMatrix.late(), disposed: 250, as: TraitFixture.maybe(from:)
        ) { maybe, log in
            maybe.subscribe { log.append("\($0)") }
        }
        XCTAssertEqual(result.log, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    // MARK: subscribe(onSuccess:onError:onCompleted:onDisposed:)

    func testSubscribeHandlers() {
        let success = TraitMatrix.subscribe(TraitMatrix.success(), as: TraitFixture.maybe(from:), logAll)
        XCTAssertEqual(success.log, ["210 success 2", "210 disposed"])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let empty = TraitMatrix.subscribe(TraitMatrix.empty(), as: TraitFixture.maybe(from:), logAll)
        XCTAssertEqual(empty.log, ["210 completed", "210 disposed"])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        let failure = TraitMatrix.subscribe(TraitMatrix.failing(), as: TraitFixture.maybe(from:), logAll)
        XCTAssertEqual(failure.log, ["210 error boom", "210 disposed"])
        XCTAssertEqual(failure.subscriptions, [Subscription(200, 210)])
    }

    func testSubscribeHandlersDisposeEarly() {
        let result = TraitMatrix.subscribe(TraitMatrix.late(), disposed: 250, as: TraitFixture.maybe(from:), logAll)
        XCTAssertEqual(result.log, ["250 disposed"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testSubscribeWithoutOnErrorReportsToDefaultErrorHandler() {
        let originalHandler = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = originalHandler }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        _ = Maybe<Int>.error(TestError.boom).subscribe(onSuccess: { _ in })
        XCTAssertEqual(reported, ["boom"])
    }

    // MARK: subscribe(with:…)

    func testSubscribeWithPassesTheObject() {
        let owner = Owner()
        var log: [String] = []
        _ = Maybe.just(3).subscribe(
            with: owner,
            onSuccess: { object, value in log.append("success \(value) \(object === owner)") },
            onDisposed: { object in log.append("disposed \(object === owner)") }
        )
        _ = Maybe<Int>.empty().subscribe(
            with: owner, onCompleted: { object in log.append("completed \(object === owner)") })
        _ = Maybe<Int>.error(TestError.boom).subscribe(
            with: owner,
            onError: { object, error in log.append("error \(error) \(object === owner)") }
        )
        XCTAssertEqual(log, ["success 3 true", "disposed true", "completed true", "error boom true"])
    }

    func testSubscribeWithIgnoresEverythingOnceTheObjectIsGone() {
        var report: ((MaybeEvent<Int>) -> Void)?
        let maybe = Maybe<Int>.create { observer in
            report = observer
            return Disposables.create()
        }
        var owner: Owner? = Owner()
        var log: [String] = []
        let subscription = maybe.subscribe(
            with: owner!,
            onSuccess: { _, value in log.append("success \(value)") },
            onCompleted: { _ in log.append("completed") },
            onDisposed: { _ in log.append("disposed") }
        )
        owner = nil
        report?(.completed)
        subscription.dispose()
        report = nil
        XCTAssertEqual(log, [])
    }

    // MARK: just, error, never, empty

    func testFactories() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Maybe.just(1) }.events, [.next(200, 1), .completed(200)])
        let other = TestScheduler(initialClock: 0)
        XCTAssertEqual(other.start { Maybe<Int>.empty() }.events, [.completed(200)])
        let third = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            third.start { Maybe<Int>.error(TestError.boom) }.events, [.error(200, TestError.boom)])
        let fourth = TestScheduler(initialClock: 0)
        XCTAssertEqual(fourth.start { Maybe<Int>.never() }.events, [])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Maybe.just(1, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .completed(202)])
    }

    // MARK: MaybeEvent / CompletableEvent equality (RxTest)

    func testMaybeEventEquality() {
        XCTAssertEqual(MaybeEvent.success(1), .success(1))
        XCTAssertNotEqual(MaybeEvent.success(1), .success(2))
        XCTAssertEqual(MaybeEvent<Int>.completed, .completed)
        XCTAssertEqual(MaybeEvent<Int>.error(TestError.boom), .error(TestError.boom))
        XCTAssertNotEqual(MaybeEvent<Int>.error(TestError.boom), .error(TestError.other))
        XCTAssertNotEqual(MaybeEvent<Int>.completed, .success(1))
    }

    func testCompletableEventEquality() {
        XCTAssertEqual(CompletableEvent.completed, .completed)
        XCTAssertEqual(CompletableEvent.error(TestError.boom), .error(TestError.boom))
        XCTAssertNotEqual(CompletableEvent.error(TestError.boom), .error(TestError.other))
        XCTAssertNotEqual(CompletableEvent.error(TestError.boom), .completed)
    }
}
