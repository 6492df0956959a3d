// The collection forms of `zip` for Single and Maybe. The forms for 2…8 sources are generated into
// PrimitiveSequence+Zip+Arity.generated.swift by scripts/generate-arity.swift.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Waits for every single of `collection` and combines their elements; fails as soon as one fails.
    ///
    /// An empty collection succeeds at once with `resultSelector([])`.
    /// - Parameters:
    ///   - collection: the singles to zip.
    ///   - resultSelector: combines the elements, in the order of `collection`.
    /// - Returns: a single of the combined result.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: zipCollection(collection.map { $0.asObservable() }, resultSelector))
    }

    /// Waits for every single of `collection` and emits their elements as an array; fails as soon as one
    /// fails.
    ///
    /// ```swift
    /// Single.zip([Single.just(1), Single.just(2)])   // success([1, 2])
    /// ```
    /// An empty collection succeeds at once with `[]`.
    /// - Parameter collection: the singles to zip.
    /// - Returns: a single of the elements, in the order of `collection`.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: zipCollection(collection.map { $0.asObservable() }) { $0 })
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Waits for every maybe of `collection` and combines their elements; completes empty as soon as one
    /// completes empty, fails as soon as one fails.
    ///
    /// An empty collection succeeds at once with `resultSelector([])`.
    /// - Parameters:
    ///   - collection: the maybes to zip.
    ///   - resultSelector: combines the elements, in the order of `collection`.
    /// - Returns: a maybe of the combined result.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: zipCollection(collection.map { $0.asObservable() }, resultSelector))
    }

    /// Waits for every maybe of `collection` and emits their elements as an array; completes empty as soon
    /// as one completes empty, fails as soon as one fails.
    ///
    /// An empty collection succeeds at once with `[]`.
    /// - Parameter collection: the maybes to zip.
    /// - Returns: a maybe of the elements, in the order of `collection`.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: zipCollection(collection.map { $0.asObservable() }) { $0 })
    }
}

/// `Observable.zip` over `sources`, except that no sources give one result (`resultSelector([])`), as
/// the traits promise an outcome where `Observable.zip` completes empty.
private func zipCollection<Element, Result>(
    _ sources: [Observable<Element>],
    _ resultSelector: @escaping ([Element]) throws -> Result
) -> Observable<Result> {
    if sources.isEmpty {
        return Observable.deferred { Observable.just(try resultSelector([])) }
    }
    return Observable.zip(sources, resultSelector: resultSelector)
}
