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

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element? {
        let sink = FirstSink<Element, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class FirstSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element? {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
        forwardCompleted()
    }

    override func onCompleted() {
        forwardNext(nil)
        forwardCompleted()
    }
}
