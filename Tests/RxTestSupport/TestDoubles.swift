import Foundation
import RxSwift
import Synchronization

extension Sequence {
    /// Renders recorded events as `next(1)`, `error(boom)`, `completed`, which tests compare as strings.
    public func rendered<Value>() -> [String] where Element == Event<Value> {
        map(\.debugDescription)
    }
}

/// A scheduler that runs every action synchronously, counting how often it was asked.
public final class SynchronousTestScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // Sendable: only used from the test's own thread.
    /// How many actions were scheduled.
    public private(set) var scheduleCount = 0

    /// Creates a scheduler that has scheduled nothing yet.
    public init() {}

    /// Counts the action and runs it at once.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleCount += 1
        return action(state)
    }
}

/// A scheduler that keeps actions until `runAll()` is called, to observe deferred disposal.
public final class ManualTestScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // Sendable: only used from the test's own thread.
    private var queue: [(BooleanDisposable, () -> Disposable)] = []

    /// Creates a scheduler with no queued action.
    public init() {}

    /// How many actions wait for ``runAll()``.
    public var pendingCount: Int { queue.count }

    /// Queues the action; disposing the result before ``runAll()`` cancels it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = BooleanDisposable()
        queue.append((cancel, { action(state) }))
        return cancel
    }

    /// Runs every queued action (including ones queued while running), in FIFO order.
    public func runAll() {
        while !queue.isEmpty {
            let (cancel, action) = queue.removeFirst()
            if !cancel.isDisposed { _ = action() }
        }
    }
}

/// A disposable that records each dispose call in a shared log.
public final class RecordingDisposable: Cancelable {
    /// The name written to the log on each dispose.
    public let name: String
    private let log: DisposeLog
    /// How often ``dispose()`` was called.
    public private(set) var disposeCount = 0

    /// Creates a disposable that writes `name` to `log` when disposed.
    public init(_ name: String, log: DisposeLog = DisposeLog()) {
        self.name = name
        self.log = log
    }

    /// Whether ``dispose()`` was called at least once.
    public var isDisposed: Bool { disposeCount > 0 }

    /// Counts the call and appends ``name`` to the log.
    public func dispose() {
        disposeCount += 1
        log.names.append(name)
    }
}

/// The order in which ``RecordingDisposable``s were disposed.
public final class DisposeLog {
    /// The names of the disposed ``RecordingDisposable``s, one entry per dispose call.
    public var names: [String] = []

    /// Creates an empty log.
    public init() {}
}

/// A thread-safe event recorder for tests that deliver from several threads.
public final class ConcurrentEventLog<Element: Sendable>: Sendable {
    private let storage = Mutex<[Event<Element>]>([])

    /// Creates an empty log.
    public init() {}

    /// The events appended so far, in order.
    public var events: [Event<Element>] { storage.withLock { $0 } }

    /// Appends an event (from any thread).
    public func append(_ event: Event<Element>) {
        storage.withLock { $0.append(event) }
    }
}

/// A thread-safe counter for concurrency tests.
public final class AtomicCounter: Sendable {
    private let storage = Atomic<Int>(0)

    /// Creates a counter at zero.
    public init() {}

    /// The current count.
    public var value: Int { storage.load(ordering: .sequentiallyConsistent) }

    /// Adds one and returns the new count.
    @discardableResult
    public func increment() -> Int {
        storage.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
    }
}

/// Lets a disposable cross into concurrent test code; `Disposable` itself is not `Sendable`.
public struct UncheckedDisposable: @unchecked Sendable {
    // Sendable: the disposables used this way are thread-safe to dispose.
    /// The disposable.
    public let value: Disposable

    /// Wraps `value`.
    public init(_ value: Disposable) {
        self.value = value
    }
}
