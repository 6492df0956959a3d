import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class InfallibleCreateTests: RxTestCase {
    // MARK: create

    func testCreateForwardsEventsAndIgnoresEventsAfterCompletion() {
        var disposed = false
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))
            observer(.completed)
            return Disposables.create { disposed = true }
        }
        var events: [InfallibleEvent<Int>] = []
        let subscription = infallible.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        XCTAssertTrue(disposed, "completion disposes the create body's resources")
        subscription.dispose()
    }

    func testCreateOnTestSchedulerDisposeStopsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 250) {
            Infallible<Int>.create { observer in
                scheduler.scheduleAt(210) { observer(.next(1)) }
                scheduler.scheduleAt(260) { observer(.next(2)) }
                scheduler.scheduleAt(270) { observer(.completed) }
                return Disposables.create()
            }
        }
        XCTAssertEqual(observer.events, [.next(210, 1)])
    }

    // MARK: just, of, from, empty, never

    func testJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Infallible.just(42) }
        XCTAssertEqual(observer.events, [.next(200, 42), .completed(200)])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Infallible.just(42, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 42), .completed(202)])
    }

    func testOf() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Infallible.of(1, 2, 3) }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testOfOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Infallible.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testFromArrayAndSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let fromArray = scheduler.start { Infallible.from([1, 2]) }
        XCTAssertEqual(fromArray.events, [.next(200, 1), .next(200, 2), .completed(200)])
        let second = TestScheduler(initialClock: 0)
        let fromSequence = second.start { Infallible.from(stride(from: 0, to: 6, by: 3)) }
        XCTAssertEqual(fromSequence.events, [.next(200, 0), .next(200, 3), .completed(200)])
    }

    func testOfKeepsTrampolineOrderWhenMerged() {
        var received: [Int] = []
        let subscription = Infallible.merge(.of(1, 2, 3), .of(4, 5, 6)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 4, 2, 5, 3, 6])
        subscription.dispose()
    }

    func testEmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.start { Infallible<Int>.empty() }
        XCTAssertEqual(empty.events, [.completed(200)])
        let second = TestScheduler(initialClock: 0)
        let never = second.start { Infallible<Int>.never() }
        XCTAssertEqual(never.events, [])
    }

    // MARK: deferred

    func testDeferredCallsTheFactoryPerSubscription() {
        var calls = 0
        let deferred = Infallible<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        XCTAssertEqual(calls, 0)
        var received: [Int] = []
        let first = deferred.subscribe(onNext: { received.append($0) })
        let second = deferred.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        first.dispose()
        second.dispose()
    }

    func testDeferredOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { Infallible<Int>.deferred { Infallible(xs.asObservable()) } }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: conversions

    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let observer = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsInfallibleOnErrorJustReturnPassesCompletionThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let observer = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsInfallibleOnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let fallback = scheduler.createColdObservable([.next(5, 10), .completed(10)])
        let observer = scheduler.start {
            xs.asInfallible(onErrorFallbackTo: Infallible(fallback.asObservable()))
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(225, 10), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 230)])
    }

    func testAsInfallibleOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        var recovered: [TestError] = []
        let observer = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                recovered.append(error as? TestError ?? .boom)
                return .just(99)
            })
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 99), .completed(220)])
        XCTAssertEqual(recovered, [.boom])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsInfallibleOnInfallibleReturnsTheSameSource() {
        let source = Observable.of(1, 2)
        let infallible = Infallible(source)
        XCTAssertTrue(infallible.asInfallible().asObservable() === source)
        XCTAssertTrue(infallible.asObservable() === source)
        var received: [Int] = []
        _ = infallible.asInfallible().subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }

    func testGenericAsInfallibleOverInfallibleType() {
        func convert<Source: InfallibleType>(_ source: Source) -> Infallible<Source.Element> {
            source.asInfallible()
        }
        var received: [Int] = []
        _ = convert(Infallible.of(3, 4)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [3, 4])
    }

    // MARK: deferred with a throwing factory (as upstream)

    func testDeferredFactoryMayThrowAndTheThrowTravelsAsAnErrorEvent() {
        var calls = 0
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Infallible<Int>.deferred {
                calls += 1
                if calls == 1 { throw TestError.boom }
                return .just(calls)
            }
        }
        XCTAssertEqual(observer.events, [.error(200, TestError.boom)])
        var received: [Int] = []
        let second = Infallible<Int>.deferred { Infallible.just(try InfallibleMatrix.failOnThree(7)) }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [7])
        second.dispose()
    }

    // MARK: Observable.flatMapLatest into Infallibles (upstream's overload)

    func testObservableFlatMapLatestIntoInfalliblesIsAnInfallibleThatSwitches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(15, 20), .completed(40)])
        let observer = scheduler.start { () -> Infallible<Int> in
            let switched = xs.flatMapLatest { value in Infallible(inner.asObservable()).map { $0 + value } }
            return switched
        }
        XCTAssertEqual(observer.events, [.next(215, 11), .next(225, 12), .next(235, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220), Subscription(220, 260)])
    }

    /// The overload is chosen by the selector's result alone: an Observable inner still gives an Observable.
    func testObservableFlatMapLatestPicksTheInfallibleOverloadOnlyForInfallibleInners() {
        let infallible = Observable.just(1).flatMapLatest { Infallible.just($0 + 1) }
        let observable = Observable.just(1).flatMapLatest { Observable.just($0 + 1) }
        func staticType<Value>(_ value: Value) -> Any.Type { Value.self }
        XCTAssertTrue(staticType(infallible) == Infallible<Int>.self)
        XCTAssertTrue(staticType(observable) == Observable<Int>.self)
    }

    func testObservableFlatMapLatestIntoInfalliblesPassesASelectorThrowAsAnErrorEvent() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, _ in
            source.flatMapLatest { Infallible.just(try InfallibleMatrix.failOnThree($0)) }
        }
        InfallibleMatrix.assertFailsAt220(result, before: [.next(210, 2)], "flatMapLatest")
    }
}
