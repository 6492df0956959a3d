extension ObservableType {
    /// Accumulates every element into one value, emitted when the source completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).reduce(0, accumulator: +)   // 6
    /// ```
    ///
    /// ![The marble diagram of reduce.](marble-reduce.svg)
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: combines the accumulator with an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: a sequence of one element.
    /// - SeeAlso: [ReactiveX reduce](http://reactivex.io/documentation/operators/reduce.html)
    // Performance: inlinable, so that the sink is made in the caller's specialised code (fence probe
    // `subject.reduce.subscribe+dispose`).
    @inlinable
    public func reduce<A>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A, isolation: (any Actor)? = #isolation
    ) -> Observable<A> {
        let accumulator = isolationChecked(accumulator, isolation, "reduce")
        return reduceProducer(seed) { $0 = try accumulator($0, $1) }
    }

    /// Accumulates every element and emits `mapResult` of the final value when the source completes.
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: combines the accumulator with an element.
    ///   - mapResult: transforms the final accumulator.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: a sequence of one element.
    @inlinable
    public func reduce<A, Result>(
        _ seed: A,
        accumulator: @escaping (A, Element) throws -> A,
        mapResult: @escaping (A) throws -> Result,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Result> {
        let accumulator = isolationChecked(accumulator, isolation, "reduce")
        let mapResult = isolationChecked(mapResult, isolation, "reduce")
        // The final value goes through `map`: an error thrown by `mapResult` ends the sequence as one thrown by the
        // accumulator does, and plain `reduce` and `toArray` keep a sink without a result closure.
        return reduceProducer(seed) { $0 = try accumulator($0, $1) }.map(mapResult, isolation: nil)
    }

    /// Collects every element into an array, emitted when the source completes, as a ``Single``.
    ///
    /// ```swift
    /// Observable.of("A", "B").toArray().subscribe(onSuccess: { print($0) })   // ["A", "B"]
    /// ```
    ///
    /// ![The marble diagram of toArray.](marble-toArray.svg)
    /// - Returns: a single of all the elements.
    @inlinable
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: reduceProducer([]) { $0.append($1) })
    }

    /// `reduce` and `toArray`: accumulates in place, emits the final value when the source completes.
    @inlinable
    func reduceProducer<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        OperatorProducer(source: asObservable()) { source, receiver in
            ReduceSink(receiver: receiver, seed: seed, accumulator: accumulator).start(from: source)
        }
    }
}

@usableFromInline
final class ReduceSink<Source, Accumulate>: PassthroughSink<Source, Accumulate> {
    @exclusivity(unchecked) @usableFromInline var accumulated: Accumulate  // Performance: only touched serially
    @usableFromInline let accumulator: (inout Accumulate, Source) throws -> Void

    @inlinable  // Performance: initialised where it is made (LLVM otherwise merges this with `ScanSink`'s identical
    // initialiser behind a thunk).
    init(
        receiver: any ElementReceiver<Accumulate>,
        seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Source) throws -> Void
    ) {
        accumulated = seed
        self.accumulator = accumulator
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Source) {
        do {
            try accumulator(&accumulated, element)
        } catch {
            forwardError(error)
        }
    }

    override func onCompleted() {
        forwardNext(accumulated)
        forwardCompleted()
    }
}
