import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class IgnoreElementsTests: RxTestCase {
    private let ignore: (Observable<Int>) -> Observable<Never> = { $0.ignoreElements() }

    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), ignore)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), ignore)
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicForwardsOnlyCompletion() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), ignore)
        XCTAssertEqual(result.events, [.completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing(), ignore)
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 250, ignore)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testIgnoreElementsMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-|")
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertMarbles(res.events, "^-------|")
    }
}
