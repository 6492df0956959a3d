import RxSwift

extension ObservableConvertibleType {
    /// Converts to a ``Signal`` that emits `onErrorJustReturn` and completes if the source fails.
    /// - Parameter onErrorJustReturn: the element emitted instead of an error.
    /// - Returns: the signal, observed on the main scheduler.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts to a ``Signal`` that continues with `onErrorSignalWith` if the source fails.
    /// - Parameter onErrorSignalWith: the signal that replaces the failed source.
    /// - Returns: the signal, observed on the main scheduler.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorDriveWith: onErrorSignalWith)
    }

    /// Converts to a ``Signal`` that continues with the signal `onErrorRecover` makes from the error.
    /// - Parameter onErrorRecover: makes the signal that replaces the failed source.
    /// - Returns: the signal, observed on the main scheduler.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}
