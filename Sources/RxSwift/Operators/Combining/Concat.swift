extension ObservableType {
    /// Emits the elements of this sequence, then, once it completes, those of `second`.
    ///
    /// ![The marble diagram of concat.](marble-concat.svg)
    /// - Parameter second: the sequence subscribed to after this one completes.
    /// - Returns: the concatenated sequence.
    /// - SeeAlso: [ReactiveX concat](http://reactivex.io/documentation/operators/concat.html)
    @inlinable  // Performance: the sink and its source iterator are made in the caller's specialised code.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concatenation(of: [asObservable(), second.asObservable()], count: 2)
    }

    /// Emits the elements of each sequence of `sequence` in turn, subscribing to the next one when the
    /// previous one completes.
    ///
    /// Fails as soon as one of them fails. The sequence is iterated lazily, one source at a time.
    /// - Parameter sequence: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable.concatenation(of: sequence, count: nil)
    }

    /// Emits the elements of each sequence of `collection` in turn, subscribing to the next one when the
    /// previous one completes.
    /// - Parameter collection: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable.concatenation(of: collection, count: collection.count)
    }

    /// Emits the elements of each of `sources` in turn, subscribing to the next one when the previous
    /// one completes.
    ///
    /// ```swift
    /// Observable.concat(.of(1, 2), .of(3))   // 1 2 3
    /// ```
    /// - Parameter sources: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.concatenation(of: sources, count: sources.count)
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

extension Observable {
    /// The concatenation of `sources` (`count` of them, `nil` when unknown): each subscription iterates them afresh,
    /// lazily, one source at a time. The iterator, the closure that steps it and the sink are made here, in the
    /// caller's specialised code: made in the library's generic code, their types are looked up per subscription.
    @inlinable
    static func concatenation<Sources: Swift.Sequence>(of sources: Sources, count: Int?) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        let makeSources: () -> ConcatSources<Element> = {
            var generator = SourceGenerator(iterator: sources.makeIterator(), remaining: count)
            return { generator.next() }
        }
        return ConcatProducer(makeSources: makeSources) { receiver in
            ConcatSink(receiver: receiver, sources: makeSources()).started()
        }
    }
}

/// Steps the sources of one concatenation: the next source, and whether the sources are spent (see
/// ``SourceGenerator/next()``).
@usableFromInline
typealias ConcatSources<Element> = () -> (source: Observable<Element>?, isSpent: Bool)

/// The producer of `concat`: `start` makes and starts the sink of one subscription; `makeSources` begins an
/// iteration of the sources, for a concatenation that contains this one.
@usableFromInline
final class ConcatProducer<Element>: Producer<Element> {
    private let makeSources: () -> ConcatSources<Element>
    private let start: (any ElementReceiver<Element>) -> Disposable

    @usableFromInline
    init(
        makeSources: @escaping () -> ConcatSources<Element>,
        start: @escaping (any ElementReceiver<Element>) -> Disposable
    ) {
        self.makeSources = makeSources
        self.start = start
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        start(receiver)
    }

    override func concatenatedSources() -> ConcatSources<Element>? {
        makeSources()
    }
}

/// An iterator over sources to concatenate, with how many it has left when that is known.
@usableFromInline
struct SourceGenerator<Iterator: IteratorProtocol> {
    @usableFromInline var iterator: Iterator
    /// The number of sources left, `nil` when unknown (a plain `Sequence`).
    @usableFromInline var remaining: Int?

    @inlinable
    init(iterator: Iterator, remaining: Int?) {
        self.iterator = iterator
        self.remaining = remaining
    }

    /// The next source, and whether this generator is spent: when it is, the caller drops it before
    /// subscribing to that source, so that a concatenation nested in last position (recursion) does not
    /// pile up generators.
    @inlinable
    mutating func next() -> (source: Iterator.Element?, isSpent: Bool) {
        guard let source = iterator.next() else { return (nil, true) }
        guard let remaining else { return (source, false) }
        self.remaining = remaining - 1
        return (source, remaining <= 1)
    }
}

/// The sources of the nested concatenations a ``ConcatSink`` met, innermost first.
private final class NestedSources<Element> {
    let next: ConcatSources<Element>
    let outer: NestedSources<Element>?
    /// How many nested concatenations this one and those outside it make.
    let depth: Int

    init(next: @escaping ConcatSources<Element>, outer: NestedSources<Element>?) {
        self.next = next
        self.outer = outer
        depth = (outer?.depth ?? 0) + 1
    }
}

/// Subscribes to the sources one after the other while they complete.
///
/// It keeps a stack of sources: its own at the bottom and, above them, those of the nested concatenations met as
/// sources (upstream's tail-recursive sink). Sources whose count is known are dropped before the last one runs, so
/// `concat([a, concat([b, concat([c, …])])])` keeps one level however deep it goes; the sources of a plain
/// `Sequence` stay until they are exhausted.
@usableFromInline
final class ConcatSink<Element>: ResubscribingSink<Element> {
    // Only the thread running `subscribeNext`'s drain loop touches the sources (ResubscribingSink's rule).
    /// This concatenation's own sources; `nil` once spent.
    private var ownSources: ConcatSources<Element>?
    /// The sources of nested concatenations, innermost first; all above `ownSources`.
    private var nestedSources: NestedSources<Element>?

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, sources: @escaping ConcatSources<Element>) {
        ownSources = sources
        super.init(receiver: receiver)
        #if DEBUG || TRACE_RESOURCES
            recordTailRecursiveSinkStackSize(1)
        #endif
    }

    /// Subscribes to the first source and returns this sink.
    @usableFromInline
    func started() -> Disposable {
        subscribeNext()
        return self
    }

    override func nextSource() -> Observable<Element>? {
        while true {
            let next: (source: Observable<Element>?, isSpent: Bool)
            if let nested = nestedSources {
                next = nested.next()
                if next.isSpent { nestedSources = nested.outer }
            } else if let own = ownSources {
                next = own()
                if next.isSpent { ownSources = nil }
            } else {
                forwardCompleted()
                return nil
            }
            guard let source = next.source else { continue }
            guard let sources = source.concatenatedSources() else { return source }
            nestedSources = NestedSources(next: sources, outer: nestedSources)
            #if DEBUG || TRACE_RESOURCES
                recordTailRecursiveSinkStackSize((nestedSources?.depth ?? 0) + (ownSources == nil ? 0 : 1))
            #endif
        }
    }

    override func receiveCompleted() {
        subscribeNext()
    }
}
