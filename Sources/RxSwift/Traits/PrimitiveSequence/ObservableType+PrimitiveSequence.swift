extension ObservableType {
    /// Converts the sequence to a ``Single``: its only element, delivered when the source completes.
    ///
    /// Fails with ``RxError/noElements`` if the source completes empty, and with
    /// ``RxError/moreThanOneElement`` as soon as a second element arrives (the source is then disposed).
    ///
    /// ```swift
    /// Observable.just(1).asSingle().subscribe(onSuccess: { print($0) })   // 1
    /// ```
    /// - Returns: the single.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AtMostOneProducer(source: asObservable(), emptyIsError: true))
    }

    /// Converts the sequence to a ``Maybe``: its only element (delivered when the source completes), or
    /// nothing if it completes empty.
    ///
    /// Fails with ``RxError/moreThanOneElement`` as soon as a second element arrives (the source is then
    /// disposed).
    /// - Returns: the maybe.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AtMostOneProducer(source: asObservable(), emptyIsError: false))
    }
}

extension ObservableType where Element == Never {
    /// Converts a sequence that has no elements to a ``Completable``.
    ///
    /// ```swift
    /// Observable.of(1, 2).ignoreElements().asCompletable()   // completes
    /// ```
    /// - Returns: the completable.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}

/// Holds back the source's only element until it completes (`asSingle`, `asMaybe`).
private final class AtMostOneProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let emptyIsError: Bool

    init(source: Observable<Element>, emptyIsError: Bool) {
        self.source = source
        self.emptyIsError = emptyIsError
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AtMostOneSink(observer: observer, emptyIsError: emptyIsError)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class AtMostOneSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private let emptyIsError: Bool
    // Touched only by the source's serial events.
    private var element: Observer.Element?

    init(observer: Observer, emptyIsError: Bool) {
        self.emptyIsError = emptyIsError
        super.init(observer: observer)
    }

    override func onNext(_ element: Observer.Element) {
        if self.element != nil {
            forwardError(RxError.moreThanOneElement)
            return
        }
        self.element = element
    }

    override func onCompleted() {
        if let element {
            self.element = nil
            forwardNext(element)
            forwardCompleted()
        } else if emptyIsError {
            forwardError(RxError.noElements)
        } else {
            forwardCompleted()
        }
    }
}
