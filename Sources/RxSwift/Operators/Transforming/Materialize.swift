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

    override func run(_ receiver: any ElementReceiver<Event<Source>>) -> Disposable {
        let sink = MaterializeSink<Source>(receiver: receiver)
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
    }
}

private final class MaterializeSink<Source>: Sink<Event<Source>>, ObserverType, ElementReceiver {
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

    override func run(_ receiver: any ElementReceiver<Source.Element>) -> Disposable {
        let sink = DematerializeSink<Source>(receiver: receiver)
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
    }
}

private final class DematerializeSink<Source: EventConvertible>: PassthroughSink<Source, Source.Element> {
    override func onNext(_ element: Source) {
        let event = element.event
        forward(event)
    }
}
