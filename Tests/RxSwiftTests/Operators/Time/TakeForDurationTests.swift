import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class TakeForDurationTests: RxTestCase {
    func testNeverCompletesAfterTheDuration() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in
            source.take(for: .seconds(60), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.completed(260)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 260)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            source.take(for: .seconds(60), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasic() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.take(for: .seconds(60), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(260)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 260)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.take(for: .seconds(60), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { source, scheduler in
            source.take(for: .seconds(60), scheduler: scheduler)
        }
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
