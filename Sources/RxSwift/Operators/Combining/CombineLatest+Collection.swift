extension ObservableType {
    /// Combines the latest elements of every sequence of `collection` whenever one of them emits, once
    /// all have emitted.
    ///
    /// Fails as soon as one fails (or `resultSelector` throws); completes when all have completed. As
    /// upstream, an empty collection emits `resultSelector([])` and completes.
    /// - Parameters:
    ///   - collection: the sequences to combine.
    ///   - resultSelector: combines the latest elements, in the order of `collection`.
    /// - Returns: the combined sequence.
    /// - SeeAlso: [ReactiveX combineLatest](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Emits arrays of the latest elements of every sequence of `collection` whenever one of them emits,
    /// once all have emitted.
    /// - Parameter collection: the sequences to combine.
    /// - Returns: the sequence of arrays, in the order of `collection`.
    public static func combineLatest<Sources: Swift.Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }) { $0 }
    }
}

private final class CombineLatestCollectionProducer<SourceElement, Element>: Producer<Element> {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = CombineLatestCollectionSink(observer: observer, count: sources.count, resultSelector: resultSelector)
        sink.run(sources)
        return sink
    }
}

private final class CombineLatestCollectionSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    private let subscriptions: [SingleAssignmentDisposable]
    // Touched only inside `delivery`'s callback, which runs serially.
    private var values: [SourceElement?]
    private var numberOfValues = 0
    private var isDone: [Bool]
    private var numberOfDone = 0
    private var delivery: SerialDelivery<(Int, Event<SourceElement>)>!

    init(observer: Observer, count: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element) {
        self.resultSelector = resultSelector
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        values = Array(repeating: nil, count: count)
        isDone = Array(repeating: false, count: count)
        super.init(observer: observer)
        // SerialDelivery carries events; every tagged source event travels as a `.next`.
        delivery = SerialDelivery { [unowned self] event in
            if case .next(let (index, sourceEvent)) = event { self.handle(sourceEvent, at: index) }
        }
    }

    func run(_ sources: [Observable<SourceElement>]) {
        setUpstream(Disposables.create(subscriptions))
        if sources.isEmpty {
            emit([])
            forwardTerminal(.completed)
            return
        }
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(
                source.subscribe(CombiningObserver { self.delivery.on(.next((index, $0))) })
            )
        }
    }

    private func handle(_ event: Event<SourceElement>, at index: Int) {
        if isDisposed { return }
        switch event {
        case .next(let element):
            if values[index] == nil { numberOfValues += 1 }
            values[index] = element
            if numberOfValues == values.count {
                emit(values.map { $0! })
            } else if numberOfDone - (isDone[index] ? 1 : 0) == values.count - 1 {
                // As upstream: a source without an element can no longer get one.
                forwardTerminal(.completed)
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            if isDone[index] { return }
            isDone[index] = true
            numberOfDone += 1
            subscriptions[index].dispose()
            if numberOfDone == values.count { forwardTerminal(.completed) }
        }
    }

    private func emit(_ elements: [SourceElement]) {
        let result: Observer.Element
        do {
            result = try resultSelector(elements)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forwardOn(.next(result))
    }

    override func disposeResources() {
        for subscription in subscriptions { subscription.dispose() }
    }
}
