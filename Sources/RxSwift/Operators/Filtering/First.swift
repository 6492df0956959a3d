extension ObservableType {
    /// The first element, or `nil` if the source completes empty, as a ``Single``.
    ///
    /// The source is disposed as soon as the first element arrives.
    /// - Returns: a single of the optional first element.
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func first() -> Single<Element?> {
        PrimitiveSequence(
            raw: OperatorProducer(source: asObservable()) { source, receiver in
                FirstSink<Element>(receiver: receiver).start(from: source)
            })
    }
}

@usableFromInline
final class FirstSink<Element>: PassthroughSink<Element, Element?> {
    override func onNext(_ element: Element) {
        forwardNext(element)
        forwardCompleted()
    }

    override func onCompleted() {
        forwardNext(nil)
        forwardCompleted()
    }
}
