extension MarbleDiagram {
    /// Draws recorded events as a marble diagram, the inverse of
    /// ``events(_:values:errors:frameLength:subscribed:)``.
    ///
    /// ```swift
    /// MarbleDiagram.render([.next(20, 1), .next(50, 2), .completed(80)], values: ["a": 1, "b": 2])
    /// // "--a--b--|"
    /// ```
    /// An element is drawn with the first key (in sorted order) of `values` whose value equals it, else
    /// with its own character (`String`/`Character` of one character, `Int` from 0 to 9), else `?`.
    /// Errors are drawn with their key in `errors`, else `#`. Drawing is exact only for events on the
    /// frame grid that don't overlap groups; otherwise it is a best effort.
    /// - Parameters:
    ///   - events: the events, in time order.
    ///   - values: the characters of the elements.
    ///   - errors: the characters of the errors.
    ///   - frameLength: the ticks per frame.
    ///   - subscribed: when given, a `^` is drawn at this time and frames are aligned to it;
    ///     otherwise frame 0 is time 0.
    /// - Returns: the diagram.
    public static func render<Element: Equatable>(
        _ events: [Recorded<Event<Element>>],
        values: [String: Element] = [:],
        errors: [String: Swift.Error] = [:],
        frameLength: TestTime = defaultFrameLength,
        subscribed: TestTime? = nil
    ) -> String {
        let length = max(frameLength, 1)
        guard let subscribed else {
            return draw(events, origin: 0, caretFrame: nil, frameLength: length, values: values, errors: errors).text
        }
        let earliest = min(events.map(\.time).min() ?? subscribed, subscribed)
        let caretFrame = (subscribed - earliest + length - 1) / length
        let origin = subscribed - caretFrame * length
        return draw(events, origin: origin, caretFrame: caretFrame, frameLength: length, values: values, errors: errors)
            .text
    }

    /// Compares `actual` with the events of the `expected` diagram (read like
    /// ``events(_:values:errors:frameLength:subscribed:)``) and describes the difference.
    ///
    /// The description shows both diagrams drawn on the same time line, one above the other, an arrow
    /// at the first frame that differs, and a line-by-line diff of the events with their exact times:
    /// ```text
    /// Events don't match the marble diagram (1 frame = 10 ticks, '^' = time 200)
    /// expected: ^--a--b--|
    /// actual:   ^--a--c--|
    ///                 ↑ first difference at frame 5 (time 250)
    /// Event diff (- only in actual, + only in expected)
    ///     next(1) @ 230
    ///   - next(3) @ 260
    ///   + next(2) @ 260
    ///     completed @ 290
    /// ```
    /// This is the failure message of ``XCTAssertMarbles(_:_:values:errors:frameLength:subscribed:file:line:)``.
    /// - Returns: `nil` when the events match; the description otherwise (also when `expected` is not a
    ///   valid diagram).
    public static func mismatchDescription<Element: Equatable>(
        actual: [Recorded<Event<Element>>],
        expected marbles: String,
        values: [String: Element] = [:],
        errors: [String: Swift.Error] = [:],
        frameLength: TestTime = defaultFrameLength,
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) -> String? {
        let parsed: Parsed<Element>
        do {
            parsed = try parse(marbles, values: values, errors: errors, frameLength: frameLength, allowsCaret: true)
        } catch {
            return "Expected marbles are invalid. \(error)"
        }
        let origin = parsed.origin(frameLength: frameLength, subscribed: subscribed)
        let expected = parsed.recorded(origin: origin)
        if actual == expected { return nil }

        let draw = { (events: [Recorded<Event<Element>>]) in
            Self.draw(
                events,
                origin: origin,
                caretFrame: parsed.caretFrame,
                frameLength: frameLength,
                values: values,
                errors: errors
            )
        }
        let expectedLine = draw(expected).text
        let actualDrawing = draw(actual)
        let timeLine = parsed.caretFrame == nil ? "frame 0 = time 0" : "'^' = time \(subscribed)"
        var lines = [
            "Events don't match the marble diagram (1 frame = \(frameLength) ticks, \(timeLine))",
            "expected: \(expectedLine)",
            "actual:   \(actualDrawing.text)",
        ]
        let expectedCharacters = Array(expectedLine)
        let actualCharacters = Array(actualDrawing.text)
        let common = min(expectedCharacters.count, actualCharacters.count)
        let column =
            (0..<common).first { expectedCharacters[$0] != actualCharacters[$0] }
            ?? (expectedCharacters.count == actualCharacters.count ? nil : common)
        if let column {
            let time = origin + column * frameLength
            let arrow = String(repeating: " ", count: column) + "↑"
            lines.append("          \(arrow) first difference at frame \(column) (time \(time))")
        } else {
            lines.append("          (the drawings look alike; the events differ in a way a diagram can't show)")
        }
        if !actualDrawing.isExact {
            lines.append(
                "note: the actual drawing is approximate (events off the frame grid, before frame 0, "
                    + "overlapping a group, or with elements that have no character)"
            )
        }
        let eventDiff = EventDiff.describe(actual, expected, firstLabel: "actual", secondLabel: "expected") {
            $0 == $1
        }
        lines.append("Event diff " + eventDiff)
        return lines.joined(separator: "\n")
    }

