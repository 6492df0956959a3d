import Dispatch
import Foundation

/// A scheduler that runs work on a serial dispatch queue, one action at a time, in the order scheduled.
///
/// Actions are always dispatched asynchronously, even when `schedule` is called from the queue itself.
/// Use it to move work off the main thread while keeping the Rx guarantee of serial delivery:
///
/// ```swift
/// let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
/// Observable.of(1, 2, 3).subscribe(on: scheduler).subscribe(onNext: { print($0) })
/// // 1 2 3, on a background queue
/// ```
///
/// ``MainScheduler`` is a serial dispatch queue scheduler on the main queue.
/// - SeeAlso: [ReactiveX Scheduler](http://reactivex.io/documentation/scheduler.html)
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // Sendable: unchecked only because the class is not final (MainScheduler subclasses it); every stored
    // property is an immutable `let` of a Sendable type.

    /// The type of time intervals, in seconds.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The type of absolute times.
    public typealias Time = Date

    let configuration: DispatchQueueConfiguration

    /// The serial queue on which this scheduler runs every action.
    ///
    /// For fast paths inside the package (such as `observe(on:)`) that enqueue directly on the queue.
    /// ``MainScheduler`` runs actions inline when called on the main thread with nothing queued; such a
    /// fast path must keep using `schedule` for it (check ``runsInlineOnMainThread``).
    package var serialQueue: DispatchQueue { configuration.queue }

    /// `true` for schedulers that may run an action synchronously instead of enqueueing it
    /// (``MainScheduler``); `false` when every action is dispatched asynchronously to ``serialQueue``.
    package var runsInlineOnMainThread: Bool { false }

    /// Takes the turn to run work inline, as `schedule` would (``MainScheduler``: on the main queue with
    /// nothing scheduled through it running or queued); `false` here and whenever `schedule` would dispatch.
    /// After `true`, the caller runs its work and then calls ``endInlineTurn()``.
    ///
    /// Performance: a non-generic alternative to `schedule` for package fast paths (`observe(on:)`'s drain),
    /// which in unspecialised code looks up the metadata of its `(state, action)` tuple on every call.
    package func beginInlineTurn() -> Bool { false }

    /// Ends a turn taken with ``beginInlineTurn()``.
    package func endInlineTurn() {}

    /// The current time.
    public var now: Date { Date() }

    /// Gives back the configuration's relative timers.
    deinit {
        configuration.releaseTimers()
    }

    /// Wraps an existing serial queue without creating an intermediate one.
    init(
        serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0), sharesMainQueueTimers: Bool = false
    ) {
        configuration = DispatchQueueConfiguration(
            queue: serialQueue, leeway: leeway, sharesMainQueueTimers: sharesMainQueueTimers)
    }

    /// Creates a scheduler on a new serial queue.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: the label of the created queue.
    ///   - serialQueueConfiguration: a closure that can configure the queue before it is used.
    ///   - leeway: the leeway given to timers.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets `queue`.
    ///
    /// Work is serialised even when `queue` is concurrent.
    /// - Parameters:
    ///   - queue: the queue the created serial queue targets.
    ///   - internalSerialQueueName: the label of the created queue.
    ///   - leeway: the leeway given to timers.
    public convenience init(
        queue: DispatchQueue,
        internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of the quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: the quality of service of the global queue to target.
    ///   - internalSerialQueueName: the label of the created queue.
    ///   - leeway: the leeway given to timers.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass),
            internalSerialQueueName: internalSerialQueueName,
            leeway: leeway
        )
    }

    /// Schedules `action` to run asynchronously on the serial queue.
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; it returns a disposable to cancel what it starts.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleInternal(state, action: action)
    }

    /// The scheduling strategy; ``MainScheduler`` overrides it to run inline on the main thread.
    func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the serial queue after `dueTime`.
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - dueTime: the delay before the action runs.
    ///   - action: the work; it returns a disposable to cancel what it starts.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the serial queue after `startAfter` and then every `period`,
    /// passing each run the state returned by the previous one.
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
