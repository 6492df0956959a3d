import RxTest
import RxTestSupport
import XCTest

final class MarbleParsingTests: RxTestCase {
    func testFramesValuesAndCompletion() throws {
        let events = try Recorded.events(marbles: "--a--b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(20, 1), .next(50, 2), .completed(80)])
    }

    func testDefaultValuesForStringCharacterAndDigits() throws {
        XCTAssertEqual(try MarbleDiagram.events("-x|"), [Recorded.next(10, "x"), .completed(20)])
        XCTAssertEqual(try MarbleDiagram.events("-x"), [Recorded.next(10, Character("x"))])
        XCTAssertEqual(try MarbleDiagram.events("1-2"), [Recorded.next(0, 1), .next(20, 2)])
        XCTAssertEqual(
            try MarbleDiagram.events("-1", values: ["1": 100]),
            [Recorded.next(10, 100)],
            "an entry of values wins over the default"
        )
    }

    func testErrors() throws {
        XCTAssertEqual(try MarbleDiagram.events("-#", values: ["a": 1]), [.error(10, MarbleError())])
        XCTAssertEqual(
            try MarbleDiagram.events("-#", values: ["a": 1], errors: ["#": TestError.boom]),
            [.error(10, TestError.boom)])
        XCTAssertEqual(
            try MarbleDiagram.events("a-x", values: ["a": 1], errors: ["x": TestError.boom]),
            [.next(0, 1), .error(20, TestError.boom)]
        )
    }

    func testGroupsShareTheFrameOfTheirParenthesisAndTakeTheirLength() throws {
        let events = try MarbleDiagram.events("-(ab)-c", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(events, [.next(10, 1), .next(10, 2), .next(60, 3)])
        XCTAssertEqual(try MarbleDiagram.events("(a|)", values: ["a": 1]), [.next(0, 1), .completed(0)])
    }

    func testSubscriptionPointIsAtSubscribedTime() throws {
        let events = try MarbleDiagram.events("a-^-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(180, 1), .next(220, 2), .completed(240)])
        let custom = try MarbleDiagram.events("^a", values: ["a": 1], subscribed: 500)
        XCTAssertEqual(custom, [.next(510, 1)])
        let grouped = try MarbleDiagram.events("(^a|)", values: ["a": 1])
        XCTAssertEqual(grouped, [.next(200, 1), .completed(200)])
    }

    func testWhitespaceAndFrameLength() throws {
        let events = try MarbleDiagram.events(" -a -| ", values: ["a": 1], frameLength: 5)
        XCTAssertEqual(events, [.next(5, 1), .completed(15)])
    }

    func testTrailingFramesAfterTerminalAreAllowed() throws {
        XCTAssertEqual(try MarbleDiagram.events("-|---", values: ["a": 1]), [.completed(10)])
    }

    func testHotObservableFromMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(marbles: "-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(xs.recordedEvents, [.next(180, 1), .next(220, 2), .next(240, 3), .completed(260)])
        let res = scheduler.start { xs }
        XCTAssertMarbles(res.events, "^-b-c-|", values: ["b": 2, "c": 3])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)], "completion disposes the subscription")
    }

