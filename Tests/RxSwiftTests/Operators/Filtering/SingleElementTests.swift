import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SingleElementTests: RxTestCase {
    func testSingleNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.single() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testSingleEmptyFailsWithNoElements() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.single() }
        XCTAssertEqual(result.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testSingleOneElementWaitsForCompletion() {
        let input: [Recorded<Event<Int>>] = [.next(210, 7), .completed(300)]
        let result = OperatorMatrix.run(input) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 7), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testSingleSecondElementFailsWithMoreThanOneElement() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testSingleError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testSingleDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    func testSinglePredicate() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.single { $0 == 3 } }
        XCTAssertEqual(result.events, [.next(220, 3), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        let none = OperatorMatrix.run(OperatorMatrix.basic()) { $0.single { $0 > 10 } }
        XCTAssertEqual(none.events, [.error(300, RxError.noElements)])
        let two = OperatorMatrix.run(OperatorMatrix.basic()) { $0.single { $0.isMultiple(of: 2) } }
        XCTAssertEqual(two.events, [.next(210, 2), .error(230, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 230)])
    }

    func testSinglePredicateThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.single { value in
                if value == 3 { throw TestError.boom }
                return false
            }
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testSingleMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-|")
        let res = scheduler.start { xs.single() }
        XCTAssertMarbles(res.events, "^-a-#", errors: ["#": RxError.moreThanOneElement])
    }
}
