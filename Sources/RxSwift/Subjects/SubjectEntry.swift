import Synchronization

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
///
/// An entry whose subscriber is being replayed the subject's elements (``beginReplay(turn:)``) holds live events
/// back until the replay is delivered: the subscribing thread holds the subject's replay turn (a
/// ``SerialDelivery``) from before the subject's lock decides until the replay is over, and a live event for the
/// entry takes that turn, as in every serialising operator:
/// - from the replaying thread itself (an observer that feeds the subject during the replay): it passes at
///   once and is queued, then delivered right after the replayed elements, so that the subscriber sees the
///   subject's elements in order;
/// - from another thread (the subject's producer): that thread sleeps until the replay is over, then delivers
///   the event itself.
///
/// The subscriber thus never delivers another thread's events, so `subscribe` returns once the replay is
/// delivered however fast the producer emits, and nothing is buffered for a busy producer: it is held back for
/// the length of one replay, as upstream's lock held it. Regression:
/// `ReplayGateStressTests.testSubscribeToShareReplayOfBusyBehaviorSubjectReturnsWhileProducerKeepsEmitting`.
///
/// Performance: the gate is part of every entry (a flag tested per event), not an object of its own, so that a
/// replaying subscription allocates nothing for it and looks no generic metadata up.
@usableFromInline
package class SubjectObserverEntry<Element>: SubjectEntry {
    /// `true` when the subscriber accepts elements directly (see ``ElementReceiver``): dispatch then calls
    /// ``receiveNext(_:)`` without an `Event`, which unspecialised operator code would look metadata up for.
    @usableFromInline final let receivesElements: Bool
    /// `true` while the subscriber's replay is being delivered; live events then take ``replayTurn``.
    @usableFromInline final let isReplaying = Atomic<Bool>(false)
    /// The subject's replay turn, held by the replaying thread; written before the entry is published.
    ///
    /// Unowned: the subject owns the turn, and the turn is used only while `isReplaying` is set, that is while the
    /// subscribing thread is inside the subject's `subscribe` or a producer inside its `on`, both of which keep
    /// the subject alive. (Not retaining it keeps a retain and a release off every subscription.)
    @exclusivity(unchecked) final unowned(unsafe) var replayTurn: SerialDelivery?
    /// Events the replaying thread sent to this entry during its replay; touched only inside the turn.
    @exclusivity(unchecked) final var sentDuringReplay: [Event<Element>]?

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

    /// Delivers completion to a subscriber that ``receivesElements``, without an `Event`.
    @usableFromInline
    func receiveCompleted() {
        rxAbstractMethod()
    }

    /// Delivers failure with `error` to a subscriber that ``receivesElements``, without an `Event`.
    @usableFromInline
    func receiveError(_ error: Swift.Error) {
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

    /// Delivers a live element: the subject's dispatch.
    @inlinable @inline(__always)
    final func deliverNext(_ element: Element) {
        if isReplaying.load(ordering: .acquiring) {
            deliverNextAfterReplay(element)
        } else if receivesElements {
            receiveNext(element)
        } else {
            onNextEvent(element)
        }
    }

    /// Delivers the subject's terminal event: the subject's dispatch. A subscriber that ``receivesElements``
    /// gets a typed call, so no `Event` is built (a metadata lookup in unspecialised code); one that is still
    /// being replayed gets the event after its replay (rare).
    @inlinable @inline(__always)
    final func deliver(_ terminal: SubjectTerminal) {
        if isReplaying.load(ordering: .acquiring) {
            deliverTerminalAfterReplay(terminal)
        } else if receivesElements {
            switch terminal {
            case .completed: receiveCompleted()
            case .failed(let error): receiveError(error)
            }
        } else {
            onTerminalEvent(terminal)
        }
    }

    /// Delivers `terminal` as an `Event`, to a subscriber that does not take it directly (out of line, as
    /// ``onNextEvent(_:)``).
    @usableFromInline @inline(never)
    final func onTerminalEvent(_ terminal: SubjectTerminal) {
        on(terminal.event(of: Element.self))
    }

    /// ``deliverAfterReplay(_:)`` of a terminal event (out of line: the `Event` is built off the dispatch path).
    @usableFromInline @inline(never)
    final func deliverTerminalAfterReplay(_ terminal: SubjectTerminal) {
        deliverAfterReplay(terminal.event(of: Element.self))
    }

    /// ``deliverAfterReplay(_:)`` of an element (out of line: the `Event` is built off the dispatch path).
    @usableFromInline @inline(never)
    final func deliverNextAfterReplay(_ element: Element) {
        deliverAfterReplay(.next(element))
    }

    /// Delivers a live event while the subscriber may still be replayed: in the replay turn, after the replay.
    @usableFromInline @inline(never)
    final func deliverAfterReplay(_ event: Event<Element>) {
        replayTurn.unsafelyUnwrapped.send {
            if isReplaying.load(ordering: .relaxed) {
                // Only the replaying thread passes while the replay is going on: queue behind it.
                sentDuringReplay = (sentDuringReplay ?? []) + [event]
            } else {
                on(event)
            }
        }
    }

    /// Holds live events back for a replay that the calling thread delivers while holding `turn` (under the
    /// subject's lock, before the entry is published).
    @inline(__always)
    final func beginReplay(turn: SerialDelivery) {
        replayTurn = turn
        isReplaying.store(true, ordering: .relaxed)
    }

    /// Delivers the replayed elements and the events the replaying thread sent meanwhile, then lets live events
    /// through (the caller still holds the turn, which it ends afterwards).
    @inline(__always)
    final func replay(_ elements: consuming SubjectReplay<Element>) {
        elements.deliver { element in
            if receivesElements {
                receiveNext(element)
            } else {
                onNextEvent(element)
            }
        }
        if sentDuringReplay != nil { deliverSentDuringReplay() }
        isReplaying.store(false, ordering: .releasing)
    }

    /// Delivers the events the replaying thread sent during the replay, in order (out of line: rare).
    @inline(never)
    private final func deliverSentDuringReplay() {
        while let queued = sentDuringReplay {
            sentDuringReplay = nil
            for event in queued { on(event) }
        }
    }
}

/// The entry of a subscriber of static type `Observer` (stored unboxed), which takes `Event`s.
class TypedSubjectEntry<Observer: ObserverType>: SubjectObserverEntry<Observer.Element> {
    /// The subscriber. (`final`, so that a subclass's per-element call reads it without a virtual call.)
    final let observer: Observer

    /// An entry for `observer`, which takes `Event`s only (`required`: ``SubjectEntryFactory`` makes entries
    /// through the entry's metatype).
    @inline(__always)
    required convenience init(_ observer: Observer) {
        self.init(observer, receivesElements: false)
    }

    /// An entry for `observer`; `receivesElements` as for ``SubjectObserverEntry``.
    @inline(__always)
    init(_ observer: Observer, receivesElements: Bool) {
        self.observer = observer
        super.init(receivesElements: receivesElements)
    }

    /// Hands `event` to the subscriber.
    override final func on(_ event: Event<Observer.Element>) {
        observer.on(event)
    }
}

/// The entry of a subscriber that also takes elements and terminal events directly (operator sinks,
/// `subscribe(onNext:…)`): a ``TypedSubjectEntry`` with the typed calls.
final class ReceivingSubjectEntry<Observer: ObserverType & ElementReceiver>: TypedSubjectEntry<Observer> {
    /// An entry for `observer`, which takes elements and terminal events directly: the initialiser
    /// ``SubjectEntryFactory`` calls.
    ///
    /// Performance: not the override of the `required` `TypedSubjectEntry.init(_:)`, whose vtable thunk
    /// (the override is more constrained) cost 47 instructions more per `driver.relay.map.drive+dispose`.
    @inline(__always)
    init(receiving observer: Observer) {
        super.init(observer, receivesElements: true)
    }

    /// An entry for `observer`, which takes elements and terminal events directly.
    @inline(__always)
    required convenience init(_ observer: Observer) {
        self.init(receiving: observer)
    }

    /// Hands `element` to the subscriber without an `Event`.
    override func receiveNext(_ element: Observer.Element) {
        observer.receiveNext(element)
    }

    /// Hands completion to the subscriber without an `Event`.
    override func receiveCompleted() {
        observer.receiveCompleted()
    }

    /// Hands failure with `error` to the subscriber without an `Event`.
    override func receiveError(_ error: Swift.Error) {
        observer.receiveError(error)
    }
}
