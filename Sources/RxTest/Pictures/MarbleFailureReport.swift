import Foundation

/// The picture of a failed event assertion: an HTML file with the expected and the actual events drawn as
/// marble diagrams on one time axis, the first difference marked in red.
///
/// When `XCTAssertEqual` on events, ``XCTAssertRecordedElements(_:_:file:line:)`` or
/// ``XCTAssertMarbles(_:_:values:errors:frameLength:subscribed:file:line:)`` fails, RxTest writes one such
/// file and ends the failure message with its `file://` URL:
/// ```text
/// Recorded events are not equal (first: 3 events, second: 3 events)
/// …
/// Marble diagrams: file:///work/app/.build/rxtest-diagrams/MapTests.swift-42-1.html
/// ```
/// The files go to the folder named by the `RXTEST_DIAGRAMS_DIR` environment variable; without it, to
/// `rxtest-diagrams` inside the build folder that holds the running tests (`.build/rxtest-diagrams` for
/// `swift test`), or inside `.build` of the current folder, or else of the temporary folder. The file is
/// named after the test (under Swift Testing) or the assertion's source file and line, and a counter, so that
/// every failure of a run has a picture of its own (two tests failing in one shared helper get `-1` and `-2`)
/// and a rerun replaces the pictures of the run before; `index.html` in the folder lists them, newest first.
/// Under Swift Testing the page is also attached to the test's result. Passing assertions write nothing.
public enum MarbleFailureReport {
    /// The environment variable that names the folder of the reports: `RXTEST_DIAGRAMS_DIR`.
    public static let directoryVariable = "RXTEST_DIAGRAMS_DIR"

    /// The folder the reports of this process go to (see the type's description).
    public static var directory: URL {
        directory(
            environment: ProcessInfo.processInfo.environment,
            executablePath: Bundle.main.executablePath ?? CommandLine.arguments.first ?? "",
            currentDirectory: FileManager.default.currentDirectoryPath
        )
    }

