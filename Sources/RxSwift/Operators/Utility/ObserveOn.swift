import Dispatch

extension ObservableType {
    /// Delivers the events of this sequence on `scheduler`.
    ///
    /// Events keep their order. Once the subscription is disposed, queued events are dropped: no further
    /// element is observed on the scheduler. On a serial dispatch queue scheduler (including
    /// `MainScheduler`), events queued while a delivery is pending are delivered in one batch.
    /// - Parameter scheduler: where to deliver events.
    /// - Returns: the sequence, observed on `scheduler`.
    /// - SeeAlso: [ReactiveX observeOn](http://reactivex.io/documentation/operators/observeon.html)
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialProducer(source: asObservable(), scheduler: serial)
        }
        return ObserveOnProducer(source: asObservable(), scheduler: scheduler)
    }
}

private final class ObserveOnProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// Queues events and delivers them one per scheduled step, as RxSwift does on a general scheduler.
private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private struct State {
        var queue = RingQueue<Event<Observer.Element>>()
        var isRunning = false
    }

    private let scheduler: ImmediateSchedulerType
    private let state = LockedState(State())
    private let delivery = SerialDisposable()

    init(observer: Observer, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        let mustSchedule = state.withLock { state -> Bool in
            state.queue.enqueue(event)
            if state.isRunning { return false }
            state.isRunning = true
            return true
        }
        guard mustSchedule else { return }
        delivery.disposable = scheduler.scheduleRecursive(()) { [weak self] _, recurse in
            guard let self, self.deliverOne() else { return }
            recurse(())
        }
    }

    /// Delivers one queued event; returns `true` when more are waiting. The running flag is cleared only
    /// under the lock after seeing an empty queue, so two deliveries never overlap.
    private func deliverOne() -> Bool {
        let next = state.withLock { state -> Event<Observer.Element>? in
            if let event = state.queue.dequeue() { return event }
            state.isRunning = false
            return nil
        }
        guard let event = next, !isDisposed else { return false }
        if event.isStopEvent {
            forwardTerminal(event)
            return false
        }
        forwardOn(event)
        return state.withLock { state -> Bool in
            if state.queue.isEmpty {
                state.isRunning = false
                return false
            }
            return true
        }
    }

    override func disposeResources() {
        delivery.dispose()
        state.withLock { $0.queue.removeAll() }
    }
}

private final class ObserveOnSerialProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObserveOnSerialSink(observer: observer, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// The serial-queue fast path: one dispatch per batch of queued events instead of one per event.
/// Work that drains a queue on a serial dispatch queue.
private protocol SerialDrainable: AnyObject {
    func drain()
}

private final class ObserveOnSerialSink<Observer: ObserverType>: Sink<Observer>, ObserverType, SerialDrainable,
    @unchecked Sendable
{
    // Sendable: queued events live in `state`, a LockedState; delivery runs only on the serial queue.
    private struct State {
        var queue = RingQueue<Event<Observer.Element>>()
        var isScheduled = false
    }

    private let scheduler: SerialDispatchQueueScheduler
    private let state = LockedState(State())
    private var batch: [Event<Observer.Element>] = []

    init(observer: Observer, scheduler: SerialDispatchQueueScheduler) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        let mustSchedule = state.withLock { state -> Bool in
            state.queue.enqueue(event)
            if state.isScheduled { return false }
            state.isScheduled = true
            return true
        }
        guard mustSchedule else { return }
        if scheduler.runsInlineOnMainThread {
            _ = scheduler.schedule(self) { sink in
                sink.drain()
                return Disposables.create()
            }
        } else {
            let sink = UncheckedSendable<any SerialDrainable>(self)
            scheduler.serialQueue.async { sink.value.drain() }
        }
    }

    /// Delivers everything queued, batch by batch, until the queue is empty.
    func drain() {
        while true {
            let hasWork = state.withLock { state -> Bool in
                if state.queue.isEmpty {
                    state.isScheduled = false
                    return false
                }
                while let event = state.queue.dequeue() { batch.append(event) }
                return true
            }
            guard hasWork else { return }
            for event in batch {
                if isDisposed { break }
                forward(event)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    override func disposeResources() {
        state.withLock { $0.queue.removeAll() }
    }
}
