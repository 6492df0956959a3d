import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class DelayTests: RxTestCase {
    private func run(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.delay(.seconds(20), scheduler: scheduler) }
        return (res.events, xs.subscriptions)
    }

    func testNever() {
        let result = run(OperatorMatrix.never())
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmptyDelaysCompletion() {
        let result = run(OperatorMatrix.empty())
        XCTAssertEqual(result.events, [.completed(270)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicShiftsEveryEvent() {
        let result = run(OperatorMatrix.basic())
        XCTAssertEqual(result.events, [.next(230, 2), .next(240, 3), .next(250, 4), .completed(320)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testErrorIsDeliveredAtOnceAndDropsPendingElements() {
        let result = run(OperatorMatrix.failing())
        XCTAssertEqual(result.events, [.error(220, OperatorTestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testErrorAfterDeliveredElements() {
        let result = run([.next(210, 1), .error(240, OperatorTestError.boom)])
        XCTAssertEqual(result.events, [.next(230, 1), .error(240, OperatorTestError.boom)])
    }

    func testDisposedEarlyDropsPendingElements() {
        let result = run(OperatorMatrix.basic(), disposed: 235)
        XCTAssertEqual(result.events, [.next(230, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 235)])
    }

    // MARK: Marble diagram of Time.md

    func testDelayMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-|")
        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^---a-b-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }
}
