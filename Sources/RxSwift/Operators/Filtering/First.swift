extension ObservableType {
    /// The first element, or `nil` if the source completes empty, as a ``Single``.
    ///
    /// The source is disposed as soon as the first element arrives.
    /// - Returns: a single of the optional first element.
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: FirstProducer(source: asObservable()))
    }
}

private final class FirstProducer<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element?>) -> Disposable {
        let sink = FirstSink<Element>(receiver: receiver)
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
    }
}

private final class FirstSink<Element>: PassthroughSink<Element, Element?> {
    override func onNext(_ element: Element) {
        forwardNext(element)
        forwardCompleted()
    }

    override func onCompleted() {
        forwardNext(nil)
        forwardCompleted()
    }
}
