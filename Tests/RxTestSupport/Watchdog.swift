import Foundation
import XCTest

/// Runs code that used to deadlock on a thread of its own and reports whether it finished in time, so that a
/// regression fails its test instead of hanging the suite (a thread that is still stuck is leaked).
public enum Watchdog {
    /// Runs `body` on a new thread and waits at most `seconds` for it to return; fails the calling test when it
    /// does not.
    /// - Returns: whether `body` returned in time.
    @discardableResult
    public static func completes(
        within seconds: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line,
        _ body: @escaping @Sendable () -> Void
    ) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        let finished = done.wait(timeout: .now() + seconds) == .success
        XCTAssertTrue(finished, "\(what) did not finish within \(seconds) s (deadlock?)", file: file, line: line)
        return finished
    }
}
