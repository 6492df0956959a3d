import Dispatch
import Foundation

/// A scheduler for work that must run on the main thread but does not need ``MainScheduler``'s ordering.
///
/// `schedule` runs the action immediately when called on the main queue (see ``MainScheduler`` for what
/// counts as main on Linux), and dispatches it asynchronously to the main queue otherwise. Timed work is
/// delegated to ``MainScheduler``.
/// It is meant for `subscribe(on:)`; use ``MainScheduler`` with `observe(on:)`.
/// - SeeAlso: [ReactiveX Scheduler](http://reactivex.io/documentation/scheduler.html)
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// The type of time intervals, in seconds.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The type of absolute times.
    public typealias Time = Date

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current time.
    public var now: Date { mainScheduler.now }

    /// Runs `action` now on the main queue, or dispatches it to the main queue from other threads.
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; it returns a disposable to cancel what it starts.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainQueue.isCurrent {
            return action(state)
        }
        return enqueue(state, action: action)
    }

    /// The asynchronous half of ``schedule(_:action:)``, out of line so that the inline path does not look up
    /// the runtime metadata its closure and box need.
    @inline(never)
    private func enqueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        MainQueue.queue.async {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    /// Schedules `action` on the main queue after `dueTime` (through ``MainScheduler``).
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - dueTime: the delay before the action runs.
    ///   - action: the work; it returns a disposable to cancel what it starts.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Not API: when `interval` counted from `start` ends, as ``MainScheduler`` answers it (see
    /// `SchedulerType._rxEnd(of:from:)`).
    /// - Parameters:
    ///   - interval: the interval.
    ///   - start: when the interval starts.
    /// - Returns: when the interval ends.
    public func _rxEnd(of interval: RxTimeInterval, from start: RxTime) -> RxTime {
        mainScheduler._rxEnd(of: interval, from: start)
    }

    /// Schedules `action` on the main queue after `startAfter` and then every `period` (through
    /// ``MainScheduler``), threading the state from run to run.
    /// - Parameters:
    ///   - state: the state passed to the first run.
    ///   - startAfter: the delay before the first run.
    ///   - period: the time between runs.
    ///   - action: the work; it returns the state for the next run.
    /// - Returns: a disposable that stops the periodic work.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
