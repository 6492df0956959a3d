extension InfallibleType {
    /// Emits the elements of `self`, then, once it completes, those of `second`.
    ///
    /// ```swift
    /// Infallible.of(1, 2).concat(Observable.just(3))   // 1 2 3
    /// ```
    /// As upstream, `second` may be any sequence; if it fails, the error is reported as ``Infallible``
    /// describes (a trap in debug builds).
    /// - Parameter second: the sequence to continue with.
    /// - Returns: the concatenated sequence.
    /// - SeeAlso: [ReactiveX concat](http://reactivex.io/documentation/operators/concat.html)
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(asObservable().concat(second.asObservable()))
    }

    /// Emits the elements of every sequence of `sequence`, one sequence after the other.
    /// - Parameter sequence: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(.concat(sequence.map { $0.asObservable() }))
    }

    /// Emits the elements of every sequence of `collection`, one sequence after the other.
    /// - Parameter collection: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(.concat(collection.map { $0.asObservable() }))
    }

    /// Emits the elements of each of `sources`, one sequence after the other.
    /// - Parameter sources: the sequences to concatenate.
    /// - Returns: the concatenated sequence.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.concat(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every sequence of `sources`; completes when all have completed.
    /// - Parameter sources: the sequences to merge.
    /// - Returns: the merged sequence.
    /// - SeeAlso: [ReactiveX merge](http://reactivex.io/documentation/operators/merge.html)
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every sequence of `sources`; completes when all have completed.
    /// - Parameter sources: the sequences to merge.
    /// - Returns: the merged sequence.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of each of `sources`; completes when all have completed.
    ///
    /// ```swift
    /// Infallible.merge(.of(1, 2, 3), .of(4, 5, 6))   // 1 4 2 5 3 6
    /// ```
    /// - Parameter sources: the sequences to merge.
    /// - Returns: the merged sequence.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// Emits `element` first, then the elements of `self`.
    ///
    /// ```swift
    /// Infallible.of(2, 3).startWith(1)   // 1 2 3
    /// ```
    /// - Parameter element: the element to prepend, emitted synchronously when subscribed to.
    /// - Returns: the extended sequence.
    /// - SeeAlso: [ReactiveX startWith](http://reactivex.io/documentation/operators/startwith.html)
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// Combines each element with the latest element of `second`, using `resultSelector`.
    ///
    /// Elements that arrive before `second` has emitted are dropped; completes when `self` completes.
    /// `second` may be any sequence: an error from it is ignored (the result cannot fail) and the latest
    /// element it emitted stays in use.
    /// - Parameters:
    ///   - second: the sequence whose latest element is used.
    ///   - resultSelector: combines an element of `self` with the latest element of `second`; if it throws,
    ///     the error is reported as ``Infallible`` describes (a trap in debug builds).
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the combined sequence.
    /// - SeeAlso: [ReactiveX combineLatest](http://reactivex.io/documentation/operators/combinelatest.html)
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<ResultType> {
        return Infallible(
            asObservable().withLatestFrom(
                second.asInfallibleTrigger(), resultSelector: resultSelector, isolation: isolation))
    }

    /// Emits the latest element of `second` each time `self` emits (see
    /// ``withLatestFrom(_:resultSelector:isolation:)``).
    /// - Parameter second: the sequence whose latest element is emitted.
    /// - Returns: the sampled sequence.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second.asInfallibleTrigger()))
    }

    /// Combines the latest elements of every sequence of `collection` once each has emitted.
    /// - Parameters:
    ///   - collection: the sequences to combine.
    ///   - resultSelector: combines the latest element of each sequence, in the order of `collection`; if it
    ///     throws, the error is reported as ``Infallible`` describes (a trap in debug builds).
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the combined sequence.
    public static func combineLatest<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> where Sources.Element: InfallibleType {
        return Infallible(
            .combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector, isolation: isolation))
    }

    /// Emits arrays of the latest elements of every sequence of `collection` once each has emitted.
    /// - Parameter collection: the sequences to combine.
    /// - Returns: the sequence of arrays, in the order of `collection`.
    public static func combineLatest<Sources: Swift.Collection>(_ collection: Sources) -> Infallible<[Element]>
    where Sources.Element: InfallibleType, Sources.Element.Element == Element {
        Infallible(Observable<Element>.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Combines the n-th elements of every sequence of `collection`.
    /// - Parameters:
    ///   - collection: the sequences to zip.
    ///   - resultSelector: combines one element of each sequence, in the order of `collection`; if it throws,
    ///     the error is reported as ``Infallible`` describes (a trap in debug builds).
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the zipped sequence.
    public static func zip<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> where Sources.Element: InfallibleType {
        return Infallible(
            .zip(collection.map { $0.asObservable() }, resultSelector: resultSelector, isolation: isolation))
    }

    /// Emits arrays made of the n-th element of every sequence of `collection`.
    /// - Parameter collection: the sequences to zip.
    /// - Returns: the sequence of arrays, in the order of `collection`.
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> Infallible<[Element]>
    where Sources.Element: InfallibleType, Sources.Element.Element == Element {
        Infallible(Observable<Element>.zip(collection.map { $0.asObservable() }))
    }
}

extension InfallibleType where Element: InfallibleType {
    /// Merges the elements of the inner sequences; completes when `self` and every inner sequence have
    /// completed.
    /// - Returns: the merged sequence.
    public func merge() -> Infallible<Element.Element> {
        Infallible(asObservable().flatMap { $0 })
    }
}
