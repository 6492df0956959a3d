/// A producer without a source (`generate`, `range`, `repeatElement`, `timer`): `start` makes what one subscription
/// emits for a receiver, starts it and returns it; also `amb`, whose sources are all alike. Operators with a source
/// use ``OperatorProducer``.
@usableFromInline
final class EmitterProducer<Element>: Producer<Element> {
    private let start: (any ElementReceiver<Element>) -> Disposable

    /// A producer whose subscriptions `start` makes (for a receiver: makes it, starts it, returns it).
    @usableFromInline
    init(start: @escaping (any ElementReceiver<Element>) -> Disposable) {
        self.start = start
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        start(receiver)
    }
}
