import Dispatch
import Foundation
import Synchronization

/// The scheduler of the main thread: work runs on `DispatchQueue.main`.
///
/// When `schedule` is called on the main thread and no action scheduled through it is running or queued,
/// the action runs immediately, synchronously; otherwise it is dispatched asynchronously to the main
/// queue. Use ``asyncInstance`` to always dispatch.
///
/// On Linux the main queue is drained by the main run loop (`RunLoop.main.run()`) or by `dispatchMain()`.
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
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared instance: runs inline on the main thread when it can, else dispatches to the main queue.
    public static let instance = MainScheduler()

    /// A scheduler on the main queue that always dispatches asynchronously, even from the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Traps unless the caller runs on the main thread, i.e. where ``instance`` executes its work.
    /// - Parameter errorMessage: the message of the trap; a default explains the problem.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        guard Thread.isMainThread else {
            rxFatalError(
                errorMessage
                    ?? "Executing on a background thread. "
                    + "Use `MainScheduler.instance.schedule` to run work on the main thread."
            )
        }
    }

    /// Traps unless the caller runs on the main thread.
    /// - Parameter errorMessage: the message of the trap; a default explains the problem.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard Thread.isMainThread else {
            rxFatalError(errorMessage ?? "Running on a background thread; this must run on the main thread.")
        }
    }

    package override var runsInlineOnMainThread: Bool { true }

    override func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previous = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        if previous == 0 && Thread.isMainThread {
            let disposable = action(state)
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        configuration.queue.async { [self] in
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}
