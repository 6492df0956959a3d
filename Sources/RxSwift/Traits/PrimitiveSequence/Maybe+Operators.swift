extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects for the outcome and the lifecycle of each subscription, without changing it.
    ///
    /// The `on…` closures run before the event is delivered, the `after…` closures after. A maybe that
    /// succeeds also completes, so `onCompleted` runs after `onNext` too. An error thrown by an `on…`
    /// closure or by `afterNext` fails the maybe with it.
    /// - Parameters:
    ///   - onNext: called with the element before it is delivered.
    ///   - afterNext: called with the element after it is delivered.
    ///   - onError: called with the error before it is delivered.
    ///   - afterError: called with the error after it is delivered.
    ///   - onCompleted: called before completion is delivered.
    ///   - afterCompleted: called after completion is delivered.
    ///   - onSubscribe: called before subscribing to the source.
    ///   - onSubscribed: called after subscribing to the source.
    ///   - onDispose: called when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the same maybe.
    /// - SeeAlso: [ReactiveX do](http://reactivex.io/documentation/operators/do.html)
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Maybe<Element> {
        let source = primitiveSequence.source.do(
            onNext: onNext,
            afterNext: afterNext,
            onError: onError,
            afterError: afterError,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose,
            isolation: isolation
        )
        return PrimitiveSequence(raw: source)
    }

    /// Keeps the element only if it satisfies `predicate`; otherwise the result completes empty.
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
        return PrimitiveSequence(raw: primitiveSequence.source.filter(predicate, isolation: isolation))
    }

    /// Transforms the element.
    /// - Parameters:
    ///   - transform: maps the element; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: a maybe of the transformed element.
    /// - SeeAlso: [ReactiveX map](http://reactivex.io/documentation/operators/map.html)
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result, isolation: (any Actor)? = #isolation)
        -> Maybe<Result>
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
        return PrimitiveSequence(raw: primitiveSequence.source.compactMap(transform, isolation: isolation))
    }

    /// Continues with the maybe that `selector` makes from the element; completes empty if this maybe
    /// does.
    /// - Parameters:
    ///   - selector: makes the next maybe; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the outcome of the inner maybe.
    /// - SeeAlso: [ReactiveX flatMap](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMap<Result>(
        _ selector: @escaping (Element) throws -> Maybe<Result>, isolation: (any Actor)? = #isolation
    ) -> Maybe<Result> {
        primitiveSequence.flatMapTrait(isolationChecked(selector, isolation, "flatMap"))
    }

    /// Succeeds with `default` when this maybe completes empty.
    ///
    /// ```swift
    /// Maybe<Int>.empty().ifEmpty(default: 0).subscribe(onSuccess: { print($0) })
    /// // 0
    /// ```
    /// - Parameter default: the element to succeed with instead of completing empty.
    /// - Returns: a single.
    @inlinable
    public func ifEmpty(default: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Continues with `other` when this maybe completes empty.
    /// - Parameter other: the maybe to subscribe to instead of completing empty.
    /// - Returns: a maybe.
    @inlinable
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Continues with `other` when this maybe completes empty.
    /// - Parameter other: the single to subscribe to instead of completing empty.
    /// - Returns: a single.
    @inlinable
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Replaces a failure with success with `element`.
    /// - Parameter element: the element to succeed with instead of failing.
    /// - Returns: a maybe that never fails.
    /// - SeeAlso: [ReactiveX catch](http://reactivex.io/documentation/operators/catch.html)
    @inlinable
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// A ``Completable`` that completes when this maybe succeeds or completes (dropping the element) and
    /// fails when it fails.
    /// - Returns: the completable.
    @inlinable
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.ignoreElements())
    }
}
