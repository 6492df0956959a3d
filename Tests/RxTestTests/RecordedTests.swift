import Foundation
import RxTest
import RxTestSupport
import XCTest

final class RecordedTests: RxTestCase {
    func testStaticHelpersBuildEvents() {
        let next = Recorded.next(210, 1)
        XCTAssertEqual(next.time, 210)
        XCTAssertEqual(next.value, .next(1))
        XCTAssertEqual(Recorded.completed(300, Int.self).value, Event<Int>.completed)
        XCTAssertEqual(Recorded.error(400, TestError.boom, Int.self).value, Event<Int>.error(TestError.boom))
        let array: [Recorded<Event<String>>] = [.next(1, "a"), .completed(2)]
        XCTAssertEqual(Recorded.events(.next(1, "a"), .completed(2)), array)
        XCTAssertEqual(Recorded.events(array), array)
    }

    func testEqualityAndHashing() {
        XCTAssertEqual(Recorded(time: 1, value: "a"), Recorded(time: 1, value: "a"))
        XCTAssertNotEqual(Recorded(time: 1, value: "a"), Recorded(time: 2, value: "a"))
        XCTAssertNotEqual(Recorded(time: 1, value: "a"), Recorded(time: 1, value: "b"))
        XCTAssertEqual(Set([Recorded(time: 1, value: 5), Recorded(time: 1, value: 5)]).count, 1)
        XCTAssertNotEqual(Recorded.next(1, 1), Recorded.completed(1))
    }

    func testDescriptions() {
        XCTAssertEqual(Recorded.next(210, 1).debugDescription, "next(1) @ 210")
        XCTAssertEqual(Recorded.completed(250, Int.self).debugDescription, "completed @ 250")
        XCTAssertEqual(Recorded(time: 5, value: "x").debugDescription, "x @ 5")
    }

    func testSubscription() {
        XCTAssertEqual(Subscription(200, 1000), Subscription(200, 1000))
        XCTAssertNotEqual(Subscription(200, 1000), Subscription(200, 900))
        XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
        XCTAssertEqual(Subscription(200).unsubscribe, Int.max)
        XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200 : 1000)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
        XCTAssertEqual(Set([Subscription(1, 2), Subscription(1, 2), Subscription(1)]).count, 2)
    }

    func testEventEquality() {
        XCTAssertEqual(Event.next(1), Event.next(1))
        XCTAssertNotEqual(Event.next(1), Event.next(2))
        XCTAssertEqual(Event<Int>.completed, Event<Int>.completed)
        XCTAssertEqual(Event<Int>.error(TestError.boom), Event<Int>.error(TestError.boom))
        XCTAssertNotEqual(Event<Int>.error(TestError.boom), Event<Int>.error(TestError.other))
        XCTAssertNotEqual(Event<Int>.error(MarbleError("a")), Event<Int>.error(MarbleError("b")))
        XCTAssertNotEqual(Event<Int>.error(TestError.boom), Event<Int>.completed)
        XCTAssertNotEqual(Event.next(1), Event<Int>.completed)
        let nsError = NSError(domain: "d", code: 1)
        XCTAssertEqual(Event<Int>.error(nsError), Event<Int>.error(NSError(domain: "d", code: 1)))
        XCTAssertNotEqual(Event<Int>.error(nsError), Event<Int>.error(NSError(domain: "d", code: 2)))
    }

    func testAssertionOverloadsPass() {
        XCTAssertEqual([Event.next(1), .completed], [Event.next(1), .completed])
        XCTAssertEqual([Recorded.next(1, 1), .completed(2)], [Recorded.next(1, 1), .completed(2)])
        let optionals: [Recorded<Event<Int?>>] = [.next(1, nil), .next(2, 3)]
        XCTAssertEqual(optionals, [.next(1, nil), .next(2, 3)])
        XCTAssertRecordedElements([.next(10, "a"), .next(20, "b")], ["a", "b"])
    }

    func testMismatchMessageShowsADiff() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 3), .completed(230)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(230)]
        let message = eventsMismatchMessage("Recorded events are not equal", actual, expected) { $0 == $1 }
        XCTAssertEqual(
            message,
            """
            Recorded events are not equal (first: 3 events, second: 3 events)
            (- only in first, + only in second)
                next(1) @ 210
              - next(3) @ 220
              + next(2) @ 220
                completed @ 230
            """
        )
    }

    func testMismatchMessageForMissingAndExtraEvents() {
        let message = eventsMismatchMessage("Events", [1, 2, 4], [1, 3, 4, 5]) { $0 == $1 }
        XCTAssertEqual(
            message.split(separator: "\n").dropFirst(2),
            ["    1", "  - 2", "  + 3", "    4", "  + 5"]
        )
        XCTAssertTrue(eventsMismatchMessage("Events", [Int](), []) { $0 == $1 }.hasSuffix("(no events)"))
    }
}
