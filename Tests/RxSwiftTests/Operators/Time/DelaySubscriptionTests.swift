import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class DelaySubscriptionTests: RxTestCase {
    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in
            source.delaySubscription(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(215, 1000)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            source.delaySubscription(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(215, 250)])
    }

    func testBasicMissesWhatHappensBeforeTheSubscription() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.delaySubscription(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(215, 300)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.delaySubscription(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(215, 220)])
    }

    func testDisposedBeforeTheDueTimeNeverSubscribes() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 210) { source, scheduler in
            source.delaySubscription(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [])
    }

    // MARK: Marble diagram of Time.md

    func testDelaySubscriptionMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createColdObservable(marbles: "--a-b-|")
        let res = scheduler.start { xs.delaySubscription(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^---a-b-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 280)])
    }
}
