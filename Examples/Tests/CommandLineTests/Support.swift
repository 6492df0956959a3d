import ArgumentParser
import CommandLineSupport
import XCTest

/// The options `arguments` give, or a test failure naming what came instead.
func parsed<Options: ParsableArguments>(
    _ type: Options.Type, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
) -> Options? {
    switch type.outcome(of: arguments, columns: 100) {
    case .run(let options):
        return options
    case .print(let text), .usageError(let text):
        XCTFail("\(arguments) did not parse:\n\(text)", file: file, line: line)
        return nil
    }
}

/// The lines of the usage error that `arguments` give, or a test failure naming what came instead.
func usageError<Options: ParsableArguments>(
    _ type: Options.Type, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
) -> [String] {
    switch type.outcome(of: arguments, columns: 100) {
    case .usageError(let text):
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    case .run:
        XCTFail("\(arguments) parsed, though it should not", file: file, line: line)
    case .print(let text):
        XCTFail("\(arguments) gave the help instead of an error:\n\(text)", file: file, line: line)
    }
    return []
}

/// The help that `arguments` give, or a test failure naming what came instead.
func help<Options: ParsableArguments>(
    _ type: Options.Type, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
) -> String {
    switch type.outcome(of: arguments, columns: 100) {
    case .print(let text):
        return text
    case .run:
        XCTFail("\(arguments) parsed instead of asking for help", file: file, line: line)
    case .usageError(let text):
        XCTFail("\(arguments) gave an error instead of the help:\n\(text)", file: file, line: line)
    }
    return ""
}

/// Checks that `lines` are a usage error in the one format every program uses: `Error: <message>` on the
/// first line, then `Usage: <command> …`, then where to find the help.
func assertUsageError(
    _ lines: [String], message: String, command: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(lines.first, "Error: " + message, file: file, line: line)
    XCTAssertNotNil(lines.first { $0.hasPrefix("Usage: \(command) ") }, "\(lines)", file: file, line: line)
    XCTAssertEqual(lines.last, "  See '\(command) --help' for more information.", file: file, line: line)
}
