/// What the sinks of `buffer`, `window`, `heartbeat` and `timeout` share: one timer at a time, restarted with an id
/// after a fixed period, and a ``SerialDelivery`` through which the source's events and the timer's ticks take
/// their turn.
///
/// Subclasses are final, observe the source themselves and decide in ``timerFired(_:)`` what a tick whose id
/// may be stale means (`heartbeat` and `timeout` with a ``TimerRace``).
@usableFromInline
class TimedSink<Output>: Sink<Output> {
    /// The scheduler that runs the timers.
    final let scheduler: SchedulerType
    /// How long a timer waits.
    private final let period: RxTimeInterval
    private final let timer = SerialDisposable()
    /// Serialises the source's events and the timer's ticks.
    final let delivery = SerialDelivery()
    override final var serialDelivery: SerialDelivery? { delivery }

    init(receiver: any ElementReceiver<Output>, period: RxTimeInterval, scheduler: SchedulerType) {
        self.period = period
        self.scheduler = scheduler
        super.init(receiver: receiver)
    }

    /// Replaces the running timer (disposing it) by one that calls ``timerFired(_:)`` with `id` after the period.
    final func startTimer(id: UInt64) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: period) { id in
            self.timerFired(id)
            return Disposables.create()
        }
    }

    /// Starts the first timer (id 0), then subscribes through `upstream` with `subscribe`, and returns this sink: the
    /// wait runs from the subscription, and an element that arrives while subscribing finds the timer started.
    @usableFromInline
    final func startTimerThenSubscribe(_ upstream: SingleAssignmentDisposable, _ subscribe: () -> Disposable)
        -> Disposable
    {
        startTimer(id: 0)
        upstream.setDisposable(subscribe())
        return self
    }

    /// Stops the running timer for good.
    final func stopTimer() {
        timer.dispose()
    }

    /// The timer started with `id` fired (a later ``startTimer(id:)`` may have made it stale).
    func timerFired(_ id: UInt64) {
        rxAbstractMethod()
    }

    override func disposeResources() {
        timer.dispose()
    }
}

/// The race between a sink's source events and its timer (`heartbeat`, `timeout`), decided under a lock by
/// numbering the waits: every source event starts a new wait, so a timer started for an earlier one has lost, and a
/// timer wins only while its wait is the current one. Once the race is closed, nothing wins.
struct TimerRace: Sendable {
    private struct State {
        var id: UInt64 = 0
        var closed = false
    }

    private let state = LockedState(State())

    /// A source event arrived: the number of the wait that follows it, or `nil` once the race is closed. `closing`
    /// closes it (the event is the last one).
    func eventArrived(closing: Bool) -> UInt64? {
        state.withLock { state -> UInt64? in
            guard !state.closed else { return nil }
            state.id &+= 1
            if closing { state.closed = true }
            return state.id
        }
    }

    /// The timer of wait `id` fired: the number of the next wait if the timer won (`closing` then closes the race),
    /// `nil` if a source event came first or the race is closed.
    func timerFired(_ id: UInt64, closing: Bool) -> UInt64? {
        state.withLock { state -> UInt64? in
            guard !state.closed, state.id == id else { return nil }
            state.id &+= 1
            if closing { state.closed = true }
            return state.id
        }
    }
}
