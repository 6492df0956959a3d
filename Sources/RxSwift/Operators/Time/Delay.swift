extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`.
    ///
    /// Each element is emitted `dueTime` after the source emitted it, in order. An error is forwarded
    /// at once, as upstream, and drops the elements still waiting.
    ///
    /// ```text
    /// source: ^-a-b-|
    /// delay:  ^---a-b-|   (dueTime 2 frames)
    /// ```
    /// - Parameters:
    ///   - dueTime: how long to delay each event.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the delayed sequence.
    /// - SeeAlso: [ReactiveX delay](http://reactivex.io/documentation/operators/delay.html)
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelayProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelayProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// Every element or completion is queued and gets its own timer; each timer tick delivers the oldest
/// queued event, so events keep their order even when timers fire on different threads.
private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // Sendable: the queue lives in `queue`, a LockedState; `serial` is written once in init.
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let queue = LockedState(RingQueue<Event<Element>>())
    private let timers = CompositeDisposable()
    /// `.next(())`: a timer fired; `.error`: the source failed.
    private var serial: SerialDelivery<Void>!

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
        serial = SerialDelivery { [unowned self] in self.deliver($0) }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            if isDisposed { return }
            queue.withLock { $0.enqueue(event) }
            scheduleTick()
        case .error(let error):
            queue.withLock { $0.removeAll() }
            serial.on(.error(error))
        }
    }

    private func scheduleTick() {
        let timer = SingleAssignmentDisposable()
        guard let key = timers.insert(timer) else { return }
        timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                self.timers.remove(for: key)
                self.serial.on(.next(()))
                return Disposables.create()
            }
        )
    }

    private func deliver(_ signal: Event<Void>) {
        switch signal {
        case .next:
            guard let event = queue.withLock({ $0.dequeue() }) else { return }
            if event.isStopEvent {
                forwardTerminal(event)
            } else {
                forwardOn(event)
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            break
        }
    }

    override func disposeResources() {
        timers.dispose()
        queue.withLock { $0.removeAll() }
    }
}
