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
        sink.startTimer(id: 0)
        original.setDisposable(source.subscribe(receiver: sink))
        return sink
    }
}

/// Source events and the timer race under the lock (an id per timer); whoever wins forwards through a
/// ``SerialDelivery`` shared with the fallback sequence.
private final class TimeoutSink<Element>: TimedSink<Element>, ObserverType, ElementReceiver {
    private struct State {
        var id: UInt64 = 0
        var switched = false
    }

    /// The source subscription, replaced by the fallback's on a timeout.
    let subscription = SerialDisposable()
    private let other: Observable<Element>
    private let state = LockedState(State())

    init(
        receiver: any ElementReceiver<Element>, dueTime: RxTimeInterval, other: Observable<Element>,
        scheduler: SchedulerType
    ) {
        self.other = other
        super.init(receiver: receiver, period: dueTime, scheduler: scheduler)
    }

    func on(_ event: Event<Element>) {
        let id = state.withLock { state -> UInt64? in
            guard !state.switched else { return nil }
            state.id &+= 1
            return state.id
        }
        guard let id else { return }
        delivery.send { forward(event) }
        if !event.isStopEvent {
            startTimer(id: id)
        }
    }

    override func timerFired(_ id: UInt64) {
        let wins = state.withLock { state -> Bool in
            guard !state.switched, state.id == id else { return false }
            state.switched = true
            return true
        }
        guard wins, !isDisposed else { return }
        subscription.disposable = other.subscribe(receiver: TimeoutFallbackObserver(sink: self))
    }

    /// Forwards an event of the fallback sequence.
    func onFallback(_ event: Event<Element>) {
        delivery.send { forward(event) }
    }
}

extension TimeoutSink: @unchecked Sendable {
    // Sendable: `id` and `switched` live in `state`, a LockedState; `delivery` guards its own state.
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
