import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ReduceTests: RxTestCase {
    // MARK: reduce(_:accumulator:)

    func testReduceNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testReduceEmptyEmitsTheSeed() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.reduce(42, accumulator: +) }
        XCTAssertEqual(result.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testReduceBasic() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(300, 9), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testReduceError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testReduceDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 250) { $0.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testReduceAccumulatorThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.reduce(0) { sum, value in
                if value == 3 { throw TestError.boom }
                return sum + value
            }
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    // MARK: reduce(_:accumulator:mapResult:)

    func testReduceWithMapResult() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) {
            $0.reduce(0, accumulator: +, mapResult: { "sum \($0)" })
        }
        XCTAssertEqual(result.events, [.next(300, "sum 9"), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        let empty = OperatorMatrix.run(OperatorMatrix.empty()) { $0.reduce(1, accumulator: *, mapResult: { "\($0)" }) }
        XCTAssertEqual(empty.events, [.next(250, "1"), .completed(250)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing()) { $0.reduce(0, accumulator: +, mapResult: { $0 }) }
        XCTAssertEqual(failing.events, [.error(220, TestError.boom)])
        XCTAssertEqual(
            OperatorMatrix.run(OperatorMatrix.never()) { $0.reduce(0, accumulator: +, mapResult: { $0 }) }.events, [])
    }

    func testReduceMapResultThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.reduce(0, accumulator: +, mapResult: { (_: Int) throws -> Int in throw TestError.other })
        }
        XCTAssertEqual(result.events, [.error(300, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    // MARK: toArray()

    private let toArray: (Observable<Int>) -> Observable<[Int]> = { $0.toArray().asObservable() }

    func testToArrayMatrix() {
        let never = OperatorMatrix.run(OperatorMatrix.never(), toArray)
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        let empty = OperatorMatrix.run(OperatorMatrix.empty(), toArray)
        XCTAssertEqual(empty.events, [.next(250, []), .completed(250)])
        let basic = OperatorMatrix.run(OperatorMatrix.basic(), toArray)
        XCTAssertEqual(basic.events, [.next(300, [2, 3, 4]), .completed(300)])
        XCTAssertEqual(basic.subscriptions, [Subscription(200, 300)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing(), toArray)
        XCTAssertEqual(failing.events, [.error(220, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 250, toArray)
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayAsSingle() {
        var outcomes: [String] = []
        _ = Observable.of(1, 2, 3).toArray().subscribe(
            onSuccess: { outcomes.append("success \($0)") },
            onFailure: { outcomes.append("failure \($0)") }
        )
        _ = Observable<Int>.error(TestError.boom).toArray().subscribe(
            onSuccess: { outcomes.append("success \($0)") },
            onFailure: { outcomes.append("failure \($0)") }
        )
        XCTAssertEqual(outcomes, ["success [1, 2, 3]", "failure boom"])
    }

    // MARK: Marble diagrams of Aggregate.md

    func testReduceMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-|")
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertMarbles(res.events, "^-------(6|)")
    }

    func testToArrayMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-|")
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertMarbles(res.events, "^-------(a|)", values: ["a": [1, 2, 3]])
    }
}
