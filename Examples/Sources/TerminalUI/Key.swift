/// A key press or terminal report decoded from the terminal's input bytes.
public enum Key: Equatable, Sendable {
    /// A printable character (or a control character without a name below).
    case character(Character)
    /// Return or Enter.
    case enter
    /// The Escape key on its own.
    case escape
    /// Backspace.
    case backspace
    /// An arrow key.
    case up, down, left, right
    /// The terminal window gained focus (`ESC [ I`, after ``ANSI/enableFocusReports``).
    case focusIn
    /// The terminal window lost focus (`ESC [ O`).
    case focusOut
    /// An escape sequence the decoder does not know, without its leading ESC.
    case unknownSequence(String)
}

/// Turns the bytes read from a terminal into ``Key`` values.
///
/// Escape sequences may arrive split over several reads; the decoder keeps an unfinished one until the
/// next call. A lone ESC at the end of a read is the Escape key.
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("q\u{1B}[A\u{1B}[I".utf8))   // [.character("q"), .up, .focusIn]
/// ```
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Decodes the keys in `bytes`, prefixed with what an earlier call left unfinished.
    /// - Parameter bytes: bytes as read from the terminal.
    /// - Returns: the keys, in order.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == 0x1B {
                guard index + 1 < input.count else {
                    keys.append(.escape)
                    break
                }
                guard input[index + 1] == UInt8(ascii: "[") || input[index + 1] == UInt8(ascii: "O") else {
                    keys.append(.escape)
                    index += 1
                    continue
                }
                // CSI / SS3: parameters and intermediates, then a final byte in 0x40...0x7E.
                var end = index + 2
                while end < input.count && !(0x40...0x7E).contains(input[end]) { end += 1 }
                guard end < input.count else {
                    pending = Array(input[index...])
                    break
                }
                keys.append(Self.key(forSequence: Array(input[(index + 1)...end])))
                index = end + 1
                continue
            }
            switch byte {
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            default:
                // A UTF-8 character: its length comes from the leading byte.
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    index = input.count
                    continue
                }
                let text = String(decoding: input[index..<(index + length)], as: UTF8.self)
                keys.append(.character(text.first ?? "\u{FFFD}"))
                index += length
                continue
            }
            index += 1
        }
        return keys
    }

    private static func key(forSequence sequence: [UInt8]) -> Key {
        let text = String(decoding: sequence, as: UTF8.self)
        switch text {
        case "[A", "OA": return .up
        case "[B", "OB": return .down
        case "[C", "OC": return .right
        case "[D", "OD": return .left
        case "[I": return .focusIn
        case "[O": return .focusOut
        default: return .unknownSequence(text)
        }
    }
}
