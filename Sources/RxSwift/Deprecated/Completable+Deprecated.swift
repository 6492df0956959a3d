// `Completable.merge`, which RxSwift 6 deprecated in favour of `Completable.zip`, kept as thin forwards
// so older code still compiles (with a deprecation warning, as upstream).

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Deprecated spelling of `Completable.zip(_:)`.
    /// - Parameter sources: the completables to run together.
    /// - Returns: a completable that completes when all have completed.
    @available(*, deprecated, message: "Use Completable.zip instead.", renamed: "zip")
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        zip(sources)
    }

    /// Deprecated spelling of `Completable.zip(_:)`.
    /// - Parameter sources: the completables to run together.
    /// - Returns: a completable that completes when all have completed.
    @available(*, deprecated, message: "Use Completable.zip instead.", renamed: "zip")
    public static func merge(_ sources: [Completable]) -> Completable {
        zip(sources)
    }

    /// Deprecated spelling of `Completable.zip(_:)`.
    /// - Parameter sources: the completables to run together.
    /// - Returns: a completable that completes when all have completed.
    @available(*, deprecated, message: "Use Completable.zip instead.", renamed: "zip")
    public static func merge(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}
