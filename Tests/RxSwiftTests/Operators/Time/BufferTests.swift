import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class BufferTests: RxTestCase {
    func testNeverEmitsEmptyBuffersOnTime() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), disposed: 650) { source, scheduler in
            source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(300, []), .next(400, []), .next(500, []), .next(600, [])])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 650)])
    }

    func testEmptyEmitsTheEmptyBufferOnCompletion() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(250, []), .completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicClosesOnCountAndOnCompletion() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(220, [2, 3]), .next(300, [4]), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testCountRestartsTheTimeSpan() {
        let result = OperatorMatrix.run(
            [.next(210, 1), .next(220, 2), .next(290, 3)], disposed: 400
        ) { source, scheduler in
            source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
        }
        // The count closes a buffer at 220, so the next time span ends at 320, not 300.
        XCTAssertEqual(result.events, [.next(220, [1, 2]), .next(320, [3])])
    }

    func testErrorDropsCollectedElements() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 225) { source, scheduler in
            source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(220, [2, 3])])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
    }

    // MARK: Bad input

    func testCountZeroClosesBuffersOnTimeOnly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.buffer(timeSpan: .seconds(40), count: 0, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(240, [2, 3, 4]), .next(280, []), .next(300, []), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    // MARK: Marble diagram of Time.md

    func testBufferMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^a-bc---d----|")
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(60), count: 3, scheduler: scheduler) }
        XCTAssertMarbles(
            res.events,
            "^---x-----y--(z|)",
            values: ["x": ["a", "b", "c"], "y": ["d"], "z": []]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }
}