    func testColdObservableFromMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = try scheduler.createColdObservable(marbles: "--a-(b|)", values: ["a": "A", "b": "B"])
        XCTAssertEqual(ys.recordedEvents, [.next(20, "A"), .next(40, "B"), .completed(40)])
        let res = scheduler.start { ys }
        XCTAssertEqual(res.events, [.next(220, "A"), .next(240, "B"), .completed(240)])
        XCTAssertMarbles(res.events, "^-a-(b|)", values: ["a": "A", "b": "B"])
    }

    func testSubscriptionPointAtSubscribedTimeInAnAssertion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(7) }
        XCTAssertMarbles(res.events, "(^7|)")
    }

    // MARK: - Bad marbles

    private func syntaxError<T>(_ body: () throws -> T) -> MarbleSyntaxError? {
        do {
            _ = try body()
            XCTFail("expected a MarbleSyntaxError")
            return nil
        } catch {
            return error as? MarbleSyntaxError
        }
    }

    func testUnbalancedParentheses() {
        let unclosed = syntaxError { try MarbleDiagram.events("-(ab", values: ["a": 1, "b": 2]) }
        XCTAssertEqual(unclosed?.kind, .unclosedGroup)
        XCTAssertEqual(unclosed?.offset, 1)
        let unopened = syntaxError { try MarbleDiagram.events("-a)", values: ["a": 1]) }
        XCTAssertEqual(unopened?.kind, .unopenedGroup)
        XCTAssertEqual(unopened?.offset, 2)
        XCTAssertEqual(syntaxError { try MarbleDiagram.events("((a))", values: ["a": 1]) }?.kind, .nestedGroup)
        XCTAssertEqual(syntaxError { try MarbleDiagram.events("-()", values: ["a": 1]) }?.kind, .emptyGroup)
        XCTAssertEqual(
            syntaxError { try MarbleDiagram.events("(a-b)", values: ["a": 1, "b": 2]) }?.kind, .frameInsideGroup)
    }

    func testSubscriptionPointMistakes() {
        let twice = syntaxError { try MarbleDiagram.events("^-a-^", values: ["a": 1]) }
        XCTAssertEqual(twice?.kind, .duplicateSubscriptionPoint)
        XCTAssertEqual(twice?.offset, 4)
        let scheduler = TestScheduler(initialClock: 0)
        let cold = syntaxError { try scheduler.createColdObservable(marbles: "-^-a", values: ["a": 1]) }
        XCTAssertEqual(cold?.kind, .subscriptionPointNotAllowed)
    }

    func testEventsAfterTerminal() {
        for marbles in ["-|a", "-#-a", "(a|b)", "-|-|", "-x-a"] {
            let error = syntaxError {
                try MarbleDiagram.events(marbles, values: ["a": 1], errors: ["x": TestError.boom])
            }
            XCTAssertEqual(error?.kind, .eventAfterTerminal, marbles)
        }
    }

    func testUnknownValuesAndBadArguments() {
        XCTAssertEqual(syntaxError { try MarbleDiagram.events("-a", values: ["b": 1]) }?.kind, .unknownValue("a"))
        XCTAssertEqual(
            syntaxError { try MarbleDiagram.events("-a", values: [String: Int]()) }?.kind,
            .unknownValue("a"),
            "letters have no default Int value"
        )
        XCTAssertEqual(syntaxError { try MarbleDiagram.events("-", values: ["ab": 1]) }?.kind, .invalidKey("ab"))
        XCTAssertEqual(syntaxError { try MarbleDiagram.events("-", values: ["|": 1]) }?.kind, .invalidKey("|"))
        XCTAssertEqual(syntaxError { try MarbleDiagram.events("-", values: ["#": 1]) }?.kind, .invalidKey("#"))
        XCTAssertEqual(
            syntaxError { try MarbleDiagram.events("-", values: ["a": 1], errors: ["a": TestError.boom]) }?.kind,
            .invalidKey("a")
        )
        XCTAssertEqual(
            syntaxError { try MarbleDiagram.events("-", values: ["a": 1], frameLength: 0) }?.kind,
            .invalidFrameLength(0)
        )
    }

    /// A character that ends with a prepended concatenation mark (U+0600) before a line break parses as an
    /// element, but `render` would draw the next symbol right after it, and the mark would join it (U+0600 and
    /// "|" read back as one unknown character). It is rejected like a leading combining mark.
    func testCharacterEndingWithAPrependedMarkIsRejectedInsteadOfFusingWithTheSymbolAfter() {
        let error = syntaxError { try MarbleDiagram.events("-a-\u{0600}\n|", values: [String: String]()) }
        XCTAssertEqual(error?.kind, .combiningCharacter("\u{0600}"))
        XCTAssertEqual(error?.offset, 3)
        XCTAssertEqual(
            error?.reason, "'U+600' ends with a prepended mark, which would join the character after it")
    }

    /// Regression (found by the marble fuzzer): a character starting with a combining mark parsed as an
    /// element, but `render` drew it fused with the frame before it ("-" + U+031D reads back as one
    /// unknown character), breaking the rule that drawing parsed events and parsing the drawing gives them
    /// back. Such characters are now rejected with a clear error.
    func testRenderThenParseRoundTripLoneCombiningMarkIsRejectedInsteadOfFusingWithTheFrameBefore() {
        // After a line break (or at the start) the mark is a character of its own.
        let error = syntaxError { try MarbleDiagram.events("-\r\n\u{031D}-|", values: [String: String]()) }
        XCTAssertEqual(error?.kind, .combiningCharacter("\u{031D}"))
        XCTAssertEqual(error?.offset, 2)
        XCTAssertEqual(syntaxError { try MarbleDiagram.events("\u{031D}", values: [String: String]()) }?.offset, 0)
        XCTAssertEqual(
            error?.reason, "'U+31D' starts with a combining mark, which would join the character before it")
        // A precomposed or fully combined character is one frame as before, and draws back the same.
        let events = try? MarbleDiagram.events("-e\u{0301}-|", values: [String: String]())
        XCTAssertEqual(events?.count, 2)
        if let events {
            XCTAssertEqual(MarbleDiagram.render(events), "-e\u{0301}-|")
        }
    }

    func testSyntaxErrorDescriptionPointsAtTheProblem() {
        let error = syntaxError { try MarbleDiagram.events("--a|b", values: ["a": 1, "b": 2]) }
        XCTAssertEqual(
            error?.description,
            """
            Invalid marble diagram: an event after the terminal event at offset 4
              --a|b
                  ↑
            """
        )
        let argument = syntaxError { try MarbleDiagram.events("-", values: ["ab": 1]) }
        XCTAssertEqual(
            argument?.description,
            "Invalid marble diagram \"-\": invalid key \"ab\" (keys must be one character other than - ( ) ^ | and whitespace)"
        )
    }
}
