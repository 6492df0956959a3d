import RxSwift

extension ObservableConvertibleType {
    /// Converts to a ``Driver`` that emits `onErrorJustReturn` and completes if the source fails.
    ///
    /// ```swift
    /// let count = countRequest.asDriver(onErrorJustReturn: 0)
    /// ```
    /// - Parameter onErrorJustReturn: the element emitted instead of an error.
    /// - Returns: the driver, observed on the main scheduler.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts to a ``Driver`` that continues with `onErrorDriveWith` if the source fails.
    /// - Parameter onErrorDriveWith: the driver that replaces the failed source.
    /// - Returns: the driver, observed on the main scheduler.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorDriveWith: onErrorDriveWith)
    }

    /// Converts to a ``Driver`` that continues with the driver `onErrorRecover` makes from the error.
    /// - Parameter onErrorRecover: makes the driver that replaces the failed source.
    /// - Returns: the driver, observed on the main scheduler.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}
