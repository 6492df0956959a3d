import RxTest
import RxTestSupport
import XCTest

final class MarbleRenderingTests: RxTestCase {
    func testRenderDrawsFramesGroupsAndTerminals() {
        let values = ["a": 1, "b": 2]
        XCTAssertEqual(MarbleDiagram.render([.next(20, 1), .next(50, 2), .completed(80)], values: values), "--a--b--|")
        XCTAssertEqual(MarbleDiagram.render([.next(10, 1), .next(10, 2), .completed(60)], values: values), "-(ab)-|")
        XCTAssertEqual(MarbleDiagram.render([.error(30, MarbleError())], values: values), "---#")
        XCTAssertEqual(
            MarbleDiagram.render([.error(30, TestError.boom)], values: values, errors: ["x": TestError.boom]),
            "---x"
        )
        XCTAssertEqual(MarbleDiagram.render([Recorded<Event<Int>>]()), "")
    }

    func testRenderUsesDefaultCharactersAndQuestionMarks() {
        XCTAssertEqual(MarbleDiagram.render([.next(0, "x"), .next(10, "long")]), "x?")
        XCTAssertEqual(MarbleDiagram.render([.next(0, 3), .next(10, 12)]), "3?")
    }

    func testRenderWithSubscriptionPoint() {
        let events: [Recorded<Event<Int>>] = [.next(180, 1), .next(220, 2), .completed(240)]
        XCTAssertEqual(MarbleDiagram.render(events, values: ["a": 1, "b": 2], subscribed: 200), "a-^-b-|")
        XCTAssertEqual(MarbleDiagram.render([.next(200, 7), .completed(200)], subscribed: 200), "(^7|)")
    }

    func testRoundTrips() throws {
        let values = ["a": 1, "b": 2, "c": 3]
        let errors: [String: Error] = ["x": TestError.boom]
        for marbles in ["--a--b--|", "a(bc)--|", "---", "-(ab|)", "-a-x", "#", "(abc)(ab)-c"] {
            let events = try MarbleDiagram.events(marbles, values: values, errors: errors)
            let drawn = MarbleDiagram.render(events, values: values, errors: errors)
            XCTAssertEqual(try MarbleDiagram.events(drawn, values: values, errors: errors), events, marbles)
            XCTAssertEqual(drawn, marbles.trimmingTrailingDashes, marbles)
        }
        for marbles in ["a-^-b-|", "^-a", "(^a)-b", "abc^"] {
            let events = try MarbleDiagram.events(marbles, values: values)
            let drawn = MarbleDiagram.render(events, values: values, subscribed: 200)
            XCTAssertEqual(drawn, marbles, marbles)
        }
    }

    func testMatchingEventsHaveNoMismatchDescription() {
        let actual: [Recorded<Event<Int>>] = [.next(230, 1), .completed(290)]
        XCTAssertNil(MarbleDiagram.mismatchDescription(actual: actual, expected: "^--a-----|", values: ["a": 1]))
        XCTAssertNil(MarbleDiagram.mismatchDescription(actual: actual, expected: "^--a-----|--", values: ["a": 1]))
    }

    func testMismatchDescriptionAlignsBothDiagrams() {
        let actual: [Recorded<Event<Int>>] = [.next(230, 1), .next(260, 3), .completed(290)]
        let message = MarbleDiagram.mismatchDescription(
            actual: actual,
            expected: "^--a--b--|",
            values: ["a": 1, "b": 2, "c": 3]
        )
        XCTAssertEqual(
            message,
            """
            Events don't match the marble diagram (1 frame = 10 ticks, '^' = time 200)
            expected: ^--a--b--|
            actual:   ^--a--c--|
                            ↑ first difference at frame 6 (time 260)
            Event diff (- only in actual, + only in expected)
                next(1) @ 230
              - next(3) @ 260
              + next(2) @ 260
                completed @ 290
            """
        )
    }

    func testMismatchDescriptionForLateCompletionAndApproximateDrawing() throws {
        let late: [Recorded<Event<String>>] = [.next(10, "a"), .completed(50)]
        let lateMessage = try XCTUnwrap(MarbleDiagram.mismatchDescription(actual: late, expected: "-a-|"))
        XCTAssertTrue(lateMessage.contains("expected: -a-|\nactual:   -a---|\n"), lateMessage)
        XCTAssertTrue(lateMessage.contains("   ↑ first difference at frame 3 (time 30)"), lateMessage)
        XCTAssertTrue(lateMessage.contains("frame 0 = time 0"), lateMessage)

        let offGrid: [Recorded<Event<String>>] = [.next(15, "a")]
        let offGridMessage = try XCTUnwrap(MarbleDiagram.mismatchDescription(actual: offGrid, expected: "-a"))
        XCTAssertTrue(offGridMessage.contains("note: the actual drawing is approximate"), offGridMessage)
        XCTAssertTrue(offGridMessage.contains("the drawings look alike"), offGridMessage)
        XCTAssertTrue(offGridMessage.contains("  - next(a) @ 15\n  + next(a) @ 10"), offGridMessage)
    }

    func testMismatchDescriptionForInvalidExpectedMarbles() throws {
        let message = try XCTUnwrap(
            MarbleDiagram.mismatchDescription(actual: [Recorded<Event<String>>](), expected: "-(a")
        )
        XCTAssertTrue(message.hasPrefix("Expected marbles are invalid. Invalid marble diagram: '(' is never closed"))
    }
}

extension String {
    fileprivate var trimmingTrailingDashes: String {
        var result = self
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }
}
