extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the most recent inner sequence, unsubscribing from the previous one when a new one arrives.
    ///
    /// ```swift
    /// searches.map { api.results(for: $0) }.switchLatest()   // results of the latest search only
    /// ```
    /// Fails when the source or the current inner sequence fails; completes when the source and the
    /// current inner sequence have completed.
    ///
    /// ![The marble diagram of switchLatest.](marble-switchLatest.svg)
    /// - Returns: the switching sequence.
    /// - SeeAlso: [ReactiveX switch](http://reactivex.io/documentation/operators/switch.html)
    @inlinable  // Performance: the sink is made in the caller's specialised code (`InnerSequenceProducer.switching`).
    public func switchLatest() -> Observable<Element.Element> {
        InnerSequenceProducer.switching(source: asObservable()) { $0.asObservable() }
    }
}
