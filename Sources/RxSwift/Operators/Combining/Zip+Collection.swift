extension ObservableType {
    /// Combines the elements of every sequence of `collection` in order: the n-th result uses the n-th
    /// element of each.
    ///
    /// Fails as soon as one fails (or `resultSelector` throws); completes when all have completed, or
    /// when an element arrives that can never be paired because every other sequence has completed. As
    /// upstream, an empty collection completes at once.
    /// - Parameters:
    ///   - collection: the sequences to zip.
    ///   - resultSelector: combines one element of each sequence, in the order of `collection`.
    /// - Returns: the zipped sequence.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Emits arrays made of the n-th element of every sequence of `collection`.
    /// - Parameter collection: the sequences to zip.
    /// - Returns: the sequence of arrays, in the order of `collection`.
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        ZipCollectionProducer(sources: collection.map { $0.asObservable() }) { $0 }
    }
}

private final class ZipCollectionProducer<SourceElement, Element>: Producer<Element> {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ZipCollectionSink(observer: observer, count: sources.count, resultSelector: resultSelector)
        sink.run(sources)
        return sink
    }
}

private final class ZipCollectionSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    private let subscriptions: [SingleAssignmentDisposable]
    // Touched only inside `delivery`'s callback, which runs serially.
    private var queues: [RingQueue<SourceElement>]
    private var numberOfNonEmpty = 0
    private var isDone: [Bool]
    private var numberOfDone = 0
    private var delivery: SerialDelivery<(Int, Event<SourceElement>)>!

    init(observer: Observer, count: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element) {
        self.resultSelector = resultSelector
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        queues = (0..<count).map { _ in RingQueue() }
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
            queues[index].enqueue(element)
            if queues[index].count == 1 { numberOfNonEmpty += 1 }
            if numberOfNonEmpty < queues.count {
                // As upstream: when every other source has completed, no tuple can be formed any more.
                if numberOfDone == queues.count - 1 && !isDone[index] { forwardTerminal(.completed) }
                return
            }
            var elements: [SourceElement] = []
            elements.reserveCapacity(queues.count)
            for queueIndex in queues.indices {
                if let element = queues[queueIndex].dequeue() { elements.append(element) }
                if queues[queueIndex].isEmpty { numberOfNonEmpty -= 1 }
            }
            let result: Observer.Element
            do {
                result = try resultSelector(elements)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forwardOn(.next(result))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            if isDone[index] { return }
            isDone[index] = true
            numberOfDone += 1
            subscriptions[index].dispose()
            if numberOfDone == queues.count { forwardTerminal(.completed) }
        }
    }

    override func disposeResources() {
        for subscription in subscriptions { subscription.dispose() }
    }
}
