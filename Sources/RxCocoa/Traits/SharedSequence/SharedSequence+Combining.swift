import RxSwift

// merge, concat and the collection forms of zip and combineLatest. The 2…8-ary zip and combineLatest
// live in SharedSequence+Zip.swift and SharedSequence+CombineLatest.swift.

extension SharedSequence {
    /// Merges the elements of every sequence of `sources`.
    /// - Parameter sources: the sequences to merge.
    /// - Returns: the merged shared sequence.
    /// - SeeAlso: [ReactiveX merge](http://reactivex.io/documentation/operators/merge.html)
    public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every sequence of `sources`.
    /// - Parameter sources: the sequences to merge.
    /// - Returns: the merged shared sequence.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the arguments.
    /// - Parameter sources: the sequences to merge.
    /// - Returns: the merged shared sequence.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Emits the elements of each sequence of `sequence` in turn, subscribing to the next one when the
    /// previous completes.
    /// - Parameter sequence: the sequences to concatenate.
    /// - Returns: the concatenated shared sequence.
    /// - SeeAlso: [ReactiveX concat](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Emits the elements of each sequence of `collection` in turn.
    /// - Parameter collection: the sequences to concatenate.
    /// - Returns: the concatenated shared sequence.
    public static func concat<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Zips the sequences of `collection`: the n-th result combines the n-th element of each.
    /// - Parameters:
    ///   - collection: the sequences to zip.
    ///   - resultSelector: combines one element of each sequence, in the order of `collection`.
    /// - Returns: the shared zipped sequence.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence(
            Observable.zip(collection.map { $0.asSharedSequence().asObservable() }, resultSelector: resultSelector))
    }

    /// Emits arrays made of the n-th element of every sequence of `collection`.
    /// - Parameter collection: the sequences to zip.
    /// - Returns: the shared sequence of arrays, in the order of `collection`.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where
        Collection.Element: SharedSequenceConvertibleType,
        Collection.Element.Element == Element,
        Collection.Element.SharingStrategy == SharingStrategy
    {
        SharedSequence<SharingStrategy, [Element]>(
            Observable.zip(collection.map { $0.asSharedSequence().asObservable() }))
    }

    /// Combines the latest elements of the sequences of `collection` each time one of them emits, once all
    /// have emitted.
    /// - Parameters:
    ///   - collection: the sequences to combine.
    ///   - resultSelector: combines the latest element of each sequence, in the order of `collection`.
    /// - Returns: the shared combined sequence.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        let sources = collection.map { $0.asSharedSequence().asObservable() }
        return SharedSequence(Observable.combineLatest(sources, resultSelector: resultSelector))
    }

    /// Emits arrays of the latest element of every sequence of `collection` each time one of them emits,
    /// once all have emitted.
    /// - Parameter collection: the sequences to combine.
    /// - Returns: the shared sequence of arrays, in the order of `collection`.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where
        Collection.Element: SharedSequenceConvertibleType,
        Collection.Element.Element == Element,
        Collection.Element.SharingStrategy == SharingStrategy
    {
        let sources = collection.map { $0.asSharedSequence().asObservable() }
        return SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(sources))
    }
}
