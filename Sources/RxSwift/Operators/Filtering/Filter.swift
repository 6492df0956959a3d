extension ObservableType {
    /// Emits only the elements that satisfy `predicate`.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }   // 2 4
    /// ```
    /// An error thrown by `predicate` terminates the sequence with that error.
    ///
    /// ![The marble diagram of filter.](marble-filter.svg)
    /// - Parameters:
    ///   - predicate: decides whether an element passes.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the filtered sequence.
    /// - SeeAlso: [ReactiveX filter](http://reactivex.io/documentation/operators/filter.html)
    @inlinable  // Performance: the producer, and the sink of a receiver, are made in the caller's specialised context
    // (no metadata lookup).
    public func filter(_ predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation)
        -> Observable<Element>
    {
        let predicate = isolationChecked(predicate, isolation, "filter")
        return FilterProducer(source: asObservable(), predicate: predicate) { producer, receiver in
            let sink = FilterSink<Element, ReceiverObserver<Element>>(receiver: receiver, predicate: producer.predicate)
            sink.setUpstream(producer.source.subscribe(sink, receiver: sink))
            return sink
        }
    }
}

/// The observable of `filter`: one `FilterSink` per subscription.
@usableFromInline
final class FilterProducer<Element>: Producer<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool
    private let subscribeReceiver: ReceiverSubscribe<FilterProducer, Element>

    @usableFromInline
    init(
        source: Observable<Element>, predicate: @escaping (Element) throws -> Bool,
        subscribeReceiver: @escaping ReceiverSubscribe<FilterProducer, Element>
    ) {
        self.source = source
        self.predicate = predicate
        self.subscribeReceiver = subscribeReceiver
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer, receiver: any ElementReceiver<Element>)
        -> Disposable where Observer.Element == Element
    {
        inTrampoline { subscribeReceiver(self, receiver) }
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeReceiver(self, observer.receiverOrAdapter)
    }
}

/// The sink of `filter`: forwards the elements that satisfy the predicate.
@usableFromInline
final class FilterSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private let predicate: (Observer.Element) throws -> Bool

    /// The sink of a receiver, made by the producer's ``ReceiverSubscribe`` closure.
    @usableFromInline
    init(receiver: any ElementReceiver<Element>, predicate: @escaping (Element) throws -> Bool)
    where Observer == ReceiverObserver<Element> {
        self.predicate = predicate
        super.init(observer: ReceiverObserver(receiver), receiver: receiver)
    }

    override func onNext(_ element: Observer.Element) {
        do {
            if try predicate(element) {
                forwardNext(element)
            }
        } catch {
            forwardError(error)
        }
    }
}
