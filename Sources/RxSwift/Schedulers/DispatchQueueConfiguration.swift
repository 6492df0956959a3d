import Dispatch
import Foundation

/// The scheduling logic shared by the dispatch-queue based schedulers: a target queue and a timer leeway.
struct DispatchQueueConfiguration: Sendable {
    /// The queue that runs every action.
    let queue: DispatchQueue
    /// The leeway given to dispatch timers.
    let leeway: DispatchTimeInterval
    /// The relative timers, on one dispatch timer; `nil` for the main queue's shared list
    /// (``CoalescedTimers/mainQueue``), so that making a `MainScheduler` retains nothing more.
    ///
    /// Owned by the scheduler that made the configuration, which gives them back with ``releaseTimers()`` when it is
    /// released (a copy of the configuration does not outlive its scheduler). Performance: unmanaged, so that
    /// releasing a `MainScheduler` (every Driver and Signal makes one) releases no `nil` reference (fence probe
    /// `driver.just.drive+dispose`).
    private let ownTimers: Unmanaged<CoalescedTimers>?

    /// The relative timers.
    private var timers: CoalescedTimers { ownTimers?.takeUnretainedValue() ?? CoalescedTimers.mainQueue }

    /// The configuration of a scheduler on `queue`: with a list of relative timers of its own, or the main queue's
    /// shared one (`sharesMainQueueTimers`, for ``MainScheduler``: every Driver and Signal makes one, as upstream).
    init(queue: DispatchQueue, leeway: DispatchTimeInterval, sharesMainQueueTimers: Bool = false) {
        self.queue = queue
        self.leeway = leeway
        self.ownTimers =
            sharesMainQueueTimers ? nil : Unmanaged.passRetained(CoalescedTimers(queue: queue, leeway: leeway))
    }

    /// Releases the relative timers of its own, if any: called once, by the scheduler that made the configuration,
    /// from its deinitialiser (timers still waiting keep their list alive).
    func releaseTimers() {
        ownTimers?.release()
    }

    /// Runs `action` asynchronously on the queue unless the returned disposable is disposed first.
    func schedule<State>(_ state: State, action: @escaping (State) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable(applying: action, to: state)
        queue.async {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value())
        }
        return cancel
    }

    /// Runs `action` on the queue after `dueTime` unless the returned disposable is disposed first.
    func scheduleRelative<State>(
        _ state: State,
        dueTime: RxTimeInterval,
        action: @escaping (State) -> Disposable
    ) -> Disposable {
        if case .never = dueTime { return Disposables.create() }
        let nanoseconds = dueTime.rxNanoseconds
        if nanoseconds < .max {
            let work = UncheckedSendable(applying: action, to: state)
            if let timer = timers.schedule(afterNanoseconds: Int64(max(nanoseconds, 0)), { work.value() }) {
                return timer
            }
        }
        let actionDisposable = SingleAssignmentDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: Self.deadline(after: dueTime), leeway: leeway)
        // The handler keeps `cancelTimer` alive and `cancelTimer` keeps the timer alive: the cycle ends when
        // the timer fires or the work is disposed, both of which cancel the timer and drop the reference.
        let cancelTimer = Disposables.create { timer.cancel() }
        let work = UncheckedSendable(applying: action, to: state)
        timer.setEventHandler {
            cancelTimer.dispose()
            guard !actionDisposable.isDisposed else { return }
            actionDisposable.setDisposable(work.value())
        }
        timer.resume()
        return Disposables.create(actionDisposable, cancelTimer)
    }

    /// Runs `action` on the queue after `startAfter` and then every `period`, threading the state.
    func schedulePeriodic<State>(
        _ state: State,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (State) -> State
    ) -> Disposable {
        // The handler runs on a serial queue that targets `queue`: the ticks of one timer are ordered in a way
        // ThreadSanitizer can see. (A dispatch source does not run its handler concurrently with itself, but on
        // a concurrent queue nothing tells ThreadSanitizer so, and it reported every tick's access to `current`
        // and to the operators downstream. Regression:
        // SchedulerStressTests.testSchedulePeriodicOnConcurrentQueueRunsOneActionAtATime.)
        let ticks = DispatchQueue(label: "RxSwift.schedulePeriodic", target: queue)
        let timer = DispatchSource.makeTimerSource(queue: ticks)
        timer.schedule(deadline: Self.deadline(after: startAfter), repeating: period, leeway: leeway)
        let current = PeriodicState(state)
        let work = UncheckedSendable(action)
        let cancelTimer = Disposables.create { timer.cancel() }
        timer.setEventHandler {
            guard !cancelTimer.isDisposed else { return }
            current.value = work.value(current.value)
        }
        timer.resume()
        return cancelTimer
    }

    /// The dispatch time `interval` from now, saturating instead of overflowing.
    private static func deadline(after interval: RxTimeInterval) -> DispatchTime {
        let nanoseconds = interval.rxNanoseconds
        if nanoseconds == .max { return .distantFuture }
        return .now() + .nanoseconds(max(nanoseconds, 0))
    }
}

/// A final scheduler class whose timed work is its configuration's: ``ConcurrentDispatchQueueScheduler`` and
/// ``ConcurrentMainScheduler`` (with ``MainScheduler``'s configuration). Each keeps its own `schedule`, the one thing
/// in which they differ.
///
/// Performance: only for final classes. ``SerialDispatchQueueScheduler`` (which ``MainScheduler`` subclasses)
/// declares these members itself: for a non-final class the witnesses of a protocol extension are called through
/// an unspecialised thunk (generic over the subclass), which would cost every timer `debounce` re-arms.
protocol DispatchQueueConfiguredScheduler: SchedulerType {
    /// The queue, leeway and timers the scheduler's work runs with.
    var configuration: DispatchQueueConfiguration { get }
}

extension DispatchQueueConfiguredScheduler {
    /// The current time.
    public var now: Date { Date() }

    /// Schedules `action` to run on the scheduler's queue after `dueTime`.
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

    /// Schedules `action` on the scheduler's queue after `startAfter` and then every `period`, passing each run
    /// the state returned by the previous one. Runs never overlap.
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
