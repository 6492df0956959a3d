// Operators shared by Single, Maybe and Completable: each keeps the trait of its receiver.

extension PrimitiveSequence {
    /// Calls `primitiveSequenceFactory` on every subscription and subscribes to the sequence it returns.
    ///
    /// ```swift
    /// let now = Single<Date>.deferred { .just(Date()) }   // a fresh date per subscription
    /// ```
    /// - Parameters:
    ///   - primitiveSequenceFactory: makes the sequence; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the deferred sequence.
    /// - SeeAlso: [ReactiveX defer](http://reactivex.io/documentation/operators/defer.html)
    @inlinable
    public static func deferred(
        _ primitiveSequenceFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>,
        isolation: (any Actor)? = #isolation
    ) -> PrimitiveSequence<Trait, Element> {
        let primitiveSequenceFactory = isolationChecked(primitiveSequenceFactory, isolation, "deferred")
        return PrimitiveSequence(raw: Observable.deferred { try primitiveSequenceFactory().asObservable() })
    }

    /// Delivers the element and completion `dueTime` later; an error is delivered at once.
    /// - Parameters:
    ///   - dueTime: the delay.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the delayed sequence.
    /// - SeeAlso: [ReactiveX delay](http://reactivex.io/documentation/operators/delay.html)
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to this sequence `dueTime` after the result is subscribed to.
    /// - Parameters:
    ///   - dueTime: the delay before subscribing.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the sequence with a delayed subscription.
    /// - SeeAlso: [ReactiveX delay](http://reactivex.io/documentation/operators/delay.html)
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the outcome on `scheduler`.
    /// - Parameter scheduler: where the outcome is delivered.
    /// - Returns: the same sequence, observed on `scheduler`.
    /// - SeeAlso: [ReactiveX observeOn](http://reactivex.io/documentation/operators/observeon.html)
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to (and disposes) this sequence on `scheduler`.
    /// - Parameter scheduler: where the subscription and disposal happen.
    /// - Returns: the same sequence, subscribed on `scheduler`.
    /// - SeeAlso: [ReactiveX subscribeOn](http://reactivex.io/documentation/operators/subscribeon.html)
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Continues with the sequence that `handler` makes from the error when this sequence fails.
    ///
    /// ```swift
    /// Single<Int>.error(MyError.offline).catch { _ in .just(0) }.subscribe(onSuccess: { print($0) })
    /// // 0
    /// ```
    /// - Parameters:
    ///   - handler: makes the fallback; an error it throws fails the result.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence, recovering from its failure.
    /// - SeeAlso: [ReactiveX catch](http://reactivex.io/documentation/operators/catch.html)
    @inlinable
    public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>,
        isolation: (any Actor)? = #isolation
    )
        -> PrimitiveSequence<Trait, Element>
    {
        let handler = isolationChecked(handler, isolation, "catch")
        return PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Resubscribes after every failure until the sequence succeeds or completes.
    /// - Returns: the retrying sequence.
    /// - SeeAlso: [ReactiveX retry](http://reactivex.io/documentation/operators/retry.html)
    @inlinable
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Subscribes up to `maxAttemptCount` times in all; the last failure is delivered.
    ///
    /// `retry(1)` does not retry; to retry once after a failure use `retry(2)`.
    /// - Parameter maxAttemptCount: the maximum number of subscriptions.
    /// - Returns: the retrying sequence.
    /// - SeeAlso: [ReactiveX retry](http://reactivex.io/documentation/operators/retry.html)
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes when the trigger sequence made by `notificationHandler` emits.
    ///
    /// Each failure of this sequence is sent to the observable passed to `notificationHandler`; an element
    /// of the trigger resubscribes, its error or completion ends the result the same way. Errors that are
    /// not of type `Error` are delivered at once.
    /// - Parameters:
    ///   - notificationHandler: maps the stream of errors to a trigger sequence.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the retrying sequence.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable,
        isolation: (any Actor)? = #isolation
    ) -> PrimitiveSequence<Trait, Element> {
        return PrimitiveSequence(raw: source.retry(when: notificationHandler, isolation: isolation))
    }

    /// Resubscribes when the trigger sequence made by `notificationHandler` emits.
    /// - Parameters:
    ///   - notificationHandler: maps the stream of errors to a trigger sequence.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the retrying sequence.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable,
        isolation: (any Actor)? = #isolation
    ) -> PrimitiveSequence<Trait, Element> {
        return PrimitiveSequence(raw: source.retry(when: notificationHandler, isolation: isolation))
    }

    /// Prints every event and the subscription lifecycle, prefixed with a timestamp and `identifier`.
    /// - Parameters:
    ///   - identifier: the label; by default `file:line (function)` of the call site.
    ///   - trimOutput: shorten event descriptions longer than 40 characters.
    ///   - file: the call site's file, used in the default identifier.
    ///   - line: the call site's line, used in the default identifier.
    ///   - function: the call site's function, used in the default identifier.
    /// - Returns: the same sequence.
    @inlinable
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }

    /// A sequence whose subscription owns a resource, created per subscription and disposed when the
    /// subscription ends.
    /// - Parameters:
    ///   - resourceFactory: creates the resource; an error it throws fails the result.
    ///   - primitiveSequenceFactory: makes the sequence that uses the resource.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence.
    /// - SeeAlso: [ReactiveX using](http://reactivex.io/documentation/operators/using.html)
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>,
        isolation: (any Actor)? = #isolation
    ) -> PrimitiveSequence<Trait, Element> {
        return PrimitiveSequence(
            raw: Observable.using(
                resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() },
                isolation: isolation)
        )
    }

    /// Fails with ``RxError/timeout`` if no outcome arrives within `dueTime` of subscribing.
    /// - Parameters:
    ///   - dueTime: the longest wait.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the sequence with a deadline.
    /// - SeeAlso: [ReactiveX timeout](http://reactivex.io/documentation/operators/timeout.html)
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` if no outcome arrives within `dueTime` of subscribing.
    /// - Parameters:
    ///   - dueTime: the longest wait.
    ///   - other: the sequence to continue with after a timeout.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the sequence, falling back to `other` on timeout.
    /// - SeeAlso: [ReactiveX timeout](http://reactivex.io/documentation/operators/timeout.html)
    @inlinable
    public func timeout(
        _ dueTime: RxTimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A sequence that emits `0` after `dueTime`, then completes.
    ///
    /// ```swift
    /// Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onSuccess: { print($0) })
    /// // 0   (one second later)
    /// ```
    /// - Parameters:
    ///   - dueTime: the delay before the element.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the sequence.
    /// - SeeAlso: [ReactiveX timer](http://reactivex.io/documentation/operators/timer.html)
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
