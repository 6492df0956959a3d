import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Delivers POSIX signals (SIGTSTP, SIGCONT, SIGTERM, SIGINT, SIGHUP, SIGWINCH…) as ordinary calls on a
/// dispatch queue.
///
/// A C signal handler may do almost nothing, so the handler installed here only writes the signal number
/// to a pipe (the "self-pipe" technique); a dispatch read source on the pipe calls `handler` on `queue`.
/// Only one watcher may be active in a process at a time.
/// ```swift
/// let watcher = try SignalWatcher(signals: [SIGTERM], queue: .main) { signal in
///     print("got", signal)
/// }
/// ```
public final class SignalWatcher: @unchecked Sendable {
    // Sendable: `source` and `signals` are constants; the active-watcher flag is an NSLock-guarded global.

    private let signals: [Int32]
    private let source: DispatchSourceRead

    /// Installs handlers for `signals` and starts delivering them.
    /// - Parameters:
    ///   - signals: the signals to catch.
    ///   - queue: the queue `handler` runs on.
    ///   - handler: called with the signal number, once per delivered signal (signals of the same
    ///     number that arrive together may be merged by the kernel).
    /// - Throws: ``SignalWatcherError/alreadyWatching`` if another watcher is active.
    public init(signals: [Int32], queue: DispatchQueue, handler: @escaping @Sendable (Int32) -> Void) throws {
        guard activeWatcher.claim() else { throw SignalWatcherError.alreadyWatching }
        self.signals = signals
        let pipe = signalPipe
        source = DispatchSource.makeReadSource(fileDescriptor: pipe.readEnd, queue: queue)
        source.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let count = read(pipe.readEnd, &buffer, buffer.count)
                guard count > 0 else { break }
                for byte in buffer[0..<count] { handler(Int32(byte)) }
            }
        }
        source.resume()
        for signal in signals { Self.catchSignal(signal) }
    }

    /// Stops catching the signals (their default actions apply again) and stops delivering.
    public func cancel() {
        for signal in signals { Self.defaultAction(signal) }
        source.cancel()
        activeWatcher.release()
    }

    /// Stops the process with SIGTSTP's default action, as a shell expects for Ctrl-Z, and returns once
    /// it has been continued (after `fg` or `bg`). The watcher keeps catching SIGTSTP afterwards.
    public func suspendProcess() {
        Self.defaultAction(SIGTSTP)
        kill(getpid(), SIGTSTP)
        if signals.contains(SIGTSTP) { Self.catchSignal(SIGTSTP) }
    }

    private static func catchSignal(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = writeSignalToPipe
        #else
            action.__sigaction_handler.sa_handler = writeSignalToPipe
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signal, &action, nil)
    }

    private static func defaultAction(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = SIG_DFL
        #else
            action.__sigaction_handler.sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }
}

/// Errors of ``SignalWatcher``.
public enum SignalWatcherError: Error, Equatable, CustomStringConvertible {
    /// Another watcher is active; cancel it first.
    case alreadyWatching

    /// A readable message.
    public var description: String {
        "another SignalWatcher is already active in this process; cancel it first"
    }
}

/// The pipe the C handler writes signal numbers to. Created before the first handler is installed.
private struct SignalPipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            fatalError("cannot create the signal pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }
}

private let signalPipe = SignalPipe()

/// Only async-signal-safe work: one `write` to a non-blocking pipe, `errno` preserved.
private func writeSignalToPipe(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe.writeEnd, &byte, 1)
    errno = savedErrno
}

/// Whether a watcher is active.
private final class ActiveWatcherFlag: @unchecked Sendable {
    // Sendable: `active` is guarded by `lock`.
    private let lock = NSLock()
    private var active = false

    func claim() -> Bool {
        lock.withLock {
            if active { return false }
            active = true
            return true
        }
    }

    func release() {
        lock.withLock { active = false }
    }
}

private let activeWatcher = ActiveWatcherFlag()
