/// What the collection forms of `combineLatest` and `zip` share: the elements of every source serialised
/// through the ``CombiningSink/delivery``, and the result selector over an array.
///
/// Subclasses decide what an element means in ``elementArrived(_:at:)``.
class CollectionCombiningSink<SourceElement, Result>: CombiningSink<Result> {
    private let resultSelector: ([SourceElement]) throws -> Result

    required init(
        receiver: any ElementReceiver<Result>, count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result
    ) {
        self.resultSelector = resultSelector
        super.init(receiver: receiver, count: count)
    }

    /// Subscribes to every source; with no sources, runs ``collectionIsEmpty()`` and completes. Disposing the sink
    /// disposes the subscriptions (``CombiningSink``'s `disposeResources()`).
    final func run(_ sources: [Observable<SourceElement>]) {
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

/// The producer of the collection forms of `combineLatest` and `zip`: a `Sink` per subscription, run over the
/// sources.
final class CollectionCombiningProducer<Sink: CollectionCombiningSink<SourceElement, Element>, SourceElement, Element>:
    Producer<Element>
{
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Element

    init<Sources: Collection>(
        _ sink: Sink.Type, sources: Sources, resultSelector: @escaping ([SourceElement]) throws -> Element
    ) where Sources.Element: ObservableType, Sources.Element.Element == SourceElement {
        self.sources = sources.map { $0.asObservable() }
        self.resultSelector = resultSelector
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = Sink(receiver: receiver, count: sources.count, resultSelector: resultSelector)
        sink.run(sources)
        return sink
    }
}
