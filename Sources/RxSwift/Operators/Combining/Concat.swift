extension ObservableType {
    /// Emits the elements of this sequence, then, once it completes, those of `second`.
    /// - Parameter second: the sequence subscribed to after this one completes.
    /// - Returns: the concatenated sequence.
    /// - SeeAlso: [ReactiveX concat](http://reactivex.io/documentation/operators/concat.html)
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        ConcatProducer(sources: [asObservable(), second.asObservable()])
    }

    /// Emits the elements of each sequence of `sequence` in turn, subscribing to the next one when the
    /// previous one completes.
    ///
    /// Fails as soon as one of them fails. The sequence is iterated lazily, one source at a time.
    /// - Parameter sequence: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatProducer(sources: sequence)
    }

    /// Emits the elements of each sequence of `collection` in turn, subscribing to the next one when the
    /// previous one completes.
    /// - Parameter collection: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatProducer(sources: collection)
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
        ConcatProducer(sources: sources)
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

private final class ConcatProducer<Sources: Sequence, Element>: Producer<Element>
where Sources.Element == Observable<Element> {
    private let sources: Sources

    init(sources: Sources) {
        self.sources = sources
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ConcatSink(observer: observer, iterator: sources.makeIterator())
        sink.subscribeNext()
        return sink
    }
}

/// Subscribes to the sources one after the other while they complete.
private final class ConcatSink<Iterator: IteratorProtocol, Observer: ObserverType>: ResubscribingSink<Observer>
where Iterator.Element == Observable<Observer.Element> {
    // Only the thread running `subscribeNext`'s drain loop touches `iterator` (ResubscribingSink's rule).
    private var iterator: Iterator

    init(observer: Observer, iterator: Iterator) {
        self.iterator = iterator
        super.init(observer: observer)
    }

    override func nextSource() -> Observable<Observer.Element>? {
        if let source = iterator.next() { return source }
        forwardCompleted()
        return nil
    }

    override func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error: forward(event)
        case .completed: subscribeNext()
        }
    }
}
