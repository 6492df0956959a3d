import Foundation
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that recorded events match a marble diagram.
///
/// ```swift
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// XCTAssertMarbles(res.events, "^-a-b-|", values: ["a": 2, "b": 4])
/// ```
/// The diagram is read like ``MarbleDiagram/events(_:values:errors:frameLength:subscribed:)``: with a
/// `^`, its frame is at `subscribed` (200, when ``TestScheduler/start(_:)`` subscribes). On failure the
/// message draws the expected and actual events as aligned diagrams and lists an event diff; see
/// ``MarbleDiagram/mismatchDescription(actual:expected:values:errors:frameLength:subscribed:)``.
/// The message ends with the URL of a picture of both timelines (see ``MarbleFailureReport``). An invalid
/// diagram fails the assertion with the ``MarbleSyntaxError`` description.
/// - Parameters:
///   - events: the recorded events, usually `observer.events`.
///   - marbles: the expected diagram.
///   - values: the element of each value character.
///   - errors: the error of each error character; `"#"` overrides the default ``MarbleError``.
///   - frameLength: the ticks per frame.
///   - subscribed: the time of the `^` frame.
///   - file: the file reported on failure.
///   - line: the line reported on failure.
public func XCTAssertMarbles<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ marbles: String,
    values: [String: Element] = [:],
    errors: [String: Swift.Error] = [:],
    frameLength: TestTime = MarbleDiagram.defaultFrameLength,
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let message = marblesFailure(
        events, marbles, values: values, errors: errors, frameLength: frameLength, subscribed: subscribed,
        file: "\(file)", line: line)
    if let message {
        XCTFail(message, file: file, line: line)
    }
}

/// The failure message of ``XCTAssertMarbles(_:_:values:errors:frameLength:subscribed:file:line:)``, with the
/// picture of the expected and actual events written to disk; `nil` when the events match.
package func marblesFailure<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ marbles: String,
    values: [String: Element],
    errors: [String: Swift.Error],
    frameLength: TestTime,
    subscribed: TestTime,
    file: String,
    line: UInt,
    directory: URL = MarbleFailureReport.directory
) -> String? {
    let description = MarbleDiagram.mismatchDescription(
        actual: events,
        expected: marbles,
        values: values,
        errors: errors,
        frameLength: frameLength,
        subscribed: subscribed
    )
    guard let description else { return nil }
    // An invalid diagram has no events to draw: the syntax error is the whole message.
    guard
        let expected = try? MarbleDiagram.events(
            marbles, values: values, errors: errors, frameLength: frameLength, subscribed: subscribed)
    else { return description }
    let common = min(events.count, expected.count)
    let index = (0..<common).first { events[$0] != expected[$0] } ?? common
    return picturedFailure(
        description, actual: MarbleLane.marks(of: events), expected: MarbleLane.marks(of: expected),
        lanes: .actualExpected, differingAt: index,
        note: nil, file: file, line: line, directory: directory)
}
