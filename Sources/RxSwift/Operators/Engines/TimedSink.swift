/// What the sinks of `buffer`, `window`, `heartbeat` and `timeout` share: one timer at a time, restarted with an id
/// after a fixed period, and a ``SerialDelivery`` through which the source's events and the timer's ticks take
/// their turn.
///
/// Subclasses are final, observe the source themselves and decide in ``timerFired(_:)`` what a tick whose id
/// may be stale means.
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
