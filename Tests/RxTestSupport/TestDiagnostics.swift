import Foundation

/// Diagnostic output of the tests (timings, summaries, tables): printed only when the environment variable
/// `RX_TEST_VERBOSE` is set, so that a green `swift test` prints the test runners' lines and nothing else.
///
/// ```sh
/// RX_TEST_VERBOSE=1 swift test --filter OperatorConformance
/// ```
public enum TestDiagnostics {
    /// Whether `RX_TEST_VERBOSE` is set.
    public static let isVerbose = ProcessInfo.processInfo.environment["RX_TEST_VERBOSE"] != nil

    /// Prints `message` when ``isVerbose``.
    /// - Parameter message: the diagnostic, built only when it is printed.
    public static func note(_ message: @autoclosure () -> String) {
        if isVerbose { print(message()) }
    }
}
