// Upstream declares `catch` once for every trait (`extension PrimitiveSequence`); this Completable form
// stands in until that generic one exists. With both present the generic one is chosen, so this file can
// then be deleted without changing behaviour.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Continues with the completable returned by `handler` when this one fails.
    ///
    /// An error thrown by `handler` fails the result with that error.
    /// - Parameter handler: makes the fallback completable from the error.
    /// - Returns: a completable that recovers from errors with the fallback.
    /// - SeeAlso: [ReactiveX catch](http://reactivex.io/documentation/operators/catch.html)
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.asObservable().catch { try handler($0).asObservable() })
    }
}
