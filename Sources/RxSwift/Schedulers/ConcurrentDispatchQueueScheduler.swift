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
public final class ConcurrentDispatchQueueScheduler: DispatchQueueConfiguredScheduler, Sendable {
    /// The type of time intervals, in seconds.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The type of absolute times.
    public typealias Time = Date

    let configuration: DispatchQueueConfiguration

    /// Creates a scheduler on `queue`.
    /// - Parameters:
    ///   - queue: the queue that runs the work; it may be serial or concurrent.
    ///   - leeway: the leeway given to timers.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Gives back the configuration's relative timers.
    deinit {
        configuration.releaseTimers()
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
}
