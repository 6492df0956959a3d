import RxSwift

// Transforming and filtering operators. Each result is shared again per the strategy, and the closures
// cannot throw: a shared sequence never fails.

extension SharedSequenceConvertibleType {
    /// Transforms each element with `selector`.
    /// - Parameters:
    ///   - selector: the transformation.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence of transformed elements.
    /// - SeeAlso: [ReactiveX map](http://reactivex.io/documentation/operators/map.html)
    @inlinable
    public func map<Result>(_ selector: @escaping (Element) -> Result, isolation: (any Actor)? = #isolation)
        -> SharedSequence<SharingStrategy, Result>
    {
        return SharedSequence(asObservable().map(selector, isolation: isolation))
    }

    /// Transforms each element with `selector` and drops the `nil` results.
    /// - Parameters:
    ///   - selector: the transformation.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence of non-`nil` results.
    @inlinable
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?, isolation: (any Actor)? = #isolation)
        -> SharedSequence<
            SharingStrategy, Result
        >
    {
        return SharedSequence(asObservable().compactMap(selector, isolation: isolation))
    }

    /// Keeps the elements that satisfy `predicate`.
    /// - Parameters:
    ///   - predicate: the test each element must pass.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence of matching elements.
    /// - SeeAlso: [ReactiveX filter](http://reactivex.io/documentation/operators/filter.html)
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool, isolation: (any Actor)? = #isolation)
        -> SharedSequence<SharingStrategy, Element>
    {
        return SharedSequence(asObservable().filter(predicate, isolation: isolation))
    }

    /// Maps each element to a shared sequence and merges the elements of all of them.
    /// - Parameters:
    ///   - selector: makes the inner sequence of an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the merged shared sequence.
    /// - SeeAlso: [ReactiveX flatMap](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<Sharing, Result> {
        return SharedSequence(asObservable().flatMap(selector, isolation: isolation))
    }

    /// Maps each element to a shared sequence and mirrors only the most recent one.
    /// - Parameters:
    ///   - selector: makes the inner sequence of an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence of the latest inner sequence's elements.
    @inlinable
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<Sharing, Result> {
        return SharedSequence(asObservable().flatMapLatest(selector, isolation: isolation))
    }

    /// Maps each element to a shared sequence, ignoring elements that arrive while an inner sequence is
    /// still running.
    /// - Parameters:
    ///   - selector: makes the inner sequence of an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the merged shared sequence.
    @inlinable
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<Sharing, Result> {
        return SharedSequence(asObservable().flatMapFirst(selector, isolation: isolation))
    }

    /// Emits each intermediate result of accumulating the elements, starting from `seed`.
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: combines the accumulator with an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence of accumulated values.
    /// - SeeAlso: [ReactiveX scan](http://reactivex.io/documentation/operators/scan.html)
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A, isolation: (any Actor)? = #isolation)
        -> SharedSequence<SharingStrategy, A>
    {
        return SharedSequence(asObservable().scan(seed, accumulator: accumulator, isolation: isolation))
    }

    /// Like ``scan(_:accumulator:isolation:)``, mutating the accumulator in place.
    /// - Parameters:
    ///   - seed: the initial accumulator value.
    ///   - accumulator: updates the accumulator with an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence of accumulated values.
    @inlinable
    public func scan<A>(
        into seed: A,
        accumulator: @escaping (inout A, Element) -> Void,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, A> {
        return SharedSequence(asObservable().scan(into: seed, accumulator: accumulator, isolation: isolation))
    }

    /// Skips the first `count` elements.
    /// - Parameter count: how many elements to skip.
    /// - Returns: the shared sequence without them.
    /// - SeeAlso: [ReactiveX skip](http://reactivex.io/documentation/operators/skip.html)
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Emits `element` first, then the elements of the sequence.
    /// - Parameter element: the element to prepend.
    /// - Returns: the shared sequence.
    /// - SeeAlso: [ReactiveX startWith](http://reactivex.io/documentation/operators/startwith.html)
    @inlinable
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    /// - Returns: the shared sequence without consecutive duplicates.
    /// - SeeAlso: [ReactiveX distinct](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    /// Drops elements whose key equals the key of the previous element.
    /// - Parameters:
    ///   - keySelector: computes the key of an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, Element> {
        return SharedSequence(asObservable().distinctUntilChanged(keySelector, isolation: isolation))
    }

    /// Drops elements that `comparer` says are equal to the previous one.
    /// - Parameters:
    ///   - comparer: returns `true` when two elements are equal.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, Element> {
        return SharedSequence(asObservable().distinctUntilChanged(comparer, isolation: isolation))
    }

    /// Drops elements whose key `comparer` says equals the key of the previous element.
    /// - Parameters:
    ///   - keySelector: computes the key of an element.
    ///   - comparer: returns `true` when two keys are equal.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key,
        comparer: @escaping (Key, Key) -> Bool,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, Element> {
        return SharedSequence(
            asObservable().distinctUntilChanged(keySelector, comparer: comparer, isolation: isolation))
    }

    /// Drops elements whose property at `keyPath` equals that of the previous element.
    /// - Parameter keyPath: the property to compare.
    /// - Returns: the shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(at: keyPath))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Mirrors the most recent inner shared sequence, disposing the previous one.
    /// - Returns: the shared sequence of the latest inner sequence's elements.
    /// - SeeAlso: [ReactiveX switch](http://reactivex.io/documentation/operators/switch.html)
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence().asObservable() }.switchLatest())
    }

    /// Merges the elements of every inner shared sequence.
    /// - Returns: the merged shared sequence.
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence().asObservable() }.merge())
    }

    /// Merges the elements of the inner shared sequences, subscribing to at most `maxConcurrent` at once.
    /// - Parameter maxConcurrent: the maximum number of inner sequences subscribed at the same time.
    /// - Returns: the merged shared sequence.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}
