extension ObservableType {
    /// Pairs each element with its zero-based index.
    ///
    /// ```swift
    /// Observable.of("a", "b").enumerated()   // (0, "a") (1, "b")
    /// ```
    ///
    /// ![The marble diagram of enumerated.](marble-enumerated.svg)
    /// - Returns: the sequence of `(index, element)` tuples.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        scan(into: (index: -1, element: nil as Element?)) { state, element in
            state = (state.index + 1, element)
        }
        .map { ($0.index, $0.element!) }
    }
}
