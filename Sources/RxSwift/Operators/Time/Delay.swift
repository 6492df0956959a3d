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

/// The lock-guarded state of a `delay` sink: not generic, so that its critical sections are specialised (a state
/// nested in the generic sink would be generic too, and its metadata looked up in every critical section).
private struct DelayState: ~Copyable {
    /// The arrival time of every queued element, in order, then of the queued completion: an arrival with no
    /// element left to go with it is the completion's.
    var arrivals = ElementBuffer<RxTime>()
    /// A timer is scheduled or a timer action is running.
    var isActive = false
    /// A timer action is delivering an element outside the lock.
    var isDelivering = false
    /// An error that arrived while an element was being delivered, forwarded right after it.
    var pendingError: Swift.Error?
    /// The error has been forwarded: nothing more is delivered.
    var hasFailed = false
}

/// What a timer action of a `delay` sink delivers.
private enum DelayStep {
    /// The oldest queued element, moved to the sink's `current`.
    case element
    /// The queued completion.
    case completion
    /// Nothing: the sink failed, or nothing is queued.
    case none
}

/// What a timer action does once it delivered an element.
private enum DelayAfterDelivery {
    /// Forward the error that arrived meanwhile.
    case fail(Swift.Error)
    /// Schedule the action for the next queued event, which arrived at `arrival`.
    case schedule(arrival: RxTime)
    /// Nothing is queued: stop.
    case idle
}

/// Queues every element and the completion with its arrival time and runs one timer at a time: each timer
/// action delivers the oldest queued event, then schedules the next action for the next queued event's due
/// time (at once when it is already due), as upstream does. So two events that arrived together are
/// delivered by two scheduled actions, and events keep their order whichever thread the timers run on.
/// The next due time is the scheduler's answer (`_rxEnd`), in its own time. A
/// zero-length action is scheduled only to deliver an event whose time has come: each action takes one event
/// from the queue, so this never repeats at one instant without progress.
///
/// Performance: the elements wait in a typed buffer, their arrival times (and the completion's) beside them in the
/// non-generic state: no `Event`, tuple or optional of them is built in this generic code (a metadata lookup
/// each; fence probe `delay.burst`).
private final class DelaySink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let state = LockedState(DelayState())
    private let timers = CompositeDisposable()
    /// The queued elements; touched only under `state`'s lock.
    @exclusivity(unchecked) private var elements = ElementBuffer<Element>()
    /// The element a timer action delivers, moved out of `elements` under the lock; touched only by that action
    /// (one runs at a time).
    @exclusivity(unchecked) private var current = ElementBuffer<Element>(capacity: 1)

    init(receiver: any ElementReceiver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(receiver: receiver)
    }

    func receiveNext(_ element: Element) {
        if isDisposed { return }
        let arrival = scheduler.now
        let startTimer = state.withLock { state -> Bool in
            state.arrivals.append(arrival)
            elements.append(element)
            return state.activate()
        }
        if startTimer { schedule(after: dueTime) }
    }

    func receiveCompleted() {
        if isDisposed { return }
        let arrival = scheduler.now
        let startTimer = state.withLock { state -> Bool in
            state.arrivals.append(arrival)
            return state.activate()
        }
        if startTimer { schedule(after: dueTime) }
    }

    func receiveError(_ error: Swift.Error) {
        var dropsElements = false
        let deliverNow = state.withLock { state -> Bool in
            state.arrivals.removeAll()
            dropsElements = !elements.isEmpty
            if state.hasFailed { return false }
            if state.isDelivering {
                state.pendingError = error
                return false
            }
            state.hasFailed = true
            return true
        }
        if dropsElements { dropQueued() }
        if deliverNow { forwardError(error) }
    }

    func on(_ event: Event<Element>) {
        receive(event)
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

    private func deliverOldest() {
        let step = state.withLock { state -> DelayStep in
            if state.hasFailed { return .none }
            if state.arrivals.isEmpty {
                state.isActive = false
                return .none
            }
            state.isDelivering = true
            _ = state.arrivals.removeFirst()
            if !elements.isEmpty {
                current.append(elements.removeFirst())
                return .element
            }
            return .completion
        }
        switch step {
        case .none:
            return
        case .completion:
            forwardCompleted()
            return
        case .element:
            forwardNext(current.removeFirst())
        }
        let next = state.withLock { state -> DelayAfterDelivery in
            state.isDelivering = false
            if let error = state.pendingError {
                state.pendingError = nil
                state.hasFailed = true
                return .fail(error)
            }
            if !state.arrivals.isEmpty { return .schedule(arrival: state.arrivals.first) }
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

    /// Releases the elements still queued, outside the lock (out of line: an array of elements costs a metadata
    /// lookup, which a disposal with nothing queued does not pay).
    @inline(never)
    private func dropQueued() {
        let dropped = state.withLock { _ in elements.takeAll() }
        withExtendedLifetime(dropped) {}
    }

    override func disposeResources() {
        timers.dispose()
        var hasQueued = false
        state.withLock { state in
            state.arrivals.removeAll()
            hasQueued = !elements.isEmpty
        }
        if hasQueued { dropQueued() }
    }
}

extension DelayState {
    /// Marks a timer as scheduled; returns `true` when the caller must schedule it.
    mutating func activate() -> Bool {
        if isActive { return false }
        isActive = true
        return true
    }
}

extension DelaySink: @unchecked Sendable {
    // Sendable: the elements and the flags are guarded by `state`'s lock; `current` is touched only by the running
    // timer action, and one runs at a time; `timers` is a CompositeDisposable.
}
