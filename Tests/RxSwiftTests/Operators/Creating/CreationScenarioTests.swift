import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Virtual-time scenarios for the creation operators that wrap another sequence.
final class CreationScenarioTests: RxTestCase {
    func testCreateForwardingHotObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(300), .next(310, 4),
        ])
        let res = scheduler.start { Observable<Int>.create { observer in xs.subscribe(observer) } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCreateDisposedEarlyUnsubscribesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start(disposed: 250) { Observable<Int>.create { observer in xs.subscribe(observer) } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCreateNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable<Int>.create { observer in xs.subscribe(observer) } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDeferredSubscribesAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked: [TestTime] = []
        let xs = scheduler.createColdObservable([.next(100, 42), .error(200, TestError.boom)])
        let res = scheduler.start {
            Observable<Int>.deferred {
                invoked.append(scheduler.clock)
                return xs.asObservable()
            }
        }
        XCTAssertEqual(invoked, [200])
        XCTAssertEqual(res.events, [.next(300, 42), .error(400, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDeferredFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.deferred { throw TestError.other } }
        XCTAssertEqual(res.events, [.error(200, TestError.other)])
    }

    func testUsingDisposesResourceWhenSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            Observable.using(
                { ActionResource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in xs.asObservable() }
            )
        }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(disposedAt, [400])
    }

    func testUsingDisposesResourceWhenSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(1000, 2)])
        var disposedAt: [TestTime] = []
        let res = scheduler.start(disposed: 600) {
            Observable.using(
                { ActionResource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in xs.asObservable() }
            )
        }
        XCTAssertEqual(res.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(disposedAt, [600])
    }

    func testUsingDisposesResourceOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .error(80, TestError.boom)])
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            Observable.using(
                { ActionResource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in xs.asObservable() }
            )
        }
        XCTAssertEqual(res.events, [.next(250, 1), .error(280, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(disposedAt, [280])
    }

    func testSequenceOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testRangeOnTestSchedulerDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.range(start: 10, count: 100, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 10), .next(202, 11)])
    }

    func testJustOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testRepeatElementOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.repeatElement("x", scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, "x"), .next(202, "x"), .next(203, "x")])
    }

    func testGenerateOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 2 }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
    }
}

/// A resource for `using` that runs an action when disposed.
private final class ActionResource: Disposable {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func dispose() {
        action()
    }
}
