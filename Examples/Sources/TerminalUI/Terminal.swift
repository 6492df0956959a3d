import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The controlling terminal of the process: mode switches, size and output.
///
/// Programs switch the terminal to *cbreak* mode (keys arrive one by one, unechoed, while Ctrl-C and
/// Ctrl-Z still raise SIGINT and SIGTSTP) and restore the saved mode before they stop or exit:
/// ```swift
/// let terminal = Terminal()
/// try terminal.enterCbreakMode()
/// defer { terminal.restoreMode() }
/// ```
/// All methods may be called from any thread; the saved mode is guarded by a lock.
public final class Terminal: @unchecked Sendable {
    // Sendable: `savedMode` is guarded by `lock`; the descriptors are constants.

    /// The descriptor keys are read from.
    public let input: Int32
    /// The descriptor the screen is written to.
    public let output: Int32

    private let lock = NSLock()
    private var savedMode: termios?

    /// Creates a terminal over two descriptors (standard input and output by default).
    /// - Parameters:
    ///   - input: the descriptor keys are read from.
    ///   - output: the descriptor the screen is written to.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether both descriptors are terminals (false under a pipe, a file or CI without a pseudo-terminal).
    public var isInteractive: Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// Whether this process's group owns the terminal (false after `bg`, or when started with `&`).
    public var isForeground: Bool {
        let owner = tcgetpgrp(input)
        return owner >= 0 && owner == getpgrp()
    }

    /// The size of the terminal in character cells, or 80×24 when it cannot be read.
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Switches the input to cbreak mode: no line buffering, no echo, signals from Ctrl-C/Ctrl-Z kept.
    ///
    /// The first call saves the current mode for ``restoreMode()``. Does nothing when the input is not a
    /// terminal or the process is in the background (changing the mode there would stop it with SIGTTOU).
    /// - Throws: ``TerminalError/modeChange(_:)`` when the terminal refuses the new mode.
    public func enterCbreakMode() throws {
        guard isatty(input) == 1, isForeground else { return }
        var mode = termios()
        guard tcgetattr(input, &mode) == 0 else { throw TerminalError.modeChange(String(cString: strerror(errno))) }
        lock.withLock {
            if savedMode == nil { savedMode = mode }
        }
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &mode.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &mode) == 0 else {
            throw TerminalError.modeChange(String(cString: strerror(errno)))
        }
    }

    /// Restores the mode saved by ``enterCbreakMode()`` (if any, and if the process is in the foreground).
    public func restoreMode() {
        guard isForeground, var mode = lock.withLock({ savedMode }) else { return }
        tcsetattr(input, TCSANOW, &mode)
    }

    /// Writes `text` to the output, all of it, retrying after interruptions.
    /// - Parameter text: UTF-8 text, escape sequences included.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(output, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                return
            }
        }
        bytes.removeAll()
    }
}

/// Errors of terminal handling.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// The terminal refused a mode change; the associated value is the system's reason.
    case modeChange(String)

    /// A readable message.
    public var description: String {
        switch self {
        case .modeChange(let reason): return "cannot change the terminal mode: \(reason)"
        }
    }
}

/// The escape sequences the programs use (ECMA-48 and xterm's private modes).
public enum ANSI {
    /// Switches to the alternate screen (a full-screen program's own page) and hides the cursor.
    public static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l"
    /// Shows the cursor and goes back to the normal screen.
    public static let leaveFullScreen = "\u{1B}[?25h\u{1B}[?1049l"
    /// Asks the terminal to report focus changes as `ESC [ I` (in) and `ESC [ O` (out).
    public static let enableFocusReports = "\u{1B}[?1004h"
    /// Stops focus reports.
    public static let disableFocusReports = "\u{1B}[?1004l"
    /// Moves the cursor home and clears the screen.
    public static let clearScreen = "\u{1B}[H\u{1B}[2J"
    /// Clears from the cursor to the end of the line.
    public static let clearToEndOfLine = "\u{1B}[K"
    /// Reverse video on.
    public static let reverse = "\u{1B}[7m"
    /// Bold on.
    public static let bold = "\u{1B}[1m"
    /// All attributes off.
    public static let reset = "\u{1B}[0m"

    /// Moves the cursor to a 1-based row and column.
    /// - Parameters:
    ///   - row: the row, from 1.
    ///   - column: the column, from 1.
    /// - Returns: the escape sequence.
    public static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row);\(column)H"
    }

    /// A 24-bit background colour.
    /// - Parameters:
    ///   - red: 0…255.
    ///   - green: 0…255.
    ///   - blue: 0…255.
    /// - Returns: the escape sequence.
    public static func background(red: UInt8, green: UInt8, blue: UInt8) -> String {
        "\u{1B}[48;2;\(red);\(green);\(blue)m"
    }
}
