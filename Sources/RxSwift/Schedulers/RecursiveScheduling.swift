import Synchronization

/// Book-keeping for the runs a recursive scheduling has pending, so that disposal cancels all of them.
///
/// Performance: a recursion usually has one run pending at a time (each run schedules the next), so one run is kept
/// in fields of its own and only further ones in a dictionary and a set, which then allocate (fence probe
/// `observeOn.currentThread`, where every element is a recursion of its own on the trampoline).
struct PendingRuns {
    /// The key of ``onlyDisposable``.
    private var onlyKey = 0
    /// The disposable of one pending run, or `nil`.
    private var onlyDisposable: Disposable?
    /// The disposables of the other pending runs.
    private var otherDisposables: [Int: Disposable] = [:]
    /// A run that started before its disposable was stored (synchronous schedulers), or `nil`.
    private var onlyFinished: Int?
    /// The other runs that started before their disposables were stored.
    private var otherFinished: Set<Int> = []
    private var nextKey = 0
    private(set) var isDisposed = false

    /// Reserves a key for a new run, or `nil` once disposed.
    mutating func reserve() -> Int? {
        if isDisposed { return nil }
        defer { nextKey += 1 }
        return nextKey
    }

    /// Records that the run for `key` started; its disposable is no longer needed.
    mutating func started(_ key: Int) {
        if onlyDisposable != nil, onlyKey == key {
            onlyDisposable = nil
        } else if otherDisposables.removeValue(forKey: key) == nil {
            if onlyFinished == nil { onlyFinished = key } else { otherFinished.insert(key) }
        }
    }

    /// Stores the disposable of a pending run. Returns `false` when it must be disposed by the caller.
    mutating func store(_ key: Int, _ disposable: Disposable) -> Bool {
        if onlyFinished == key {
            onlyFinished = nil
            return true
        }
        if otherFinished.remove(key) != nil { return true }
        if isDisposed { return false }
        if onlyDisposable == nil {
            onlyKey = key
            onlyDisposable = disposable
        } else {
            otherDisposables[key] = disposable
        }
        return true
    }

    /// Marks everything disposed and returns the pending disposables to dispose.
    mutating func disposeAll() -> [Disposable] {
        if isDisposed { return [] }
        isDisposed = true
        var pending = Array(otherDisposables.values)
        if let onlyDisposable { pending.append(onlyDisposable) }
        onlyDisposable = nil
        otherDisposables = [:]
        return pending
    }
}

/// Drives `scheduleRecursive` on an immediate scheduler; tracks every pending run so disposal cancels all.
final class RecursiveImmediateAction<State>: Disposable, @unchecked Sendable {
    // Sendable: every mutable field lives in `runs`, a LockedState.
    private let scheduler: ImmediateSchedulerType
    private let runs = LockedState(PendingRuns())
    private let action: (State, (State) -> Void) -> Void

    init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State) {
        guard let key = runs.withLock({ $0.reserve() }) else { return }
        let disposable = scheduler.schedule(state) { [self] state in
            let isDisposed = runs.withLock { runs in
                runs.started(key)
                return runs.isDisposed
            }
            if !isDisposed {
                action(state) { [self] next in self.schedule(next) }
            }
            return Disposables.create()
        }
        if !runs.withLock({ $0.store(key, disposable) }) { disposable.dispose() }
    }

    func dispose() {
        for disposable in runs.withLock({ $0.disposeAll() }) { disposable.dispose() }
    }
}

/// Drives the relative-time `scheduleRecursive`.
final class RecursiveRelativeAction<State>: Disposable, @unchecked Sendable {
    // Sendable: every mutable field lives in `runs`, a LockedState.
    private let scheduler: SchedulerType
    private let runs = LockedState(PendingRuns())
    private let action: (State, (State, RxTimeInterval) -> Void) -> Void

    init(scheduler: SchedulerType, action: @escaping (State, (State, RxTimeInterval) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State, after dueTime: RxTimeInterval) {
        guard let key = runs.withLock({ $0.reserve() }) else { return }
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
            let isDisposed = runs.withLock { runs in
                runs.started(key)
                return runs.isDisposed
            }
            if !isDisposed {
                action(state) { [self] next, delay in self.schedule(next, after: delay) }
            }
            return Disposables.create()
        }
        if !runs.withLock({ $0.store(key, disposable) }) { disposable.dispose() }
    }

    func dispose() {
        for disposable in runs.withLock({ $0.disposeAll() }) { disposable.dispose() }
    }
}

/// Holds the state threaded through periodic runs.
final class PeriodicState<State>: @unchecked Sendable {
    // Sendable: touched only by the serial chain of scheduled runs.
    var value: State
    init(_ value: State) { self.value = value }
}

/// What a run of the default `schedulePeriodic` does.
enum PeriodicCommand {
    /// A tick: schedule the next one, then run the action unless a run is in progress.
    case tick
    /// Run the action for a tick that arrived while the previous run was in progress.
    case runPending
}

/// The state and tick count of the default `schedulePeriodic`: ticks are counted, and only the run that
/// finds no run in progress starts one, so `action` never overlaps itself.
final class PeriodicTicks<State>: @unchecked Sendable {
    // Sendable: `value` is touched only by the one run in progress, which the `pending` count designates.
    private let pending = Atomic<Int>(0)
    private var value: State
    private let action: (State) -> State

    init(_ value: State, action: @escaping (State) -> State) {
        self.value = value
        self.action = action
    }

    /// Counts a tick.
    /// - Returns: `true` when no run is in progress: the caller runs the action now.
    func arrive() -> Bool {
        pending.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0
    }

    /// Runs the action for one counted tick.
    /// - Returns: `true` when more ticks arrived meanwhile: the caller schedules another run at once.
    func runOnce() -> Bool {
        value = action(value)
        return pending.wrappingSubtract(1, ordering: .acquiringAndReleasing).oldValue > 1
    }
}
