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
    public func materialize() -> Observable<Event<Element>> {
        MaterializeProducer(source: asObservable())
    }
}

extension ObservableType where Element: EventConvertible {
    /// The inverse of `materialize`: turns event elements back into events.
    /// - Returns: the sequence the events describe.
    public func dematerialize() -> Observable<Element.Element> {
        DematerializeProducer(source: asObservable())
    }
}

private final class MaterializeProducer<Source>: Producer<Event<Source>> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Event<Source> {
        let sink = MaterializeSink<Source, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class MaterializeSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Event<Source> {
    func on(_ event: Event<Source>) {
        forwardNext(event)
        if event.isStopEvent {
            forwardCompleted()
        }
    }
}

private final class DematerializeProducer<Source: EventConvertible>: Producer<Source.Element> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Source.Element {
        let sink = DematerializeSink<Source, Observer>(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class DematerializeSink<Source: EventConvertible, Observer: ObserverType>:
    PassthroughSink<Source, Observer>
where Observer.Element == Source.Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    override func onNext(_ element: Source) {
        let event = element.event
        forward(event)
    }
}
