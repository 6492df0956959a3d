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
    @inlinable  // Performance: the sink and the error are named in the caller's specialised code.
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
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        let other = other.asObservable()
        return OperatorProducer(source: asObservable()) { source, receiver in
            TimeoutSink(receiver: receiver, dueTime: dueTime, other: other, scheduler: scheduler).start(from: source)
        }
    }
}

/// Source events and the timer race under the lock (an id per timer); whoever wins forwards through a
/// ``SerialDelivery`` shared with the fallback sequence.
///
/// Performance: made and started in the caller's specialised code (`timeout` is inlinable): made in this generic code,
/// the sink's type, its superclass's and its conformance were runtime lookups per subscription (fence probe
/// `single.zip.timeout.retry.map.subscribe`).
@usableFromInline
final class TimeoutSink<Element>: TimedSink<Element>, ObserverType, ElementReceiver {
    /// The source subscription, replaced by the fallback's on a timeout.
    let subscription = SerialDisposable()
    private let other: Observable<Element>
    /// Closed when the timeout wins and the fallback takes over.
    private let race = TimerRace()

    @usableFromInline
    init(
        receiver: any ElementReceiver<Element>, dueTime: RxTimeInterval, other: Observable<Element>,
        scheduler: SchedulerType
    ) {
        self.other = other
        super.init(receiver: receiver, period: dueTime, scheduler: scheduler)
    }

    /// An element: delivered in its turn (without an `Event`, whose type this generic code would look up), and the
    /// wait for the next one starts.
    @usableFromInline
    func receiveNext(_ element: Element) {
        guard let id = race.eventArrived(closing: false) else { return }
        delivery.send { forwardNext(element) }
        startTimer(id: id)
    }

    /// Starts the timer, subscribes to `source` and returns this sink.
    @inlinable
    func start(from source: Observable<Element>) -> Disposable {
        startTimerThenSubscribe(sourceSlot()) { source.subscribe(self, receiver: self) }
    }

    /// The sink's subscription, holding the slot that the source's subscription goes in (until a timeout replaces
    /// it with the fallback's).
    @usableFromInline
    func sourceSlot() -> SingleAssignmentDisposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        setUpstream(subscription)
        return original
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        if case .next(let element) = event { return receiveNext(element) }
        guard race.eventArrived(closing: false) != nil else { return }
        delivery.send { forward(event) }
    }

    /// Completion, unless the timeout won: delivered in its turn without an `Event` (see ``receiveNext(_:)``).
    @usableFromInline
    func receiveCompleted() {
        guard race.eventArrived(closing: false) != nil else { return }
        delivery.send { forwardCompleted() }
    }

    /// Failure, unless the timeout won: delivered in its turn without an `Event`.
    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        guard race.eventArrived(closing: false) != nil else { return }
        delivery.send { forwardError(error) }
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
