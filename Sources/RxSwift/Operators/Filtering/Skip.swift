extension ObservableType {
    /// Drops the first `count` elements. A count of zero or less forwards everything.
    ///
    /// ```swift
    /// Observable.of("A", "B", "C", "D").skip(2)   // C D
    /// ```
    ///
    /// ![The marble diagram of skip.](marble-skip.svg)
    /// - Parameter count: how many elements to drop.
    /// - Returns: the remaining sequence.
    /// - SeeAlso: [ReactiveX skip](http://reactivex.io/documentation/operators/skip.html)
    @inlinable  // Performance: the producer, and the sink of a receiver, are made in the caller's specialised context
    // (no metadata lookup).
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCountProducer(source: asObservable(), count: count) { producer, receiver in
            let sink = SkipCountSink<Element, ReceiverObserver<Element>>(receiver: receiver, count: producer.count)
            sink.setUpstream(producer.source.subscribe(sink, receiver: sink))
            return sink
        }
    }

    /// Drops elements while `predicate` holds, then forwards everything from the first element for which
    /// it does not.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 1).skip(while: { $0 < 2 })   // 2 3 1
    /// ```
    ///
    /// ![The marble diagram of skipWhile.](marble-skipWhile.svg)
    /// - Parameters:
    ///   - predicate: decides whether to keep skipping.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the remaining sequence.
    /// - SeeAlso: [ReactiveX skipWhile](http://reactivex.io/documentation/operators/skipwhile.html)
    @inlinable  // Performance: the producer, and the sink of a receiver, are made in the caller's specialised context
    // (no metadata lookup).
    public func skip(while predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation)
        -> Observable<Element>
    {
        let predicate = isolationChecked(predicate, isolation, "skip(while:)")
        return SkipWhileProducer(source: asObservable(), predicate: predicate) { producer, receiver in
            let sink = SkipWhileSink<Element, ReceiverObserver<Element>>(
                receiver: receiver, predicate: producer.predicate
            )
            sink.setUpstream(producer.source.subscribe(sink, receiver: sink))
            return sink
        }
    }
}

/// The observable of `skip(_:)`: one `SkipCountSink` per subscription.
@usableFromInline
final class SkipCountProducer<Element>: Producer<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let count: Int
    private let subscribeReceiver: ReceiverSubscribe<SkipCountProducer, Element>

    @usableFromInline
    init(
        source: Observable<Element>, count: Int,
        subscribeReceiver: @escaping ReceiverSubscribe<SkipCountProducer, Element>
    ) {
        self.source = source
        self.count = count
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

/// The sink of `skip(_:)`: drops the first `count` elements.
@usableFromInline
final class SkipCountSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private var remaining: Int

    /// The sink of a receiver, made by the producer's ``ReceiverSubscribe`` closure.
    @usableFromInline
    init(receiver: any ElementReceiver<Element>, count: Int)
    where Observer == ReceiverObserver<Element> {
        remaining = count
        super.init(observer: ReceiverObserver(receiver), receiver: receiver)
    }

    override func onNext(_ element: Observer.Element) {
        if remaining <= 0 {
            forwardNext(element)
        } else {
            remaining -= 1
        }
    }
}

/// The observable of `skip(while:)`: one `SkipWhileSink` per subscription.
@usableFromInline
final class SkipWhileProducer<Element>: Producer<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool
    private let subscribeReceiver: ReceiverSubscribe<SkipWhileProducer, Element>

    @usableFromInline
    init(
        source: Observable<Element>, predicate: @escaping (Element) throws -> Bool,
        subscribeReceiver: @escaping ReceiverSubscribe<SkipWhileProducer, Element>
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

/// The sink of `skip(while:)`: drops elements until the predicate first fails.
@usableFromInline
final class SkipWhileSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private let predicate: (Observer.Element) throws -> Bool
    private var passing = false

    /// The sink of a receiver, made by the producer's ``ReceiverSubscribe`` closure.
    @usableFromInline
    init(receiver: any ElementReceiver<Element>, predicate: @escaping (Element) throws -> Bool)
    where Observer == ReceiverObserver<Element> {
        self.predicate = predicate
        super.init(observer: ReceiverObserver(receiver), receiver: receiver)
    }

    override func onNext(_ element: Observer.Element) {
        if !passing {
            do {
                passing = try !predicate(element)
            } catch {
                forwardError(error)
                return
            }
        }
        if passing { forwardNext(element) }
    }
}
