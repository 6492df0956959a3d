import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class DebounceTests: RxTestCase {
    private func run(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.debounce(.seconds(20), scheduler: scheduler) }
        return (res.events, xs.subscriptions)
    }

    func testNever() {
        let result = run(OperatorMatrix.never())
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = run(OperatorMatrix.empty())
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicEmitsOnlyTheLastElementOfABurst() {
        let result = run(OperatorMatrix.basic())
        XCTAssertEqual(result.events, [.next(250, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionFlushesThePendingElement() {
        let result = run([.next(210, 1), .next(300, 2), .completed(310)])
        XCTAssertEqual(result.events, [.next(230, 1), .next(310, 2), .completed(310)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 310)])
    }

    func testErrorDropsThePendingElement() {
        let result = run(OperatorMatrix.failing())
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarlyEmitsNothingPending() {
        let result = run(OperatorMatrix.basic(), disposed: 240)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 240)])
    }

    // MARK: Marble diagram of Time.md

    func testDebounceMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^a--bc----d--|")
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^--a---c----d|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }
}
