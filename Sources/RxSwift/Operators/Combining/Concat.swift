extension ObservableType {
    /// Emits the elements of this sequence, then, once it completes, those of `second`.
    ///
    /// ![The marble diagram of concat.](marble-concat.svg)
    /// - Parameter second: the sequence subscribed to after this one completes.
    /// - Returns: the concatenated sequence.
    /// - SeeAlso: [ReactiveX concat](http://reactivex.io/documentation/operators/concat.html)
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        ConcatProducer(sources: [asObservable(), second.asObservable()], count: 2)
    }

    /// Emits the elements of each sequence of `sequence` in turn, subscribing to the next one when the
    /// previous one completes.
    ///
    /// Fails as soon as one of them fails. The sequence is iterated lazily, one source at a time.
    /// - Parameter sequence: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatProducer(sources: sequence, count: nil)
    }

    /// Emits the elements of each sequence of `collection` in turn, subscribing to the next one when the
    /// previous one completes.
    /// - Parameter collection: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatProducer(sources: collection, count: collection.count)
    }

    /// Emits the elements of each of `sources` in turn, subscribing to the next one when the previous
    /// one completes.
    ///
    /// ```swift
    /// Observable.concat(.of(1, 2), .of(3))   // 1 2 3
    /// ```
    /// - Parameter sources: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatProducer(sources: sources, count: sources.count)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Emits the elements of each inner sequence in turn: an inner sequence is subscribed to after the
    /// previous one completes (the others wait, in order).
    /// - Returns: the concatenated sequence.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

/// A concatenation whose sources another concatenation can take over: a concat sink that meets one as its
/// next source iterates its sources itself instead of subscribing to it (one sink however deep the nesting).
private class ConcatenatedSources<Element>: Producer<Element> {
    /// A fresh iterator over the sources, with their number when it is known.
    func makeSourceGenerator() -> SourceGenerator<AnyIterator<Observable<Element>>> {
        rxAbstractMethod()
    }
}

private final class ConcatProducer<Sources: Sequence, Element>: ConcatenatedSources<Element>
where Sources.Element == Observable<Element> {
    private let sources: Sources
    /// The number of sources when known (a collection), `nil` for a plain sequence.
    private let count: Int?

    init(sources: Sources, count: Int?) {
        self.sources = sources
        self.count = count
        super.init()
    }

    override func makeSourceGenerator() -> SourceGenerator<AnyIterator<Observable<Element>>> {
        SourceGenerator(iterator: AnyIterator(sources.makeIterator()), remaining: count)
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let generator = SourceGenerator(iterator: sources.makeIterator(), remaining: count)
        let sink = ConcatSink(receiver: receiver, generator: generator)
        sink.subscribeNext()
        return sink
    }
}

/// An iterator over sources to concatenate, with how many it has left when that is known.
private struct SourceGenerator<Iterator: IteratorProtocol> {
    var iterator: Iterator
    /// The number of sources left, `nil` when unknown (a plain `Sequence`).
    var remaining: Int?

    /// The next source, and whether this generator is spent: when it is, the caller drops it before
    /// subscribing to that source, so that a concatenation nested in last position (recursion) does not
    /// pile up generators.
    mutating func next() -> (source: Iterator.Element?, isSpent: Bool) {
        guard let source = iterator.next() else { return (nil, true) }
        guard let remaining else { return (source, false) }
        self.remaining = remaining - 1
        return (source, remaining <= 1)
    }
}

/// Subscribes to the sources one after the other while they complete.
///
/// It keeps a stack of source generators: its own at the bottom and, above it, those of the nested
/// concatenations met as sources (upstream's tail-recursive sink). A generator whose count is known is
/// dropped before its last source runs, so `concat([a, concat([b, concat([c, …])])])` keeps one generator
/// however deep it goes; the generator of a plain `Sequence` stays until it is exhausted.
private final class ConcatSink<Element, Iterator: IteratorProtocol>: ResubscribingSink<Element>
where Iterator.Element == Observable<Element> {
    // Only the thread running `subscribeNext`'s drain loop touches the generators (ResubscribingSink's rule).
    /// This concatenation's own sources; `nil` once spent.
    private var ownSources: SourceGenerator<Iterator>?
    /// The generators of nested concatenations, innermost last; all above `ownSources`.
    private var nestedSources: [SourceGenerator<AnyIterator<Observable<Element>>>] = []

    init(receiver: any ElementReceiver<Element>, generator: SourceGenerator<Iterator>) {
        ownSources = generator
        super.init(receiver: receiver)
        #if DEBUG || TRACE_RESOURCES
            recordTailRecursiveSinkStackSize(1)
        #endif
    }

    override func nextSource() -> Observable<Element>? {
        while true {
            let next: (source: Observable<Element>?, isSpent: Bool)
            if !nestedSources.isEmpty {
                next = nestedSources[nestedSources.count - 1].next()
                if next.isSpent { nestedSources.removeLast() }
            } else if let own = ownSources?.next() {
                next = own
                if next.isSpent { ownSources = nil }
            } else {
                forwardCompleted()
                return nil
            }
            guard let source = next.source else { continue }
            guard let nested = source as? ConcatenatedSources<Element> else { return source }
            nestedSources.append(nested.makeSourceGenerator())
            #if DEBUG || TRACE_RESOURCES
                recordTailRecursiveSinkStackSize(nestedSources.count + (ownSources == nil ? 0 : 1))
            #endif
        }
    }

    override func receiveCompleted() {
        subscribeNext()
    }
}
