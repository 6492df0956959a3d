/// Whether `take(while:)` / `take(until:)` also emit the element that ends them.
public enum TakeBehavior: Sendable {
    /// Emit the element that ends the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Emits the first `count` elements, then completes (disposing the source).
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 4).take(2)   // 1 2
    /// ```
    /// A negative count is a programmer error and traps, as upstream; zero completes immediately.
    ///
    /// ![The marble diagram of take.](marble-take.svg)
    /// - Parameter count: how many elements to take.
    /// - Returns: the shortened sequence.
    /// - SeeAlso: [ReactiveX take](http://reactivex.io/documentation/operators/take.html)
    @inlinable  // Performance: the producer, and the sink of a receiver, are made in the caller's specialised context
    // (no metadata lookup).
    public func take(_ count: Int) -> Observable<Element> {
        guard count >= 0 else {
            rxFatalError("take(_:): count can't be negative (\(count))")
        }
        if count == 0 { return .empty() }
        return TakeCountProducer(source: asObservable(), count: count) { producer, receiver in
            let sink = TakeCountSink<Element, ReceiverObserver<Element>>(receiver: receiver, count: producer.count)
            sink.setUpstream(producer.source.subscribe(sink, receiver: sink))
            return sink
        }
    }

    /// Emits elements while `predicate` holds, then completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })   // 1 2
    /// ```
    ///
    /// ![The marble diagram of takeWhile.](marble-takeWhile.svg)
    /// - Parameters:
    ///   - predicate: decides whether to continue.
    ///   - behavior: whether the first failing element is emitted before completing.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the shortened sequence.
    /// - SeeAlso: [ReactiveX takeWhile](http://reactivex.io/documentation/operators/takewhile.html)
    @inlinable  // Performance: the producer, and the sink of a receiver, are made in the caller's specialised context
    // (no metadata lookup).
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let predicate = isolationChecked(predicate, isolation, "take(while:)")
        return takeWhileProducer(behavior: behavior, predicate: predicate)
    }

    /// `take(while:behavior:)`, also used by `take(until:behavior:)`: the producer, and the sink of a receiver, are
    /// made here, in the caller's specialised context.
    @inlinable
    func takeWhileProducer(
        behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        TakeWhileProducer(source: asObservable(), behavior: behavior, predicate: predicate) { producer, receiver in
            let sink = TakeWhileSink<Element, ReceiverObserver<Element>>(
                receiver: receiver, behavior: producer.behavior, predicate: producer.predicate
            )
            sink.setUpstream(producer.source.subscribe(sink, receiver: sink))
            return sink
        }
    }

    /// Emits only the last `count` elements, when the source completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).takeLast(2)   // 2 3
    /// ```
    ///
    /// ![The marble diagram of takeLast.](marble-takeLast.svg)
    /// - Parameter count: how many trailing elements to keep.
    /// - Returns: the sequence of the last elements.
    /// - SeeAlso: [ReactiveX takeLast](http://reactivex.io/documentation/operators/takelast.html)
    public func takeLast(_ count: Int) -> Observable<Element> {
        TakeLastProducer(source: asObservable(), count: Swift.max(count, 0))
    }
}

/// The observable of `take(_:)`: one `TakeCountSink` per subscription.
@usableFromInline
final class TakeCountProducer<Element>: Producer<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let count: Int
    private let subscribeReceiver: ReceiverSubscribe<TakeCountProducer, Element>

    @usableFromInline
    init(
        source: Observable<Element>, count: Int,
        subscribeReceiver: @escaping ReceiverSubscribe<TakeCountProducer, Element>
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

/// The sink of `take(_:)`: forwards `count` elements, then completes.
@usableFromInline
final class TakeCountSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
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
        guard remaining > 0 else { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 {
            forwardCompleted()
        }
    }
}

/// The observable of `take(while:)` and the predicate form of `take(until:)`: one `TakeWhileSink` per subscription.
@usableFromInline
final class TakeWhileProducer<Element>: Producer<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let behavior: TakeBehavior
    @usableFromInline let predicate: (Element) throws -> Bool
    private let subscribeReceiver: ReceiverSubscribe<TakeWhileProducer, Element>

    @usableFromInline
    init(
        source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool,
        subscribeReceiver: @escaping ReceiverSubscribe<TakeWhileProducer, Element>
    ) {
        self.source = source
        self.behavior = behavior
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

/// The sink of `take(while:)`: forwards elements while the predicate holds, then completes.
@usableFromInline
final class TakeWhileSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private let behavior: TakeBehavior
    private let predicate: (Observer.Element) throws -> Bool

    /// The sink of a receiver, made by the producer's ``ReceiverSubscribe`` closure.
    @usableFromInline
    init(receiver: any ElementReceiver<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
    where Observer == ReceiverObserver<Element> {
        self.behavior = behavior
        self.predicate = predicate
        super.init(observer: ReceiverObserver(receiver), receiver: receiver)
    }

    override func onNext(_ element: Observer.Element) {
        do {
            if try predicate(element) {
                forwardNext(element)
                return
            }
        } catch {
            forwardError(error)
            return
        }
        if behavior == .inclusive {
            forwardNext(element)
        }
        forwardCompleted()
    }
}

private final class TakeLastProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeLastSink(observer: observer, count: count)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class TakeLastSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private let count: Int
    private var buffer = ElementBuffer<Observer.Element>()

    init(observer: Observer, count: Int) {
        self.count = count
        super.init(observer: observer)
    }

    override func onNext(_ element: Observer.Element) {
        guard count > 0 else { return }
        buffer.append(element)
        if buffer.count > count { _ = buffer.removeFirst() }
    }

    override func onCompleted() {
        while !buffer.isEmpty {
            forwardNext(buffer.removeFirst())
        }
        forwardCompleted()
    }
}
