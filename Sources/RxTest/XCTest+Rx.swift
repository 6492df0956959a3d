import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two event lists are equal; on failure the message shows a line-by-line diff and the URL of
/// a picture of both lists (see ``MarbleFailureReport``).
/// - Parameters:
///   - lhs: the first list (usually the recorded events).
///   - rhs: the second list (usually the expected events).
///   - file: the file reported on failure.
///   - line: the line reported on failure.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>],
    _ rhs: [Event<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let message = eventsFailure(
        "Events are not equal", actual: lhs, expected: rhs, lanes: .firstSecond, areEqual: { $0 == $1 },
        file: "\(file)",
        line: line)
    if let message { XCTFail(message, file: file, line: line) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two recorded event lists are equal (times and events); on failure the message shows a
/// line-by-line diff and the URL of a picture of both timelines (see ``MarbleFailureReport``).
/// - Parameters:
///   - lhs: the first list (usually `observer.events`).
///   - rhs: the second list (usually the expected events).
///   - file: the file reported on failure.
///   - line: the line reported on failure.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>],
    _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertRecordedEventsEqual(lhs, rhs, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two recorded lists of optional-element events are equal; on failure the message shows
/// a line-by-line diff and the URL of a picture of both timelines (see ``MarbleFailureReport``).
/// - Parameters:
///   - lhs: the first list (usually `observer.events`).
///   - rhs: the second list (usually the expected events).
///   - file: the file reported on failure.
///   - line: the line reported on failure.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>],
    _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertRecordedEventsEqual(lhs, rhs, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of ``/RxSwift/SingleEvent``s are equal (errors compared as for `Event`); on
/// failure the message shows a line-by-line diff and the URL of a picture (see ``MarbleFailureReport``).
/// - Parameters:
///   - lhs: the first list.
///   - rhs: the second list.
///   - file: the file reported on failure.
///   - line: the line reported on failure.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>],
    _ rhs: [SingleEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEventsEqual(lhs, rhs, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of ``/RxSwift/MaybeEvent``s are equal; on failure the message shows a line-by-line
/// diff and the URL of a picture (see ``MarbleFailureReport``).
/// - Parameters:
///   - lhs: the first list.
///   - rhs: the second list.
///   - file: the file reported on failure.
///   - line: the line reported on failure.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>],
    _ rhs: [MaybeEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEventsEqual(lhs, rhs, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of ``/RxSwift/CompletableEvent``s are equal; on failure the message shows a
/// line-by-line diff and the URL of a picture (see ``MarbleFailureReport``).
/// - Parameters:
///   - lhs: the first list.
///   - rhs: the second list.
///   - file: the file reported on failure.
///   - line: the line reported on failure.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent],
    _ rhs: [CompletableEvent],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEventsEqual(lhs, rhs, file: file, line: line)
}

/// Fails with a diff and a picture unless the two recorded lists are equal (times and events).
private func assertRecordedEventsEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>],
    _ rhs: [Recorded<Event<Element>>],
    file: StaticString,
    line: UInt
) {
    let message = recordedEventsFailure(
        "Recorded events are not equal", actual: lhs, expected: rhs, lanes: .firstSecond, areEqual: { $0 == $1 },
        file: "\(file)", line: line)
    if let message { XCTFail(message, file: file, line: line) }
}

/// Fails with a diff and a picture unless the two lists of trait events are element-wise equal.
private func assertEventsEqual<T: TraitEventAssertion>(_ lhs: [T], _ rhs: [T], file: StaticString, line: UInt) {
    let message = eventsFailure(
        T.mismatchTitle, actual: lhs, expected: rhs, lanes: .firstSecond, areEqual: T.areEqual, mark: \.mark,
        file: "\(file)", line: line)
    if let message { XCTFail(message, file: file, line: line) }
}

/// The outcome of a trait (``/RxSwift/SingleEvent``, ``/RxSwift/MaybeEvent``, ``/RxSwift/CompletableEvent``) as
/// the event assertions of XCTest and Swift Testing compare, title and draw it.
protocol TraitEventAssertion {
    /// The first line of the failure message ("Single events are not equal").
    static var mismatchTitle: String { get }
    /// Whether two outcomes are equal, as RxTest's `==` for them says.
    static func areEqual(_ lhs: Self, _ rhs: Self) -> Bool
    /// How a failure picture draws the outcome.
    var mark: MarbleLane.Mark { get }
}

extension Result: TraitEventAssertion where Success: Equatable, Failure == Swift.Error {
    static var mismatchTitle: String { "Single events are not equal" }
    static func areEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs == rhs }
    var mark: MarbleLane.Mark { singleMark(self) }
}

extension MaybeEvent: TraitEventAssertion where Element: Equatable {
    static var mismatchTitle: String { "Maybe events are not equal" }
    static func areEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs == rhs }
    var mark: MarbleLane.Mark { maybeMark(self) }
}

extension CompletableEvent: TraitEventAssertion {
    static var mismatchTitle: String { "Completable events are not equal" }
    static func areEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs == rhs }
    var mark: MarbleLane.Mark { completableMark(self) }
}

/// How a failure picture draws a ``/RxSwift/SingleEvent``: a success as a marble, a failure as a cross.
package func singleMark<Element>(_ event: SingleEvent<Element>) -> MarbleLane.Mark {
    switch event {
    case .success(let element): .next("\(element)")
    case .failure(let error): .error("\(error)")
    }
}

/// How a failure picture draws a ``/RxSwift/MaybeEvent``.
package func maybeMark<Element>(_ event: MaybeEvent<Element>) -> MarbleLane.Mark {
    switch event {
    case .success(let element): .next("\(element)")
    case .error(let error): .error("\(error)")
    case .completed: .completed
    }
}

/// How a failure picture draws a ``/RxSwift/CompletableEvent``.
package func completableMark(_ event: CompletableEvent) -> MarbleLane.Mark {
    switch event {
    case .error(let error): .error("\(error)")
    case .completed: .completed
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that `stream` consists of `next` events carrying exactly `elements`, in order, with no
/// terminal event; times are ignored. On failure the message shows a diff and the URL of a picture of
/// both lists (see ``MarbleFailureReport``).
/// - Parameters:
///   - stream: the recorded events.
///   - elements: the expected elements.
///   - file: the file reported on failure.
///   - line: the line reported on failure.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>],
    _ elements: [Element],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let message = eventsFailure(
        "Recorded elements are not equal", actual: stream.map(\.value), expected: elements.map { Event.next($0) },
        areEqual: { $0 == $1 }, file: "\(file)", line: line)
    if let message { XCTFail(message, file: file, line: line) }
}

/// The failure message of the event assertions: a title, the counts and a diff.
package func eventsMismatchMessage<T>(
    _ title: String,
    _ lhs: [T],
    _ rhs: [T],
    areEqual: (T, T) -> Bool
) -> String {
    let header = "\(title) (first: \(lhs.count) events, second: \(rhs.count) events)"
    return header + "\n" + EventDiff.describe(lhs, rhs, areEqual: areEqual)
}
