extension ObservableType {
    /// Turns every event, including the terminal one, into an element; the result then completes.
    ///
    /// ```swift
    /// Observable.of(1).materialize()   // next(next(1)), next(completed), completed
    /// ```
    ///
    /// ![The marble diagram of materialize.](marble-materialize.svg)
    /// - Returns: the sequence of events.
    /// - SeeAlso: [ReactiveX materialize](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    @inlinable  // Performance: the events are made in the caller's specialised code (see `MaterializeSink`).
    public func materialize() -> Observable<Event<Element>> {
        OperatorProducer(source: asObservable()) { source, receiver in
            MaterializeSink(receiver: receiver, next: { .next($0) }, failure: { .error($0) }, completion: .completed)
                .start(from: source)
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// The inverse of `materialize`: turns event elements back into events.
    /// - Returns: the sequence the events describe.
    @inlinable  // Performance: the events are read in the caller's specialised code (see `DematerializeSink`).
    public func dematerialize() -> Observable<Element.Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            DematerializeSink(receiver: receiver) { element, sink in
                switch element.event {
                case .next(let value): sink.deliverNext(value)
                case .error(let error): sink.deliverError(error)
                case .completed: sink.deliverCompleted()
                }
            }
            .start(from: source)
        }
    }
}

/// The sink of `materialize`: each event of the source becomes an element, and the result completes after the
/// terminal one.
///
/// Performance: the sink is generic over the events it sends (`Output`, `Event<Source>` where it is made) and is
/// handed the functions that make them, made in the caller's specialised code: an `Event` built in this generic code
/// would look its type's metadata up each time (fence probe `subject.takeUntil.materialize`).
@usableFromInline
final class MaterializeSink<Source, Output>: PassthroughSink<Source, Output> {
    private let next: (Source) -> Output
    private let failure: (Swift.Error) -> Output
    private let completion: Output

    /// A sink that sends `next(element)` for each element, `failure(error)` for a failure and `completion` for
    /// completion, then completes.
    @usableFromInline
    init(
        receiver: any ElementReceiver<Output>,
        next: @escaping (Source) -> Output,
        failure: @escaping (Swift.Error) -> Output,
        completion: Output
    ) {
        self.next = next
        self.failure = failure
        self.completion = completion
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Source) {
        forwardNext(next(element))
    }

    override func onError(_ error: Swift.Error) {
        forwardNext(failure(error))
        forwardCompleted()
    }

    override func onCompleted() {
        forwardNext(completion)
        forwardCompleted()
    }
}

/// The sink of `dematerialize`: each element of the source, an event, is delivered as what it describes.
///
/// Performance: `route`, made in the caller's specialised code, reads the element's event and calls back the
/// delivery it names; read in this generic code, the event would look its type's metadata up each time.
@usableFromInline
final class DematerializeSink<Source, Output>: PassthroughSink<Source, Output> {
    private let route: (Source, DematerializeSink) -> Void

    /// A sink that hands each element to `route` with itself, to be delivered by one of the `deliver…` methods.
    @usableFromInline
    init(receiver: any ElementReceiver<Output>, route: @escaping (Source, DematerializeSink) -> Void) {
        self.route = route
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Source) {
        route(element, self)
    }

    /// Delivers an element the source described.
    @usableFromInline
    func deliverNext(_ element: Output) {
        forwardNext(element)
    }

    /// Delivers a failure the source described, and ends.
    @usableFromInline
    func deliverError(_ error: Swift.Error) {
        forwardError(error)
    }

    /// Delivers a completion the source described, and ends.
    @usableFromInline
    func deliverCompleted() {
        forwardCompleted()
    }
}
