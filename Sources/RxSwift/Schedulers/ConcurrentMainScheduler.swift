import Dispatch
import Foundation

/// A scheduler for work that must run on the main thread but does not need ``MainScheduler``'s ordering.
///
/// `schedule` runs the action immediately when called on the main queue (see ``MainScheduler`` for what
/// counts as main on Linux), and dispatches it asynchronously to the main queue otherwise. Timed work is
/// delegated to ``MainScheduler``.
/// It is meant for `subscribe(on:)`; use ``MainScheduler`` with `observe(on:)`.
/// - SeeAlso: [ReactiveX Scheduler](http://reactivex.io/documentation/scheduler.html)
public final class ConcurrentMainScheduler: DispatchQueueConfiguredScheduler, Sendable {
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

    /// ``MainScheduler``'s configuration: timed work goes to the main queue as it does through ``MainScheduler``.
    var configuration: DispatchQueueConfiguration { mainScheduler.configuration }

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
        configuration.schedule(state, action: action)
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
}
