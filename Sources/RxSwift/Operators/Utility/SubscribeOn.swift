extension ObservableType {
    /// Subscribes to (and disposes) the source on `scheduler`.
    ///
    /// This moves the side effects of subscription to the scheduler; it does not change where events
    /// are delivered (use `observe(on:)` for that).
    /// - Parameter scheduler: where subscription and disposal happen.
    /// - Returns: the sequence.
    /// - SeeAlso: [ReactiveX subscribeOn](http://reactivex.io/documentation/operators/subscribeon.html)
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOnProducer(source: asObservable(), scheduler: scheduler)
    }
}

private final class SubscribeOnProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer)
        let subscription = SingleAssignmentDisposable()
        let source = self.source
        let scheduled = scheduler.schedule(()) { _ in
            let upstream = source.subscribe(sink)
            subscription.setDisposable(ScheduledDisposable(scheduler: self.scheduler, disposable: upstream))
            return Disposables.create()
        }
        sink.setUpstream(Disposables.create(scheduled, subscription))
        return sink
    }
}
