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

/// Decisions about which inner is the latest are taken in the same serial order in which the inners' events are
/// delivered: the switch takes a turn of its own in ``delivery``, so an element of a replaced inner is either
/// delivered before the switch or dropped — never after an element of the new inner.
///
/// Performance: elements and terminal events arrive and leave as typed calls (an `Event`, or an enum of them, built
/// in this generic code looks its type's metadata up each time; fence probe `subject.flatMapLatest.perElement`).
@usableFromInline
final class SwitchSink<SourceElement, Inner>: Sink<Inner>, ObserverType, ElementReceiver {
    private let selector: (SourceElement) throws -> Observable<Inner>
    private let current = SerialDisposable()
    @usableFromInline let outer = SingleAssignmentDisposable()
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }
    /// The id of the newest inner; only the source's calls touch it, and the source calls serially.
    private var issuedID = 0
    // Touched only inside `delivery`, one turn at a time.
    private var latestID = 0
    private var hasLatest = false
    private var sourceStopped = false

    /// A sink that maps each element of the source to an inner sequence with `selector`.
    @usableFromInline
    init(receiver: any ElementReceiver<Inner>, selector: @escaping (SourceElement) throws -> Observable<Inner>) {
        self.selector = selector
        super.init(receiver: receiver)
    }

    /// An element of the source: its inner sequence becomes the latest, and the previous one is disposed.
    @usableFromInline
    func receiveNext(_ element: SourceElement) {
        let inner: Observable<Inner>
        do {
            inner = try selector(element)
        } catch {
            receiveError(error)
            return
        }
        issuedID += 1
        let id = issuedID
        delivery.send {
            latestID = id
            hasLatest = true
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(inner.subscribe(receiver: SwitchInnerObserver(parent: self, id: id)))
    }

    /// The source (or the selector) failed.
    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        delivery.send { forwardError(error) }
    }

    /// The source completed: as upstream, it is unsubscribed at once, even while the latest inner runs.
    @usableFromInline
    func receiveCompleted() {
        outer.dispose()
        delivery.send {
            sourceStopped = true
            if !hasLatest { forwardCompleted() }
        }
    }

    @usableFromInline
    func on(_ event: Event<SourceElement>) {
        receive(event)
    }

    /// An element of inner `id`: delivered if that inner is still the latest.
    func innerNext(_ element: Inner, id: Int) {
        delivery.send {
            if id == latestID { forwardNext(element) }
        }
    }

    /// The failure of inner `id`: delivered if that inner is still the latest.
    func innerError(_ error: Swift.Error, id: Int) {
        delivery.send {
            if id == latestID { forwardError(error) }
        }
    }

    /// The completion of inner `id`: if it is still the latest, the result completes when the source has too.
    func innerCompleted(id: Int) {
        delivery.send {
            guard id == latestID else { return }
            hasLatest = false
            if sourceStopped { forwardCompleted() }
        }
    }

    override func disposeResources() {
        current.dispose()
    }
}

/// Observes one inner sequence of a ``SwitchSink``, tagged with its id.
private final class SwitchInnerObserver<SourceElement, Inner>: ObserverType, ElementReceiver {
    private let parent: SwitchSink<SourceElement, Inner>
    private let id: Int

    init(parent: SwitchSink<SourceElement, Inner>, id: Int) {
        self.parent = parent
        self.id = id
    }

    func receiveNext(_ element: Inner) {
        parent.innerNext(element, id: id)
    }

    func receiveError(_ error: Swift.Error) {
        parent.innerError(error, id: id)
    }

    func receiveCompleted() {
        parent.innerCompleted(id: id)
    }

    func on(_ event: Event<Inner>) {
        receive(event)
    }
}
