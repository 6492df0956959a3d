import RxTest
import RxTestSupport
import XCTest

final class TestableObservableTests: RxTestCase {
    func testHotObservableDeliversOnlyEventsAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(300, 3), .next(400, 4), .completed(500),
        ])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(200) { earlySubscription = xs.subscribe(early) }
        scheduler.scheduleAt(250) { lateSubscription = xs.subscribe(late) }
        scheduler.scheduleAt(350) { earlySubscription?.dispose() }
        scheduler.scheduleAt(600) { lateSubscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(210, 2), .next(300, 3)])
        XCTAssertEqual(late.events, [.next(300, 3), .next(400, 4), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350), Subscription(250, 600)])
        XCTAssertEqual(xs.recordedEvents.count, 5)
    }

    func testHotObservableSubscriptionStaysOpenUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a")])
        let observer = scheduler.createObserver(String.self)
        var subscription: Disposable?
        scheduler.scheduleAt(205) { subscription = xs.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(205)])
        XCTAssertEqual(xs.subscriptions.first?.unsubscribe, Int.max)
        subscription?.dispose()
        subscription?.dispose()
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 210)])
    }

    func testHotObserverDisposedDuringDispatchStillGetsThatEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        var received: [String] = []
        var second: Disposable?
        let first = xs.subscribe { event in
            received.append("A \(event)")
            second?.dispose()
        }
        second = xs.subscribe { event in received.append("B \(event)") }
        scheduler.start()
        first.dispose()
        XCTAssertEqual(received, ["A next(1)", "B next(1)", "A next(2)"])
    }

    func testColdObservableReplaysRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .next(20, 3), .completed(30)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var secondSubscription: Disposable?
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(205) { secondSubscription = xs.subscribe(second) }
        scheduler.scheduleAt(220) { secondSubscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(100, 1), .next(110, 2), .next(120, 3), .completed(130)])
        XCTAssertEqual(second.events, [.next(205, 1), .next(215, 2)], "disposal at 220 cancels the rest")
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(205, 220)])
    }

    func testColdObservableWithStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "x"), .error(20, MarbleError("boom"))])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, "x"), .error(220, MarbleError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], "the error disposes the subscription")
    }

    func testAbandonedHotObservableDoesNotRunItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        do {
            let xs = scheduler.createHotObservable([.next(300, 1)])
            subscription = xs.subscribe(observer)
            subscription = nil
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [], "the scheduler does not keep an unreferenced hot observable alive")
        XCTAssertNil(subscription)
    }
}
