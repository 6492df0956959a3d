import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SkipForDurationTests: RxTestCase {
    private func run(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.skip(.seconds(15), scheduler: scheduler) }
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

    func testBasicDropsElementsBeforeTheDuration() {
        let result = run(OperatorMatrix.basic())
        XCTAssertEqual(result.events, [.next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testErrorIsForwardedEvenBeforeTheDuration() {
        let result = run([.next(210, 1), .error(212, TestError.boom)])
        XCTAssertEqual(result.events, [.error(212, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 212)])
    }

    func testError() {
        let result = run(OperatorMatrix.failing())
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarly() {
        let result = run(OperatorMatrix.basic(), disposed: 225)
        XCTAssertEqual(result.events, [.next(220, 3)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
    }

    // MARK: Marble diagram of Time.md

    func testSkipDurationMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-c-d-|")
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^-----c-d-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
