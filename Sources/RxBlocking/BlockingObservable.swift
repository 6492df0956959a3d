import Foundation

/// A sequence whose operators block the calling thread until the result is known.
///
/// Made by ``RxSwift/ObservableConvertibleType/toBlocking(timeout:)``; meant for tests and command-line
/// tools. Blocking on the main thread keeps the main queue draining (the main run loop is pumped), so a
/// sequence that delivers on `MainScheduler` still completes:
///
/// ```swift
/// let values = try Observable.of(1, 2, 3).toBlocking().toArray()
/// // [1, 2, 3]
/// ```
///
/// Every operator disposes its subscription before returning, whatever the outcome.
public struct BlockingObservable<Element> {
    /// The longest time an operator waits, in seconds, or `nil` to wait without limit.
    let timeout: TimeInterval?
    /// The sequence being observed.
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// Converts the sequence into a ``BlockingObservable``, whose operators block until they have a result.
    ///
    /// ```swift
    /// let first = try Observable.of(1, 2).toBlocking(timeout: 1).first()
    /// // Optional(1)
    /// ```
    /// - Parameter timeout: the longest time an operator waits, in seconds, before throwing
    ///   `RxError.timeout`; `nil` waits without limit.
    /// - Returns: the blocking view of the sequence.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
