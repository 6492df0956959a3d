import RxSwift
import RxTest
import RxTestSupport
import XCTest

private protocol DeprecatedSkipWhile {
    func skipWhile(_ source: Observable<Int>, _ predicate: @escaping (Int) throws -> Bool) -> Observable<Int>
}

private struct DeprecatedSkipWhileCalls: DeprecatedSkipWhile {
    @available(*, deprecated)
    func skipWhile(_ source: Observable<Int>, _ predicate: @escaping (Int) throws -> Bool) -> Observable<Int> {
        source.skipWhile(predicate)
    }
}

final class SkipTests: RxTestCase {
    // MARK: skip(_:)

    func testSkipNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.skip(1) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testSkipEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.skip(1) }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testSkipBasic() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.skip(2) }
        XCTAssertEqual(result.events, [.next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testSkipMoreThanAvailable() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.skip(10) }
        XCTAssertEqual(result.events, [.completed(300)])
    }

    func testSkipZeroAndNegativeForwardEverything() {
        for count in [0, -1, Int.min] {
            let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.skip(count) }
            XCTAssertEqual(
                result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)], "skip(\(count))")
        }
    }

    func testSkipError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.skip(1) }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testSkipDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 225) { $0.skip(1) }
        XCTAssertEqual(result.events, [.next(220, 3)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
    }

    // MARK: skip(while:)

    func testSkipWhileMatrix() {
        let skipSmall: (Observable<Int>) -> Observable<Int> = { $0.skip(while: { $0 < 3 }) }
        let never = OperatorMatrix.run(OperatorMatrix.never(), skipSmall)
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(OperatorMatrix.run(OperatorMatrix.empty(), skipSmall).events, [.completed(250)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing(), skipSmall)
        XCTAssertEqual(failing.events, [.error(220, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 225, skipSmall)
        XCTAssertEqual(early.events, [.next(220, 3)])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 225)])
    }

    func testSkipWhileStopsAskingOnceItFails() {
        let input: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 5), .next(230, 2), .completed(300)]
        var asked: [Int] = []
        let result = OperatorMatrix.run(input) { source in
            source.skip(while: { value in
                asked.append(value)
                return value < 3
            })
        }
        XCTAssertEqual(result.events, [.next(220, 5), .next(230, 2), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(asked, [1, 5])
    }

    func testSkipWhileThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.skip(while: { value in
                if value == 3 { throw TestError.boom }
                return true
            })
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDeprecatedSkipWhileForwards() {
        let calls: DeprecatedSkipWhile = DeprecatedSkipWhileCalls()
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { calls.skipWhile($0) { $0 < 4 } }
        XCTAssertEqual(result.events, [.next(230, 4), .completed(300)])
    }

    func testSkipMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-|")
        let res = scheduler.start { xs.skip(2) }
        XCTAssertMarbles(res.events, "^-----3-|")
    }

    func testSkipWhileMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-1-|")
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertMarbles(res.events, "^-----3-1-|")
    }
}
