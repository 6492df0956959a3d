import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private struct Point: Decodable, Equatable {
    let x: Int
    let y: Int
}

final class DecodeTests: RxTestCase {
    private func json(_ text: String) -> Data { Data(text.utf8) }

    /// The matrix scenario of `decode(type: Point.self, decoder: JSONDecoder())` on a hot source of JSON data.
    private func decodePoints(
        _ events: [Recorded<Event<Data>>],
        disposed: TestTime = 1000
    ) -> (events: [Recorded<Event<Point>>], subscriptions: [Subscription]) {
        OperatorMatrix.run(events, disposed: disposed) { $0.decode(type: Point.self, decoder: JSONDecoder()) }
    }

    func testNever() {
        let result = decodePoints([.next(150, json("{}"))])
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = decodePoints([.completed(250)])
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasic() {
        let result = decodePoints([
            .next(210, json(#"{"x": 1, "y": 2}"#)), .next(220, json(#"{"x": 3, "y": 4}"#)), .completed(300),
        ])
        XCTAssertEqual(result.events, [.next(210, Point(x: 1, y: 2)), .next(220, Point(x: 3, y: 4)), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testSourceError() {
        let result = decodePoints([.next(210, json(#"{"x": 1, "y": 2}"#)), .error(220, TestError.boom)])
        XCTAssertEqual(result.events, [.next(210, Point(x: 1, y: 2)), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeEarly() {
        let result = decodePoints(
            [.next(210, json(#"{"x": 1, "y": 2}"#)), .next(220, json(#"{"x": 3, "y": 4}"#))], disposed: 215)
        XCTAssertEqual(result.events, [.next(210, Point(x: 1, y: 2))])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    func testMalformedDataFailsWithTheDecodingError() {
        let result = decodePoints([
            .next(210, json(#"{"x": 1, "y": 2}"#)), .next(220, json("not json")),
            .next(230, json(#"{"x": 5, "y": 6}"#)),
            .completed(300),
        ])
        XCTAssertEqual(result.events.count, 2)
        XCTAssertEqual(result.events.first, .next(210, Point(x: 1, y: 2)))
        XCTAssertEqual(result.events.last?.time, 220)
        XCTAssertTrue(result.events.last?.value.error is DecodingError)
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testMissingKeyFailsWithTheDecodingError() {
        let result = decodePoints([.next(210, json(#"{"x": 1}"#))])
        guard case .error(DecodingError.keyNotFound(let key, _))? = result.events.first?.value else {
            return XCTFail("expected keyNotFound, got \(result.events)")
        }
        XCTAssertEqual(key.stringValue, "y")
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testDecodeMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(marbles: "^-a-b-|", values: ["a": json("1"), "b": json("[2]")])
        let res = scheduler.start { xs.decode(type: Int.self, decoder: JSONDecoder()) }
        // `#` stands for "a DecodingError" (its message depends on the toolchain).
        let normalized = res.events.map { recorded in
            Recorded(
                time: recorded.time,
                value: recorded.value.error is DecodingError ? .error(MarbleError()) : recorded.value)
        }
        XCTAssertMarbles(normalized, "^-1-#")
    }
}
