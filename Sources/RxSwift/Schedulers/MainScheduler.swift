import Dispatch
import Foundation
import Synchronization

/// The scheduler of the main thread: work runs on `DispatchQueue.main`, the main actor's executor.
///
/// When `schedule` is called on the main queue and no action scheduled through it is running or queued,
/// the action runs immediately, synchronously; otherwise it is dispatched asynchronously to the main
/// queue. Use ``asyncInstance`` to always dispatch.
///
/// "On the main queue" means executing a block of `DispatchQueue.main` (a queue-specific key tells, as
/// upstream) or running on the process's first thread. On Linux the main queue is drained by the first
/// thread under `RunLoop.main.run()`, but by a worker thread after `dispatchMain()` and in async entry
/// points (`@main … static func main() async`, top-level code with `await`): there too, work that this
/// scheduler runs executes on the main actor, and `MainActor.assumeIsolated` holds.
///
/// ```swift
/// Observable.of(1, 2).observe(on: MainScheduler.instance).subscribe(onNext: { print($0) })
/// // 1 2, on the main thread
/// ```
/// - SeeAlso: [ReactiveX Scheduler](http://reactivex.io/documentation/scheduler.html)
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // Sendable: the only mutable state is `numberEnqueued`, an Atomic.

    /// Actions scheduled through this instance that are running or queued on the main queue.
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a scheduler on the main queue. Prefer the shared ``instance``.
    public init() {
        // Every Driver and Signal makes a `MainScheduler` (as upstream): they share one list of relative timers.
        super.init(serialQueue: MainQueue.queue, sharesMainQueueTimers: true)
    }

    /// The shared instance: runs inline on the main thread when it can, else dispatches to the main queue.
    public static let instance = MainScheduler()

    /// A scheduler on the main queue that always dispatches asynchronously, even from the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Traps unless the caller executes on the main queue (or the main thread), i.e. where ``instance``
    /// executes its work.
    /// - Parameter errorMessage: the message of the trap; a default explains the problem.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        guard MainQueue.isCurrent else {
            rxFatalError(
                errorMessage
                    ?? "Executing on background thread. "
                    + "Please use `MainScheduler.instance.schedule` to schedule work on main thread."
            )
        }
    }

    /// Traps unless the caller runs on the main thread or executes on the main queue (which a worker thread
    /// drains after `dispatchMain()` and in async programs on Linux).
    /// - Parameter errorMessage: the message of the trap; a default explains the problem.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard MainQueue.isCurrent else {
            rxFatalError(errorMessage ?? "Running on background thread.")
        }
    }

    package override var runsInlineOnMainThread: Bool { true }

    package override func beginInlineTurn() -> Bool {
        if takePlace() { return true }
        leave()
        return false
    }

    package override func endInlineTurn() {
        leave()
    }

    override func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if takePlace() {
            defer { leave() }
            return action(state)
        }
        return enqueue(state, action: action)
    }

    /// The one decision of this scheduler, shared by ``beginInlineTurn()`` and `schedule`: counts one more action
    /// in ``numberEnqueued`` and returns `true` when it may run inline now (on the main queue, with no other
    /// action running or queued), `false` when it must be dispatched. The place is taken either way; whoever took
    /// it gives it back with ``leave()``: the inline action when it ends, the dispatched one after it ran on the
    /// main queue (``enqueue(_:action:)``), and ``beginInlineTurn()`` at once when it declines (its caller then
    /// goes through `schedule`, which decides again).
    @inline(__always)
    private func takePlace() -> Bool {
        let previous = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        return previous == 0 && MainQueue.isCurrent
    }

    /// Gives back a place taken with ``takePlace()``.
    @inline(__always)
    private func leave() {
        numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }

    /// The asynchronous half of ``scheduleInternal(_:action:)``, which gives the place taken there back once the
    /// action ran. Out of line: its closures capture a `StateType`, a context laid out at run time, which the inline
    /// path must not build (it did while they shared a function; fence probe `driver.map.distinctUntilChanged.drive`).
    @inline(never)
    private func enqueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable(applying: action, to: state)
        configuration.queue.async { [self] in
            if !cancel.isDisposed {
                cancel.setDisposable(work.value())
            }
            leave()
        }
        return cancel
    }
}
