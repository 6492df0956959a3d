import ArgumentParser
import Foundation

/// What a command line asks a program to do, decided without printing anything or exiting, so that tests
/// can check it.
public enum CommandLineOutcome<Options> {
    /// Run with these options.
    case run(Options)
    /// Print this text (the help, or what else the command line asked to see) to standard output and exit
    /// with status 0.
    case print(String)
    /// Print this text (one line naming what is wrong, then the usage) to standard error and exit with
    /// ``usageErrorStatus``.
    case usageError(String)
}

extension CommandLineOutcome: Equatable where Options: Equatable {}

extension CommandLineOutcome: Sendable where Options: Sendable {}

/// The exit status of a command line that cannot be used (the convention of shells and POSIX utilities;
/// swift-argument-parser's own default is 64, `EX_USAGE`).
public let usageErrorStatus: Int32 = 2

extension ParsableArguments {
    /// Parses `arguments` (without the program's name) the way every example program does.
    ///
    /// ```swift
    /// switch Options.outcome(of: ["--bogus"]) {
    /// case .usageError(let text): print(text)   // Error: Unknown option '--bogus' …
    /// default: break
    /// }
    /// ```
    /// - Parameters:
    ///   - arguments: the arguments.
    ///   - columns: the width the help is wrapped to (`nil`: the terminal's, or 80).
    /// - Returns: the options, the help text, or a usage error in swift-argument-parser's format
    ///   (`Error: …`, the usage line, a pointer to `--help`).
    public static func outcome(of arguments: [String], columns: Int? = nil) -> CommandLineOutcome<Self> {
        do {
            return .run(try parse(arguments))
        } catch {
            return outcome(of: error, columns: columns)
        }
    }

    /// What to do about an error thrown while parsing or validating the command line.
    /// - Parameters:
    ///   - error: the error (a help request counts as one, as in swift-argument-parser).
    ///   - columns: the width the help is wrapped to (`nil`: the terminal's, or 80).
    /// - Returns: ``CommandLineOutcome/print(_:)`` with the help for a help request, else
    ///   ``CommandLineOutcome/usageError(_:)``.
    public static func outcome(of error: any Error, columns: Int? = nil) -> CommandLineOutcome<Self> {
        let text = fullMessage(for: error, columns: columns)
        return exitCode(for: error) == .success ? .print(text) : .usageError(text)
    }

    /// Parses the program's own arguments: returns the options, or prints the help (exit status 0) or the
    /// usage error (exit status ``usageErrorStatus``) and exits.
    /// - Returns: the options.
    public static func parseCommandLineOrExit() -> Self {
        outcome(of: Array(CommandLine.arguments.dropFirst())).optionsOrExit()
    }
}

extension CommandLineOutcome {
    /// Returns the options of ``run(_:)``; prints the text of the other cases where it belongs and exits.
    /// - Returns: the options.
    public func optionsOrExit() -> Options {
        switch self {
        case .run(let options):
            return options
        case .print(let text):
            Swift.print(text)
            exit(0)
        case .usageError(let text):
            FileHandle.standardError.write(Data((text + "\n").utf8))
            exit(usageErrorStatus)
        }
    }
}
