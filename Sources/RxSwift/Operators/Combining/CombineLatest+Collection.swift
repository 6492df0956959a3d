extension ObservableType {
    /// Combines the latest elements of every sequence of `collection` whenever one of them emits, once
    /// all have emitted.
    ///
    /// Fails as soon as one fails (or `resultSelector` throws); completes when all have completed. As
    /// upstream, an empty collection emits `resultSelector([])` and completes.
    ///
    /// ![The marble diagram of combineLatest.](marble-combineLatest.svg)
    /// - Parameters:
    ///   - collection: the sequences to combine.
    ///   - resultSelector: combines the latest elements, in the order of `collection`.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the combined sequence.
    /// - SeeAlso: [ReactiveX combineLatest](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CollectionCombiningProducer(
            CombineLatestCollectionSink<Sources.Element.Element, Element>.self,
            sources: collection,
            resultSelector: isolationChecked(resultSelector, isolation, "combineLatest")
        )
    }

    /// Emits arrays of the latest elements of every sequence of `collection` whenever one of them emits,
    /// once all have emitted.
    /// - Parameter collection: the sequences to combine.
    /// - Returns: the sequence of arrays, in the order of `collection`.
    public static func combineLatest<Sources: Swift.Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        CollectionCombiningProducer(CombineLatestCollectionSink<Element, [Element]>.self, sources: collection) { $0 }
    }
}

private final class CombineLatestCollectionSink<SourceElement, Result>:
    CollectionCombiningSink<SourceElement, Result>
{
    /// Each source's latest element, until every source has one.
    private var values: [SourceElement?]
    private var numberOfValues = 0
    /// Every source's latest element, once each has one: updated in place, so that an emission whose selector
    /// does not keep the array allocates nothing (copy on write when it does, as for `combineLatest(sources)`).
    private var latest: [SourceElement] = []

    required init(
        receiver: any ElementReceiver<Result>,
        count: Int,
        resultSelector: @escaping ([SourceElement]) throws -> Result
    ) {
        values = Array(repeating: nil, count: count)
        super.init(receiver: receiver, count: count, resultSelector: resultSelector)
    }

    override func collectionIsEmpty() {
        emit([])
    }

    override func elementArrived(_ element: SourceElement, at index: Int) {
        if numberOfValues == count {
            latest[index] = element
            emit(latest)
            return
        }
        if values[index] == nil { numberOfValues += 1 }
        values[index] = element
        if numberOfValues == count {
            latest = values.map { $0! }
            values = []
            emit(latest)
        } else if othersAreDone(index) {
            // As upstream: a source without an element can no longer get one.
            forwardCompleted()
        }
    }
}
