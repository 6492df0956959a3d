import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class MarbleFailureReportTests: RxTestCase {
    private var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("rxtest-diagrams-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testEqualRecordedEventsGiveNoMessageAndWriteNothing() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(250)]
        let message = recordedEventsFailure(
            "t", actual: events, expected: events, areEqual: { $0 == $1 }, file: "A.swift", line: 1,
            directory: directory)
        XCTAssertNil(message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path), "nothing written for a pass")
    }

    func testRecordedEventsMismatchWritesOneHTMLFileAndEndsTheMessageWithItsURL() throws {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 3), .completed(250)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(250)]
        let message = try XCTUnwrap(
            recordedEventsFailure(
                "Recorded events are not equal", actual: actual, expected: expected, lanes: .firstSecond,
                areEqual: { $0 == $1 }, file: "/src/MapTests.swift", line: 42, directory: directory))

        let url = directory.appendingPathComponent("MapTests.swift-42-1.html")
        XCTAssertTrue(message.hasPrefix("Recorded events are not equal (first: 3 events, second: 3 events)"))
        XCTAssertTrue(message.contains("  - next(3) @ 230"), "the text diff is kept")
        XCTAssertTrue(message.hasSuffix("\nMarble diagrams: \(url.absoluteString)"), message)
        XCTAssertTrue(url.absoluteString.hasPrefix("file:///"))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
            ["MapTests.swift-42-1.html", "index.html"])

        let html = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(html.contains("<h1>MapTests.swift:42</h1>"))
        XCTAssertTrue(html.contains("First difference at time 220"))
        let svgStart = try XCTUnwrap(html.range(of: "<svg"))
        let svgEnd = try XCTUnwrap(html.range(of: "</svg>"))
        let svg = SVGInspection(String(html[svgStart.lowerBound..<svgEnd.upperBound]))
        XCTAssertEqual(svg.all("text", inClass: "lane").map(\.text), ["expected (2nd)", "actual (1st)"])
        XCTAssertEqual(svg.marbles.map(\.label), ["1", "2", "1", "3"])
        XCTAssertEqual(svg.marbles.filter { $0.classes.contains("highlighted") }.map(\.label), ["2", "3"])
        let band = try XCTUnwrap(svg.all("rect", inClass: "difference").first)
        XCTAssertEqual((band.number("x") ?? 0) + 18, svg.marbles[1].x, "the band is at time 220")
        XCTAssertEqual(svg.marbles[0].x, svg.marbles[2].x, "both lanes share one time axis")
    }

    /// Issue 42: two failures at one file and line (two tests failing in one shared helper) each get a picture of
    /// their own, and the folder's index lists both, newest first; a message never links another failure's picture.
    func testTwoFailuresAtOneLineGetAPictureEachListedNewestFirstInTheIndex() throws {
        let messages = [2, 3].map { wrong in
            recordedEventsFailure(
                "t", actual: [Recorded.next(210, 1)], expected: [Recorded.next(210, wrong)], areEqual: { $0 == $1 },
                file: "/src/Helpers.swift", line: 9, directory: directory) ?? ""
        }
        XCTAssertTrue(messages[0].hasSuffix("/Helpers.swift-9-1.html"), messages[0])
        XCTAssertTrue(messages[1].hasSuffix("/Helpers.swift-9-2.html"), messages[1])
        for (message, wrong) in zip(messages, [2, 3]) {
            let path = try XCTUnwrap(message.split(separator: "\n").last?.dropFirst("Marble diagrams: file://".count))
            let html = try String(contentsOfFile: String(path), encoding: .utf8)
            XCTAssertTrue(html.contains("+ next(\(wrong)) @ 210"), "each picture is its own failure's")
        }
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        let first = try XCTUnwrap(index.range(of: "Helpers.swift-9-2.html"))
        let second = try XCTUnwrap(index.range(of: "Helpers.swift-9-1.html"))
        XCTAssertLessThan(first.lowerBound, second.lowerBound, "newest first")
    }

    func testMissingEventsHighlightTheFirstEventOfTheLongerList() throws {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        let message = try XCTUnwrap(
            recordedEventsFailure(
                "t", actual: actual, expected: expected, areEqual: { $0 == $1 }, file: "B.swift", line: 7,
                directory: directory))
        XCTAssertTrue(message.hasSuffix("B.swift-7-1.html"))
        let html = try String(contentsOf: directory.appendingPathComponent("B.swift-7-1.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("First difference at time 300"))
        XCTAssertTrue(html.contains("class=\"completed highlighted\""))
    }

    func testRecordedElementsMismatchIsDrawnByPositionWithANote() throws {
        let stream: [Recorded<Event<String>>] = [.next(300, "a"), .next(900, "c")]
        let message = try XCTUnwrap(
            eventsFailure(
                "Recorded elements are not equal", actual: stream.map(\.value), expected: [.next("a"), .next("b")],
                areEqual: { $0 == $1 }, file: "C.swift", line: 3, directory: directory))
        XCTAssertTrue(message.contains("  - next(c)\n  + next(b)"), message)
        XCTAssertTrue(message.hasSuffix("C.swift-3-1.html"))
        let html = try String(contentsOf: directory.appendingPathComponent("C.swift-3-1.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("events are drawn one per tick, in their order"))
        XCTAssertTrue(html.contains("First difference at time 1"))
        XCTAssertNil(
            eventsFailure(
                "t", actual: [Event.next(1)], expected: [.next(1)], areEqual: { $0 == $1 }, file: "C.swift", line: 4,
                directory: directory))
    }

    func testMarblesMismatchDrawsTheParsedDiagramAgainstTheActualEvents() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(marbles: "-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertNil(
            marblesFailure(
                res.events, "^-b-c-|", values: ["b": 20, "c": 30], errors: [:], frameLength: 10, subscribed: 200,
                file: "D.swift", line: 1, directory: directory))
        let message = try XCTUnwrap(
            marblesFailure(
                res.events, "^-b-d-|", values: ["b": 20, "d": 40], errors: [:], frameLength: 10, subscribed: 200,
                file: "D.swift", line: 2, directory: directory))
        XCTAssertTrue(message.contains("first difference at frame 4 (time 240)"), "the text diagrams are kept")
        XCTAssertTrue(message.hasSuffix("D.swift-2-1.html"))
        let html = try String(contentsOf: directory.appendingPathComponent("D.swift-2-1.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("First difference at time 240"))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
            ["D.swift-2-1.html", "index.html"])

        let invalid = marblesFailure(
            res.events, "^-(b", values: ["b": 20], errors: [:], frameLength: 10, subscribed: 200, file: "D.swift",
            line: 3, directory: directory)
        XCTAssertEqual(invalid?.hasPrefix("Expected marbles are invalid."), true)
        XCTAssertEqual(invalid?.contains("Marble diagrams:"), false, "an invalid diagram has nothing to draw")
    }

    func testAnUnwritableFolderIsReportedInTheMessage() throws {
        let file = directory.appendingPathExtension("file")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let message = recordedEventsFailure(
            "t", actual: [Recorded.next(1, 1)], expected: [], areEqual: { $0 == $1 }, file: "E.swift", line: 1,
            directory: file)
        XCTAssertEqual(message?.contains("(marble diagrams not written to "), true, message ?? "")
    }

    func testTheFolderComesFromTheVariableElseTheBuildFolderOfTheTests() {
        let build = MarbleFailureReport.directory(
            environment: [:], executablePath: "/repo/.build/x86_64-unknown-linux-gnu/debug/RxPackageTests.xctest",
            currentDirectory: "/elsewhere")
        XCTAssertEqual(build.path, "/repo/.build/rxtest-diagrams")
        let scratch = MarbleFailureReport.directory(
            environment: ["RXTEST_DIAGRAMS_DIR": ""], executablePath: "/repo/.build-trace/debug/T.xctest",
            currentDirectory: "/elsewhere")
        XCTAssertEqual(scratch.path, "/repo/.build-trace/rxtest-diagrams")
        let configured = MarbleFailureReport.directory(
            environment: ["RXTEST_DIAGRAMS_DIR": "/tmp/pictures"], executablePath: "/repo/.build/debug/T.xctest",
            currentDirectory: "/repo")
        XCTAssertEqual(configured.path, "/tmp/pictures")
        let outside = MarbleFailureReport.directory(
            environment: [:], executablePath: "/usr/bin/xctest", currentDirectory: "/nonexistent-\(UUID())")
        XCTAssertEqual(outside.lastPathComponent, "rxtest-diagrams")
        XCTAssertTrue(outside.path.hasPrefix(FileManager.default.temporaryDirectory.path))
    }
}

final class PrimitiveSequenceFailurePictureTests: RxTestCase {
    func testSingleMaybeAndCompletableMismatchesAreDrawnByPosition() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxtest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let single = eventsFailure(
            "Single events are not equal", actual: [SingleEvent<Int>.success(1)], expected: [.failure(TestError.boom)],
            areEqual: { $0 == $1 }, mark: singleMark, file: "S.swift", line: 1, directory: directory)
        XCTAssertEqual(single?.hasSuffix("S.swift-1-1.html"), true)
        let singleHTML = try String(contentsOf: directory.appendingPathComponent("S.swift-1-1.html"), encoding: .utf8)
        XCTAssertTrue(singleHTML.contains("<title>1 at 0</title>"), "the success is a marble")
        XCTAssertTrue(singleHTML.contains("error: boom at 0"), "the failure is a cross")

        let maybe = eventsFailure(
            "Maybe events are not equal", actual: [MaybeEvent<Int>.completed], expected: [.success(2)],
            areEqual: { $0 == $1 }, mark: maybeMark, file: "M.swift", line: 2, directory: directory)
        XCTAssertEqual(maybe?.hasSuffix("M.swift-2-1.html"), true)
        let maybeHTML = try String(contentsOf: directory.appendingPathComponent("M.swift-2-1.html"), encoding: .utf8)
        XCTAssertTrue(maybeHTML.contains("class=\"completed highlighted\""))

        XCTAssertNil(
            eventsFailure(
                "t", actual: [CompletableEvent.completed], expected: [.completed], areEqual: { $0 == $1 },
                mark: completableMark, file: "C.swift", line: 3, directory: directory))
        XCTAssertEqual(completableMark(.error(TestError.other)), .error("other"))
    }
}
