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
        return reduceProducer(seed, accumulator: { $0 = try accumulator($0, $1) }, mapResult: { $0 })
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
        return reduceProducer(seed, accumulator: { $0 = try accumulator($0, $1) }, mapResult: mapResult)
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
        PrimitiveSequence(raw: reduceProducer([], accumulator: { $0.append($1) }, mapResult: { $0 }))
    }

    /// `reduce` and `toArray`: accumulates in place, then maps the result.
    @inlinable
    func reduceProducer<Accumulate, Result>(
        _ seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        OperatorProducer(source: asObservable()) { source, receiver in
            ReduceSink(receiver: receiver, seed: seed, accumulator: accumulator, mapResult: mapResult)
                .start(from: source)
        }
    }
}

@usableFromInline
final class ReduceSink<Source, Accumulate, Result>: PassthroughSink<Source, Result> {
    @exclusivity(unchecked) private var accumulated: Accumulate  // Performance: only touched serially
    private let accumulator: (inout Accumulate, Source) throws -> Void
    private let mapResult: (Accumulate) throws -> Result

    @usableFromInline
    init(
        receiver: any ElementReceiver<Result>,
        seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Source) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result
    ) {
        accumulated = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
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
        do {
            let result = try mapResult(accumulated)
            forwardNext(result)
            forwardCompleted()
        } catch {
            forwardError(error)
        }
    }
}
