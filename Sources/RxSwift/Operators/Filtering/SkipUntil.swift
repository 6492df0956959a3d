import Synchronization

extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then forwards everything.
    ///
    /// Both are subscribed at once (the source first, as upstream). `other`'s first element opens the gate
    /// and disposes `other`; its completion just disposes it (the gate stays shut); its error fails the
    /// result. The source's error is always forwarded; its completion only once the gate is open (a source
    /// that completes while the gate is shut ends the result without an event).
    ///
    /// ```text
    /// source: ^-a-b-c-d-|
    /// other:  ^----x
    /// result: ^-----c-d-|
    /// ```
    ///
    /// ![The marble diagram of skipUntil.](marble-skipUntil.svg)
    /// - Parameter other: the sequence whose first element opens the gate.
    /// - Returns: the source's elements after `other` emitted.
    /// - SeeAlso: [ReactiveX skipUntil](http://reactivex.io/documentation/operators/skipuntil.html)
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntilProducer(source: asObservable(), other: other.asObservable())
    }
}

private final class SkipUntilProducer<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = SkipUntilSink(receiver: receiver)
        sink.setUpstream(source.subscribe(receiver: sink))
        sink.otherSubscription.setDisposable(
            other.subscribe(receiver: SkipUntilOtherObserver<Other, Element>(sink: sink)))
        return sink
    }
}

/// The gate is an atomic flag; source events and the other sequence's error go through a
/// ``SerialDelivery`` because they may come from different threads.
private final class SkipUntilSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    /// The subscription to the other sequence.
    let otherSubscription = SingleAssignmentDisposable()
    /// Set by the other sequence's first element.
    let isOpen = Atomic<Bool>(false)
    /// Serialises the source's events and the other sequence's error, relayed as events.
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    func on(_ event: Event<Element>) {
        if isDisposed { return }
        switch event {
        case .next:
            if !isOpen.load(ordering: .acquiring) { return }
        case .completed:
            // Completion while the gate is shut ends the subscription silently.
            if !isOpen.load(ordering: .acquiring) { return dispose() }
        case .error:
            break
        }
        delivery.send { forward(event) }
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}

extension SkipUntilSink: @unchecked Sendable {
    // Sendable: `isOpen` is an Atomic; `delivery` guards its own state.
}

/// Observes the other sequence of ``ObservableType/skip(until:)``.
private final class SkipUntilOtherObserver<Other, Element>: ObserverType, ElementReceiver {
    private let sink: SkipUntilSink<Element>

    init(sink: SkipUntilSink<Element>) {
        self.sink = sink
    }

    func on(_ event: Event<Other>) {
        switch event {
        case .next:
            sink.isOpen.store(true, ordering: .releasing)
            sink.otherSubscription.dispose()
        case .error(let error):
            sink.on(.error(error))
        case .completed:
            sink.otherSubscription.dispose()
        }
    }
}
