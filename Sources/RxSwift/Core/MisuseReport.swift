/// A misuse of the sequence grammar that debug builds of RxSwift detect, as handed to
/// ``Hooks/misuseReportHandler``: an event sent to an observer while the previous one is still being delivered,
/// from the same thread (re-entrancy) or from another thread (synchronization).
///
/// Reports are rate-limited: the whole report the first time a kind of misuse happens at a site (the observer's
/// class, such as `MapSink` or `SubjectClosureEntry`) between a pair of threads, then one line with the running
/// count the 2nd, 4th, 8th, … time. Release builds of RxSwift detect nothing and report nothing.
public struct MisuseReport: Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// An event reached an observer while the previous one was still being delivered, on the same thread.
        case reentrancy
        /// Two threads sent events to the same observer at the same time.
        case synchronization
        /// A closure written in actor-isolated code (a `@MainActor` function, an actor's method) was called on a
        /// thread outside that actor; the ``MisuseReport/site`` names the operator and the actor.
        case isolation
    }

    /// What went wrong.
    public let kind: Kind
    /// The observer the events overlapped at: its class, without generic arguments.
    public let site: String
    /// How often this kind of misuse has happened at this site, between these threads, this one included.
    public let occurrences: Int
    /// The text to log: the whole report (problem, interpretation, remedy, where) for the first occurrence, one
    /// line with the count for the later ones.
    public let message: String

    /// The report's ``message``.
    public var description: String { message }
}

extension Hooks {
    /// Receives the misuse reports of debug builds (``MisuseReport``) instead of standard output, for an
    /// application that routes them to its logger; `nil` (the default) prints them.
    ///
    /// ```swift
    /// Hooks.misuseReportHandler = { report in
    ///     logger.warning("\(report.message)")
    /// }
    /// ```
    /// The handler is called on the thread that detected the misuse, while that thread is sending an event: keep it
    /// short, and do not send events from it. Compiled with `FATAL_SYNCHRONIZATION`, a misuse traps instead.
    public static var misuseReportHandler: (@Sendable (MisuseReport) -> Void)? {
        get { misuseHandler.withLock { $0 } }
        set { misuseHandler.withLock { $0 = newValue } }
    }

    private static let misuseHandler = LockedState<(@Sendable (MisuseReport) -> Void)?>(nil)

    /// Hands `report` to ``misuseReportHandler``, or prints it.
    static func publish(_ report: MisuseReport) {
        if let handler = misuseReportHandler {
            handler(report)
        } else {
            print(report.message)
        }
    }
}
