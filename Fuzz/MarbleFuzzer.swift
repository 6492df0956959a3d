import RxSwift
import RxTest

/// libFuzzer's entry point: checks the marble-diagram parser against one input.
///
/// The first byte chooses the arguments (element type, hot or cold, frame length, extra `values`/`errors`
/// keys, valid or not); the rest is the diagram, decoded as UTF-8 (invalid sequences become U+FFFD). Every
/// input must either parse or throw a ``MarbleSyntaxError`` whose offset points into the diagram; nothing
/// may crash or hang. A diagram that parses must give events in time order, on the frame grid, with at most
/// one terminal event, last; drawing them with `render` and parsing the drawing must give the same events;
/// and `mismatchDescription` must find no difference between the events and their own diagram.
@_cdecl("LLVMFuzzerTestOneInput")
public func marbleFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let options = bytes.first else { return 0 }
    let marbles = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let frameLength: TestTime = [10, 1, 3, 0, -5][Int(options & 0b111) % 5]
    let hot = options & 0b1000 == 0
    let extraKeys = options & 0b1_0000 != 0
    if options & 0b10_0000 == 0 {
        var values: [String: String] = ["a": "alpha", "b": "beta"]
        if extraKeys { values[options & 0b100_0000 == 0 ? "xy" : "-"] = "invalid key" }
        check(marbles, values: values, errors: ["e": MarbleError("e")], frameLength: frameLength, hot: hot)
    } else {
        var values: [String: Int] = ["a": 10, "z": 26]
        if extraKeys { values["e"] = 5 }  // Also an error key: invalid.
        check(marbles, values: values, errors: ["e": MarbleError("e")], frameLength: frameLength, hot: hot)
    }
    return 0
}

private func check<Element: Equatable>(
    _ marbles: String, values: [String: Element], errors: [String: Swift.Error], frameLength: TestTime, hot: Bool
) {
    let subscribed: TestTime = 200
    let events: [Recorded<Event<Element>>]
    do {
        events =
            try hot
            ? MarbleDiagram.events(
                marbles, values: values, errors: errors, frameLength: frameLength, subscribed: subscribed)
            : MarbleDiagram.coldEvents(marbles, values: values, errors: errors, frameLength: frameLength)
    } catch {
        checkError(error, marbles)
        return
    }
    // Up to whole frames. A `^` counts only as a character of its own, as the parser reads it (U+0600 followed
    // by `^` is one character, an element). Regression: crash-ea0146d2 from a CI fuzz run.
    let hasCaret = marbles.contains { $0 == "^" }
    let origin: TestTime = hot && hasCaret ? subscribed : 0
    var terminal = false
    var previous = TestTime.min
    for event in events {
        require(!terminal, "an event after the terminal event", marbles)
        require(event.time >= previous, "events out of time order", marbles)
        require((event.time - origin) % frameLength == 0, "an event off the frame grid", marbles)
        terminal = event.value.isStopEvent
        previous = event.time
    }
    // Drawn on the grid it was parsed on: aligned to `subscribed` when the diagram has a `^`, else to 0.
    let drawn = MarbleDiagram.render(
        events, values: values, errors: errors, frameLength: frameLength, subscribed: origin == 0 ? nil : subscribed)
    do {
        let again =
            try hot
            ? MarbleDiagram.events(
                drawn, values: values, errors: errors, frameLength: frameLength, subscribed: subscribed)
            : MarbleDiagram.coldEvents(drawn, values: values, errors: errors, frameLength: frameLength)
        require(
            sameEvents(again, events), "render then parse changed the events (drawn as \(String(reflecting: drawn)))",
            marbles)
    } catch {
        fail("its drawing \(String(reflecting: drawn)) does not parse: \(error)", marbles)
    }
    if hot {
        let mismatch = MarbleDiagram.mismatchDescription(
            actual: events, expected: marbles, values: values, errors: errors, frameLength: frameLength,
            subscribed: subscribed)
        require(mismatch == nil, "mismatchDescription against its own diagram: \(mismatch ?? "")", marbles)
    }
}

private func checkError(_ error: MarbleSyntaxError, _ marbles: String) {
    if let offset = error.offset {
        require(offset >= 0 && offset < marbles.count, "error offset \(offset) outside the diagram", marbles)
    }
    require(!error.description.isEmpty, "an empty error description", marbles)
}

/// Events compare by time and kind; errors by their description (the fuzzer's errors are `MarbleError`s).
private func sameEvents<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>])
    -> Bool
{
    lhs.count == rhs.count
        && zip(lhs, rhs).allSatisfy { left, right in
            guard left.time == right.time else { return false }
            switch (left.value, right.value) {
            case (.next(let a), .next(let b)): return a == b
            case (.completed, .completed): return true
            case (.error(let a), .error(let b)): return "\(a)" == "\(b)"
            default: return false
            }
        }
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String, _ marbles: String) {
    if !condition { fail(message(), marbles) }
}

private func fail(_ message: String, _ marbles: String) -> Never {
    fatalError("marble fuzzer: \(message) for diagram \(String(reflecting: marbles))")
}
