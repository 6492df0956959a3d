extension InfallibleType {
    /// Transforms each element with `transform`.
    ///
    /// ```swift
    /// Infallible.of(1, 2).map { $0 * 10 }   // 10 20
    /// ```
    /// - Parameters:
    ///   - transform: maps one element; it cannot throw.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of transformed elements.
    /// - SeeAlso: [ReactiveX map](http://reactivex.io/documentation/operators/map.html)
    public func map<Result>(_ transform: @escaping (Element) -> Result, isolation: (any Actor)? = #isolation)
        -> Infallible<Result>
    {
        return Infallible(asObservable().map(transform, isolation: isolation))
    }

    /// Transforms each element with `transform` and drops the `nil` results.
    /// - Parameters:
    ///   - transform: maps one element, or returns `nil` to drop it.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of non-`nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?, isolation: (any Actor)? = #isolation)
        -> Infallible<Result>
    {
        return Infallible(asObservable().compactMap(transform, isolation: isolation))
    }

    /// Projects each element to a sequence and merges their elements.
    ///
    /// ```swift
    /// Infallible.of(1, 2).flatMap { Observable.of($0, $0 * 10) }   // 1 10 2 20
    /// ```
    /// Completes when `self` and every inner sequence have completed. As upstream, the inner sequences may
    /// be any ``ObservableConvertibleType``; one that fails is a programmer error, reported as
    /// ``Infallible`` describes (a trap in debug builds).
    /// - Parameters:
    ///   - selector: builds the inner sequence for an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the merged sequence.
    /// - SeeAlso: [ReactiveX flatMap](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Source.Element> {
        return Infallible(asObservable().flatMap(selector, isolation: isolation))
    }

    /// Projects each element to a sequence and emits only the elements of the most recent one, disposing
    /// the previous inner sequence. The inner sequences may be any ``ObservableConvertibleType`` (see
    /// ``flatMap(_:isolation:)`` for what a failing one does).
    /// - Parameters:
    ///   - selector: builds the inner sequence for an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the switched sequence.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Source.Element> {
        return Infallible(asObservable().flatMapLatest(selector, isolation: isolation))
    }

    /// Projects each element to a sequence, ignoring elements that arrive while an inner sequence is still
    /// running. The inner sequences may be any ``ObservableConvertibleType`` (see ``flatMap(_:isolation:)`` for what
    /// a failing one does).
    /// - Parameters:
    ///   - selector: builds the inner sequence for an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the merged sequence.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Source.Element> {
        return Infallible(asObservable().flatMapFirst(selector, isolation: isolation))
    }

    /// Projects each element to a sequence and concatenates them: each inner sequence is subscribed once
    /// the previous one has completed. The inner sequences may be any ``ObservableConvertibleType`` (see
    /// ``flatMap(_:isolation:)`` for what a failing one does).
    /// - Parameters:
    ///   - selector: builds the inner sequence for an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the concatenated sequence.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Source.Element> {
        return Infallible(asObservable().concatMap(selector, isolation: isolation))
    }

    /// Emits each intermediate result of folding the elements into `seed` with `accumulator`.
    ///
    /// ```swift
    /// Infallible.of(1, 2, 3).scan(0, accumulator: +)   // 1 3 6
    /// ```
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: combines the accumulator with an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of accumulated values.
    /// - SeeAlso: [ReactiveX scan](http://reactivex.io/documentation/operators/scan.html)
    public func scan<Seed>(
        _ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed, isolation: (any Actor)? = #isolation
    ) -> Infallible<Seed> {
        return Infallible(asObservable().scan(seed, accumulator: accumulator, isolation: isolation))
    }

    /// Like ``scan(_:accumulator:isolation:)``, mutating the accumulator in place.
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: updates the accumulator with an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of accumulated values.
    public func scan<Seed>(
        into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void, isolation: (any Actor)? = #isolation
    ) -> Infallible<Seed> {
        return Infallible(asObservable().scan(into: seed, accumulator: accumulator, isolation: isolation))
    }

    /// Pairs each element with `obj`, held weakly; completes as soon as `obj` is gone.
    /// - Parameters:
    ///   - obj: the object to pass along, held weakly.
    ///   - resultSelector: combines the object and an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of results.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Out> {
        return Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector, isolation: isolation))
    }

    /// Pairs each element with `obj`, held weakly; completes as soon as `obj` is gone.
    /// - Parameter obj: the object to pass along, held weakly.
    /// - Returns: the sequence of `(obj, element)` tuples.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(obj))
    }
}
