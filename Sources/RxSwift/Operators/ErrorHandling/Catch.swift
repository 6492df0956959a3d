extension ObservableType {
    /// Continues with the sequence returned by `handler` when the source fails.
    ///
    /// ```swift
    /// failing.catch { _ in .just(0) }
    /// ```
    /// An error thrown by `handler` terminates the sequence with that error.
    ///
    /// ![The marble diagram of catch.](marble-catch.svg)
    /// - Parameters:
    ///   - handler: makes the sequence to continue with from the error.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the recovered sequence.
    /// - SeeAlso: [ReactiveX catch](http://reactivex.io/documentation/operators/catch.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> Observable<Element>, isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let handler = isolationChecked(handler, isolation, "catch")
        return OperatorProducer(source: asObservable()) { source, receiver in
            let sink = CatchSink<Element>(receiver: receiver, handler: handler)
            sink.sourceSlot().setDisposable(source.subscribe(sink, receiver: sink))
            return sink
        }
    }

    /// Completes with `element` when the source fails.
    ///
    /// ![The marble diagram of catchAndReturn.](marble-catchAndReturn.svg)
    /// - Parameter element: the last element to emit instead of the error.
    /// - Returns: the recovered sequence.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }

    /// Subscribes to each sequence in turn while they fail; forwards the last error when all have failed.
    ///
    /// Completes as soon as one of them completes.
    /// - Parameter sequence: the sequences to try, in order.
    /// - Returns: the recovered sequence.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        CatchSequenceProducer(sources: sequence)
    }
}

/// The sink of `catch(_:)`: forwards the source until it fails, then the handler's sequence.
@usableFromInline
final class CatchSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    private let handler: (Swift.Error) throws -> Observable<Element>
    /// The source's subscription, replaced (and so disposed) by the fallback's when the source fails.
    private let subscription = SerialDisposable()

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.handler = handler
        super.init(receiver: receiver)
    }

    /// Makes the slot of the source's subscription, which the caller fills once the source is subscribed.
    ///
    /// A single-assignment slot: a source that fails during `subscribe` has already put the fallback in
    /// `subscription` by the time `subscribe` returns.
    @usableFromInline
    func sourceSlot() -> SingleAssignmentDisposable {
        setUpstream(subscription)
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        return first
    }

    @usableFromInline
    func receiveNext(_ element: Element) {
        forwardNext(element)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .completed: receiveCompleted()
        case .error(let error): receiveError(error)
        }
    }

    /// The source completed: forwards completion and disposes, without an `Event`.
    @usableFromInline
    func receiveCompleted() {
        forwardCompleted()
    }

    /// The source failed: switches to the handler's sequence (which replaces, and so disposes, the source's
    /// subscription), or forwards the error the handler throws.
    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        do {
            let next = try handler(error)
            subscription.disposable = next.subscribe(receiver: SinkForwarder(self))
        } catch {
            forwardError(error)
        }
    }
}

/// Subscribes to sources in turn while they fail.
final class CatchSequenceProducer<Sources: Sequence, Element>: Producer<Element>
where Sources.Element == Observable<Element> {
    private let sources: Sources

    init(sources: Sources) {
        self.sources = sources
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = CatchSequenceSink(receiver: receiver, iterator: sources.makeIterator())
        sink.subscribeNext()
        return sink
    }
}

/// Tries the sources in order while they fail (also the engine of `retry`).
final class CatchSequenceSink<Iterator: IteratorProtocol, Element>: ResubscribingSink<Element>
where Iterator.Element == Observable<Element> {
    private var iterator: Iterator
    private var lastError: Swift.Error?

    init(receiver: any ElementReceiver<Element>, iterator: Iterator) {
        self.iterator = iterator
        super.init(receiver: receiver)
    }

    override func nextSource() -> Observable<Element>? {
        if let source = iterator.next() { return source }
        if let lastError {
            forwardError(lastError)
        } else {
            forwardCompleted()
        }
        return nil
    }

    override func receiveError(_ error: Swift.Error) {
        lastError = error
        subscribeNext()
    }
}
