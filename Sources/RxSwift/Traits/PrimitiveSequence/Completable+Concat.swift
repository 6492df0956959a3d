extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes to `second` once this completable completes; an error of this one skips `second`.
    ///
    /// ```swift
    /// login.concat(sync)   // sync starts after login completed
    /// ```
    /// - Parameter second: the completable that runs next.
    /// - Returns: a completable that completes when both have completed in turn.
    /// - SeeAlso: [ReactiveX concat](http://reactivex.io/documentation/operators/concat.html)
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the completables of `sequence` one after another; fails with the first error.
    /// - Parameter sequence: the completables, subscribed in order, each after the previous completed.
    /// - Returns: a completable that completes when all have completed.
    /// - SeeAlso: [ReactiveX concat](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs the completables of `collection` one after another; fails with the first error.
    /// - Parameter collection: the completables, subscribed in order, each after the previous completed.
    /// - Returns: a completable that completes when all have completed.
    /// - SeeAlso: [ReactiveX concat](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs `sources` one after another; fails with the first error.
    /// - Parameter sources: the completables, subscribed in order, each after the previous completed.
    /// - Returns: a completable that completes when all have completed.
    /// - SeeAlso: [ReactiveX concat](http://reactivex.io/documentation/operators/concat.html)
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Subscribes to every completable of `sources` at once; completes when all have completed and fails
    /// as soon as one fails (disposing the others).
    ///
    /// For ``Completable``, `zip` is what `merge` is for observables. An empty collection completes at
    /// once.
    /// - Parameter sources: the completables to run together.
    /// - Returns: a completable that completes when all have completed.
    /// - SeeAlso: [ReactiveX merge](http://reactivex.io/documentation/operators/merge.html)
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Subscribes to every completable of `sources` at once; completes when all have completed and fails
    /// as soon as one fails (disposing the others).
    /// - Parameter sources: the completables to run together.
    /// - Returns: a completable that completes when all have completed.
    /// - SeeAlso: [ReactiveX merge](http://reactivex.io/documentation/operators/merge.html)
    public static func zip(_ sources: [Completable]) -> Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Subscribes to all `sources` at once; completes when all have completed and fails as soon as one
    /// fails (disposing the others).
    ///
    /// ```swift
    /// Completable.zip(saveProfile, saveAvatar)   // completes when both are saved
    /// ```
    /// - Parameter sources: the completables to run together.
    /// - Returns: a completable that completes when all have completed.
    /// - SeeAlso: [ReactiveX merge](http://reactivex.io/documentation/operators/merge.html)
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}
