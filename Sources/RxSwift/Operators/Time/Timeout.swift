extension ObservableType {
    /// Fails with ``RxError/timeout`` when the source emits nothing for `dueTime`.
    ///
    /// The timer starts at subscription and restarts after every element.
    ///
    /// ```text
    /// source:  ^-a-----b-|
    /// timeout: ^-a---#        (dueTime 4 frames)
    /// ```
    ///
    /// ![The marble diagram of timeout.](marble-timeout.svg)
    /// - Parameters:
    ///   - dueTime: the longest allowed silence.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the source's events, or an error when it is too slow.
    /// - SeeAlso: [ReactiveX timeout](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when the source emits nothing for `dueTime`.
    ///
    /// The timer starts at subscription and restarts after every element. On a timeout the source is
    /// disposed and `other` is subscribed; its events are forwarded from then on.
    ///
    /// ```text
    /// source:  ^-a-----b-|
    /// other:   x|             (cold)
    /// timeout: ^-a---x|       (dueTime 4 frames)
    /// ```
    /// - Parameters:
    ///   - dueTime: the longest allowed silence.
    ///   - other: the sequence to continue with after a timeout.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the source's events, then `other`'s after a timeout.
    /// - SeeAlso: [ReactiveX timeout](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        TimeoutProducer(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

/// A producer class rather than an ``OperatorProducer``: the closure's context would be one more allocation each time
/// the operator is applied, and a server applies it per request (fence probe `single.zip.timeout.retry.map.subscribe`).
private final class TimeoutProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = TimeoutSink(receiver: receiver, dueTime: dueTime, other: other, scheduler: scheduler)
        let original = SingleAssignmentDisposable()
        sink.subscription.disposable = original
        sink.setUpstream(sink.subscription)
        return sink.startTimerThenSubscribe(original) { source.subscribe(receiver: sink) }
    }
}

/// Source events and the timer race under the lock (an id per timer); whoever wins forwards through a
/// ``SerialDelivery`` shared with the fallback sequence.
private final class TimeoutSink<Element>: TimedSink<Element>, ObserverType, ElementReceiver {
    /// The source subscription, replaced by the fallback's on a timeout.
    let subscription = SerialDisposable()
    private let other: Observable<Element>
    /// Closed when the timeout wins and the fallback takes over.
    private let race = TimerRace()

    init(
        receiver: any ElementReceiver<Element>, dueTime: RxTimeInterval, other: Observable<Element>,
        scheduler: SchedulerType
    ) {
        self.other = other
        super.init(receiver: receiver, period: dueTime, scheduler: scheduler)
    }

    /// An element: delivered in its turn (without an `Event`, whose type this generic code would look up), and the
    /// wait for the next one starts.
    func receiveNext(_ element: Element) {
        guard let id = race.eventArrived(closing: false) else { return }
        delivery.send { forwardNext(element) }
        startTimer(id: id)
    }

    func on(_ event: Event<Element>) {
        if case .next(let element) = event { return receiveNext(element) }
        guard race.eventArrived(closing: false) != nil else { return }
        delivery.send { forward(event) }
    }

    override func timerFired(_ id: UInt64) {
        guard race.timerFired(id, closing: true) != nil, !isDisposed else { return }
        subscription.disposable = other.subscribe(receiver: TimeoutFallbackObserver(sink: self))
    }

    /// Forwards an event of the fallback sequence.
    func onFallback(_ event: Event<Element>) {
        delivery.send { forward(event) }
    }
}

extension TimeoutSink: @unchecked Sendable {
    // Sendable: the wait numbers and the switch live in `race`, under its lock; `delivery` guards its own state.
}

/// Observes the fallback sequence for a ``TimeoutSink``.
private final class TimeoutFallbackObserver<Element>: ObserverType, ElementReceiver {
    private let sink: TimeoutSink<Element>

    init(sink: TimeoutSink<Element>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        sink.onFallback(event)
    }
}
