/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element or fails.
///
/// ```swift
/// Single.just(42).subscribe(onSuccess: { print($0) }, onFailure: { print($0) })
/// // 42
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome delivered to a ``Single`` subscriber.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure type through which a `create` body reports the outcome.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// The same as the checked `create`, for code that passes `create` as a function value (an
    /// unapplied reference such as `Single<Int>.create(subscribe:)`, as upstream code may); its closure is
    /// not checked.
    /// - Parameter subscribe: called for each subscription; returns what disposing the subscription
    ///   disposes.
    /// - Returns: the sequence.
    @_disfavoredOverload
    public static func create(subscribe: @escaping (@escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable)
        -> Single<Element>
    {
        create(subscribe: subscribe, isolation: nil)
    }

    /// Creates a ``Single`` from a subscribe function; only the first outcome it reports is used.
    ///
    /// ```swift
    /// let answer = Single<Int>.create { observer in
    ///     observer(.success(42))
    ///     observer(.success(7))   // ignored
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
    /// - Returns: the single.
    /// - SeeAlso: [ReactiveX create](http://reactivex.io/documentation/operators/create.html)
    public static func create(
        subscribe: @escaping (@escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable,
        isolation: (any Actor)? = #isolation
    ) -> Single<Element> {
        PrimitiveSequence(raw: observableOfOutcomes(isolationChecked(subscribe, isolation, "Single.create")))
    }

    /// Subscribes a closure that receives the outcome.
    ///
    /// The closure is called at most once; the subscription ends with that call. A source that completes
    /// without an element is reported as a failure with ``RxError/noElements``.
    /// - Parameters:
    ///   - observer: called once with success or failure.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    @inlinable  // Performance: the observer is made in the subscriber's specialised code (`subscribeFirstEvent`).
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void, isolation: (any Actor)? = #isolation)
        -> Disposable
    {
        let observer = isolationChecked(observer, isolation, "subscribe(_:)")
        return primitiveSequence.subscribeFirstEvent(
            onNext: { observer(.success($0)) },
            onError: { observer(.failure($0)) },
            onCompleted: nil,
            completionFails: true,
            onDisposed: nil
        )
    }

    /// Subscribes closures for success, failure and disposal.
    ///
    /// ```swift
    /// Single.just(1).subscribe(
    ///     onSuccess: { print("success", $0) },
    ///     onDisposed: { print("disposed") }
    /// )
    /// // success 1
    /// // disposed
    /// ```
    /// - Parameters:
    ///   - onSuccess: called with the element.
    ///   - onFailure: called with the error; without it errors go to ``Hooks/defaultErrorHandler``.
    ///   - onDisposed: called once when the subscription ends, after the outcome or on dispose.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    @inlinable  // Performance: the observer is made in the subscriber's specialised code (`subscribeFirstEvent`).
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onSuccess = isolationChecked(onSuccess, isolation, "subscribe(onSuccess:)")
        let onFailure = isolationChecked(onFailure, isolation, "subscribe(onFailure:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(onDisposed:)")
        return primitiveSequence.subscribeFirstEvent(
            onNext: onSuccess, onError: onFailure, onCompleted: nil, completionFails: true, onDisposed: onDisposed
        )
    }

    /// Subscribes closures that also receive `object`, held weakly; nothing is called once `object` is
    /// gone.
    /// - Parameters:
    ///   - object: the object passed to every closure, held weakly.
    ///   - onSuccess: called with the element.
    ///   - onFailure: called with the error.
    ///   - onDisposed: called once when the subscription ends.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onSuccess = isolationChecked(onSuccess, isolation, "subscribe(with:onSuccess:)")
        let onFailure = isolationChecked(onFailure, isolation, "subscribe(with:onFailure:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(with:onDisposed:)")
        return subscribe(
            onSuccess: weakly(object, onSuccess), onFailure: weakly(object, onFailure),
            onDisposed: weakly(object, onDisposed))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single that succeeds with `element` at once.
    /// - Parameter element: the element.
    /// - Returns: the single.
    /// - SeeAlso: [ReactiveX just](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A single that succeeds with `element`, delivered on `scheduler`.
    /// - Parameters:
    ///   - element: the element.
    ///   - scheduler: where the element is delivered.
    /// - Returns: the single.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A single that fails with `error` at once.
    /// - Parameter error: the error.
    /// - Returns: the single.
    /// - SeeAlso: [ReactiveX throw](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A single that never succeeds nor fails.
    /// - Returns: the single.
    /// - SeeAlso: [ReactiveX never](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: Observable.never())
    }
}

/// An outcome that a trait's `create` body reports (``SingleEvent``, ``MaybeEvent``, ``CompletableEvent``,
/// ``InfallibleEvent``): the events of the observable behind the trait that it stands for. (`SendableMetatype`: the
/// `@Sendable` closure the body reports to sends the outcome from any thread.)
protocol TraitOutcome: SendableMetatype {
    /// The element type of the observable behind the trait.
    associatedtype Element
    /// Sends the events the outcome stands for to `observer`.
    func send(to observer: AnyObserver<Element>)
}

extension Result: TraitOutcome where Failure == Swift.Error {
    func send(to observer: AnyObserver<Success>) {
        switch self {
        case .success(let element): observer.succeed(with: element)
        case .failure(let error): observer.on(.error(error))
        }
    }
}

extension MaybeEvent: TraitOutcome {
    func send(to observer: AnyObserver<Element>) {
        switch self {
        case .success(let element): observer.succeed(with: element)
        case .error(let error): observer.on(.error(error))
        case .completed: observer.on(.completed)
        }
    }
}

extension AnyObserver {
    /// A trait's success: `element`, then completion.
    fileprivate func succeed(with element: Element) {
        on(.next(element))
        on(.completed)
    }
}

extension CompletableEvent: TraitOutcome {
    func send(to observer: AnyObserver<Never>) {
        switch self {
        case .error(let error): observer.on(.error(error))
        case .completed: observer.on(.completed)
        }
    }
}

extension InfallibleEvent: TraitOutcome {
    func send(to observer: AnyObserver<Element>) {
        switch self {
        case .next(let element): observer.onNext(element)
        case .completed: observer.onCompleted()
        }
    }
}

/// The observable behind a trait's `create`: each subscription calls `subscribe` with a closure that sends the
/// outcomes it is given (the caller has already checked `subscribe`'s isolation).
func observableOfOutcomes<Outcome: TraitOutcome>(
    _ subscribe: @escaping (@escaping @Sendable (Outcome) -> Void) -> Disposable
) -> Observable<Outcome.Element> {
    Observable.create { observer in
        // The library vouches: the sink behind `observer` takes events from any thread, one at a time.
        let target = UncheckedSendable(observer)
        return subscribe { outcome in outcome.send(to: target.value) }
    }
}

/// `handler` with `object` held weakly: the closure that `subscribe(with:…)` subscribes for it, which does nothing
/// once `object` is gone (nor when `handler` is `nil`; it is never `nil` itself, as the subscription relies on).
func weakly<Object: AnyObject, Value>(_ object: Object, _ handler: ((Object, Value) -> Void)?) -> (Value) -> Void {
    { [weak object] value in
        guard let object else { return }
        handler?(object, value)
    }
}

/// `handler` with `object` held weakly, for the closures without an argument (as the `weakly` above).
func weakly<Object: AnyObject>(_ object: Object, _ handler: ((Object) -> Void)?) -> () -> Void {
    { [weak object] in
        guard let object else { return }
        handler?(object)
    }
}
