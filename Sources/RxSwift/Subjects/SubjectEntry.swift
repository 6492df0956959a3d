import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
/// **Replay per subscriber.** An entry whose subscriber is being replayed the subject's elements
/// (``beginReplay(lock:)``, under the subject's lock, before the entry is published) holds live events back in a
/// backlog of its own until the replay is delivered, as upstream does since its 6.9 deadlock fixes:
/// - the subscribing thread delivers the replay outside the subject's lock, then the backlog, batch by batch, then
///   lets live events through (``replay(_:)``); so the subscriber sees the replayed elements, then the live events
///   in order, nothing twice and nothing lost;
/// - a live event for the entry from any thread (the subject's producer, or the subscriber itself feeding the
///   subject during its replay) goes to the backlog under the subject's lock and the sender returns: nobody waits
///   for another subscriber's replay, so a replayed element may take a lock that a thread holds while it
///   subscribes, disposes or sends to the subject (upstream's #2713);
/// - the backlog is bounded (``backlogLimit``): a producer that outruns a replaying subscriber by that many events
///   waits until the subscriber has caught up, then delivers its event itself. Without the bound a producer that
///   never pauses kept `subscribe` from returning while the backlog grew without limit (regression:
///   `ReplayGateStressTests`). The subscriber itself never waits for its own backlog.
///
/// Performance: the replay state is part of every entry (one atomic load per live event), not an object of its
/// own, so that a replaying subscription allocates nothing for it and looks no generic metadata up.
@usableFromInline
package class SubjectObserverEntry<Element>: SubjectEntry {
    /// `true` when the subscriber accepts elements directly (see ``ElementReceiver``): dispatch then calls
    /// ``receiveNext(_:)`` without an `Event`, which unspecialised operator code would look metadata up for.
    @usableFromInline final let receivesElements: Bool
    /// ``ReplayPhase/live``, or the phase of the replay in progress (see ``ReplayPhase``).
    @usableFromInline final let replayPhase = Atomic<UInt8>(ReplayPhase.live)
    /// The subject's lock, which guards ``backlog``; written before the entry is published.
    ///
    /// Unowned: the subject owns its core, and the lock is used only while a replay is in progress, that is while
    /// the subscribing thread is inside the subject's `subscribe` or a producer inside its `on`, both of which keep
    /// the subject alive. (Not retaining it keeps a retain and a release off every subscription.)
    @exclusivity(unchecked) final unowned(unsafe) var replayLock: LockedStorage<SubjectState>?
    /// The thread delivering the replay (which never waits for its own backlog); written before publication.
    @exclusivity(unchecked) final var replayer: UInt = 0
    /// Live events held back during the replay, oldest first; touched only under ``replayLock``.
    ///
    /// Performance: optional, so that making an entry stores `nil` rather than an empty array, which unspecialised
    /// code would look the array's metadata up for on every subscription.
    @exclusivity(unchecked) final var backlog: [Event<Element>]?

    /// The most events held back for one replaying subscriber before a producer waits for it to catch up.
    static var backlogLimit: Int { 256 }

    @inline(__always)
    init(receivesElements: Bool) {
        self.receivesElements = receivesElements
        super.init()
    }

    /// Releases the backlog, if any.
    ///
    /// Performance: inlined into the subclasses' deinitialisers, so that releasing an entry calls no deinitialiser
    /// for this class level (fence probe `subject.subscribe+dispose`).
    @inline(__always)
    deinit {}

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
        if replayPhase.load(ordering: .acquiring) != ReplayPhase.live {
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
        if replayPhase.load(ordering: .acquiring) != ReplayPhase.live {
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

    /// Delivers a live event while the subscriber may still be replayed: into the backlog while the replay is in
    /// progress, at once when it is over. A sender other than the replaying thread that finds the backlog full waits
    /// (outside every lock) until the replay is over.
    @usableFromInline @inline(never)
    final func deliverAfterReplay(_ event: Event<Element>) {
        let lock = SubjectCore(storage: replayLock.unsafelyUnwrapped)
        while true {
            let outcome = lock.withLock { _ -> BacklogOutcome in
                // Acquiring: the replayer goes live without the lock, after delivering; an event delivered now must
                // come after everything it delivered.
                var phase = replayPhase.load(ordering: .acquiring)
                if phase == ReplayPhase.replaying {
                    // The replayer leaves `replaying` for `live` without the lock: move to `backlogged` only if it
                    // has not (once `backlogged`, the phase changes only under this lock).
                    let (exchanged, now) = replayPhase.compareExchange(
                        expected: ReplayPhase.replaying, desired: ReplayPhase.backlogged, ordering: .acquiring)
                    phase = exchanged ? ReplayPhase.backlogged : now
                    if exchanged {
                        backlog = [event]
                        return .held
                    }
                }
                guard phase == ReplayPhase.backlogged else { return .deliverNow }
                // While `backlogged`, the backlog holds at least the event that began it.
                if backlog.unsafelyUnwrapped.count >= Self.backlogLimit && currentThreadID() != replayer {
                    return .mustWait
                }
                backlog!.append(event)
                return .held
            }
            switch outcome {
            case .held: return
            case .deliverNow:
                on(event)
                return
            case .mustWait:
                waitUntilLive()
            }
        }
    }

    /// Waits, yielding and then sleeping in growing steps, until the replay is over (out of line: only a producer
    /// that outran the replay by ``backlogLimit`` events gets here).
    @inline(never)
    private final func waitUntilLive() {
        var yields = 0
        var pause: UInt32 = 10
        while replayPhase.load(ordering: .acquiring) != ReplayPhase.live {
            if yields < 40 {
                yields += 1
                sched_yield()
            } else {
                usleep(pause)
                pause = min(pause * 2, 1_000)
            }
        }
    }

    /// Holds live events back for a replay that the calling thread delivers after unlocking `lock`, the subject's
    /// (called under it, before the entry is published).
    @inline(__always)
    final func beginReplay(lock: SubjectCore) {
        replayLock = lock.storage
        replayer = currentThreadID()
        replayPhase.store(ReplayPhase.replaying, ordering: .relaxed)
    }

    /// Delivers the replayed elements, then the backlog, then lets live events through.
    @inline(__always)
    final func replay(_ elements: consuming SubjectReplay<Element>) {
        elements.deliver { element in
            if receivesElements {
                receiveNext(element)
            } else {
                onNextEvent(element)
            }
        }
        // Live when nothing was held back meanwhile (one compare-and-swap); otherwise the backlog first.
        if !replayPhase.compareExchange(
            expected: ReplayPhase.replaying, desired: ReplayPhase.live, ordering: .acquiringAndReleasing
        ).exchanged {
            deliverBacklog()
        }
    }

    /// Delivers the backlog batch by batch, in order, until a batch leaves nothing new behind; then the entry goes
    /// live (out of line: only when events arrived during the replay).
    @inline(never)
    private final func deliverBacklog() {
        let lock = SubjectCore(storage: replayLock.unsafelyUnwrapped)
        while true {
            let batch = lock.withLock { _ -> [Event<Element>] in
                replayPhase.store(ReplayPhase.replaying, ordering: .relaxed)
                return backlog.take() ?? []
            }
            for event in batch { on(event) }
            if replayPhase.compareExchange(
                expected: ReplayPhase.replaying, desired: ReplayPhase.live, ordering: .acquiringAndReleasing
            ).exchanged {
                return
            }
        }
    }
}

/// The phases of a subscriber's replay (see ``SubjectObserverEntry``), as stored in its atomic.
@usableFromInline
enum ReplayPhase {
    /// No replay in progress: live events are delivered at once.
    @usableFromInline static let live: UInt8 = 0
    /// The replay is being delivered and nothing is held back; the replayer may go live without the lock.
    @usableFromInline static let replaying: UInt8 = 1
    /// Events are held back in the backlog; only the replayer, under the subject's lock, leaves this phase.
    @usableFromInline static let backlogged: UInt8 = 2
}

/// What a live event for a replaying subscriber does, decided under the subject's lock.
private enum BacklogOutcome {
    /// It joined the backlog.
    case held
    /// The replay is over: deliver it now.
    case deliverNow
    /// The backlog is full: wait for the replay to end, then try again.
    case mustWait
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
    /// (the override is more constrained) costs a call more per subscription (fence probe
    /// `driver.relay.map.drive+dispose`).
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

/// The entry of a subscriber that a sink hands on as its downstream receiver (a ``ReceiverObserver``: `startWith`,
/// `groupBy`'s groups, a switched-off `trace`): the receiver is held as it was handed over and takes elements and
/// terminal events directly.
final class ForwardedReceiverEntry<Element>: SubjectObserverEntry<Element> {
    private let receiver: any ElementReceiver<Element>

    /// An entry for `receiver`: the initialiser ``SubjectEntryFactory`` calls.
    @inline(__always)
    init(forwarding receiver: any ElementReceiver<Element>) {
        self.receiver = receiver
        super.init(receivesElements: true)
    }

    /// Hands `event` to the receiver.
    override func on(_ event: Event<Element>) {
        receiver.receive(event)
    }

    /// Hands `element` to the receiver without an `Event`.
    override func receiveNext(_ element: Element) {
        receiver.receiveNext(element)
    }

    /// Hands completion to the receiver without an `Event`.
    override func receiveCompleted() {
        receiver.receiveCompleted()
    }

    /// Hands failure with `error` to the receiver without an `Event`.
    override func receiveError(_ error: Swift.Error) {
        receiver.receiveError(error)
    }
}
