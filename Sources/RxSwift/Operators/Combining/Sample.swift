extension ObservableType {
    /// Emits the latest element of this sequence each time `sampler` emits (or completes), if a new
    /// element arrived since the previous sample; otherwise emits `defaultValue`, when given.
    ///
    /// Completes at the first sample after this sequence has completed; fails when either sequence
    /// fails.
    ///
    /// ![The marble diagram of sample.](marble-sample.svg)
    /// - Parameters:
    ///   - sampler: the sequence whose elements trigger sampling.
    ///   - defaultValue: emitted at a sample when no new element arrived.
    /// - Returns: the sampled sequence.
    /// - SeeAlso: [ReactiveX sample](http://reactivex.io/documentation/operators/sample.html)
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        SampleProducer(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

private final class SampleProducer<Element, Tick>: Producer<Element> {
    private let source: Observable<Element>
    private let sampler: Observable<Tick>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = SampleSink<Element, Tick>(receiver: receiver, defaultValue: defaultValue)
        sink.run(source: source, sampler: sampler)
        return sink
    }
}

private final class SampleSink<Element, Tick>: Sink<Element>, ObserverType, ElementReceiver {

    private struct State {
        var element: Element?
        var atEnd = false
    }

    private let defaultValue: Element?
    private let state = LockedState(State())
    private let sourceSubscription = SingleAssignmentDisposable()
    private let samplerSubscription = SingleAssignmentDisposable()
    /// Serialises the sampled elements and the two sequences' terminal events, relayed as events.
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    init(receiver: any ElementReceiver<Element>, defaultValue: Element?) {
        self.defaultValue = defaultValue
        super.init(receiver: receiver)
    }

    func run(source: Observable<Element>, sampler: Observable<Tick>) {
        sourceSubscription.setDisposable(source.subscribe(receiver: self))
        samplerSubscription.setDisposable(sampler.subscribe(receiver: SampleTickObserver(parent: self)))
    }

    /// An element of the source: kept for the next tick, without an `Event` (building one in this generic code looks
    /// its type up).
    func receiveNext(_ element: Element) {
        state.withLock { $0.element = element }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error:
            delivery.send { forward(event) }
        case .completed:
            state.withLock { $0.atEnd = true }
            sourceSubscription.dispose()
        }
    }

    fileprivate func tick(_ event: Event<Tick>) {
        switch event {
        case .next, .completed:
            let (element, atEnd) = state.withLock { state -> (Element?, Bool) in
                let element = state.element ?? defaultValue
                state.element = nil
                return (element, state.atEnd)
            }
            if let element {
                delivery.send { forwardNext(element) }
            }
            if atEnd { delivery.send { forward(.completed) } }
        case .error(let error):
            delivery.send { forward(.error(error)) }
        }
    }

    /// Disposes both subscriptions (kept here rather than as a composite upstream, one allocation less per
    /// subscription).
    override func disposeResources() {
        sourceSubscription.dispose()
        samplerSubscription.dispose()
    }
}

private final class SampleTickObserver<Tick, Element>: ObserverType, ElementReceiver {
    private let parent: SampleSink<Element, Tick>

    init(parent: SampleSink<Element, Tick>) {
        self.parent = parent
    }

    func on(_ event: Event<Tick>) {
        parent.tick(event)
    }
}
