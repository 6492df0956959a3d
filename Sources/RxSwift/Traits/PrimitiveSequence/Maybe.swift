extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure type through which a `create` body reports the outcome.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// The same as the checked `create`, for code that passes `create` as a function value (an
    /// unapplied reference such as `Single<Int>.create(subscribe:)`, as upstream code may); its closure is
    /// not checked.
    /// - Parameter subscribe: called for each subscription; returns what disposing the subscription
    ///   disposes.
    /// - Returns: the sequence.
    @_disfavoredOverload
    public static func create(subscribe: @escaping (@escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable)
        -> Maybe<Element>
    {
        create(subscribe: subscribe, isolation: nil)
    }

    /// Creates a ``Maybe`` from a subscribe function; only the first outcome it reports is used.
    ///
    /// ```swift
    /// let cached = Maybe<String>.create { observer in
    ///     observer(.completed)   // nothing cached
    ///     return Disposables.create()
    /// }
    /// ```
    /// The closure handed to `subscribe` is `@Sendable`: call it from a completion handler or another
    /// thread (one call at a time).
    /// - Parameters:
    ///   - subscribe: called per subscription with the closure to report the outcome to; returns
    ///     the disposable that cancels the work it started.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the maybe.
    /// - SeeAlso: [ReactiveX create](http://reactivex.io/documentation/operators/create.html)
    public static func create(
        subscribe: @escaping (@escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable,
        isolation: (any Actor)? = #isolation
    ) -> Maybe<Element> {
        PrimitiveSequence(raw: observableOfOutcomes(isolationChecked(subscribe, isolation, "Maybe.create")))
    }

    /// Subscribes a closure that receives the outcome.
    ///
    /// The closure is called at most once; the subscription ends with that call.
    /// - Parameters:
    ///   - observer: called once with success, error or completion.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    @inlinable  // Performance: the observer is made in the subscriber's specialised code (`subscribeFirstEvent`).
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void, isolation: (any Actor)? = #isolation)
        -> Disposable
    {
        let observer = isolationChecked(observer, isolation, "subscribe(_:)")
        return primitiveSequence.subscribeFirstEvent(
            onNext: { observer(.success($0)) },
            onError: { observer(.error($0)) },
            onCompleted: { observer(.completed) },
            completionFails: false,
            onDisposed: nil
        )
    }

    /// Subscribes closures for success, error, empty completion and disposal.
    ///
    /// ```swift
    /// Maybe<Int>.empty().subscribe(
    ///     onSuccess: { print("success", $0) },
    ///     onCompleted: { print("completed") }
    /// )
    /// // completed
    /// ```
    /// - Parameters:
    ///   - onSuccess: called with the element.
    ///   - onError: called with the error; without it errors go to ``Hooks/defaultErrorHandler``.
    ///   - onCompleted: called when the maybe completes without an element.
    ///   - onDisposed: called once when the subscription ends, after the outcome or on dispose.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    @inlinable  // Performance: the observer is made in the subscriber's specialised code (`subscribeFirstEvent`).
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onSuccess = isolationChecked(onSuccess, isolation, "subscribe(onSuccess:)")
        let onError = isolationChecked(onError, isolation, "subscribe(onError:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "subscribe(onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(onDisposed:)")
        return primitiveSequence.subscribeFirstEvent(
            onNext: onSuccess, onError: onError, onCompleted: onCompleted, completionFails: false,
            onDisposed: onDisposed
        )
    }

    /// Subscribes closures that also receive `object`, held weakly; nothing is called once `object` is
    /// gone.
    /// - Parameters:
    ///   - object: the object passed to every closure, held weakly.
    ///   - onSuccess: called with the element.
    ///   - onError: called with the error.
    ///   - onCompleted: called when the maybe completes without an element.
    ///   - onDisposed: called once when the subscription ends.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onSuccess = isolationChecked(onSuccess, isolation, "subscribe(with:onSuccess:)")
        let onError = isolationChecked(onError, isolation, "subscribe(with:onError:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "subscribe(with:onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(with:onDisposed:)")
        return subscribe(
            onSuccess: weakly(object, onSuccess), onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted), onDisposed: weakly(object, onDisposed))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A maybe that succeeds with `element` at once.
    /// - Parameter element: the element.
    /// - Returns: the maybe.
    /// - SeeAlso: [ReactiveX just](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A maybe that succeeds with `element`, delivered on `scheduler`.
    /// - Parameters:
    ///   - element: the element.
    ///   - scheduler: where the element is delivered.
    /// - Returns: the maybe.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A maybe that fails with `error` at once.
    /// - Parameter error: the error.
    /// - Returns: the maybe.
    /// - SeeAlso: [ReactiveX throw](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A maybe that never delivers an outcome.
    /// - Returns: the maybe.
    /// - SeeAlso: [ReactiveX never](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A maybe that completes at once without an element.
    /// - Returns: the maybe.
    /// - SeeAlso: [ReactiveX empty](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.empty())
    }
}
