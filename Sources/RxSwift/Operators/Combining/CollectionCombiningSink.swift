/// What ``CollectionCombiningSink`` serialises: an element of the source at an index, or a source's end.
enum CollectionCombiningMessage<SourceElement> {
    /// An element of the source at `index`.
    case element(SourceElement, index: Int)
    /// A source failed.
    case error(Swift.Error)
    /// The source at `index` completed.
    case completed(index: Int)
}

/// What the collection forms of `combineLatest` and `zip` share: the messages of every source serialised
/// through one ``SerialDelivery``, and the result selector over an array.
///
/// Subclasses decide what an element means in ``elementArrived(_:at:)``.
class CollectionCombiningSink<SourceElement, Observer: ObserverType>: CombiningSink<Observer> {
    typealias Message = CollectionCombiningMessage<SourceElement>

    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    private let delivery = SerialDelivery<Message>()

    init(observer: Observer, count: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element) {
        self.resultSelector = resultSelector
        super.init(observer: observer, count: count)
    }

    /// Subscribes to every source; with no sources, runs ``collectionIsEmpty()`` and completes.
    final func run(_ sources: [Observable<SourceElement>]) {
        setUpstream(Disposables.create(subscriptions))
        if sources.isEmpty {
            collectionIsEmpty()
            forwardCompleted()
            return
        }
        for (index, source) in sources.enumerated() {
            subscribe(source, at: index) { self.next($0, at: index) }
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
        emit { try resultSelector(elements) }
    }

    private func next(_ element: SourceElement, at index: Int) {
        delivery.send(
            element,
            as: { .element($0, index: index) },
            now: { received($0, at: index) },
            to: { handle($0) }
        )
    }

    final override func sourceTerminated(_ index: Int, _ error: Swift.Error?) {
        if let error {
            delivery.send(.error(error)) { handle($0) }
        } else {
            delivery.send(.completed(index: index)) { handle($0) }
        }
    }

    private func received(_ element: SourceElement, at index: Int) {
        if !isDisposed { elementArrived(element, at: index) }
    }

    private func handle(_ message: Message) {
        if isDisposed { return }
        switch message {
        case .element(let element, let index):
            elementArrived(element, at: index)
        case .error(let error):
            forwardError(error)
        case .completed(let index):
            sourceCompleted(index)
        }
    }
}
