import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class TakeUntilTests: RxTestCase {
    private struct Result {
        var events: [Recorded<Event<Int>>]
        var source: [Subscription]
        var other: [Subscription]
    }

    private func run(
        _ sourceEvents: [Recorded<Event<Int>>],
        other otherEvents: [Recorded<Event<String>>],
        disposed: TestTime = TestScheduler.Defaults.disposed
    ) -> Result {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(sourceEvents)
        let ys = scheduler.createHotObservable(otherEvents)
        let res = scheduler.start(disposed: disposed) { xs.take(until: ys) }
        return Result(events: res.events, source: xs.subscriptions, other: ys.subscriptions)
    }

    func testSourceNeverOtherNever() {
        let result = run(OperatorMatrix.never(), other: [])
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.source, [Subscription(200, 1000)])
        XCTAssertEqual(result.other, [Subscription(200, 1000)])
    }

    func testSourceEmpty() {
        let result = run(OperatorMatrix.empty(), other: [])
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.source, [Subscription(200, 250)])
        XCTAssertEqual(result.other, [Subscription(200, 250)])
    }

    func testBasicOtherNeverEmits() {
        let result = run(OperatorMatrix.basic(), other: [])
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.source, [Subscription(200, 300)])
        XCTAssertEqual(result.other, [Subscription(200, 300)])
    }

    func testOtherElementCompletesTheResult() {
        let result = run(OperatorMatrix.basic(), other: [.next(225, "x")])
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(result.source, [Subscription(200, 225)])
        XCTAssertEqual(result.other, [Subscription(200, 225)])
    }

    func testOtherCompletionDoesNothing() {
        let result = run(OperatorMatrix.basic(), other: [.completed(215)])
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.source, [Subscription(200, 300)])
        XCTAssertEqual(result.other, [Subscription(200, 215)])
    }

    func testOtherErrorFailsTheResult() {
        let result = run(OperatorMatrix.basic(), other: [.error(225, TestError.other)])
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .error(225, TestError.other)])
        XCTAssertEqual(result.source, [Subscription(200, 225)])
        XCTAssertEqual(result.other, [Subscription(200, 225)])
    }

    func testSourceError() {
        let result = run(OperatorMatrix.failing(), other: [])
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.source, [Subscription(200, 220)])
        XCTAssertEqual(result.other, [Subscription(200, 220)])
    }

    func testDisposedEarly() {
        let result = run(OperatorMatrix.basic(), other: [.next(250, "x")], disposed: 215)
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.source, [Subscription(200, 215)])
        XCTAssertEqual(result.other, [Subscription(200, 215)])
    }

    func testOtherEmittingDuringSubscriptionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let res = scheduler.start { xs.take(until: Observable.just(0)) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testDeprecatedTakeUntilForwards() {
        let calls: DeprecatedTimeOperators = DeprecatedTimeOperatorCalls()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = scheduler.createHotObservable([.next(215, 0)])
        let res = scheduler.start { calls.takeUntil(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(215)])
    }

    // MARK: Marble diagram of Time.md

    func testTakeUntilMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-c-d-|")
        let ys: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^----x")
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertMarbles(res.events, "^-a-b|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}
