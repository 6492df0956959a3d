extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    /// `other` is subscribed first. Its first element completes the result and disposes both
    /// subscriptions; its completion does nothing (the source continues); its error fails the result.
    ///
    /// ```text
    /// source: ^-a-b-c-d-|
    /// other:  ^----x
    /// result: ^-a-b|
    /// ```
    ///
    /// ![The marble diagram of takeUntil.](marble-takeUntil.svg)
    /// - Parameter other: the sequence whose first element ends the result.
    /// - Returns: the source's events until `other` emits.
    /// - SeeAlso: [ReactiveX takeUntil](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntilProducer(source: asObservable(), other: other.asObservable())
    }

    /// Emits elements until `predicate` holds, then completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).take(until: { $0 > 1 }, behavior: .inclusive)   // 1 2
    /// ```
    /// - Parameters:
    ///   - predicate: decides when to stop.
    ///   - behavior: whether the element that satisfies `predicate` is emitted before completing.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the shortened sequence.
    @inlinable  // Performance: the producer, and the sink of a receiver, are made in the caller's specialised context
    // (no metadata lookup).
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let predicate = isolationChecked(predicate, isolation, "take(until:)")
        return takeWhileProducer(behavior: behavior) { try !predicate($0) }
    }
}

private final class TakeUntilProducer<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = TakeUntilSink(receiver: receiver)
        sink.otherSubscription.setDisposable(
            other.subscribe(receiver: TakeUntilOtherObserver<Other, Element>(sink: sink)))
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
    }
}

/// The source's events and the other sequence's stop signal come from different threads; a
/// ``SerialDelivery`` orders them.
private final class TakeUntilSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    /// The subscription to the other sequence.
    let otherSubscription = SingleAssignmentDisposable()
    /// Serialises the source's events and the stop signal, relayed as events.
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    func on(_ event: Event<Element>) {
        if isDisposed { return }
        delivery.send { forward(event) }
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}

extension TakeUntilSink: @unchecked Sendable {
    // Sendable: no mutable state besides `delivery`'s, which it guards itself.
}

/// Observes the other sequence of ``ObservableType/take(until:)``.
private final class TakeUntilOtherObserver<Other, Element>: ObserverType, ElementReceiver {
    private let sink: TakeUntilSink<Element>

    init(sink: TakeUntilSink<Element>) {
        self.sink = sink
    }

    func on(_ event: Event<Other>) {
        switch event {
        case .next:
            sink.on(.completed)
        case .error(let error):
            sink.on(.error(error))
        case .completed:
            sink.otherSubscription.dispose()
        }
    }
}
