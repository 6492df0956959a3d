import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The subscribers of a subject, kept in subscription order with a key for removal.
///
/// Dispatch iterates a snapshot (`snapshot` is an immutable copy-on-write array), so an observer removed
/// during a dispatch still gets that event and one added during it does not.
@usableFromInline
package struct SubjectObservers<Element> {
    @usableFromInline package typealias Entry = (key: Int, observer: any ObserverType<Element>)
    @usableFromInline private(set) package var entries: [Entry] = []
    @usableFromInline var nextKey = 0

    /// Creates an empty list.
    package init() {}

    /// `true` when there is at least one subscriber.
    @inlinable package var isEmpty: Bool { entries.isEmpty }

    /// Adds `observer`, returning its key.
    package mutating func insert(_ observer: any ObserverType<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        entries.append((key, observer))
        return key
    }

    /// Removes the observer with `key`, if present.
    package mutating func remove(_ key: Int) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries.remove(at: index)
        }
    }

    /// Takes every entry, leaving the list empty.
    @inlinable package mutating func removeAll() -> [Entry] {
        defer { entries = [] }
        return entries
    }
}

extension Array {
    /// Delivers `event` to every observer of a subject snapshot.
    @inlinable @inline(__always)
    package func dispatch<Value>(_ event: Event<Value>) where Element == SubjectObservers<Value>.Entry {
        for entry in self {
            entry.observer.on(event)
        }
    }
}

/// The removal handle a subject returns from `subscribe`.
package protocol SubjectSubscriptionOwner: AnyObject {
    /// Removes the subscriber with `key`.
    func unsubscribe(_ key: Int)
}

/// Disposing it removes one subscriber from its subject.
///
/// It holds the subject weakly, as upstream does: the subject owns its observers, and an observer that
/// owns its subscription (`subscribe(onNext:)`) must not keep the subject alive through it.
package final class SubjectSubscription: Disposable, @unchecked Sendable {
    // Sendable: `owner` is taken exactly once, guarded by the `disposed` atomic.
    private weak var owner: SubjectSubscriptionOwner?
    private let key: Int
    private let disposed = Atomic<Bool>(false)

    package init(owner: SubjectSubscriptionOwner, key: Int) {
        self.owner = owner
        self.key = key
        #if TRACE_RESOURCES
            Resources.incrementTotal()
        #endif
    }

    package func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let owner = self.owner
        self.owner = nil
        owner?.unsubscribe(key)
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.decrementTotal()
        #endif
    }
}

