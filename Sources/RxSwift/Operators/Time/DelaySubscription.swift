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
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            DelaySubscriptionSink<Element>(receiver: receiver).start(from: source, after: dueTime, on: scheduler)
        }
    }
}

@usableFromInline
final class DelaySubscriptionSink<Element>: PassthroughSink<Element, Element> {
    /// The pending subscription timer.
    private let timer = SingleAssignmentDisposable()

    /// Schedules the subscription to `source` after `dueTime` and returns this sink.
    @usableFromInline
    func start(from source: Observable<Element>, after dueTime: RxTimeInterval, on scheduler: SchedulerType)
        -> Disposable
    {
        // Performance: the action is handed the sink alone (a tuple of state is a metadata lookup in this
        // unspecialised code) and captures the source.
        timer.setDisposable(
            scheduler.scheduleRelative(self, dueTime: dueTime) { sink in
                if !sink.isDisposed {
                    sink.setUpstream(source.subscribe(receiver: sink))
                }
                return Disposables.create()
            }
        )
        return self
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func disposeResources() {
        timer.dispose()
    }
}
