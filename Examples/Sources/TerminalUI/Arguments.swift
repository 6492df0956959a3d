import Foundation

/// The command line of a small program: `--name value` options, `--flag` switches and `--help`.
///
/// ```swift
/// var arguments = Arguments(CommandLine.arguments.dropFirst(), usage: usage)
/// let file = try arguments.value(of: "--nmea")     // String?
/// let loops = arguments.flag("--loop")             // Bool
/// try arguments.finish()                            // rejects what is left
/// ```
public struct Arguments {
    private var remaining: [String]

    /// Wraps the arguments (without the program name).
    /// - Parameter arguments: the arguments.
    public init(_ arguments: some Sequence<String>) {
        remaining = Array(arguments)
    }

    /// Whether `--help` or `-h` was given.
    public var wantsHelp: Bool {
        remaining.contains("--help") || remaining.contains("-h")
    }

    /// Removes `name` and the value after it.
    /// - Parameter name: the option, e.g. `--nmea`.
    /// - Returns: the value, or `nil` when the option is absent.
    /// - Throws: ``ArgumentsError/missingValue(_:)`` when nothing follows the option.
    public mutating func value(of name: String) throws -> String? {
        guard let index = remaining.firstIndex(of: name) else { return nil }
        guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
            throw ArgumentsError.missingValue(name)
        }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        return value
    }

    /// Removes the switch `name`.
    /// - Parameter name: the switch, e.g. `--loop`.
    /// - Returns: whether it was given.
    public mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Checks that every argument was used.
    /// - Throws: ``ArgumentsError/unexpected(_:)`` naming the first one left.
    public func finish() throws {
        if let first = remaining.first { throw ArgumentsError.unexpected(first) }
    }
}

/// A command line that cannot be used.
public enum ArgumentsError: Error, Equatable, CustomStringConvertible {
    /// An option without its value.
    case missingValue(String)
    /// An argument the program does not know.
    case unexpected(String)
    /// A value that is not what the option takes.
    case invalid(String, String)

    /// A readable message.
    public var description: String {
        switch self {
        case .missingValue(let name): return "\(name) needs a value"
        case .unexpected(let argument): return "unexpected argument '\(argument)'"
        case .invalid(let name, let reason): return "\(name): \(reason)"
        }
    }
}

/// Prints `message` and the usage to standard error and exits with status 2 (a usage error).
/// - Parameters:
///   - message: what is wrong.
///   - usage: the program's usage text.
public func exitWithUsageError(_ message: String, usage: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}
