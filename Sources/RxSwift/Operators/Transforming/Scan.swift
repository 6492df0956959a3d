extension ObservableType {
    /// Emits each intermediate result of accumulating the elements, starting from `seed`.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).scan(0, accumulator: +)   // 1 3 6
    /// ```
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: combines the accumulator with an element.
    /// - Returns: the sequence of accumulated values.
    /// - SeeAlso: [ReactiveX scan](http://reactivex.io/documentation/operators/scan.html)
    @inlinable
    public func scan<Seed>(
        _ seed: Seed,
        accumulator: @escaping (Seed, Element) throws -> Seed
    ) -> Observable<Seed> {
        // Performance: inlinable, so the adapter below is specialised for the caller's types and calls
        // `accumulator` without reabstraction (measured: ~25 instructions per element).
        scanProducer(seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }

    /// Like ``scan(_:accumulator:)``, mutating the accumulator in place.
    ///
    /// ```swift
    /// Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }   // [1] [1, 2]
    /// ```
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: updates the accumulator with an element.
    /// - Returns: the sequence of accumulated values.
    public func scan<Seed>(
        into seed: Seed,
        accumulator: @escaping (inout Seed, Element) throws -> Void
    ) -> Observable<Seed> {
        scanProducer(seed: seed, accumulator: accumulator)
    }

    /// The `scan` operator over `accumulator`, which updates the accumulated value in place.
    @usableFromInline
    func scanProducer<Seed>(
        seed: Seed,
        accumulator: @escaping (inout Seed, Element) throws -> Void
    ) -> Observable<Seed> {
        ScanProducer(source: asObservable(), seed: seed, accumulator: accumulator)
    }
}

private final class ScanProducer<Source, Element>: Producer<Element> {
    private let source: Observable<Source>
    private let seed: Element
    private let accumulator: (inout Element, Source) throws -> Void

    init(source: Observable<Source>, seed: Element, accumulator: @escaping (inout Element, Source) throws -> Void) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ScanSink<Source, Element, Observer>(observer: observer, seed: seed, accumulator: accumulator)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// Performance: `Element` is a parameter of its own (not `Element`), so its metadata is read from the
/// class instead of looked up as an associated type on every element.
private final class ScanSink<Source, Element, Observer: ObserverType>: PassthroughSink<Source, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    // Performance: elements arrive serially, so the runtime exclusivity check is switched off.
    @exclusivity(unchecked) private var accumulated: Element
    private let accumulator: (inout Element, Source) throws -> Void

    init(
        observer: Observer,
        seed: Element,
        accumulator: @escaping (inout Element, Source) throws -> Void
    ) {
        accumulated = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    override func onNext(_ element: Source) {
        do {
            try accumulator(&accumulated, element)
            forwardNext(accumulated)
        } catch {
            forwardError(error)
        }
    }
}
