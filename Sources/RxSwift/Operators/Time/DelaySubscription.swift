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

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = DelaySubscriptionSink<Element>(receiver: receiver)
        let source = source
        sink.timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                if !sink.isDisposed {
                    sink.setUpstream(source.subscribe(receiver: sink))
                }
                return Disposables.create()
            }
        )
        return sink
    }
}

private final class DelaySubscriptionSink<Element>: PassthroughSink<Element, Element> {
    /// The pending subscription timer.
    let timer = SingleAssignmentDisposable()

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func disposeResources() {
        timer.dispose()
    }
}
