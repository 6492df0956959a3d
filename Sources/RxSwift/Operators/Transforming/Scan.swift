extension ObservableType {
    /// Emits each intermediate result of accumulating the elements, starting from `seed`.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).scan(0, accumulator: +)   // 1 3 6
    /// ```
    ///
    /// ![The marble diagram of scan.](marble-scan.svg)
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: combines the accumulator with an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of accumulated values.
    /// - SeeAlso: [ReactiveX scan](http://reactivex.io/documentation/operators/scan.html)
    @inlinable
    public func scan<Seed>(
        _ seed: Seed,
        accumulator: @escaping (Seed, Element) throws -> Seed,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Seed> {
        let accumulator = isolationChecked(accumulator, isolation, "scan")
        // Performance: inlinable, so the adapter below is specialised for the caller's types and calls
        // `accumulator` without reabstraction (fence probe `range.map.distinctUntilChanged.scan`).
        return scanProducer(seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }

    /// Like ``scan(_:accumulator:isolation:)``, mutating the accumulator in place.
    ///
    /// ```swift
    /// Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }   // [1] [1, 2]
    /// ```
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: updates the accumulator with an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of accumulated values.
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func scan<Seed>(
        into seed: Seed,
        accumulator: @escaping (inout Seed, Element) throws -> Void,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Seed> {
        let accumulator = isolationChecked(accumulator, isolation, "scan(into:accumulator:)")
        return scanProducer(seed: seed, accumulator: accumulator)
    }

    /// The `scan` operator over `accumulator`, which updates the accumulated value in place; the producer, and the
    /// sink of a receiver, are made here, in the caller's specialised context.
    @inlinable
    func scanProducer<Seed>(
        seed: Seed,
        accumulator: @escaping (inout Seed, Element) throws -> Void
    ) -> Observable<Seed> {
        OperatorProducer(source: asObservable()) { source, receiver in
            ScanSink<Element, Seed>(
                receiver: receiver, seed: seed, accumulator: accumulator
            ).start(from: source)
        }
    }
}

/// Performance: `Element` is a parameter of its own (not `Element`), so its metadata is read from the
/// class instead of looked up as an associated type on every element.
@usableFromInline
final class ScanSink<Source, Element>: PassthroughSink<Source, Element> {
    // Performance: elements arrive serially, so the runtime exclusivity check is switched off.
    @exclusivity(unchecked) private var accumulated: Element
    private let accumulator: (inout Element, Source) throws -> Void

    @usableFromInline
    init(
        receiver: any ElementReceiver<Element>,
        seed: Element,
        accumulator: @escaping (inout Element, Source) throws -> Void
    ) {
        accumulated = seed
        self.accumulator = accumulator
        super.init(receiver: receiver)
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
