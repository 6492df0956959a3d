extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for the outcome and the lifecycle of each subscription, without changing it.
    ///
    /// `onSuccess` and `onError` run before the outcome is delivered, `afterSuccess` and `afterError`
    /// after. An error thrown by `onSuccess`, `afterSuccess` or `onError` fails the single with it.
    /// - Parameters:
    ///   - onSuccess: called with the element before it is delivered.
    ///   - afterSuccess: called with the element after it is delivered.
    ///   - onError: called with the error before it is delivered.
    ///   - afterError: called with the error after it is delivered.
    ///   - onSubscribe: called before subscribing to the source.
    ///   - onSubscribed: called after subscribing to the source.
    ///   - onDispose: called when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the same single.
    /// - SeeAlso: [ReactiveX do](http://reactivex.io/documentation/operators/do.html)
    @inlinable
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Single<Element> {
        // Wrapped here rather than by the observable's `do`, so that a report names `onSuccess`, not `onNext`.
        let onSuccess = isolationChecked(onSuccess, isolation, "do(onSuccess:)")
        let afterSuccess = isolationChecked(afterSuccess, isolation, "do(afterSuccess:)")
        let onError = isolationChecked(onError, isolation, "do(onError:)")
        let afterError = isolationChecked(afterError, isolation, "do(afterError:)")
        let onSubscribe = isolationChecked(onSubscribe, isolation, "do(onSubscribe:)")
        let onSubscribed = isolationChecked(onSubscribed, isolation, "do(onSubscribed:)")
        let onDispose = isolationChecked(onDispose, isolation, "do(onDispose:)")
        let source = primitiveSequence.source.do(
            onNext: onSuccess,
            afterNext: afterSuccess,
            onError: onError,
            afterError: afterError,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose,
            isolation: nil
        )
        return PrimitiveSequence(raw: source)
    }

    /// Keeps the element only if it satisfies `predicate`; otherwise the result completes empty.
    ///
    /// ```swift
    /// Single.just(3).filter { $0 > 5 }.subscribe(onSuccess: { print($0) }, onCompleted: { print("empty") })
    /// // empty
    /// ```
    /// - Parameters:
    ///   - predicate: decides whether the element is kept; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: a maybe of the element.
    /// - SeeAlso: [ReactiveX filter](http://reactivex.io/documentation/operators/filter.html)
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation) -> Maybe<
        Element
    > {
        asMaybe().filter(predicate, isolation: isolation)
    }

    /// Transforms the element.
    /// - Parameters:
    ///   - transform: maps the element; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: a single of the transformed element.
    /// - SeeAlso: [ReactiveX map](http://reactivex.io/documentation/operators/map.html)
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result, isolation: (any Actor)? = #isolation)
        -> Single<Result>
    {
        return PrimitiveSequence(raw: primitiveSequence.source.map(transform, isolation: isolation))
    }

    /// Transforms the element, completing empty when `transform` returns `nil`.
    /// - Parameters:
    ///   - transform: maps the element to an optional; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: a maybe of the transformed element.
    @inlinable
    public func compactMap<Result>(
        _ transform: @escaping (Element) throws -> Result?, isolation: (any Actor)? = #isolation
    ) -> Maybe<Result> {
        asMaybe().compactMap(transform, isolation: isolation)
    }

    /// Continues with the single that `selector` makes from the element.
    ///
    /// ```swift
    /// Single.just(2).flatMap { .just($0 * 10) }.subscribe(onSuccess: { print($0) })
    /// // 20
    /// ```
    /// - Parameters:
    ///   - selector: makes the next single; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the outcome of the inner single.
    /// - SeeAlso: [ReactiveX flatMap](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMap<Result>(
        _ selector: @escaping (Element) throws -> Single<Result>, isolation: (any Actor)? = #isolation
    ) -> Single<Result> {
        primitiveSequence.flatMapTrait(isolationChecked(selector, isolation, "flatMap"))
    }

    /// Continues with the maybe that `selector` makes from the element.
    /// - Parameters:
    ///   - selector: makes the next maybe; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the outcome of the inner maybe.
    @inlinable
    public func flatMapMaybe<Result>(
        _ selector: @escaping (Element) throws -> Maybe<Result>, isolation: (any Actor)? = #isolation
    ) -> Maybe<Result> {
        primitiveSequence.flatMapTrait(isolationChecked(selector, isolation, "flatMapMaybe"))
    }

    /// Continues with the completable that `selector` makes from the element.
    /// - Parameters:
    ///   - selector: makes the completable; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the outcome of the completable.
    @inlinable
    public func flatMapCompletable(
        _ selector: @escaping (Element) throws -> Completable, isolation: (any Actor)? = #isolation
    ) -> Completable {
        primitiveSequence.flatMapTrait(isolationChecked(selector, isolation, "flatMapCompletable"))
    }

    /// Replaces a failure with success with `element`.
    /// - Parameter element: the element to succeed with instead of failing.
    /// - Returns: a single that never fails.
    /// - SeeAlso: [ReactiveX catch](http://reactivex.io/documentation/operators/catch.html)
    @inlinable
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The same sequence as a ``Maybe`` (which never completes empty).
    /// - Returns: the maybe.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source)
    }

    /// A ``Completable`` that completes when this single succeeds (dropping the element) and fails when
    /// it fails.
    /// - Returns: the completable.
    @inlinable
    public func asCompletable() -> Completable {
        asMaybe().asCompletable()
    }
}

extension PrimitiveSequence {
    /// The trait `Result` of `flatMap` and its trait forms: continues with the sequence that `selector` (already
    /// checked for isolation) makes from the element.
    @inlinable
    func flatMapTrait<ResultTrait, Result>(
        _ selector: @escaping (Element) throws -> PrimitiveSequence<ResultTrait, Result>
    ) -> PrimitiveSequence<ResultTrait, Result> {
        PrimitiveSequence<ResultTrait, Result>(raw: source.flatMap { try selector($0).asObservable() })
    }
}