    // MARK: - Drawing

    /// Draws `events` with frame 0 at `origin`; `isExact` tells whether parsing the drawing gives the
    /// same events back.
    static func draw<Element: Equatable>(
        _ events: [Recorded<Event<Element>>],
        origin: TestTime,
        caretFrame: Int?,
        frameLength: TestTime,
        values: [String: Element],
        errors: [String: Swift.Error]
    ) -> (text: String, isExact: Bool) {
        var slots: [(frame: Int, symbols: [Character])] = []
        if let caretFrame { slots.append((caretFrame, ["^"])) }
        let sortedValueKeys = values.keys.sorted()
        let sortedErrorKeys = errors.keys.sorted()
        for recorded in events.sorted(by: { $0.time < $1.time }) {
            let offset = recorded.time - origin
            let frame = max(0, offset >= 0 ? offset / frameLength : -1)
            let symbol = self.symbol(
                for: recorded.value, valueKeys: sortedValueKeys, values: values,
                errorKeys: sortedErrorKeys, errors: errors)
            if let index = slots.firstIndex(where: { $0.frame == frame }) {
                slots[index].symbols.append(symbol)
            } else {
                slots.append((frame, [symbol]))
            }
        }
        slots.sort { $0.frame < $1.frame }

        var text = ""
        var cursor = 0
        var overlaps = false
        for slot in slots {
            if slot.frame < cursor {
                overlaps = true
            } else {
                text += String(repeating: "-", count: slot.frame - cursor)
                cursor = slot.frame
            }
            if slot.symbols.count == 1 {
                text.append(slot.symbols[0])
                cursor += 1
            } else {
                text += "(" + String(slot.symbols) + ")"
                cursor += slot.symbols.count + 2
            }
        }
        guard !overlaps,
            let reparsed = try? parse(text, values: values, errors: errors, frameLength: frameLength, allowsCaret: true)
        else {
            return (text, false)
        }
        return (text, reparsed.recorded(origin: origin) == events)
    }

    /// The character that draws `event`.
    private static func symbol<Element: Equatable>(
        for event: Event<Element>,
        valueKeys: [String],
        values: [String: Element],
        errorKeys: [String],
        errors: [String: Swift.Error]
    ) -> Character {
        switch event {
        case .completed:
            return "|"
        case .error(let error):
            let key = errorKeys.first { errors[$0].map { errorsAreEqual($0, error) } ?? false }
            return key?.first ?? "#"
        case .next(let element):
            if let key = valueKeys.first(where: { values[$0] == element }), let character = key.first {
                return character
            }
            return defaultCharacter(for: element) ?? "?"
        }
    }

    /// The character that stands for `element` without a `values` entry, if there is one.
    private static func defaultCharacter<Element>(for element: Element) -> Character? {
        let candidate: Character?
        if let string = element as? String, string.count == 1 {
            candidate = string.first
        } else if let character = element as? Character {
            candidate = character
        } else if let number = element as? Int, (0...9).contains(number) {
            candidate = Character(String(number))
        } else {
            candidate = nil
        }
        guard let candidate, !candidate.isWhitespace, !reservedCharacters.contains(candidate) else { return nil }
        return candidate
    }
}
