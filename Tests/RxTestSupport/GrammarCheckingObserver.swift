import Foundation
import RxSwift
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A rule of the event grammar that ``GrammarCheckingObserver`` checks.
public enum GrammarRule: String, Sendable, CaseIterable {
    /// Calls to `on` never overlap: a second thread never enters while another is inside (same-thread
    /// re-entry, depth-first delivery, is allowed).
    case serialCalls = "R1 serial calls"
    /// Nothing follows a terminal event.
    case nothingAfterTerminal = "R2 nothing after a terminal event"
    /// At most one terminal event.
    case singleTerminal = "R3 one terminal event at most"
    /// After `dispose()` returned nothing arrives on the disposing thread, and at most one event that was
    /// already on its way arrives from another thread.
    case nothingAfterDispose = "R4 nothing after dispose returned"
}

/// An observer that records events and the violations of the event grammar `next* (error | completed)?`.
///
/// ```swift
/// let checker = GrammarCheckingObserver<Int>()
/// let subscription = source.subscribe(checker)
/// checker.disposing { subscription.dispose() }
/// XCTAssertEqual(checker.violations, [])
/// ```
/// Thread-safe: any thread may deliver; the checks use a lock that is never held while calling out.
public final class GrammarCheckingObserver<Element>: ObserverType, @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState (a pthread mutex, which ThreadSanitizer sees), or is atomic.
    private struct State: Sendable {
        var elements = 0
        var terminal: String?
        var violations: [String] = []
        var inside: UInt?
        var depth = 0
        var disposedBy: UInt?
        var lateEvents = 0
    }

    private let state = LockedState(State())
    private let onEvent: (@Sendable (Event<Element>) -> Void)?
    private let terminated = DispatchSemaphore(value: 0)

    /// Creates a checker; `onEvent` (if any) runs for every event after the checks, on the delivering thread.
    public init(onEvent: (@Sendable (Event<Element>) -> Void)? = nil) {
        self.onEvent = onEvent
    }

    /// The violations found so far, each naming its rule.
    public var violations: [String] { state.withLock { $0.violations } }
    /// The number of `next` events received.
    public var elementCount: Int { state.withLock { $0.elements } }
    /// `"completed"`, `"error(…)"`, or `nil` before a terminal event.
    public var terminalEvent: String? { state.withLock { $0.terminal } }
    /// `true` once a terminal event arrived.
    public var isTerminated: Bool { terminalEvent != nil }

    /// Records `event`, checking it against every rule, then calls `onEvent`.
    public func on(_ event: Event<Element>) {
        let me = Self.currentThread()
        state.withLock { state in
            if let owner = state.inside, owner != me {
                state.violations.append("\(GrammarRule.serialCalls.rawValue): \(event) while another thread is inside")
            }
            if state.depth == 0 { state.inside = me }
            state.depth += 1
            if let disposer = state.disposedBy {
                state.lateEvents += 1
                if disposer == me {
                    state.violations.append(
                        "\(GrammarRule.nothingAfterDispose.rawValue): \(event) on the disposing thread")
                } else if state.lateEvents > 1 {
                    state.violations.append(
                        "\(GrammarRule.nothingAfterDispose.rawValue): \(event) is event \(state.lateEvents) after dispose"
                    )
                }
            }
            if let terminal = state.terminal {
                let rule = event.isStopEvent ? GrammarRule.singleTerminal : .nothingAfterTerminal
                state.violations.append("\(rule.rawValue): \(event) after \(terminal)")
            }
            switch event {
            case .next: state.elements += 1
            case .error(let error): state.terminal = state.terminal ?? "error(\(error))"
            case .completed: state.terminal = state.terminal ?? "completed"
            }
        }
        if event.isStopEvent { terminated.signal() }
        onEvent?(event)
        state.withLock { state in
            state.depth -= 1
            if state.depth == 0 { state.inside = nil }
        }
    }

    /// Runs `dispose` (which disposes the subscription feeding this observer) and from then on treats
    /// events as arriving after disposal.
    public func disposing(_ dispose: () -> Void) {
        dispose()
        let me = Self.currentThread()
        state.withLock { $0.disposedBy = $0.disposedBy ?? me }
    }

    /// Waits up to `timeout` seconds for a terminal event, pumping the main run loop when called on the main
    /// thread (so that work scheduled on the main queue can run). Returns `true` if one arrived.
    public func waitForTerminal(timeout: TimeInterval) -> Bool {
        if Thread.isMainThread { return waitPumpingMain(timeout) { isTerminated } }
        let deadline = Date().addingTimeInterval(timeout)
        while !isTerminated {
            if Date() >= deadline { return false }
            _ = terminated.wait(timeout: .now() + .milliseconds(1))
        }
        return true
    }

    private static func currentThread() -> UInt {
        #if canImport(Darwin)
            return UInt(bitPattern: pthread_self())
        #else
            return UInt(pthread_self())
        #endif
    }
}

/// Waits up to `seconds` for `condition`, pumping the main run loop when called on the main thread (so that
/// work scheduled on the main queue can run); returns whether the condition became true.
public func waitPumpingMain(_ seconds: TimeInterval, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() >= deadline { return false }
        if Thread.isMainThread {
            RunLoop.main.run(until: Date().addingTimeInterval(0.001))
        } else {
            usleep(1_000)
        }
    }
    return true
}
