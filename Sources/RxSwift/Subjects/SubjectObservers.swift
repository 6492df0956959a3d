import Synchronization

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
/// lock: events dispatched meanwhile are queued and delivered right after the replay, in order.
package final class ReplayGatedObserver<Element>: ObserverType, @unchecked Sendable {
    // Sendable: `pending` lives in a LockedState; `isLive` is atomic and only set under that lock.
    private let target: any ObserverType<Element>
    private let isLive = Atomic<Bool>(false)
    private let pending = LockedState<[Event<Element>]>([])

    package init(_ target: any ObserverType<Element>) {
        self.target = target
    }

    package func on(_ event: Event<Element>) {
        if isLive.load(ordering: .acquiring) {
            target.on(event)
            return
        }
        let deliverNow = pending.withLock { pending -> Bool in
            if isLive.load(ordering: .acquiring) { return true }
            pending.append(event)
            return false
        }
        if deliverNow { target.on(event) }
    }

    /// Delivers the replayed events, then whatever was queued meanwhile, then goes live.
    package func replay(_ events: [Event<Element>]) {
        for event in events { target.on(event) }
        while true {
            let queued = pending.withLock { pending -> [Event<Element>] in
                if pending.isEmpty {
                    isLive.store(true, ordering: .releasing)
                    return []
                }
                defer { pending = [] }
                return pending
            }
            if queued.isEmpty { return }
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
