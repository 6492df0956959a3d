import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ThrottleTests: RxTestCase {
    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in
            source.throttle(.seconds(15), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            source.throttle(.seconds(15), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicLatestEmitsKeptElementsWhenTheWindowEnds() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.throttle(.seconds(15), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(225, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testBasicNotLatestDropsElementsInsideTheWindow() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.throttle(.seconds(15), latest: false, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionWaitsForTheKeptElement() {
        let result = OperatorMatrix.run([.next(210, 1), .next(215, 2), .completed(218)]) { source, scheduler in
            source.throttle(.seconds(15), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(225, 2), .completed(225)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 218)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.throttle(.seconds(15), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testErrorDropsTheKeptElement() {
        let result = OperatorMatrix.run(
            [.next(210, 1), .next(215, 2), .error(218, TestError.boom)]
        ) { source, scheduler in
            source.throttle(.seconds(15), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(218, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 218)])
    }

    func testDisposedEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 222) { source, scheduler in
            source.throttle(.seconds(15), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 222)])
    }

    // MARK: Marble diagrams of Time.md

    func testThrottleMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^abc----d-|")
        let res = scheduler.start { xs.throttle(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^a--c---d-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrottleNotLatestMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^abc----d-|")
        let res = scheduler.start { xs.throttle(.seconds(30), latest: false, scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^a------d-|")
    }
}

/// `throttle` with a window too long to count: the remaining time of the window was computed in `Double`
/// seconds and converted to `Int` nanoseconds, which trapped for `.never` (infinite) and for windows beyond
/// ~292 years as soon as an element had to be kept.
final class ThrottleNeverOverflowTests: RxTestCase {
    private func run(_ dueTime: RxTimeInterval, latest: Bool) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        return scheduler.start { xs.throttle(dueTime, latest: latest, scheduler: scheduler) }.events
    }

    func testThrottleNeverOverflowLatestKeepsTheElementForever() {
        // The window never ends: the kept element is never emitted, so completion waits for ever too.
        XCTAssertEqual(run(.never, latest: true), [.next(210, 1)])
    }

    func testThrottleNeverOverflowNotLatestDropsTheRest() {
        XCTAssertEqual(run(.never, latest: false), [.next(210, 1), .completed(240)])
    }

    func testThrottleNeverOverflowAWindowBeyondTheNanosecondRange() {
        XCTAssertEqual(run(.seconds(10_000_000_000), latest: true), [.next(210, 1)])
    }
}
