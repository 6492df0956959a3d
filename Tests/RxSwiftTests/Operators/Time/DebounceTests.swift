import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class DebounceTests: RxTestCase {
    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in
            source.debounce(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            source.debounce(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicEmitsOnlyTheLastElementOfABurst() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.debounce(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(250, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionFlushesThePendingElement() {
        let result = OperatorMatrix.run([.next(210, 1), .next(300, 2), .completed(310)]) { source, scheduler in
            source.debounce(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(230, 1), .next(310, 2), .completed(310)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 310)])
    }

    func testErrorDropsThePendingElement() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.debounce(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarlyEmitsNothingPending() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 240) { source, scheduler in
            source.debounce(.seconds(20), scheduler: scheduler)
        }
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
