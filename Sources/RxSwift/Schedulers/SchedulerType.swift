import Foundation

/// The time interval type used by schedulers: `DispatchTimeInterval`.
public typealias RxTimeInterval = DispatchTimeInterval

/// The absolute time type used by schedulers: `Date`.
public typealias RxTime = Date

/// A scheduler that runs work immediately or as soon as it can, without a delay.
///
/// - SeeAlso: [ReactiveX Scheduler](http://reactivex.io/documentation/scheduler.html)
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; it returns a disposable to cancel what it starts.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that can also run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's notion of the current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` to run first after `startAfter` and then every `period`, threading state
    /// from one run to the next.
    /// - Returns: a disposable that stops the periodic work.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable

    /// Not API (operators' plumbing; the leading underscore keeps it out of sight): when `interval`, counted from
    /// `start`, ends, as this scheduler's ``now`` will show that time. `start` is a time ``now`` gave.
    ///
    /// Operators that wait for the rest of an interval (`debounce` re-arming its timer, `throttle` ending a
    /// window, `delay` timing its next event) ask the scheduler when the interval ends instead of adding and
    /// subtracting dates themselves, so that a scheduler with a time of its own computes the end in it: a
    /// virtual-time scheduler adds the interval in its own units, as ``scheduleRelative(_:dueTime:action:)`` does,
    /// so the end compares with ``now`` exactly, and the difference between the two is an interval that
    /// `scheduleRelative` turns back into exactly the units that remain. The default adds the interval to the
    /// date. `.never` ends at `Date.distantFuture`.
    ///
    /// A scheduler that forwards its work to another one forwards this too.
    /// - Parameters:
    ///   - interval: the interval.
    ///   - start: when the interval starts.
    /// - Returns: when the interval ends.
    func _rxEnd(of interval: RxTimeInterval, from start: RxTime) -> RxTime
}

extension SchedulerType {
    /// Not API: the date-based answer of `_rxEnd(of:from:)`, for schedulers whose time is real time: `start`
    /// moved by `interval`.
    /// - Parameters:
    ///   - interval: the interval.
    ///   - start: when the interval starts.
    /// - Returns: when the interval ends; `Date.distantFuture` for `.never`.
    public func _rxEnd(of interval: RxTimeInterval, from start: RxTime) -> RxTime {
        if case .never = interval { return .distantFuture }
        return start.addingTimeInterval(interval.rxSeconds)
    }

    /// Periodic scheduling built from ``SchedulerType/scheduleRelative(_:dueTime:action:)``, as upstream: each tick first
    /// schedules the next one and then runs `action`, so on virtual time the next tick comes before anything
    /// that `action` schedules for the same instant. A tick that arrives while `action` is still running
    /// is counted, and the counted runs follow at once when it returns.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let ticks = PeriodicTicks(state, action: action)
        return scheduleRecursive(PeriodicCommand.tick, dueTime: startAfter) { command, recurse in
            switch command {
            case .tick:
                recurse(.tick, period)
                if ticks.arrive(), ticks.runOnce() { recurse(.runPending, .seconds(0)) }
            case .runPending:
                if ticks.runOnce() { recurse(.runPending, .seconds(0)) }
            }
        }
    }

    /// Schedules `action` after `dueTime`; `action` may call `recurse(state, delay)` to run again later.
    /// - Returns: a disposable that cancels every pending run.
    public func scheduleRecursive<State>(
        _ state: State,
        dueTime: RxTimeInterval,
        action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveRelativeAction(scheduler: self, action: action)
        recursive.schedule(state, after: dueTime)
        return recursive
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action`; `action` may call `recurse(newState)` to run again.
    ///
    /// ```swift
    /// scheduler.scheduleRecursive(0) { value, recurse in
    ///     print(value)
    ///     if value < 2 { recurse(value + 1) }
    /// }
    /// // 0 1 2
    /// ```
    /// - Returns: a disposable that cancels every pending run.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveImmediateAction(scheduler: self, action: action)
        recursive.schedule(state)
        return recursive
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    package var rxSeconds: Double {
        switch self {
        case .seconds(let value): Double(value)
        case .milliseconds(let value): Double(value) / 1_000
        case .microseconds(let value): Double(value) / 1_000_000
        case .nanoseconds(let value): Double(value) / 1_000_000_000
        case .never: .infinity
        @unknown default: .infinity
        }
    }

    /// The interval in nanoseconds, saturating; `.never` is `Int.max`.
    package var rxNanoseconds: Int {
        switch self {
        case .seconds(let value):
            value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : value * 1_000_000_000
        case .milliseconds(let value):
            value.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : value * 1_000_000
        case .microseconds(let value): value.multipliedReportingOverflow(by: 1_000).overflow ? .max : value * 1_000
        case .nanoseconds(let value): value
        case .never: .max
        @unknown default: .max
        }
    }

    /// `true` when the interval is negative.
    package var rxIsNegative: Bool { rxNanoseconds < 0 }
}
