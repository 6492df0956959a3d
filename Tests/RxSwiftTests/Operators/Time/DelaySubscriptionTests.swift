import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class DelaySubscriptionTests: RxTestCase {
    private func run(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.delaySubscription(.seconds(15), scheduler: scheduler) }
        return (res.events, xs.subscriptions)
    }

    func testNever() {
        let result = run(OperatorMatrix.never())
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(215, 1000)])
    }

    func testEmpty() {
        let result = run(OperatorMatrix.empty())
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(215, 250)])
    }

    func testBasicMissesWhatHappensBeforeTheSubscription() {
        let result = run(OperatorMatrix.basic())
        XCTAssertEqual(result.events, [.next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(215, 300)])
    }

    func testError() {
        let result = run(OperatorMatrix.failing())
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(215, 220)])
    }

    func testDisposedBeforeTheDueTimeNeverSubscribes() {
        let result = run(OperatorMatrix.basic(), disposed: 210)
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
