import RxSwift

extension ObservableConvertibleType {
    /// Converts to a shared sequence of strategy `S`, replacing an error with `onErrorJustReturn`
    /// followed by completion.
    /// - Parameters:
    ///   - sharingStrategy: the sharing strategy, usually inferred.
    ///   - onErrorJustReturn: the element emitted instead of an error.
    /// - Returns: the shared sequence, observed on `S.scheduler`.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// Converts to a shared sequence of strategy `S`, continuing with `onErrorDriveWith` after an error.
    /// - Parameters:
    ///   - sharingStrategy: the sharing strategy, usually inferred.
    ///   - onErrorDriveWith: the sequence that replaces the failed one.
    /// - Returns: the shared sequence, observed on `S.scheduler`.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self,
        onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// Converts to a shared sequence of strategy `S`, continuing with the sequence `onErrorRecover`
    /// makes from the error.
    /// - Parameters:
    ///   - sharingStrategy: the sharing strategy, usually inferred.
    ///   - onErrorRecover: makes the sequence that replaces the failed one.
    /// - Returns: the shared sequence, observed on `S.scheduler`.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
