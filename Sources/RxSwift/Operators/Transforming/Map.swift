extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).map { $0 * 10 }   // 10 20 30
    /// ```
    /// An error thrown by `transform` terminates the sequence with that error.
    ///
    /// ![The marble diagram of map.](marble-map.svg)
    /// - Parameters:
    ///   - transform: the function applied to each element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of transformed elements.
    /// - SeeAlso: [ReactiveX map](http://reactivex.io/documentation/operators/map.html)
    @inlinable  // Performance: `MapProducer<Element, Result>` and the sink of a receiver are named in the caller's
    // specialised context, so making the producer and subscribing a receiver look no generic metadata up.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result, isolation: (any Actor)? = #isolation)
        -> Observable<Result>
    {
        let transform = isolationChecked(transform, isolation, "map")
        return MapProducer(source: asObservable(), transform: transform) { parameters, receiver in
            let sink = MapSink<Element, Result, ReceiverObserver<Result>>(receiver: receiver, transform: parameters.1)
            sink.setUpstream(parameters.0.subscribe(sink, receiver: sink))
            return sink
        }
    }

    /// Transforms each element with `transform` and drops the `nil` results.
    ///
    /// ```swift
    /// Observable.of("1", "x", "3").compactMap { Int($0) }   // 1 3
    /// ```
    ///
    /// ![The marble diagram of compactMap.](marble-compactMap.svg)
    /// - Parameters:
    ///   - transform: the function applied to each element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of non-`nil` results.
    @inlinable  // Performance: the producer, and the sink of a receiver, are made in the caller's specialised context
    // (no metadata lookup).
    public func compactMap<Result>(
        _ transform: @escaping (Element) throws -> Result?, isolation: (any Actor)? = #isolation
    ) -> Observable<Result> {
        let transform = isolationChecked(transform, isolation, "compactMap")
        return CompactMapProducer(source: asObservable(), transform: transform) { producer, receiver in
            let sink = CompactMapSink<Element, Result, ReceiverObserver<Result>>(
                receiver: receiver, transform: producer.transform
            )
            sink.setUpstream(producer.source.subscribe(sink, receiver: sink))
            return sink
        }
    }
}

/// The observable of `map`: one ``MapSink`` per subscription.
@usableFromInline
final class MapProducer<Source, Element>: Producer<Element> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Element
    private let subscribeReceiver: ReceiverSubscribe<(Observable<Source>, (Source) throws -> Element), Element>

    @usableFromInline
    init(
        source: Observable<Source>, transform: @escaping (Source) throws -> Element,
        subscribeReceiver: @escaping ReceiverSubscribe<(Observable<Source>, (Source) throws -> Element), Element>
    ) {
        self.source = source
        self.transform = transform
        self.subscribeReceiver = subscribeReceiver
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer, receiver: any ElementReceiver<Element>)
        -> Disposable where Observer.Element == Element
    {
        inTrampoline { subscribeReceiver((source, transform), receiver) }
    }

    /// The map of a single-element source (`just`), subscribed with closures: the closures get the transformed
    /// element and completion (or the error `transform` throws), then the disposal, as through the general path's
    /// sink and observer, without making them. Any other source: `nil`.
    override func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        var delivered = false
        let subscription = inTrampoline { () -> Disposable in
            delivered = source.withOnlyElement { element in
                let mapped: Element
                do {
                    mapped = try transform(element)
                } catch {
                    closures.deliverError(error)
                    return
                }
                closures.deliverOnlyElement(mapped)
            }
            return Disposables.create()
        }
        return delivered ? subscription : nil
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeReceiver((source, transform), observer.receiverOrAdapter)
    }
}

/// Performance: `Element` is a parameter of its own (not `Observer.Element`), so its metadata is read from the
/// class instead of looked up as an associated type on every element.
@usableFromInline
final class MapSink<Source, Element, Observer: ObserverType>: PassthroughSink<Source, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    @usableFromInline let transform: (Source) throws -> Element

    /// The sink of a receiver, made by the producer's ``ReceiverSubscribe`` closure.
    @inlinable  // Performance: initialised where it is made (LLVM otherwise merges this with `CompactMapSink`'s
    // identical initialiser behind a thunk).
    init(receiver: any ElementReceiver<Element>, transform: @escaping (Source) throws -> Element)
    where Observer == ReceiverObserver<Element> {
        self.transform = transform
        super.init(observer: ReceiverObserver(receiver), receiver: receiver)
    }

    override func onNext(_ element: Source) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }
}

/// The observable of `compactMap`: one ``CompactMapSink`` per subscription.
@usableFromInline
final class CompactMapProducer<Source, Element>: Producer<Element> {
    @usableFromInline let source: Observable<Source>
    @usableFromInline let transform: (Source) throws -> Element?
    private let subscribeReceiver: ReceiverSubscribe<CompactMapProducer, Element>

    @usableFromInline
    init(
        source: Observable<Source>, transform: @escaping (Source) throws -> Element?,
        subscribeReceiver: @escaping ReceiverSubscribe<CompactMapProducer, Element>
    ) {
        self.source = source
        self.transform = transform
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

/// The sink of `compactMap`: forwards the non-`nil` results of the transform.
@usableFromInline
final class CompactMapSink<Source, Result, Observer: ObserverType>: PassthroughSink<Source, Observer>
where Observer.Element == Result {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    @usableFromInline let transform: (Source) throws -> Result?

    /// The sink of a receiver, made by the producer's ``ReceiverSubscribe`` closure.
    @inlinable  // Performance: initialised where it is made (LLVM otherwise merges this with `MapSink`'s identical
    // initialiser behind a thunk).
    init(receiver: any ElementReceiver<Result>, transform: @escaping (Source) throws -> Result?)
    where Observer == ReceiverObserver<Result> {
        self.transform = transform
        super.init(observer: ReceiverObserver(receiver), receiver: receiver)
    }

    override func onNext(_ element: Source) {
        do {
            if let result = try transform(element) {
                forwardNext(result)
            }
        } catch {
            forwardError(error)
        }
    }
}
