import Foundation
import RxSwift
import Synchronization

/// Captures the debug builds' misuse reports (`⚠️ Reentrancy anomaly was detected.`, `⚠️ Synchronization
/// anomaly was detected.`) instead of printing them, for tests that provoke them on purpose or check that
/// nothing is reported.
public enum MisuseReports {
    /// The reports captured during one run.
    public struct Captured: Sendable {
        /// The messages, in the order they were reported.
        public let messages: [String]
        /// How many reentrancy anomalies were reported.
        public let reentrancy: Int
        /// How many synchronization anomalies were reported.
        public let synchronization: Int
        /// How many isolation anomalies were reported (a closure written in actor-isolated code called off the
        /// actor).
        public let isolation: Int

        /// The non-zero counts by kind, for printing.
        public var counts: [(String, Int)] {
            [("reentrancy", reentrancy), ("synchronization", synchronization), ("isolation", isolation)].filter {
                $0.1 > 0
            }
        }
    }

    /// Whether this build reports misuse (debug builds).
    public static var isEnabled: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// Runs `body` with the reports captured rather than printed; not reentrant (one capture at a time).
    public static func capturing<Result>(_ body: () throws -> Result) rethrows -> (Result, Captured) {
        let read = begin()
        defer { end() }
        let result = try body()
        return (result, read())
    }

    /// Starts capturing the reports until ``end()``; returns what is captured so far when called.
    public static func begin() -> @Sendable () -> Captured {
        let sink = ReportSink()
        #if DEBUG
            MisuseDetection.reportHandler.withLock { handler in
                handler = { anomaly, message in
                    sink.lock.withLock {
                        sink.messages.append(message)
                        switch anomaly {
                        case .reentrancy: sink.reentrancy += 1
                        case .synchronization: sink.synchronization += 1
                        case .isolation: sink.isolation += 1
                        }
                    }
                }
            }
        #endif
        return {
            sink.lock.withLock {
                Captured(
                    messages: sink.messages, reentrancy: sink.reentrancy, synchronization: sink.synchronization,
                    isolation: sink.isolation)
            }
        }
    }

    /// Forgets how often each site has been reported, so that the next report at a site is its first, whole one.
    public static func resetOccurrences() {
        #if DEBUG
            MisuseDetection.resetOccurrences()
        #endif
    }

    /// Prints the reports again.
    public static func end() {
        #if DEBUG
            MisuseDetection.reportHandler.withLock { $0 = nil }
        #endif
    }
}

/// What ``MisuseReports/capturing(_:)`` collects.
private final class ReportSink: @unchecked Sendable {
    // Sendable: every field is guarded by `lock`.
    let lock = NSLock()
    var messages: [String] = []
    var reentrancy = 0
    var synchronization = 0
    var isolation = 0
}