/// Wraps a new subscriber of a replaying subject while its replay is delivered outside the subject's
/// lock, so that the subscriber receives the replay first and then every live event, in order.
///
/// The replay runs on the subscribing thread. An event dispatched to the gate meanwhile is handled by who
/// sent it:
/// - from the replaying thread itself (an observer that feeds the subject during the replay): queued and
///   delivered right after the replay, depth-first as a recursive lock would;
/// - from another thread (the subject's producer): that thread waits until the replay is over, then
///   delivers the event itself.
///
/// The subscriber thus never delivers another thread's events, so `subscribe` returns once the replay is
/// delivered however fast the producer emits, and nothing is buffered for a busy producer: it is held
/// back for the length of one replay, as upstream's lock held it. Regression:
/// `ReplayGateStressTests.testSubscribeToShareReplayOfBusyBehaviorSubject_returnsWhileProducerKeepsEmitting`
/// (the subscribing thread used to drain the producer's queued events for as long as it kept emitting,
/// with the queue growing without bound).
package final class ReplayGatedObserver<Element>: ObserverType, @unchecked Sendable {
    // Sendable: `gate` is a LockedState; `isLive` is atomic and only set under that lock; `replayer` is
    // immutable.
    private struct Gate {
        /// Events sent by the replaying thread during the replay.
        var reentrant: [Event<Element>] = []
        /// Threads waiting for the replay to end, and what they wait on (made for the first of them).
        var waiters = 0
        var replayed: DispatchSemaphore?
    }

    private let target: any ObserverType<Element>
    private let isLive = Atomic<Bool>(false)
    private let gate = LockedState(Gate())
    /// The thread that subscribes, and so delivers the replay.
    private let replayer = pthread_self()

    /// Wraps `target`; create it on the thread that will call ``replay(_:)``.
    package init(_ target: any ObserverType<Element>) {
        self.target = target
    }

    package func on(_ event: Event<Element>) {
        if isLive.load(ordering: .acquiring) {
            target.on(event)
            return
        }
        let me = pthread_self()
        let waitFor = gate.withLock { gate -> DispatchSemaphore?? in
            if isLive.load(ordering: .acquiring) { return .some(nil) }
            if pthread_equal(me, replayer) != 0 {
                gate.reentrant.append(event)
                return nil
            }
            gate.waiters += 1
            if gate.replayed == nil { gate.replayed = DispatchSemaphore(value: 0) }
            return gate.replayed
        }
        guard let waitFor else { return }
        waitFor?.wait()
        target.on(event)
    }

    /// Delivers the replayed events and the re-entrant events queued meanwhile, then goes live and releases
    /// the threads waiting to deliver.
    package func replay(_ events: [Event<Element>]) {
        for event in events { target.on(event) }
        while true {
            let (queued, waiters, replayed) = gate.withLock {
                gate -> ([Event<Element>], Int, DispatchSemaphore?) in
                if gate.reentrant.isEmpty {
                    isLive.store(true, ordering: .releasing)
                    defer { gate.waiters = 0 }
                    return ([], gate.waiters, gate.replayed)
                }
                defer { gate.reentrant = [] }
                return (gate.reentrant, 0, nil)
            }
            if queued.isEmpty {
                for _ in 0..<waiters { replayed?.signal() }
                return
            }
            for event in queued { target.on(event) }
        }
    }
}

/// What a subject decided, under its lock, to do for a new subscriber.
package enum SubjectSubscribeOutcome<Element> {
    /// Subscribed with `key`; `gate` (if any) must receive `replay` before going live.
    case subscribed(key: Int, gate: ReplayGatedObserver<Element>?, replay: [Event<Element>])
    /// The subject has terminated: send these events.
    case terminated([Event<Element>])
    /// The subject has been disposed.
    case disposed
}

// MARK: - Entry-based subscriber list (PublishSubject)

/// One subscriber of a subject, as stored in a ``SubjectEntryList``.
///
/// Performance: the list stores this non-generic base, so inserting and removing subscribers runs fully
/// specialised code (no runtime generic-metadata lookups); dispatch downcasts to
/// ``SubjectObserverEntry`` without a check.
@usableFromInline
package class SubjectEntry {
    /// The removal key; written under the subject's lock before the entry is published, read under it.
    @usableFromInline @exclusivity(unchecked) final var key = 0

    init() {}
}

/// A subscriber entry that receives the subject's events.
@usableFromInline
package class SubjectObserverEntry<Element>: SubjectEntry {
    /// `true` when the subscriber accepts elements directly (see ``ElementReceiver``): dispatch then calls
    /// ``receiveNext(_:)`` without an `Event`, which unspecialised operator code would look metadata up for.
    @usableFromInline final let receivesElements: Bool

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
}

/// The entry of a subscriber of static type `Observer` (stored unboxed).
final class TypedSubjectEntry<Observer: ObserverType>: SubjectObserverEntry<Observer.Element> {
    private let observer: Observer

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

/// Makes ``TypedSubjectEntry`` objects for observers of one static type.
///
/// Performance: naming `TypedSubjectEntry<Observer>` in unspecialised code costs a runtime generic-metadata
/// lookup per subscription; the closure made by ``make(for:)`` captures the entry's type once.
package struct SubjectEntryFactory {
    /// The observer type this factory makes entries for.
    let observerType: ObjectIdentifier
    /// Makes an entry for the observer that `pointer` points to.
    let make: (UnsafeRawPointer) -> SubjectEntry

    /// A factory for observers of type `Observer`.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func make<Observer: ObserverType>(for _: Observer.Type) -> SubjectEntryFactory {
        if let receiverType = Observer.self as? any (ObserverType & ElementReceiver).Type {
            return makeReceiving(for: receiverType)
        }
        let entryType = TypedSubjectEntry<Observer>.self
        return SubjectEntryFactory(observerType: ObjectIdentifier(Observer.self)) { pointer in
            entryType.init(pointer.assumingMemoryBound(to: Observer.self).pointee)
        }
    }

