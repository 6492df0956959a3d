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
        PrimitiveSequence(raw: atMostOne(emptyIsError: true))
    }

    /// Converts the sequence to a ``Maybe``: its only element (delivered when the source completes), or
    /// nothing if it completes empty.
    ///
    /// Fails with ``RxError/moreThanOneElement`` as soon as a second element arrives (the source is then
    /// disposed).
    /// - Returns: the maybe.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: atMostOne(emptyIsError: false))
    }

    /// Holds back the source's only element until it completes (`asSingle`, `asMaybe`).
    private func atMostOne(emptyIsError: Bool) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            AtMostOneSink(receiver: receiver, emptyIsError: emptyIsError).start(from: source)
        }
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

private final class AtMostOneSink<Element>: PassthroughSink<Element, Element> {
    private let emptyIsError: Bool
    // Touched only by the source's serial events.
    private var element: Element?

    init(receiver: any ElementReceiver<Element>, emptyIsError: Bool) {
        self.emptyIsError = emptyIsError
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
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
