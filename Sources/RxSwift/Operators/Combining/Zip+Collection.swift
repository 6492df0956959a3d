extension ObservableType {
    /// Combines the elements of every sequence of `collection` in order: the n-th result uses the n-th
    /// element of each.
    ///
    /// Fails as soon as one fails (or `resultSelector` throws); completes when all have completed, or
    /// when an element arrives that can never be paired because every other sequence has completed. As
    /// upstream, an empty collection completes at once.
    ///
    /// ![The marble diagram of zip.](marble-zip.svg)
    /// - Parameters:
    ///   - collection: the sequences to zip.
    ///   - resultSelector: combines one element of each sequence, in the order of `collection`.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the zipped sequence.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CollectionCombiningProducer(
            ZipCollectionSink<Sources.Element.Element, Element>.self,
            sources: collection,
            resultSelector: isolationChecked(resultSelector, isolation, "zip")
        )
    }

    /// Emits arrays made of the n-th element of every sequence of `collection`.
    /// - Parameter collection: the sequences to zip.
    /// - Returns: the sequence of arrays, in the order of `collection`.
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        CollectionCombiningProducer(ZipCollectionSink<Element, [Element]>.self, sources: collection) { $0 }
    }
}

private final class ZipCollectionSink<SourceElement, Result>:
    CollectionCombiningSink<SourceElement, Result>
{
    /// One queue per source (`count` of them), released by `deinit`. Non-copyable buffers cannot live in an
    /// `Array`.
    private let queues: UnsafeMutablePointer<ElementBuffer<SourceElement>>
    private var numberOfNonEmpty = 0

    required init(
        receiver: any ElementReceiver<Result>,
        count: Int,
        resultSelector: @escaping ([SourceElement]) throws -> Result
    ) {
        queues = .allocate(capacity: count)
        for index in 0..<count { (queues + index).initialize(to: ElementBuffer()) }
        super.init(receiver: receiver, count: count, resultSelector: resultSelector)
    }

    deinit {
        queues.deinitialize(count: count)
        queues.deallocate()
    }

    override func elementArrived(_ element: SourceElement, at index: Int) {
        queues[index].append(element)
        if queues[index].count == 1 { numberOfNonEmpty += 1 }
        if numberOfNonEmpty < count {
            // As upstream: when every other source has completed, no tuple can be formed any more.
            if othersAreDone(index) && !isDone[index] { forwardCompleted() }
            return
        }
        var elements: [SourceElement] = []
        elements.reserveCapacity(count)
        for queueIndex in 0..<count {
            elements.append(queues[queueIndex].removeFirst())
            if queues[queueIndex].isEmpty { numberOfNonEmpty -= 1 }
        }
        emit(elements)
    }
}
