extension Infallible {
    /// The closure type through which an ``create(subscribe:isolation:)`` body emits events.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// The same as the checked `create`, for code that passes `create` as a function value (an
    /// unapplied reference such as `Single<Int>.create(subscribe:)`, as upstream code may); its closure is
    /// not checked.
    /// - Parameter subscribe: called for each subscription; returns what disposing the subscription
    ///   disposes.
    /// - Returns: the sequence.
    @_disfavoredOverload
    public static func create(
        subscribe: @escaping (@escaping @Sendable (InfallibleEvent<Element>) -> Void) -> Disposable
    ) -> Infallible<Element> {
        create(subscribe: subscribe, isolation: nil)
    }

    /// Creates an ``Infallible`` from a subscribe function.
    ///
    /// ```swift
    /// let numbers = Infallible<Int>.create { observer in
    ///     observer(.next(1))
    ///     observer(.completed)
    ///     return Disposables.create()
    /// }
    /// ```
    /// Events sent after `.completed`, or after the subscription is disposed, are ignored.
    /// The closure handed to `subscribe` is `@Sendable`: call it from a completion handler or another
    /// thread (one call at a time).
    /// - Parameters:
    ///   - subscribe: called for each subscription with the closure to send events to; returns
    ///     the disposable that releases what it started.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the infallible sequence.
    /// - SeeAlso: [ReactiveX create](http://reactivex.io/documentation/operators/create.html)
    public static func create(
        subscribe: @escaping (@escaping @Sendable (InfallibleEvent<Element>) -> Void) -> Disposable,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        Infallible(observableOfOutcomes(isolationChecked(subscribe, isolation, "Infallible.create")))
    }
}

extension InfallibleType {
    /// An ``Infallible`` that emits `element` and completes.
    /// - Parameter element: the single element.
    /// - Returns: the infallible sequence.
    /// - SeeAlso: [ReactiveX just](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// An ``Infallible`` that emits `element` on `scheduler` and completes.
    /// - Parameters:
    ///   - element: the single element.
    ///   - scheduler: where to emit it.
    /// - Returns: the infallible sequence.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// An ``Infallible`` that never emits anything.
    /// - Returns: the infallible sequence.
    /// - SeeAlso: [ReactiveX never](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// An ``Infallible`` that completes immediately.
    /// - Returns: the infallible sequence.
    /// - SeeAlso: [ReactiveX empty](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// An ``Infallible`` that calls `observableFactory` for each subscriber and subscribes to its result.
    /// - Parameters:
    ///   - observableFactory: builds the sequence for one subscriber; if it throws, the error is
    ///     reported as ``Infallible`` describes (a trap in debug builds).
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the infallible sequence.
    /// - SeeAlso: [ReactiveX defer](http://reactivex.io/documentation/operators/defer.html)
    public static func deferred(
        _ observableFactory: @escaping () throws -> Infallible<Element>, isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        let observableFactory = isolationChecked(observableFactory, isolation, "Infallible.deferred")
        return Infallible(.deferred { try observableFactory().asObservable() })
    }

    /// An ``Infallible`` that emits `elements`, in order, then completes.
    ///
    /// ```swift
    /// Infallible.of(1, 2, 3)   // 1 2 3, completed
    /// ```
    /// - Parameters:
    ///   - elements: the elements to emit.
    ///   - scheduler: where to emit them; the default trampolines on the current thread.
    /// - Returns: the infallible sequence.
    /// - SeeAlso: [ReactiveX from](http://reactivex.io/documentation/operators/from.html)
    public static func of(
        _ elements: Element...,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(.from(elements, scheduler: scheduler))
    }

    /// An ``Infallible`` that emits the elements of `array`, in order, then completes.
    /// - Parameters:
    ///   - array: the elements to emit.
    ///   - scheduler: where to emit them; the default trampolines on the current thread.
    /// - Returns: the infallible sequence.
    public static func from(
        _ array: [Element],
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(.from(array, scheduler: scheduler))
    }

    /// An ``Infallible`` that emits the elements of `sequence`, in order, then completes.
    /// - Parameters:
    ///   - sequence: the elements to emit; iterated once per subscription.
    ///   - scheduler: where to emit them; the default trampolines on the current thread.
    /// - Returns: the infallible sequence.
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(.from(sequence, scheduler: scheduler))
    }
}