    /// The folder of the reports for a process with this environment, executable and current folder.
    /// - Parameters:
    ///   - environment: the environment variables.
    ///   - executablePath: the path of the running test executable.
    ///   - currentDirectory: the current folder.
    /// - Returns: `RXTEST_DIAGRAMS_DIR` when set; else `rxtest-diagrams` in the closest folder above the
    ///   executable whose name starts with `.build`; else in `.build` of `currentDirectory` when it exists;
    ///   else in the temporary folder.
    public static func directory(
        environment: [String: String],
        executablePath: String,
        currentDirectory: String
    ) -> URL {
        if let configured = environment[directoryVariable], !configured.isEmpty {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        var folder = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if folder.lastPathComponent.hasPrefix(".build") {
                return folder.appendingPathComponent("rxtest-diagrams", isDirectory: true)
            }
            folder.deleteLastPathComponent()
        }
        let local = URL(fileURLWithPath: currentDirectory).appendingPathComponent(".build", isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: local.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return local.appendingPathComponent("rxtest-diagrams", isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("rxtest-diagrams", isDirectory: true)
    }

    /// The report as an HTML page: a heading, the failure message and the picture of both lanes.
    /// - Parameters:
    ///   - title: the heading, such as the assertion's file and line.
    ///   - message: the failure message.
    ///   - expected: the expected events.
    ///   - actual: the actual events.
    ///   - highlightedTime: the time of the first difference.
    ///   - note: a remark drawn under the picture, if any.
    /// - Returns: the page, with the picture inline (no other file is needed).
    public static func html(
        title: String,
        message: String,
        expected: MarbleLane,
        actual: MarbleLane,
        highlightedTime: TestTime?,
        note: String? = nil
    ) -> String {
        let picture = MarblePicture(lanes: [expected, actual], highlightedTime: highlightedTime).svg
        let difference = highlightedTime.map { "First difference at time \($0), marked in red." } ?? ""
        let remark = note.map { "<p class=\"note\">\(SVGCanvas.escaped($0))</p>" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"><title>\(SVGCanvas.escaped(title))</title>
            <style>
            body { font-family: 'DejaVu Sans', Verdana, sans-serif; margin: 24px; color: #222; }
            h1 { font-size: 18px; } pre { background: #f4f4f4; padding: 12px; font-size: 12px; overflow-x: auto; }
            .note { color: #666; font-size: 13px; }
            </style></head>
            <body>
            <h1>\(SVGCanvas.escaped(title))</h1>
            <p>Expected and actual events on one time axis. \(difference)
            Hover a marble for its full value and time.</p>
            \(picture)\(remark)
            <pre>\(SVGCanvas.escaped(message))</pre>
            </body>
            </html>

            """
    }

    /// Writes the report of a failed assertion and returns the failure message followed by the file's URL
    /// (or by the reason it could not be written).
    static func message(
        _ message: String,
        expected: MarbleLane,
        actual: MarbleLane,
        highlightedTime: TestTime?,
        note: String? = nil,
        file: String,
        line: UInt,
        directory: URL = MarbleFailureReport.directory
    ) -> String {
        let source = URL(fileURLWithPath: file).lastPathComponent
        let test = SwiftTestingContext.currentTestName
        let title = test.map { "\($0) (\(source):\(line))" } ?? "\(source):\(line)"
        let page = html(
            title: title, message: message, expected: expected, actual: actual, highlightedTime: highlightedTime,
            note: note)
        // `test()` → `test`: the file is named after the test, the source and the line.
        let name = fileName(for: [test.map { String($0.prefix { $0 != "(" }) }, source, "\(line)"], in: directory)
        SwiftTestingContext.attach(page, named: name)
        let url = directory.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try page.write(to: url, atomically: true, encoding: .utf8)
            try writeIndex(of: directory)
            return message + "\nMarble diagrams: \(url.absoluteString)"
        } catch {
            return message + "\n(marble diagrams not written to \(url.path): \(error))"
        }
    }

    /// How many pictures this process has named after each label, by folder: every failure gets a file of its own
    /// (`MapTests.swift-42-1.html`, `-2`, … for two failures of one shared helper), and a rerun replaces the files of
    /// the run before.
    private static let namesGiven = LockedState<[String: Int]>([:])

    /// The file name of the next picture for the assertion named by `parts` (the test, if known, the source file and
    /// the line) in `directory`: the parts made safe for a file name, joined by `-`, and a counter.
    static func fileName(for parts: [String?], in directory: URL) -> String {
        let label = parts.compactMap { $0 }.map { part in
            String(part.map { $0.isLetter || $0.isNumber || "._".contains($0) ? $0 : "_" }.prefix(100))
        }.joined(separator: "-")
        let count = namesGiven.withLock { counts -> Int in
            let key = directory.path + "/" + label
            counts[key, default: 0] += 1
            return counts[key]!
        }
        return "\(label)-\(count).html"
    }

    /// The name of the index page of a folder of reports.
    public static let indexFileName = "index.html"

    /// Writes `index.html` in `directory`: a link to every report in it, newest first.
    static func writeIndex(of directory: URL) throws {
        let manager = FileManager.default
        let reports = try manager.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: [.contentModificationDateKey]
        )
        .filter { $0.pathExtension == "html" && $0.lastPathComponent != indexFileName }
        .map { url in
            (
                url,
                (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
                    ?? .distantPast
            )
        }
        .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.lastPathComponent > $1.0.lastPathComponent }
        let items = reports.map { url, date in
            let name = SVGCanvas.escaped(url.lastPathComponent)
            return "<li><a href=\"\(name)\">\(name)</a> <span class=\"date\">\(date)</span></li>"
        }
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"><title>RxTest failure pictures</title>
            <style>body { font-family: 'DejaVu Sans', Verdana, sans-serif; margin: 24px; }
            .date { color: #666; font-size: 12px; }</style></head>
            <body>
            <h1>RxTest failure pictures, newest first</h1>
            <ul>
            \(items.joined(separator: "\n"))
            </ul>
            </body>
            </html>

            """
        try page.write(to: directory.appendingPathComponent(indexFileName), atomically: true, encoding: .utf8)
    }
}

/// The names of the lanes of a failure picture: which list is expected and which is actual.
package struct FailureLaneTitles: Sendable {
    let actual: String
    let expected: String

    /// For assertions whose arguments are the actual events and the expected ones, in this order.
    package static let actualExpected = FailureLaneTitles(actual: "actual", expected: "expected")
    /// For `XCTAssertEqual`, whose two arguments are usually the recorded and the expected events.
    package static let firstSecond = FailureLaneTitles(actual: "actual (1st)", expected: "expected (2nd)")
}

/// The index of the first pair that differs, or of the first event of the longer list; `nil` when equal.
private func firstDifference<T>(_ actual: [T], _ expected: [T], areEqual: (T, T) -> Bool) -> Int? {
    let common = min(actual.count, expected.count)
    return (0..<common).first { !areEqual(actual[$0], expected[$0]) }
        ?? (actual.count == expected.count ? nil : common)
}

/// The failure message of a recorded-events assertion, with its picture written to disk; `nil` when the
/// lists are equal (nothing is written then).
package func recordedEventsFailure<Element>(
    _ title: String,
    actual: [Recorded<Event<Element>>],
    expected: [Recorded<Event<Element>>],
    lanes: FailureLaneTitles = .actualExpected,
    areEqual: (Recorded<Event<Element>>, Recorded<Event<Element>>) -> Bool,
    file: String,
    line: UInt,
    directory: URL = MarbleFailureReport.directory
) -> String? {
    guard let index = firstDifference(actual, expected, areEqual: areEqual) else { return nil }
    return picturedFailure(
        eventsMismatchMessage(title, actual, expected, areEqual: areEqual), actual: MarbleLane.marks(of: actual),
        expected: MarbleLane.marks(of: expected), lanes: lanes, differingAt: index, note: nil, file: file, line: line,
        directory: directory)
}

/// The failure message of an assertion on events without times (drawn one per tick, in order, each as
/// `mark` says), with its picture written to disk; `nil` when the lists are equal.
package func eventsFailure<T>(
    _ title: String,
    actual: [T],
    expected: [T],
    lanes: FailureLaneTitles = .actualExpected,
    areEqual: (T, T) -> Bool,
    mark: (T) -> MarbleLane.Mark,
    file: String,
    line: UInt,
    directory: URL = MarbleFailureReport.directory
) -> String? {
    guard let index = firstDifference(actual, expected, areEqual: areEqual) else { return nil }
    let actualMarks = actual.enumerated().map { Recorded(time: $0.offset, value: mark($0.element)) }
    let expectedMarks = expected.enumerated().map { Recorded(time: $0.offset, value: mark($0.element)) }
    return picturedFailure(
        eventsMismatchMessage(title, actual, expected, areEqual: areEqual), actual: actualMarks,
        expected: expectedMarks, lanes: lanes, differingAt: index,
        note: "The assertion ignores times: the events are drawn one per tick, in their order.", file: file,
        line: line, directory: directory)
}

/// ``eventsFailure(_:actual:expected:lanes:areEqual:mark:file:line:directory:)`` for `Event`s.
package func eventsFailure<Element>(
    _ title: String,
    actual: [Event<Element>],
    expected: [Event<Element>],
    lanes: FailureLaneTitles = .actualExpected,
    areEqual: (Event<Element>, Event<Element>) -> Bool,
    file: String,
    line: UInt,
    directory: URL = MarbleFailureReport.directory
) -> String? {
    eventsFailure(
        title, actual: actual, expected: expected, lanes: lanes, areEqual: areEqual,
        mark: { MarbleLane.mark(for: $0, label: { "\($0)" }) }, file: file, line: line, directory: directory)
}

/// Writes the picture of `actual` against `expected`, the marks at `index` highlighted, and returns `text`
/// followed by the file's URL.
package func picturedFailure(
    _ text: String,
    actual: [Recorded<MarbleLane.Mark>],
    expected: [Recorded<MarbleLane.Mark>],
    lanes: FailureLaneTitles,
    differingAt index: Int,
    note: String?,
    file: String,
    line: UInt,
    directory: URL
) -> String {
    let expectedLane = MarbleLane(
        lanes.expected, marks: expected, highlightedMarks: index < expected.count ? [index] : [])
    let actualLane = MarbleLane(lanes.actual, marks: actual, highlightedMarks: index < actual.count ? [index] : [])
    let times = [expected, actual].compactMap { index < $0.count ? $0[index].time : nil }
    return MarbleFailureReport.message(
        text, expected: expectedLane, actual: actualLane, highlightedTime: times.min(), note: note, file: file,
        line: line, directory: directory)
}
