extension ObservableType {
    /// Drops every element and forwards only the terminal event.
    ///
    /// ```swift
    /// strikes.ignoreElements().subscribe { _ in print("You're out!") }
    /// ```
    ///
    /// ![The marble diagram of ignoreElements.](marble-ignoreElements.svg)
    /// - Returns: a sequence that only terminates.
    /// - SeeAlso: [ReactiveX ignoreElements](http://reactivex.io/documentation/operators/ignoreelements.html)
    public func ignoreElements() -> Observable<Never> {
        compactMap { _ in nil }
    }
}
