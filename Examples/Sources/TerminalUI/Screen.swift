/// Draws whole frames of text on a terminal's alternate screen.
///
/// ```swift
/// let screen = Screen(terminal: terminal)
/// screen.enter()
/// screen.draw(["Geolocation", "", "Longitude: 2.2945"])
/// screen.leave()
/// ```
public final class Screen: @unchecked Sendable {
    // Sendable: stateless apart from the terminal, which is Sendable.

    /// The terminal drawn on.
    public let terminal: Terminal

    /// Creates a screen on `terminal`.
    /// - Parameter terminal: the terminal to draw on.
    public init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// Switches to the alternate screen and hides the cursor.
    public func enter() {
        terminal.write(ANSI.enterFullScreen)
    }

    /// Shows the cursor and returns to the normal screen (what was there before ``enter()`` reappears).
    public func leave() {
        terminal.write(ANSI.leaveFullScreen)
    }

    /// Clears the screen and draws `lines` from the top, each cut to the terminal's width.
    /// - Parameter lines: the frame; may contain SGR escape sequences (colours, bold), which take no width.
    public func draw(_ lines: [String]) {
        let (columns, rows) = terminal.size
        let frame = lines.prefix(rows).map { Self.truncate($0, toWidth: columns) }
        terminal.write(ANSI.clearScreen + frame.joined(separator: "\r\n") + ANSI.reset)
    }

    /// Cuts `line` to `width` visible characters, keeping escape sequences (which take no width).
    /// - Parameters:
    ///   - line: the text.
    ///   - width: the number of cells available.
    /// - Returns: the text that fits.
    public static func truncate(_ line: String, toWidth width: Int) -> String {
        var result = ""
        var visible = 0
        var inEscape = false
        for character in line {
            if inEscape {
                result.append(character)
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" {
                    inEscape = false
                }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                result.append(character)
                continue
            }
            guard visible < width else { continue }
            result.append(character)
            visible += 1
        }
        return result
    }
}
