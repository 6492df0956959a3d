import Synchronization

extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then forwards everything.
    ///
    /// Both are subscribed at once (the source first, as upstream). `other`'s first element opens the gate
    /// and disposes `other`; its completion just disposes it (the gate stays shut); its error fails the
    /// result. The source's error is always forwarded; its completion only once the gate is open (a source
    /// that completes while the gate is shut ends the result without an event).
    ///
    /// ```text
    /// source: ^-a-b-c-d-|
    /// other:  ^----x
    /// result: ^-----c-d-|
    /// ```
    ///
    /// ![The marble diagram of skipUntil.](marble-skipUntil.svg)
    /// - Parameter other: the sequence whose first element opens the gate.
    /// - Returns: the source's elements after `other` emitted.
    /// - SeeAlso: [ReactiveX skipUntil](http://reactivex.io/documentation/operators/skipuntil.html)
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let other = other.asObservable()
        return OperatorProducer(source: asObservable()) { source, receiver in
            let sink = SkipUntilSink(receiver: receiver)
            let subscription = sink.start(from: source)
            sink.observe(other)
            return subscription
        }
    }
}

/// The gate is an atomic flag; source events and the other sequence's error take their turn through the
/// ``OtherSequenceSink``'s delivery because they may come from different threads.
private final class SkipUntilSink<Element>: OtherSequenceSink<Element> {
    /// Set by the other sequence's first element.
    private let isOpen = Atomic<Bool>(false)

    override func receiveNext(_ element: Element) {
        if isOpen.load(ordering: .acquiring) { relayNext(element) }
    }

    override func receiveCompleted() {
        if isDisposed { return }
        // Completion while the gate is shut ends the subscription silently.
        if !isOpen.load(ordering: .acquiring) { return dispose() }
        relay(.completed)
    }

    override func otherEmitted() {
        isOpen.store(true, ordering: .releasing)
        otherSubscription.dispose()
    }
}

extension SkipUntilSink: @unchecked Sendable {
    // Sendable: `isOpen` is an Atomic; the delivery guards its own state.
}
