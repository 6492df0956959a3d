extension InnerSequenceProducer {
    /// The producer of `flatMapLatest` and `switchLatest`: a ``SwitchSink`` per subscription.
    @inlinable
    static func switching(
        source: Observable<SourceElement>,
        sourceIsScalar: Bool = false,
        selector: @escaping (SourceElement) throws -> Observable<Element>
    ) -> InnerSequenceProducer {
        InnerSequenceProducer(source: source, sourceIsScalar: sourceIsScalar, selector: selector) { source, receiver in
            let sink = SwitchSink(receiver: receiver, selector: selector)
            return sink.start(from: source, through: sink.outer)
        }
    }
}

/// What ``SwitchSink`` serialises: the switch to a new inner, an inner's event, the source's end.
private enum SwitchMessage<Inner> {
    /// The source emitted: inner `id` is the latest from now on.
    case switchTo(id: Int)
    /// An event of inner `id`.
    case inner(Event<Inner>, id: Int)
    /// The source (or the selector) failed.
    case sourceFailed(Swift.Error)
    /// The source completed.
    case sourceCompleted
}

/// Decisions about which inner is the latest are taken in the same serial order in which messages are
/// handled: the switch is a message of its own, so an element of a replaced inner is either delivered
/// before the switch or dropped — never after an element of the new inner.
@usableFromInline
final class SwitchSink<SourceElement, Inner>: Sink<Inner>, ObserverType, ElementReceiver {
    private let selector: (SourceElement) throws -> Observable<Inner>
    private let current = SerialDisposable()
    @usableFromInline let outer = SingleAssignmentDisposable()
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }
    /// The id of the newest inner; only `on(_:)` touches it, and the source calls it serially.
    private var issuedID = 0
    // Only `handle(_:)` touches these; it runs inside `delivery`, one turn at a time.
    private var latestID = 0
    private var hasLatest = false
    private var sourceStopped = false

    @usableFromInline
    init(receiver: any ElementReceiver<Inner>, selector: @escaping (SourceElement) throws -> Observable<Inner>) {
        self.selector = selector
        super.init(receiver: receiver)
    }

    @usableFromInline
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Observable<Inner>
            do {
                inner = try selector(element)
            } catch {
                send(.sourceFailed(error))
                return
            }
            issuedID += 1
            let id = issuedID
            send(.switchTo(id: id))
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(inner.subscribe(receiver: SwitchInnerObserver(parent: self, id: id)))
        case .error(let error):
            send(.sourceFailed(error))
        case .completed:
            // As upstream, the finished source is unsubscribed at once, even while the latest inner runs.
            outer.dispose()
            send(.sourceCompleted)
        }
    }

    fileprivate func innerOn(_ event: Event<Inner>, id: Int) {
        send(.inner(event, id: id))
    }

    private func send(_ message: SwitchMessage<Inner>) {
        delivery.send { handle(message) }
    }

    private func handle(_ message: SwitchMessage<Inner>) {
        switch message {
        case .switchTo(let id):
            latestID = id
            hasLatest = true
        case .inner(let event, let id):
            guard id == latestID else { return }
            if case .completed = event {
                hasLatest = false
                if sourceStopped { forwardCompleted() }
            } else {
                forward(event)
            }
        case .sourceFailed(let error):
            forwardError(error)
        case .sourceCompleted:
            sourceStopped = true
            if !hasLatest { forwardCompleted() }
        }
    }

    override func disposeResources() {
        current.dispose()
    }
}

private final class SwitchInnerObserver<SourceElement, Inner>: ObserverType, ElementReceiver {
    private let parent: SwitchSink<SourceElement, Inner>
    private let id: Int

    init(parent: SwitchSink<SourceElement, Inner>, id: Int) {
        self.parent = parent
        self.id = id
    }

    func on(_ event: Event<Inner>) {
        parent.innerOn(event, id: id)
    }
}
