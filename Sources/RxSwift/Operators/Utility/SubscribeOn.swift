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
        let sink = ForwardingSink(observer: observer)
        let subscription = SingleAssignmentDisposable()
        let source = self.source
        let scheduled = scheduler.schedule(()) { _ in
            let upstream = sink.subscribe(to: source)
            subscription.setDisposable(ScheduledDisposable(scheduler: self.scheduler, disposable: upstream))
            return Disposables.create()
        }
        // The source's subscription is disposed only once `schedule` has returned (a source that ends during
        // the scheduled action is then disposed through a scheduler that is free again: inline on main).
        sink.setUpstream(Disposables.create(scheduled, subscription))
        return sink
    }
}
