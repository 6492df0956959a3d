import Foundation
import RxSwift
import Testing

// RxTest's assertions for Swift Testing: the same checks, text diff and failure picture as the XCTest assertions
// (`XCTAssertEqual` on events, `XCTAssertRecordedElements`, `XCTAssertMarbles`), recorded as an issue of the
// running `@Test` at the caller's source location, with the picture attached to the test's result.

/// Expects recorded events to equal `expected`; on a mismatch, records an issue whose comment is a line-by-line
/// diff followed by the URL of a picture of both timelines (see ``MarbleFailureReport``), and attaches the
/// picture to the test.
///
/// ```swift
/// @Test func doubles() {
///     let scheduler = TestScheduler(initialClock: 0)
///     let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
///     let res = scheduler.start { xs.map { $0 * 2 } }
///     expectEqual(res.events, [.next(210, 2), .completed(300)])
/// }
/// ```
/// - Parameters:
///   - actual: the recorded events, usually `observer.events`.
///   - expected: the events expected.
///   - sourceLocation: where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRecordedEqual(actual, expected, areEqual: { $0 == $1 }, at: sourceLocation)
}

/// Expects recorded events of optional elements to equal `expected`, with a diff and a picture on a mismatch, as
/// for recorded events of other elements.
/// - Parameters:
///   - actual: the recorded events.
///   - expected: the events expected.
///   - sourceLocation: where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [Recorded<Event<Element?>>],
    _ expected: [Recorded<Event<Element?>>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRecordedEqual(actual, expected, areEqual: { $0 == $1 }, at: sourceLocation)
}

/// Expects events (without times) to equal `expected`; on a mismatch, records an issue with a diff and a picture
/// that draws the events one per tick.
/// - Parameters:
///   - actual: the events.
///   - expected: the events expected.
///   - sourceLocation: where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [Event<Element>],
    _ expected: [Event<Element>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    record(
        eventsFailure(
            "Events are not equal", actual: actual, expected: expected, areEqual: { $0 == $1 },
            file: sourceLocation.filePath, line: UInt(sourceLocation.line)),
        at: sourceLocation)
}

/// Expects the events of a `Single` to equal `expected`, with a diff and a picture on a mismatch.
/// - Parameters:
///   - actual: the events.
///   - expected: the events expected.
///   - sourceLocation: where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [SingleEvent<Element>],
    _ expected: [SingleEvent<Element>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectEventsEqual(actual, expected, at: sourceLocation)
}

/// Expects the events of a `Maybe` to equal `expected`, with a diff and a picture on a mismatch.
/// - Parameters:
///   - actual: the events.
///   - expected: the events expected.
///   - sourceLocation: where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [MaybeEvent<Element>],
    _ expected: [MaybeEvent<Element>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectEventsEqual(actual, expected, at: sourceLocation)
}

/// Expects the events of a `Completable` to equal `expected`, with a diff and a picture on a mismatch.
/// - Parameters:
///   - actual: the events.
///   - expected: the events expected.
///   - sourceLocation: where the issue is reported.
public func expectEqual(
    _ actual: [CompletableEvent],
    _ expected: [CompletableEvent],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectEventsEqual(actual, expected, at: sourceLocation)
}

/// Expects the `next` elements of recorded events to be `elements`, ignoring times and the terminal event (as
/// ``XCTAssertRecordedElements(_:_:file:line:)``).
/// - Parameters:
///   - events: the recorded events.
///   - elements: the elements expected, in order.
///   - sourceLocation: where the issue is reported.
public func expectRecordedElements<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ elements: [Element],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = events.compactMap { $0.value.element }
    record(
        eventsFailure(
            "Recorded elements are not equal", actual: actual.map(Event.next), expected: elements.map(Event.next),
            areEqual: { $0 == $1 }, file: sourceLocation.filePath, line: UInt(sourceLocation.line)),
        at: sourceLocation)
}

/// Expects recorded events to match a marble diagram (as ``XCTAssertMarbles(_:_:values:errors:frameLength:subscribed:file:line:)``):
/// on a mismatch, records an issue that draws the expected and actual events as aligned diagrams, lists an event
/// diff and links the picture; an invalid diagram records its ``MarbleSyntaxError``.
///
/// ```swift
/// @Test(arguments: ["^-a-b-|", "^-a-b-c-|"])
/// func passesElementsThrough(_ diagram: String) throws {
///     let scheduler = TestScheduler(initialClock: 0)
///     let xs = try scheduler.createHotObservable(marbles: diagram)
///     let res = scheduler.start { xs.map { $0 } }
///     expectMarbles(res.events, diagram)
/// }
/// ```
/// - Parameters:
///   - events: the recorded events.
///   - marbles: the expected diagram.
///   - values: the element of each value character.
///   - errors: the error of each error character.
///   - frameLength: the ticks per frame.
///   - subscribed: the time of the `^` frame.
///   - sourceLocation: where the issue is reported.
public func expectMarbles<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ marbles: String,
    values: [String: Element] = [:],
    errors: [String: Swift.Error] = [:],
    frameLength: TestTime = MarbleDiagram.defaultFrameLength,
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    record(
        marblesFailure(
            events, marbles, values: values, errors: errors, frameLength: frameLength, subscribed: subscribed,
            file: sourceLocation.filePath, line: UInt(sourceLocation.line)),
        at: sourceLocation)
}

/// Records `message`, if any, as an issue at `sourceLocation`.
private func record(_ message: String?, at sourceLocation: SourceLocation) {
    guard let message else { return }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Records an issue with a diff and a picture unless the two lists of recorded events are element-wise equal.
private func expectRecordedEqual<Value>(
    _ actual: [Recorded<Event<Value>>], _ expected: [Recorded<Event<Value>>],
    areEqual: (Recorded<Event<Value>>, Recorded<Event<Value>>) -> Bool, at sourceLocation: SourceLocation
) {
    record(
        recordedEventsFailure(
            "Recorded events are not equal", actual: actual, expected: expected, areEqual: areEqual,
            file: sourceLocation.filePath, line: UInt(sourceLocation.line)),
        at: sourceLocation)
}

/// Records an issue with a diff and a picture unless the two lists of trait events are element-wise equal.
private func expectEventsEqual<T: TraitEventAssertion>(
    _ actual: [T], _ expected: [T], at sourceLocation: SourceLocation
) {
    record(
        eventsFailure(
            T.mismatchTitle, actual: actual, expected: expected, areEqual: T.areEqual, mark: \.mark,
            file: sourceLocation.filePath, line: UInt(sourceLocation.line)),
        at: sourceLocation)
}

/// What the failure pictures know of the running Swift Testing test, if any.
enum SwiftTestingContext {
    /// The name of the running `@Test`, or `nil` outside Swift Testing.
    static var currentTestName: String? {
        guard let test = Test.current else { return nil }
        return test.displayName ?? test.name
    }

    /// Attaches `page` to the running `@Test`'s result under `name`; does nothing outside Swift Testing.
    static func attach(_ page: String, named name: String) {
        guard Test.current != nil else { return }
        Attachment.record(page, named: name)
    }
}
