/// What the collection forms of `combineLatest` and `zip` share: one subscription per source, events
/// serialised through one ``SerialDelivery``, completion bookkeeping, and running the result selector.
///
/// Subclasses decide what an element means in ``elementArrived(_:at:)``.
class CollectionCombiningSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    private let subscriptions: [SingleAssignmentDisposable]
    // Touched only inside `delivery`'s callback, which runs serially.
    private(set) final var isDone: [Bool]
    private(set) final var numberOfDone = 0
    private var delivery: SerialDelivery<(Int, Event<SourceElement>)>!

    init(observer: Observer, count: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element) {
        self.resultSelector = resultSelector
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        isDone = Array(repeating: false, count: count)
        super.init(observer: observer)
        // SerialDelivery carries events; every tagged source event travels as a `.next`.
        delivery = SerialDelivery { [unowned self] event in
            if case .next(let (index, sourceEvent)) = event { self.handle(sourceEvent, at: index) }
        }
    }

    /// The number of sources.
    final var count: Int { isDone.count }

    /// Subscribes to every source; with no sources, runs ``collectionIsEmpty()`` and completes.
    final func run(_ sources: [Observable<SourceElement>]) {
        setUpstream(Disposables.create(subscriptions))
        if sources.isEmpty {
            collectionIsEmpty()
            forwardTerminal(.completed)
            return
        }
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(
                source.subscribe(CombiningObserver { self.delivery.on(.next((index, $0))) })
            )
        }
    }

    /// Called when the collection has no sources, before completing. Does nothing by default.
    func collectionIsEmpty() {}

    /// Handles an element of the source at `index`.
    func elementArrived(_ element: SourceElement, at index: Int) {
        rxAbstractMethod()
    }

    /// Applies the result selector to `elements` and forwards the result (or the error it throws).
    final func emit(_ elements: [SourceElement]) {
        let result: Observer.Element
        do {
            result = try resultSelector(elements)
        } catch {
            forwardError(error)
            return
        }
        forwardNext(result)
    }

    private func handle(_ event: Event<SourceElement>, at index: Int) {
        if isDisposed { return }
        switch event {
        case .next(let element):
            elementArrived(element, at: index)
        case .error(let error):
            forwardError(error)
        case .completed:
            if isDone[index] { return }
            isDone[index] = true
            numberOfDone += 1
            subscriptions[index].dispose()
            if numberOfDone == count { forwardTerminal(.completed) }
        }
    }

    override func disposeResources() {
        for subscription in subscriptions { subscription.dispose() }
    }
}
