import RxSwift

// Spellings of this package's own 1.0 API that were replaced by upstream's when a declaration was aligned with
// RxSwift 6 (1.1). Kept as thin forwards so that code written against 1.0 still compiles, with a deprecation
// warning. Each is disfavoured: a call that upstream's form accepts picks upstream's form.

extension SharedSequence {
    /// Deprecated 1.0 form of `SharedSequence.zip(_:resultSelector:)`, in which `Element` named the zipped
    /// sequence's element rather than the sources'.
    /// - Parameters:
    ///   - collection: the sequences to zip.
    ///   - resultSelector: combines one element of each sequence, in the order of `collection`.
    /// - Returns: the shared zipped sequence.
    @available(*, deprecated, message: "as upstream, Element is the sources' element: write Driver<Source>.zip(…)")
    @_disfavoredOverload
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, Collection.Element.Element>.zip(collection, resultSelector: resultSelector)
    }

    /// Deprecated 1.0 form of `SharedSequence.combineLatest(_:resultSelector:)`, in which `Element` named the
    /// combined sequence's element rather than the sources'.
    /// - Parameters:
    ///   - collection: the sequences to combine.
    ///   - resultSelector: combines the latest element of each sequence, in the order of `collection`.
    /// - Returns: the shared combined sequence.
    @available(
        *, deprecated, message: "as upstream, Element is the sources' element: write Driver<Source>.combineLatest(…)"
    )
    @_disfavoredOverload
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, Collection.Element.Element>.combineLatest(
            collection,
            resultSelector: resultSelector
        )
    }
}
