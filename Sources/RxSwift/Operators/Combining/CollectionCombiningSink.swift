/// What the collection forms of `combineLatest` and `zip` share: the elements of every source serialised
/// through the ``CombiningSink/delivery``, and the result selector over an array.
///
/// Subclasses decide what an element means in ``elementArrived(_:at:)``.
class CollectionCombiningSink<SourceElement, Result>: CombiningSink<Result> {
    private let resultSelector: ([SourceElement]) throws -> Result

    init(
        receiver: any ElementReceiver<Result>, count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result
    ) {
        self.resultSelector = resultSelector
        super.init(receiver: receiver, count: count)
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
        delivery.send { received(element, at: index) }
    }

    private func received(_ element: SourceElement, at index: Int) {
        if !isDisposed { elementArrived(element, at: index) }
    }
}
