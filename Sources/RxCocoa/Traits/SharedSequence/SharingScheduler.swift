import RxSwift
import Synchronization

/// The factory of the scheduler on which ``Driver`` and ``Signal`` deliver their events.
///
/// In an application it makes a `MainScheduler`. Tests swap it for a virtual-time scheduler with
/// ``mock(scheduler:action:)``, so that Drivers and Signals built inside `action` run on that scheduler.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let driver = source.asDriver(onErrorJustReturn: 0)   // observes on `scheduler`
///     // …
/// }
/// ```
public enum SharingScheduler {
    /// The factory outside ``mock(scheduler:action:)``.
    private static func makeMainScheduler() -> SchedulerType {
        MainScheduler()
    }

    /// The current factory, guarded by a lock: `mock` may swap it from any thread.
    private static let storage = LockedState<() -> SchedulerType>(makeMainScheduler)
    /// How many `mock` calls are running: while none is, ``make`` is the main scheduler's factory without the lock
    /// (every Driver and Signal made asks for it).
    private static let activeMocks = Atomic<Int>(0)

    /// Makes the scheduler used by the sharing strategies: `MainScheduler()` unless inside ``mock(scheduler:action:)``.
    public static var make: () -> SchedulerType {
        if activeMocks.load(ordering: .acquiring) == 0 { return makeMainScheduler }
        return storage.withLock { $0 }
    }

    /// Runs `action` with ``make`` returning `scheduler`, then restores the previous factory.
    ///
    /// The scheduler is captured when a ``SharedSequence`` is built, so build the sequences under test
    /// inside `action`.
    /// - Parameters:
    ///   - scheduler: the scheduler to use, typically a `TestScheduler`.
    ///   - action: the test body.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with ``make`` replaced by `makeScheduler`, then restores the previous factory (also
    /// when `action` throws).
    /// - Parameters:
    ///   - makeScheduler: the factory to use while `action` runs.
    ///   - action: the test body.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = storage.withLock { current in
            let previous = current
            current = makeScheduler
            return previous
        }
        activeMocks.add(1, ordering: .acquiringAndReleasing)
        defer {
            activeMocks.subtract(1, ordering: .acquiringAndReleasing)
            storage.withLock { $0 = previous }
        }
        try action()
    }
}
