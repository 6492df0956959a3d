import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class TakeForDurationTests: RxTestCase {
    private func run(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.take(for: .seconds(60), scheduler: scheduler) }
        return (res.events, xs.subscriptions)
    }

    func testNeverCompletesAfterTheDuration() {
        let result = run(OperatorMatrix.never())
        XCTAssertEqual(result.events, [.completed(260)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 260)])
    }

    func testEmpty() {
        let result = run(OperatorMatrix.empty())
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasic() {
        let result = run(OperatorMatrix.basic())
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(260)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 260)])
    }

    func testError() {
        let result = run(OperatorMatrix.failing())
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarly() {
        let result = run(OperatorMatrix.basic(), disposed: 215)
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    // MARK: Deprecated spelling

    func testDeprecatedTakeDurationForwards() {
        let calls: DeprecatedTimeOperators = DeprecatedTimeOperatorCalls()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let res = scheduler.start { calls.take(xs.asObservable(), .seconds(25), scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
    }

    // MARK: Marble diagram of Time.md

    func testTakeForMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-c-d-|")
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^-a-b|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}

/// Calls the deprecated spellings of Time+Deprecated.swift without deprecation warnings at the call site.
protocol DeprecatedTimeOperators {
    func take(_ source: Observable<Int>, _ duration: RxTimeInterval, _ scheduler: SchedulerType) -> Observable<Int>
    func takeUntil(_ source: Observable<Int>, _ other: Observable<Int>) -> Observable<Int>
    func skipUntil(_ source: Observable<Int>, _ other: Observable<Int>) -> Observable<Int>
}

struct DeprecatedTimeOperatorCalls: DeprecatedTimeOperators {
    @available(*, deprecated)
    func take(_ source: Observable<Int>, _ duration: RxTimeInterval, _ scheduler: SchedulerType) -> Observable<Int> {
        source.take(duration, scheduler: scheduler)
    }

    @available(*, deprecated)
    func takeUntil(_ source: Observable<Int>, _ other: Observable<Int>) -> Observable<Int> {
        source.takeUntil(other)
    }

    @available(*, deprecated)
    func skipUntil(_ source: Observable<Int>, _ other: Observable<Int>) -> Observable<Int> {
        source.skipUntil(other)
    }
}
