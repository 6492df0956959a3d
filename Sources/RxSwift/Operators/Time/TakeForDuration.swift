extension ObservableType {
    /// Emits the source's elements for `duration` after subscription, then completes.
    ///
    /// ```text
    /// source:     ^-a-b-c-d-|
    /// take(for:): ^-a-b|          (duration 5 frames)
    /// ```
    /// - Parameters:
    ///   - duration: how long to forward the source.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the sequence, cut after `duration`.
    /// - SeeAlso: [ReactiveX take](http://reactivex.io/documentation/operators/take.html)
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeForDurationProducer(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

private final class TakeForDurationProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = TakeForDurationSink(receiver: receiver)
        sink.timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: duration) { _ in
                sink.on(.completed)
                return Disposables.create()
            }
        )
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
    }
}

/// Source events and the timer's completion may come from different threads; a ``SerialDelivery``
/// orders them.
private final class TakeForDurationSink<Element>: Sink<Element>, ObserverType, ElementReceiver, @unchecked Sendable {
    // Sendable: no mutable state besides `delivery`'s, which it guards itself.
    /// The timer that ends the sequence.
    let timer = SingleAssignmentDisposable()
    /// Serialises the source's events and the stop signal, relayed as events.
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    func on(_ event: Event<Element>) {
        if isDisposed { return }
        delivery.send { forward(event) }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
