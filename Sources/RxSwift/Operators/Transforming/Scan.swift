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
            ScanSink<Element, Seed>(receiver: receiver, accumulator: accumulator, seed: seed).start(from: source)
        }
    }
}

/// Performance: `Element` is a parameter of its own (not `Element`), so its metadata is read from the
/// class instead of looked up as an associated type on every element.
@usableFromInline
final class ScanSink<Source, Element>: PassthroughSink<Source, Element> {
    // Performance: elements arrive serially, so the runtime exclusivity check is switched off.
    @exclusivity(unchecked) @usableFromInline var accumulated: Element
    @usableFromInline let accumulator: (inout Element, Source) throws -> Void

    /// Performance: initialised where it is made, in the caller's specialised code: the seed is then stored as its
    /// type is, not copied through its value witness (fence probe `subject.scan.subscribe+dispose`).
    @inlinable
    ///
    /// Its parameters come in another order than `ReduceSink`'s initialiser's: the two sinks were otherwise made by
    /// identical code, which LLVM merged behind a thunk (fence probe `subject.reduce.subscribe+dispose`).
    init(
        receiver: any ElementReceiver<Element>,
        accumulator: @escaping (inout Element, Source) throws -> Void,
        seed: Element
    ) {
        self.accumulator = accumulator
        accumulated = seed
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
