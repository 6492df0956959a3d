extension ObservableType {
    /// Emits only the element at `index` (zero-based), then completes.
    ///
    /// ```swift
    /// Observable.of("a", "b", "c").element(at: 1)   // b
    /// ```
    /// If the source completes first, the sequence fails with ``RxError/argumentOutOfRange``. A negative
    /// index is a programmer error and traps, as upstream.
    ///
    /// ![The marble diagram of elementAt.](marble-elementAt.svg)
    /// - Parameter index: the zero-based position of the element.
    /// - Returns: the sequence of at most one element.
    /// - SeeAlso: [ReactiveX elementAt](http://reactivex.io/documentation/operators/elementat.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func element(at index: Int) -> Observable<Element> {
        guard index >= 0 else {
            rxFatalError("element(at:): index can't be negative (\(index))")
        }
        return OperatorProducer(source: asObservable()) { source, receiver in
            TakeCountSink<Element>(receiver: receiver, elementsBefore: index, forwardsEarlierElements: false)
                .start(from: source)
        }
    }
}
