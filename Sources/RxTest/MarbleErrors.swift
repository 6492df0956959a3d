/// The error that `#` stands for in a marble diagram when no `errors: ["#": …]` entry is given.
///
/// ```swift
/// let events = try Recorded.events(marbles: "-a-#", values: ["a": 1])
/// // [next(1) @ 10, error(marble error) @ 30]
/// ```
public struct MarbleError: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// A name that tells errors apart in messages.
    public let name: String

    /// Creates an error.
    /// - Parameter name: a name shown in messages.
    public init(_ name: String = "marble error") {
        self.name = name
    }

    /// The name of the error.
    public var description: String {
        name
    }
}

/// Why a marble diagram could not be parsed; thrown by every API that reads marbles.
///
/// Its `description` points at the offending character:
/// ```text
/// Invalid marble diagram: an event after the terminal event at offset 4
///   --a|b
///       ↑
/// ```
public struct MarbleSyntaxError: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of mistakes in a marble diagram.
    public enum Kind: Hashable, Sendable {
        /// A `(` is never closed.
        case unclosedGroup
        /// A `)` has no matching `(`.
        case unopenedGroup
        /// A `(` appears inside a group.
        case nestedGroup
        /// A group `()` contains no event.
        case emptyGroup
        /// A `-` appears inside a group, where time does not pass.
        case frameInsideGroup
        /// A second `^`.
        case duplicateSubscriptionPoint
        /// A `^` where subscription points are not allowed (cold observables).
        case subscriptionPointNotAllowed
        /// An event follows `|`, `#` or another error event.
        case eventAfterTerminal
        /// A character that is neither notation nor a key of `values`/`errors` and has no default value
        /// for the element type.
        case unknownValue(Character)
        /// A character that would join a neighbouring character when drawn: it starts with a combining mark
        /// (joining the character before it) or ends with a prepended mark such as U+0600 (joining the one
        /// after it).
        case combiningCharacter(Character)
        /// A key of `values` or `errors` that is not a single, non-reserved character.
        case invalidKey(String)
        /// A frame length that is not positive.
        case invalidFrameLength(TestTime)
    }

    /// What went wrong.
    public let kind: Kind
    /// The diagram that was being parsed.
    public let marbles: String
    /// The character offset of the problem in ``marbles`` (`nil` for problems with the arguments).
    public let offset: Int?

    /// Creates an error.
    /// - Parameters:
    ///   - kind: what went wrong.
    ///   - marbles: the diagram.
    ///   - offset: the character offset of the problem.
    public init(_ kind: Kind, marbles: String, offset: Int?) {
        self.kind = kind
        self.marbles = marbles
        self.offset = offset
    }

    /// A sentence describing ``kind``.
    public var reason: String {
        switch kind {
        case .unclosedGroup: "'(' is never closed"
        case .unopenedGroup: "')' has no matching '('"
        case .nestedGroup: "groups can't be nested"
        case .emptyGroup: "a group must contain at least one event"
        case .frameInsideGroup: "'-' can't appear inside a group (all events of a group share one frame)"
        case .duplicateSubscriptionPoint: "a second '^' (there can be only one subscription point)"
        case .subscriptionPointNotAllowed: "'^' is not allowed here (cold observables start at subscription)"
        case .eventAfterTerminal: "an event after the terminal event"
        case .unknownValue(let character):
            "no value for '\(character)' (add it to `values`, or to `errors` for an error event)"
        case .combiningCharacter(let character):
            "'\(character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " "))' "
                + (("-" + String(character)).count != 2
                    ? "starts with a combining mark, which would join the character before it"
                    : "ends with a prepended mark, which would join the character after it")
        case .invalidKey(let key):
            "invalid key \"\(key)\" (keys must be one character other than - ( ) ^ | and whitespace)"
        case .invalidFrameLength(let length): "the frame length must be positive, not \(length)"
        }
    }

    /// The reason, the offset and the diagram with an arrow under the offending character.
    public var description: String {
        guard let offset else { return "Invalid marble diagram \"\(marbles)\": \(reason)" }
        let arrow = String(repeating: " ", count: offset) + "↑"
        return "Invalid marble diagram: \(reason) at offset \(offset)\n  \(marbles)\n  \(arrow)"
    }
}
