/// What `skip(until:)` and `take(until:)` share: a sink of the source that also watches another sequence, whose
/// events come from other threads. The source's events and the other sequence's error take their turn through
/// one ``SerialDelivery``; the other sequence's first element is the subclass's business
/// (``otherEmitted()``), its completion only ends watching it.
///
/// The sink observes the source itself, without `Event`s on the element path; `take(until:)`'s sink forwards what
/// it gets, `skip(until:)`'s overrides ``receiveNext(_:)`` and ``receiveCompleted()`` to hold them back while shut.
class OtherSequenceSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    /// The subscription to the other sequence.
    final let otherSubscription = SingleAssignmentDisposable()
    /// Serialises the source's events and the other sequence's signals, relayed as events.
    private final let delivery = SerialDelivery()
    override final var serialDelivery: SerialDelivery? { delivery }

    /// Subscribes to `other`; its events reach ``otherEmitted()`` and ``relay(_:)``.
    final func observe<Other>(_ other: Observable<Other>) {
        otherSubscription.setDisposable(other.subscribe(receiver: OtherSequenceObserver(sink: self)))
    }

    /// Delivers `event` in its turn, unless the sink has been disposed.
    final func relay(_ event: Event<Element>) {
        if isDisposed { return }
        delivery.send { forward(event) }
    }

    /// Forwards an element of the source in its turn, without an `Event` (building one in this generic code looks
    /// its type up; fence probe `subject.takeUntil.materialize`).
    final func relayNext(_ element: Element) {
        if isDisposed { return }
        delivery.send { forwardNext(element) }
    }

    /// Called for an element of the other sequence (its first, unless its later ones race the disposal).
    func otherEmitted() {
        rxAbstractMethod()
    }

    /// An element of the source: forwarded in its turn (`take(until:)`); a subclass may hold it back.
    func receiveNext(_ element: Element) {
        relayNext(element)
    }

    /// The source completed: forwarded in its turn (`take(until:)`); a subclass may end silently instead.
    func receiveCompleted() {
        relay(.completed)
    }

    /// The source failed: forwarded in its turn.
    final func receiveError(_ error: Swift.Error) {
        relay(.error(error))
    }

    final func on(_ event: Event<Element>) {
        receive(event)
    }

    override final func disposeResources() {
        otherSubscription.dispose()
    }
}

/// Observes the other sequence of an ``OtherSequenceSink``: its error fails the result, its completion disposes
/// its subscription.
private final class OtherSequenceObserver<Other, Element>: ObserverType, ElementReceiver {
    private let sink: OtherSequenceSink<Element>

    init(sink: OtherSequenceSink<Element>) {
        self.sink = sink
    }

    func on(_ event: Event<Other>) {
        switch event {
        case .next:
            sink.otherEmitted()
        case .error(let error):
            sink.relay(.error(error))
        case .completed:
            sink.otherSubscription.dispose()
        }
    }
}
