// Upstream declares `deferred` once for every trait (`extension PrimitiveSequence`); this Completable form
// stands in until that generic one exists. With both present the generic one is chosen, so this file can
// then be deleted without changing behaviour.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A completable that calls `observableFactory` for each subscription and subscribes to its result.
    ///
    /// An error thrown by the factory fails the completable.
    /// - Parameter observableFactory: makes the completable for one subscriber.
    /// - Returns: the deferred completable.
    /// - SeeAlso: [ReactiveX defer](http://reactivex.io/documentation/operators/defer.html)
    public static func deferred(_ observableFactory: @escaping () throws -> Completable) -> Completable {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
    }
}