    /// A factory for observers of type `Observer` that take elements directly.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    private static func makeReceiving<Observer: ObserverType & ElementReceiver>(
        for _: Observer.Type
    ) -> SubjectEntryFactory {
        let entryType = ReceivingSubjectEntry<Observer>.self
        return SubjectEntryFactory(observerType: ObjectIdentifier(Observer.self)) { pointer in
            entryType.init(pointer.assumingMemoryBound(to: Observer.self).pointee)
        }
    }

    /// Makes an entry for `observer`, through this factory when it was made for `Observer`.
    @inline(__always)
    func entry<Observer: ObserverType>(for observer: Observer) -> SubjectEntry {
        if observerType == ObjectIdentifier(Observer.self) {
            return withUnsafePointer(to: observer) { make(UnsafeRawPointer($0)) }
        }
        return TypedSubjectEntry(observer)
    }
}

/// The subscribers of a subject in subscription order, each with a key for removal.
///
/// Dispatch iterates a snapshot (`entries` is a copy-on-write array), so a subscriber removed during a
/// dispatch still gets that event and one added during it does not.
@usableFromInline
package struct SubjectEntryList {
    @usableFromInline package private(set) var entries = ContiguousArray<SubjectEntry>()
    private var nextKey = 0

    package init() {}

    /// `true` when there is at least one subscriber.
    @inlinable package var isEmpty: Bool { entries.isEmpty }

    /// Appends `entry` under a fresh key and returns the key.
    package mutating func insert(_ entry: SubjectEntry) -> Int {
        nextKey += 1
        entry.key = nextKey
        entries.append(entry)
        return nextKey
    }

    /// Removes and returns the entry with `key`, if present (release it outside the subject's lock).
    package mutating func remove(_ key: Int) -> SubjectEntry? {
        // Subscribers mostly leave in reverse order of arrival: search from the end.
        guard let index = entries.lastIndex(where: { $0.key == key }) else { return nil }
        return entries.remove(at: index)
    }

    /// Takes every entry, leaving the list empty.
    @inlinable package mutating func removeAll() -> ContiguousArray<SubjectEntry> {
        defer { entries = [] }
        return entries
    }
}

extension ContiguousArray where Element == SubjectEntry {
    /// Delivers `event` to every subscriber of a subject snapshot.
    @inlinable @inline(__always)
    package func dispatch<Value>(_ event: Event<Value>) {
        guard case .next(let element) = event else {
            for entry in self {
                unsafeDowncast(entry, to: SubjectObserverEntry<Value>.self).on(event)
            }
            return
        }
        for entry in self {
            let entry = unsafeDowncast(entry, to: SubjectObserverEntry<Value>.self)
            if entry.receivesElements {
                entry.receiveNext(element)
            } else {
                entry.on(event)
            }
        }
    }
}

/// A subject's weak self-reference, shared by all the ``SubjectSubscriptionToken``s of that subject.
package final class SubjectLink: @unchecked Sendable {
    // Sendable: `owner` is written once, in `init`; weak loads are atomic.
    package private(set) weak var owner: SubjectSubscriptionOwner?

    package init(owner: SubjectSubscriptionOwner) {
        self.owner = owner
    }
}

/// The disposable a subject returns from `subscribe`: disposing it removes one subscriber.
///
/// A two-word value (a strong reference to the subject's shared ``SubjectLink`` and a key), so that it
/// fits an existential's inline buffer and subscribing allocates nothing for it. Like
/// ``SubjectSubscription`` it does not keep the subject alive; disposing twice is harmless because keys
/// are never reused.
package struct SubjectSubscriptionToken: Disposable, Sendable {
    private let link: SubjectLink
    private let key: Int

    package init(link: SubjectLink, key: Int) {
        self.link = link
        self.key = key
    }

    package func dispose() {
        link.owner?.unsubscribe(key)
    }
}
