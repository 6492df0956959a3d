extension ObservableType {
    /// Subscribes to (and disposes) the source on `scheduler`.
    ///
    /// This moves the side effects of subscription to the scheduler; it does not change where events
    /// are delivered (use `observe(on:)` for that).
    /// - Parameter scheduler: where subscription and disposal happen.
    /// - Returns: the sequence.
    /// - SeeAlso: [ReactiveX subscribeOn](http://reactivex.io/documentation/operators/subscribeon.html)
    @inlinable  // Performance: the producer is made in the caller's specialised context (no metadata lookup).
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOnProducer(source: self, scheduler: scheduler)
    }
}

/// The observable of `subscribe(on:)`.
///
/// Keeps the source's own type (not `asObservable()`, which may wrap it in a sink that disposes the source
/// on its terminal event): as upstream, the source subscription is disposed only through the scheduler,
/// also after a terminal event.
@usableFromInline
final class SubscribeOnProducer<Source: ObservableType>: Producer<Source.Element> {
    private let source: Source
    private let scheduler: ImmediateSchedulerType

    @usableFromInline
    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SubscribeOnSink(observer: observer)
        let source = self.source
        let scheduler = self.scheduler
        sink.setUpstream(
            scheduler.schedule(()) { _ in
                let upstream = source.subscribe(sink)
                sink.subscription.setDisposable(ScheduledDisposable(scheduler: scheduler, disposable: upstream))
                return Disposables.create()
            }
        )
        return sink
    }
}

/// The sink of `subscribe(on:)`: forwards every event; its upstream is the scheduled subscription, and
/// ``subscription`` the source's subscription (disposed through the scheduler), disposed after it.
///
/// Performance: the second subscription lives in the sink, so a subscription costs no composite disposable.
private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, ElementReceiver {
    /// The source's subscription, set by the scheduled action.
    let subscription = SingleAssignmentDisposable()

    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    func on(_ event: Event<Observer.Element>) {
        forward(event)
    }

    func receiveNext(_ element: Observer.Element) {
        forwardNext(element)
    }

    func receiveCompleted() {
        forwardCompleted()
    }

    func receiveError(_ error: Swift.Error) {
        forwardError(error)
    }

    override func disposeResources() {
        subscription.dispose()
    }
}
