extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`.
    ///
    /// Each element is emitted `dueTime` after the source emitted it, in order. An error is forwarded
    /// at once, as upstream, and drops the elements still waiting. As upstream, each scheduled action
    /// delivers one event: events that arrived together are delivered by consecutive actions (on
    /// `TestScheduler`, one tick apart).
    ///
    /// ```text
    /// source: ^-a-b-|
    /// delay:  ^---a-b-|   (dueTime 2 frames)
    /// ```
    ///
    /// ![The marble diagram of delay.](marble-delay.svg)
    /// - Parameters:
    ///   - dueTime: how long to delay each event.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the delayed sequence.
    /// - SeeAlso: [ReactiveX delay](http://reactivex.io/documentation/operators/delay.html)
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            DelaySink(receiver: receiver, dueTime: dueTime, scheduler: scheduler).start(from: source)
        }
    }
}

/// Queues every element and the completion with its arrival time and runs one timer at a time: each timer
/// action delivers the oldest queued event, then schedules the next action for the next queued event's due
/// time (at once when it is already due), as upstream does. So two events that arrived together are
/// delivered by two scheduled actions, and events keep their order whichever thread the timers run on.
/// The next due time is the scheduler's answer (`_rxEnd`), in its own time. A
/// zero-length action is scheduled only to deliver an event whose time has come: each action takes one event
/// from the queue, so this never repeats at one instant without progress.
private final class DelaySink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    private typealias Queued = (arrival: RxTime, event: Event<Element>)

    private struct State: ~Copyable {
        var queue = ElementBuffer<Queued>()
        /// A timer is scheduled or a timer action is running.
        var isActive = false
        /// A timer action is forwarding an event right now.
        var isDelivering = false
        /// An error that arrived while a timer action was forwarding; that action delivers it.
        var pendingError: Swift.Error?
        /// The error has been (or is being) delivered: nothing else is.
        var hasFailed = false

        /// Empties the queue and returns what it held, so that the caller releases it after the lock.
        mutating func takeQueue() -> [Queued] {
            queue.takeAll()
        }
    }

    /// What a timer action does after forwarding its event.
    private enum AfterDelivery {
        case fail(Swift.Error)
        case schedule(arrival: RxTime)
        case idle
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let state = LockedState(State())
    /// The pending timer (one at a time, but the next one may be scheduled before the current action ends,
    /// and on a concurrent scheduler it may even run first: each removes only itself).
    private let timers = CompositeDisposable()

    init(receiver: any ElementReceiver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(receiver: receiver)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            if isDisposed { return }
            let arrival = scheduler.now
            let startTimer = state.withLock { state -> Bool in
                state.queue.append((arrival, event))
                if state.isActive { return false }
                state.isActive = true
                return true
            }
            if startTimer { schedule(after: dueTime) }
        case .error(let error):
            // The dropped events are released when the tuple goes away, after the lock.
            let (deliverNow, _) = state.withLock { state -> (Bool, [Queued]) in
                let dropped = state.takeQueue()
                if state.hasFailed { return (false, dropped) }
                if state.isDelivering {
                    state.pendingError = error
                    return (false, dropped)
                }
                state.hasFailed = true
                return (true, dropped)
            }
            if deliverNow { forwardError(error) }
        }
    }

    private func schedule(after interval: RxTimeInterval) {
        let timer = SingleAssignmentDisposable()
        guard let key = timers.insert(timer) else { return }
        timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: interval) { [self] _ in
                timers.remove(for: key)
                deliverOldest()
                return Disposables.create()
            })
    }

    /// One timer action: forwards the oldest queued event, then decides what comes next.
    private func deliverOldest() {
        let event = state.withLock { state -> Event<Element>? in
            if state.hasFailed { return nil }
            if state.queue.isEmpty {
                state.isActive = false
                return nil
            }
            state.isDelivering = true
            return state.queue.removeFirst().event
        }
        guard let event else { return }
        guard case .next(let element) = event else {
            forward(event)
            return
        }
        forwardNext(element)
        let next = state.withLock { state -> AfterDelivery in
            state.isDelivering = false
            if let error = state.pendingError {
                state.pendingError = nil
                state.hasFailed = true
                return .fail(error)
            }
            if !state.queue.isEmpty { return .schedule(arrival: state.queue.first.arrival) }
            state.isActive = false
            return .idle
        }
        switch next {
        case .fail(let error):
            forwardError(error)
        case .schedule(let arrival):
            let now = scheduler.now
            schedule(after: dueTime.rxRemaining(until: scheduler._rxEnd(of: dueTime, from: arrival), at: now))
        case .idle:
            break
        }
    }

    override func disposeResources() {
        timers.dispose()
        // Released after the lock.
        _ = state.withLock { $0.takeQueue() }
    }
}

extension DelaySink: @unchecked Sendable {
    // Sendable: the queue and the flags live in `state`, a LockedState; `timers` is a CompositeDisposable.
}
