import RxSwift

extension SharedSequence {
    /// The shared sequence as an ``/RxSwift/Infallible``: the same elements, delivered on the same scheduler,
    /// and the same sharing (a shared sequence never fails).
    ///
    /// ```swift
    /// let names: Infallible<String> = Driver.of("a", "b").asInfallible()   // a b, completed
    /// ```
    /// - Returns: the infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
