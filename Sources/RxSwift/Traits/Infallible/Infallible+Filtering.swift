extension InfallibleType {
    /// Emits only the elements that satisfy `predicate`.
    /// - Parameters:
    ///   - predicate: decides whether an element is emitted; it cannot throw.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the filtered sequence.
    /// - SeeAlso: [ReactiveX filter](http://reactivex.io/documentation/operators/filter.html)
    public func filter(_ predicate: @escaping (Element) -> Bool, isolation: (any Actor)? = #isolation) -> Infallible<
        Element
    > {
        return Infallible(asObservable().filter(predicate, isolation: isolation))
    }

    /// Drops each element whose key equals the key of the previous element.
    /// - Parameters:
    ///   - keySelector: the key an element is compared by; if it throws, the error is reported as
    ///     ``Infallible`` describes (a trap in debug builds).
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence without consecutive duplicates.
    /// - SeeAlso: [ReactiveX distinct](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key, isolation: (any Actor)? = #isolation
    )
        -> Infallible<Element>
    {
        return Infallible(asObservable().distinctUntilChanged(keySelector, isolation: isolation))
    }

    /// Drops each element that `comparer` considers equal to the previous element.
    /// - Parameters:
    ///   - comparer: returns `true` when two consecutive elements are equal; if it throws, the error
    ///     is reported as ``Infallible`` describes (a trap in debug builds).
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence without consecutive duplicates.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) throws -> Bool, isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        return Infallible(asObservable().distinctUntilChanged(comparer, isolation: isolation))
    }

    /// Drops each element whose key `comparer` considers equal to the key of the previous element.
    /// - Parameters:
    ///   - keySelector: the key an element is compared by.
    ///   - comparer: returns `true` when two keys are equal.
    ///   If either throws, the error is reported as ``Infallible`` describes (a trap in debug builds).
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence without consecutive duplicates.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        return Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer, isolation: isolation))
    }

    /// Drops each element whose property at `keyPath` equals that of the previous element.
    /// - Parameter keyPath: the property an element is compared by.
    /// - Returns: the sequence without consecutive duplicates.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Emits the first `count` elements, then completes. A negative count traps.
    /// - Parameter count: how many elements to take.
    /// - Returns: the shortened sequence.
    /// - SeeAlso: [ReactiveX take](http://reactivex.io/documentation/operators/take.html)
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Emits the elements produced during `duration` after subscription, then completes.
    /// - Parameters:
    ///   - duration: how long to take elements for.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the shortened sequence.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Emits elements while `predicate` holds, then completes.
    /// - Parameters:
    ///   - predicate: decides whether to continue; if it throws, the error is reported as ``Infallible``
    ///     describes (a trap in debug builds).
    ///   - behavior: whether the first failing element is emitted before completing.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the shortened sequence.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        return Infallible(asObservable().take(while: predicate, behavior: behavior, isolation: isolation))
    }

    /// Emits elements until `predicate` holds, then completes.
    /// - Parameters:
    ///   - predicate: decides when to stop; if it throws, the error is reported as ``Infallible`` describes
    ///     (a trap in debug builds).
    ///   - behavior: whether the element that satisfies `predicate` is emitted before completing.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the shortened sequence.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        return Infallible(asObservable().take(until: predicate, behavior: behavior, isolation: isolation))
    }

    /// Emits elements until `other` emits an element, then completes.
    ///
    /// Completion of `other` is ignored. `other` may be any sequence: an error from it is ignored too
    /// (the result cannot fail), so only an element of `other` ends the result.
    /// - Parameter other: the sequence whose first element ends the result.
    /// - Returns: the shortened sequence.
    /// - SeeAlso: [ReactiveX takeUntil](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take<Source: ObservableConvertibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asInfallibleTrigger()))
    }

    /// Skips the first `count` elements.
    /// - Parameter count: how many elements to skip.
    /// - Returns: the remaining sequence.
    /// - SeeAlso: [ReactiveX skip](http://reactivex.io/documentation/operators/skip.html)
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Skips the elements produced during `duration` after subscription.
    /// - Parameters:
    ///   - duration: how long to skip elements for.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the remaining sequence.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().skip(duration, scheduler: scheduler))
    }

    /// Skips elements while `predicate` holds, then emits every element.
    /// - Parameters:
    ///   - predicate: decides whether to keep skipping; if it throws, the error is reported as
    ///     ``Infallible`` describes (a trap in debug builds).
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the remaining sequence.
    public func skip(while predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation)
        -> Infallible<Element>
    {
        return Infallible(asObservable().skip(while: predicate, isolation: isolation))
    }

    /// Skips elements until `other` emits an element.
    ///
    /// `other` may be any sequence: an error from it is ignored (the result cannot fail); if `other` ends
    /// without an element, every element is skipped.
    /// - Parameter other: the sequence whose first element starts the result.
    /// - Returns: the remaining sequence.
    /// - SeeAlso: [ReactiveX skipUntil](http://reactivex.io/documentation/operators/skipuntil.html)
    public func skip<Source: ObservableConvertibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asInfallibleTrigger()))
    }

    /// Emits an element only after `dueTime` has passed without another element.
    /// - Parameters:
    ///   - dueTime: the quiet period.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the debounced sequence.
    /// - SeeAlso: [ReactiveX debounce](http://reactivex.io/documentation/operators/debounce.html)
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime`.
    /// - Parameters:
    ///   - dueTime: the minimum time between two emitted elements.
    ///   - latest: whether the latest element of a window is emitted when the window ends.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the throttled sequence.
    /// - SeeAlso: [ReactiveX sample](http://reactivex.io/documentation/operators/sample.html)
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Infallible<Element>
    {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops each element equal to the previous element.
    ///
    /// ```swift
    /// Infallible.of(1, 1, 2, 1).distinctUntilChanged()   // 1 2 1
    /// ```
    /// - Returns: the sequence without consecutive duplicates.
    /// - SeeAlso: [ReactiveX distinct](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension ObservableConvertibleType {
    /// The sequence with an error replaced by completion: a trigger for operators of ``Infallible``.
    func asInfallibleTrigger() -> Observable<Element> {
        if self is any InfallibleType { return asObservable() }
        return asObservable().catch { _ in .empty() }
    }
}
