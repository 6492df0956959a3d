import Dispatch
import Foundation

/// A scheduler that runs work on a dispatch queue that may be concurrent.
///
/// Actions scheduled separately may run in parallel; use ``SerialDispatchQueueScheduler`` when work must
/// run one action at a time. Periodic work never overlaps with itself.
///
/// ```swift
/// let scheduler = ConcurrentDispatchQueueScheduler(qos: .background)
/// ```
/// - SeeAlso: [ReactiveX Scheduler](http://reactivex.io/documentation/scheduler.html)
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
    /// The type of time intervals, in seconds.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The type of absolute times.
    public typealias Time = Date

    private let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: Date { Date() }

    /// Creates a scheduler on `queue`.
    /// - Parameters:
    ///   - queue: the queue that runs the work; it may be serial or concurrent.
    ///   - leeway: the leeway given to timers.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new concurrent queue with the quality of service `qos`.
    /// - Parameters:
    ///   - qos: the quality of service of the created queue.
    ///   - leeway: the leeway given to timers.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: "rxswift.queue.\(qos.qosClass)", qos: qos, attributes: [.concurrent])
        self.init(queue: queue, leeway: leeway)
    }

    /// Schedules `action` to run asynchronously on the queue.
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; it returns a disposable to cancel what it starts.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
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
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` on the queue after `startAfter` and then every `period`, passing each run the
    /// state returned by the previous one. Runs never overlap.
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
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
