import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SkipForDurationTests: RxTestCase {
    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in
            source.skip(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            source.skip(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicDropsElementsBeforeTheDuration() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.skip(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testErrorIsForwardedEvenBeforeTheDuration() {
        let result = OperatorMatrix.run([.next(210, 1), .error(212, TestError.boom)]) { source, scheduler in
            source.skip(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.error(212, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 212)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.skip(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 225) { source, scheduler in
            source.skip(.seconds(15), scheduler: scheduler)
        }
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
