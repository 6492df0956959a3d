extension ObservableConvertibleType {
    /// Converts the sequence to an ``Infallible`` that emits `element` and completes if the sequence fails.
    ///
    /// ```swift
    /// Observable<Int>.error(MyError()).asInfallible(onErrorJustReturn: 0)   // 0, completed
    /// ```
    /// - Parameter element: the last element, emitted in place of an error.
    /// - Returns: the infallible sequence.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// Converts the sequence to an ``Infallible`` that continues with `infallible` if the sequence fails.
    /// - Parameter infallible: the sequence to switch to in place of an error.
    /// - Returns: the infallible sequence.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// Converts the sequence to an ``Infallible`` that continues with the sequence `onErrorRecover`
    /// returns for the error if the sequence fails.
    /// - Parameter onErrorRecover: builds the sequence to switch to from the error.
    /// - Returns: the infallible sequence.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { error in onErrorRecover(error).asObservable() })
    }
}
