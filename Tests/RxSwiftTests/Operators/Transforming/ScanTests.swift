import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ScanTests: RxTestCase {
    // MARK: scan(_:accumulator:)

    func testScanNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testScanEmptyEmitsNothingButCompletion() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.scan(42, accumulator: +) }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testScanBasic() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 5), .next(230, 9), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testScanError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testScanDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 225) { $0.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 5)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
    }

    func testScanAccumulatorThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.scan(0) { sum, value in
                if value == 3 { throw TestError.boom }
                return sum + value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testScanStateIsPerSubscription() {
        let scanned = Observable.of(1, 2, 3).scan(10, accumulator: +)
        var first: [Int] = []
        var second: [Int] = []
        _ = scanned.subscribe(onNext: { first.append($0) })
        _ = scanned.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [11, 13, 16])
        XCTAssertEqual(second, [11, 13, 16])
    }

    // MARK: scan(into:accumulator:)

    func testScanIntoMatrix() {
        let append: (Observable<Int>) -> Observable<[Int]> = { $0.scan(into: []) { $0.append($1) } }
        XCTAssertEqual(OperatorMatrix.run(OperatorMatrix.never(), append).events, [])
        let empty = OperatorMatrix.run(OperatorMatrix.empty(), append)
        XCTAssertEqual(empty.events, [.completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        let basic = OperatorMatrix.run(OperatorMatrix.basic(), append)
        XCTAssertEqual(basic.events, [.next(210, [2]), .next(220, [2, 3]), .next(230, [2, 3, 4]), .completed(300)])
        XCTAssertEqual(basic.subscriptions, [Subscription(200, 300)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing(), append)
        XCTAssertEqual(failing.events, [.next(210, [2]), .error(220, TestError.boom)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215, append)
        XCTAssertEqual(early.events, [.next(210, [2])])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 215)])
    }

    func testScanIntoAccumulatorThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.scan(into: 0) { sum, value in
                if value == 4 { throw TestError.boom }
                sum += value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 5), .error(230, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 230)])
    }

    // MARK: Marble diagrams of Transforming.md

    func testScanMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-|")
        let res = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertMarbles(res.events, "^-1-3-6-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }
}
