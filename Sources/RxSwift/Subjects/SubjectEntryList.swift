/// The subscribers of a subject in upstream's notification order (the first slot, then the others in
/// subscription order; see ``SubscriberList``), each with a key for removal; every subject keeps one in its
/// locked state.
///
/// Dispatch iterates a snapshot (`entries` is a copy-on-write array, with holes where subscribers left), so a
/// subscriber removed during a dispatch still gets that event and one added during it does not. Every method that takes entries out returns them: the subject releases them after unlocking, since
/// releasing an observer can run user code that calls back into the subject.
@usableFromInline
package struct SubjectEntryList {
    @usableFromInline var list = SubscriberList<SubjectEntry>()
    /// Makes the entries of the first observer type that subscribed (observers of other types get theirs
    /// directly), so that a subject mostly subscribed by one type looks no metadata up per subscription.
    private var entryFactory: SubjectEntryFactory?

    package init() {}

    /// The subscribers in notification order, with holes: the snapshot a dispatch iterates.
    @inlinable package var entries: SubjectSnapshot { list.slots }

    /// `true` when ``entries`` has holes (a dispatch of a snapshot without any skips the test per slot).
    @inlinable package var hasHoles: Bool { list.slots.count != list.count }

    /// `true` when there is at least one subscriber.
    @inlinable package var isEmpty: Bool { list.isEmpty }

    /// Makes the entry that delivers to `observer` (insert it with ``insert(_:owner:)``).
    @inline(__always)
    package mutating func entry<Observer: ObserverType>(for observer: Observer) -> SubjectEntry {
        let factory = entryFactory ?? SubjectEntryFactory.cached(for: Observer.self)
        entryFactory = factory
        return factory.entry(for: observer)
    }

    /// Adds `entry` under a fresh key (in the first slot when it is free, else last) and returns the key.
    @inline(__always)
    package mutating func insert(_ entry: SubjectEntry) -> Int {
        let key = list.insert(entry)
        entry.key = key
        return key
    }

    /// Removes and returns the entry with `key`, if present.
    package mutating func remove(_ key: Int) -> SubjectEntry? {
        list.remove(key)
    }

    /// Puts `entry` in place of the entry with `key` (keeping the key) and returns the replaced entry; does
    /// nothing and returns `nil` when `key` is no longer subscribed.
    package mutating func replace(_ key: Int, with entry: SubjectEntry) -> SubjectEntry? {
        guard let replaced = list.replace(key, with: entry) else { return nil }
        entry.key = key
        return replaced
    }

    /// Takes every entry (with holes), leaving the list empty.
    @usableFromInline package mutating func removeAll() -> SubjectSnapshot {
        list.removeAll()
    }
}

/// The subscribers of a subject at one moment, in notification order, with holes (see ``SubscriberList``).
@usableFromInline
package typealias SubjectSnapshot = ContiguousArray<SubscriberList<SubjectEntry>.Slot>

extension ContiguousArray where Element == SubscriberList<SubjectEntry>.Slot {
    /// Delivers the terminal event `terminal` to every subscriber of a subject snapshot of `Value`s, skipping the
    /// holes: a typed call to each subscriber that takes one, an `Event` to the others (see
    /// ``SubjectObserverEntry/deliver(_:)``).
    @inlinable @inline(__always)
    package func dispatch<Value>(_ terminal: SubjectTerminal, of _: Value.Type) {
        forEachEntry(hasHoles: true) { stored in
            unsafeDowncast(stored, to: SubjectObserverEntry<Value>.self).deliver(terminal)
        }
    }

    /// Delivers `.next(element)` to every subscriber of a subject snapshot, skipping the holes, and builds an
    /// `Event` only for subscribers that do not take elements directly (out of line).
    /// - Parameter hasHoles: `false` when the snapshot is known to have none (see
    ///   ``SubjectEntryList/hasHoles``): the loop then tests no slot.
    @inlinable @inline(__always)
    package func dispatchNext<Value>(_ element: Value, hasHoles: Bool) {
        forEachEntry(hasHoles: hasHoles) { stored in
            unsafeDowncast(stored, to: SubjectObserverEntry<Value>.self).deliverNext(element)
        }
    }

    /// Calls `body` with every entry of the snapshot in order, skipping the holes; with `hasHoles` `false`
    /// no slot is tested.
    @inlinable @inline(__always)
    package func forEachEntry(hasHoles: Bool, _ body: (SubjectEntry) -> Void) {
        withUnsafeBufferPointer { slots in
            if hasHoles {
                for slot in slots {
                    guard let stored = slot.value else { continue }
                    body(stored)
                }
            } else {
                for slot in slots { body(slot.value.unsafelyUnwrapped) }
            }
        }
    }
}
