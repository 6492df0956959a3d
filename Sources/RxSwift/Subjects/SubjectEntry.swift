/// One subscriber of a subject, as stored in a ``SubjectEntryList``.
///
/// Performance: the list stores this non-generic base, so inserting and removing subscribers runs fully
/// specialised code (no runtime generic-metadata lookups); dispatch downcasts to
/// ``SubjectObserverEntry`` without a check.
@usableFromInline
package class SubjectEntry {
    /// The removal key; written under the subject's lock before the entry is published, read under it.
    @usableFromInline @exclusivity(unchecked) final var key = 0

    @inline(__always)
    init() {}
}

/// A subscriber entry that receives the subject's events.
@usableFromInline
package class SubjectObserverEntry<Element>: SubjectEntry {
    /// `true` when the subscriber accepts elements directly (see ``ElementReceiver``): dispatch then calls
    /// ``receiveNext(_:)`` without an `Event`, which unspecialised operator code would look metadata up for.
    @usableFromInline final let receivesElements: Bool

    @inline(__always)
    init(receivesElements: Bool) {
        self.receivesElements = receivesElements
        super.init()
    }

    /// Delivers an element to a subscriber that ``receivesElements``.
    @usableFromInline
    func receiveNext(_ element: Element) {
        rxAbstractMethod()
    }

    /// Delivers `event` to the subscriber.
    @usableFromInline
    func on(_ event: Event<Element>) {
        rxAbstractMethod()
    }

    /// Delivers `.next(element)` as an `Event`, to a subscriber that does not take elements directly (out of
    /// line, so that callers do not look the `Event` metadata up on their path for receivers).
    @usableFromInline @inline(never)
    final func onNextEvent(_ element: Element) {
        on(.next(element))
    }
}

/// The entry of a subscriber of static type `Observer` (stored unboxed).
final class TypedSubjectEntry<Observer: ObserverType>: SubjectObserverEntry<Observer.Element> {
    private let observer: Observer

    @inline(__always)
    init(_ observer: Observer) {
        self.observer = observer
        super.init(receivesElements: false)
    }

    override func on(_ event: Event<Observer.Element>) {
        observer.on(event)
    }
}

/// The entry of a subscriber that also takes elements directly (operator sinks, `subscribe(onNext:…)`).
final class ReceivingSubjectEntry<Observer: ObserverType & ElementReceiver>: SubjectObserverEntry<Observer.Element> {
    private let observer: Observer

    @inline(__always)
    init(_ observer: Observer) {
        self.observer = observer
        super.init(receivesElements: true)
    }

    override func on(_ event: Event<Observer.Element>) {
        observer.on(event)
    }

    override func receiveNext(_ element: Observer.Element) {
        observer.receiveNext(element)
    }
}
