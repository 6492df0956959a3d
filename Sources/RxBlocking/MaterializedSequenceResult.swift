/// The outcome of a sequence observed to its end by ``BlockingObservable/materialize()``.
///
/// ```swift
/// let result = Observable.of(1, 2).toBlocking().materialize()
/// // completed(elements: [1, 2])
/// ```
@frozen
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after emitting `elements`.
    case completed(elements: [T])
    /// The sequence emitted `elements` and then failed with `error` (or timed out, with `RxError.timeout`).
    case failed(elements: [T], error: Error)
}

extension MaterializedSequenceResult: Sendable where T: Sendable {}
