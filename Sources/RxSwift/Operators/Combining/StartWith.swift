extension ObservableType {
    /// Emits `elements` first, then the elements of this sequence.
    ///
    /// ```swift
    /// Observable.of(3, 4).startWith(1, 2)   // 1 2 3 4
    /// ```
    ///
    /// ![The marble diagram of startWith.](marble-startWith.svg)
    /// - Parameter elements: the elements to emit, synchronously, when subscribed to.
    /// - Returns: the sequence prefixed with `elements`.
    /// - SeeAlso: [ReactiveX startWith](http://reactivex.io/documentation/operators/startwith.html)
    @inlinable  // Performance: the producer's start is made in the caller's specialised code.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        startWith(contentsOf: elements)
    }

    /// Emits `elements` first, then the elements of this sequence: ``startWith(_:)`` for an array.
    @inlinable
    func startWith(contentsOf elements: [Element]) -> Observable<Element> {
        // The elements go straight to the receiver, which is then subscribed to the source: no sink. Made here, where
        // the receiver's observer type is static (in unspecialised code its witness table is looked up).
        OperatorProducer(source: asObservable()) { source, receiver in
            for element in elements {
                receiver.receiveNext(element)
            }
            return source.subscribe(downstream: receiver)
        }
    }
}
