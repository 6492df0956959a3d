extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure type through which a `create` body reports the outcome.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// The same as the checked `create`, for code that passes `create` as a function value (an
    /// unapplied reference such as `Single<Int>.create(subscribe:)`, as upstream code may); its closure is
    /// not checked.
    /// - Parameter subscribe: called for each subscription; returns what disposing the subscription
    ///   disposes.
    /// - Returns: the sequence.
    @_disfavoredOverload
    public static func create(subscribe: @escaping (@escaping @Sendable (CompletableEvent) -> Void) -> Disposable)
        -> Completable
    {
        create(subscribe: subscribe, isolation: nil)
    }

    /// Creates a ``Completable`` from a subscribe function; only the first outcome it reports is used.
    ///
    /// ```swift
    /// let save = Completable.create { completable in
    ///     completable(.completed)
    ///     return Disposables.create()
    /// }
    /// ```
    /// The closure handed to `subscribe` is `@Sendable`: call it from a completion handler or another
    /// thread (one call at a time).
    /// - Parameters:
    ///   - subscribe: called per subscription with the closure to report the outcome to; returns
    ///     the disposable that releases what it started.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the completable.
    /// - SeeAlso: [ReactiveX create](http://reactivex.io/documentation/operators/create.html)
    public static func create(
        subscribe: @escaping (@escaping @Sendable (CompletableEvent) -> Void) -> Disposable,
        isolation: (any Actor)? = #isolation
    ) -> Completable {
        PrimitiveSequence(raw: observableOfOutcomes(isolationChecked(subscribe, isolation, "Completable.create")))
    }

    /// Subscribes a closure that receives the outcome.
    /// - Parameters:
    ///   - observer: called once with `.completed` or `.error`.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    @inlinable  // Performance: the observer is made in the subscriber's specialised code (`subscribeFirstEvent`).
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void, isolation: (any Actor)? = #isolation)
        -> Disposable
    {
        let observer = isolationChecked(observer, isolation, "subscribe(_:)")
        return primitiveSequence.subscribeFirstEvent(
            onNext: nil,
            onError: { observer(.error($0)) },
            onCompleted: { observer(.completed) },
            completionFails: false,
            onDisposed: nil
        )
    }

    /// Subscribes closures for completion, failure and disposal.
    ///
    /// ```swift
    /// save.subscribe(onCompleted: { print("saved") }, onError: { print("failed: \($0)") })
    /// ```
    /// - Parameters:
    ///   - onCompleted: called when the sequence completes.
    ///   - onError: called with the error; without it errors go to ``Hooks/defaultErrorHandler``.
    ///   - onDisposed: called once when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onCompleted = isolationChecked(onCompleted, isolation, "subscribe(onCompleted:)")
        let onError = isolationChecked(onError, isolation, "subscribe(onError:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(onDisposed:)")
        let callStack = Hooks.captureSubscriptionCallStack()
        return primitiveSequence.asObservable().subscribe(
            onError: { error in Hooks.deliver(error, to: onError, callStack: callStack) },
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes closures that also receive `object`, held weakly; events arriving after `object` is
    /// gone are ignored, and so is the disposal.
    /// - Parameters:
    ///   - object: the object passed to every closure, held weakly.
    ///   - onCompleted: called when the sequence completes.
    ///   - onError: called when the sequence fails.
    ///   - onDisposed: called once when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onCompleted = isolationChecked(onCompleted, isolation, "subscribe(with:onCompleted:)")
        let onError = isolationChecked(onError, isolation, "subscribe(with:onError:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(with:onDisposed:)")
        return subscribe(
            onCompleted: weakly(object, onCompleted), onError: weakly(object, onError),
            onDisposed: weakly(object, onDisposed))
    }

    /// A completable that fails with `error` as soon as it is subscribed.
    /// - Parameter error: the error to fail with.
    /// - Returns: the failing completable.
    /// - SeeAlso: [ReactiveX throw](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A completable that never completes nor fails.
    /// - Returns: the silent completable.
    /// - SeeAlso: [ReactiveX never](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Completable {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A completable that completes as soon as it is subscribed.
    /// - Returns: the completed completable.
    /// - SeeAlso: [ReactiveX empty](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Completable {
        PrimitiveSequence(raw: Observable.empty())
    }

    /// Runs side effects for the outcome and the lifecycle of each subscription, without changing it.
    ///
    /// `onError` and `onCompleted` run before the event is forwarded, the `after…` variants after. An
    /// error thrown by `onError`/`onCompleted` fails the completable with that error; one thrown by an
    /// `after…` closure is dropped. `onSubscribe` runs before subscribing to the source, `onSubscribed`
    /// after, `onDispose` when the subscription ends for any reason.
    /// - Parameters:
    ///   - onError: called with the error before it is forwarded.
    ///   - afterError: called with the error after it is forwarded.
    ///   - onCompleted: called before completion is forwarded.
    ///   - afterCompleted: called after completion is forwarded.
    ///   - onSubscribe: called before the source is subscribed.
    ///   - onSubscribed: called after the source is subscribed.
    ///   - onDispose: called when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the same completable.
    /// - SeeAlso: [ReactiveX do](http://reactivex.io/documentation/operators/do.html)
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Completable {
        let source = primitiveSequence.asObservable().do(
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
}
