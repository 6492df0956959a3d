import Foundation
import RxSwift
import Synchronization

/// The errors the core test suites send through sequences.
enum CoreTestError: Error, Equatable {
    case boom
    case other
}

extension Sequence {
    /// Renders recorded events as `next(1)`, `error(boom)`, `completed`, which tests compare as strings.
    func rendered<Value>() -> [String] where Element == Event<Value> {
        map(\.debugDescription)
    }
}

/// A scheduler that runs every action synchronously, counting how often it was asked.
final class SynchronousTestScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // Sendable: only used from the test's own thread.
    private(set) var scheduleCount = 0

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleCount += 1
        return action(state)
    }
}

/// A scheduler that keeps actions until `runAll()` is called, to observe deferred disposal.
final class ManualTestScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // Sendable: only used from the test's own thread.
    private var queue: [(BooleanDisposable, () -> Disposable)] = []

    var pendingCount: Int { queue.count }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = BooleanDisposable()
        queue.append((cancel, { action(state) }))
        return cancel
    }

    /// Runs every queued action (including ones queued while running), in FIFO order.
    func runAll() {
        while !queue.isEmpty {
            let (cancel, action) = queue.removeFirst()
            if !cancel.isDisposed { _ = action() }
        }
    }
}

/// A disposable that records each dispose call in a shared log.
final class RecordingDisposable: Cancelable {
    let name: String
    private let log: DisposeLog
    private(set) var disposeCount = 0

    init(_ name: String, log: DisposeLog = DisposeLog()) {
        self.name = name
        self.log = log
    }

    var isDisposed: Bool { disposeCount > 0 }

    func dispose() {
        disposeCount += 1
        log.names.append(name)
    }
}

/// The order in which ``RecordingDisposable``s were disposed.
final class DisposeLog {
    var names: [String] = []
}

/// A thread-safe event recorder for tests that deliver from several threads.
final class ConcurrentEventLog<Element: Sendable>: Sendable {
    private let storage = Mutex<[Event<Element>]>([])

    var events: [Event<Element>] { storage.withLock { $0 } }

    func append(_ event: Event<Element>) {
        storage.withLock { $0.append(event) }
    }
}

/// A thread-safe counter for concurrency tests.
final class AtomicCounter: Sendable {
    private let storage = Atomic<Int>(0)

    var value: Int { storage.load(ordering: .sequentiallyConsistent) }

    @discardableResult
    func increment() -> Int {
        storage.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
    }
}

/// Lets a disposable cross into concurrent test code; `Disposable` itself is not `Sendable`.
struct UncheckedDisposable: @unchecked Sendable {
    // Sendable: the disposables used this way are thread-safe to dispose.
    let value: Disposable

    init(_ value: Disposable) {
        self.value = value
    }
}
