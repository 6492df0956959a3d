/// The subscribers of a subject in upstream's notification order (``SubscriberOrder``: the first slot, then
/// the others in subscription order), each with a key for removal; every subject keeps one in its locked
/// state.
///
/// Dispatch iterates a snapshot (`entries` is a copy-on-write array), so a subscriber removed during a
/// dispatch still gets that event and one added during it does not. Every method that takes entries out
/// returns them: the subject releases them after unlocking, since releasing an observer can run user code
/// that calls back into the subject.
@usableFromInline
package struct SubjectEntryList {
    @usableFromInline package private(set) var entries = ContiguousArray<SubjectEntry>()
    private var lastKey = 0
    private var order = SubscriberOrder()
    /// The weak self-reference shared by the subject's subscription tokens, made on first subscription.
    private var link: SubjectLink?
    /// Makes the entries of the first observer type that subscribed (observers of other types get theirs
    /// directly), so that a subject mostly subscribed by one type looks no metadata up per subscription.
    private var entryFactory: SubjectEntryFactory?

    package init() {}

    /// `true` when there is at least one subscriber.
    @inlinable package var isEmpty: Bool { entries.isEmpty }

    /// Makes the entry that delivers to `observer` (insert it with ``insert(_:owner:)``).
    @inline(__always)
    package mutating func entry<Observer: ObserverType>(for observer: Observer) -> SubjectEntry {
        let factory = entryFactory ?? SubjectEntryFactory.make(for: Observer.self)
        entryFactory = factory
        return factory.entry(for: observer)
    }

    /// Adds `entry` under a fresh key (in the first slot when it is free, else last) and returns the token
    /// that removes it from `owner`.
    @inline(__always)
    package mutating func insert(_ entry: SubjectEntry, owner: SubjectSubscriptionOwner) -> SubjectSubscriptionToken {
        lastKey += 1
        entry.key = lastKey
        let index = order.insertionIndex(count: entries.count)
        if index == entries.count {
            entries.append(entry)
        } else {
            entries.insert(entry, at: index)
        }
        let link = self.link ?? SubjectLink(owner: owner)
        self.link = link
        return SubjectSubscriptionToken(link: link, key: lastKey)
    }

    /// Removes and returns the entry with `key`, if present.
    package mutating func remove(_ key: Int) -> SubjectEntry? {
        guard let index = index(of: key) else { return nil }
        order.removed(at: index)
        return entries.remove(at: index)
    }

    /// Puts `entry` in place of the entry with `key` (keeping the key) and returns the replaced entry; does
    /// nothing and returns `nil` when `key` is no longer subscribed.
    package mutating func replace(_ key: Int, with entry: SubjectEntry) -> SubjectEntry? {
        guard let index = index(of: key) else { return nil }
        entry.key = key
        defer { entries[index] = entry }
        return entries[index]
    }

    /// Takes every entry, leaving the list empty.
    @usableFromInline package mutating func removeAll() -> ContiguousArray<SubjectEntry> {
        order.removedAll()
        defer { entries = [] }
        return entries
    }

    private func index(of key: Int) -> Int? {
        // Subscribers mostly leave in reverse order of arrival: search from the end.
        entries.lastIndex(where: { $0.key == key })
    }
}

extension ContiguousArray where Element == SubjectEntry {
    /// Delivers `.next(element)` to every subscriber of a subject snapshot, building an `Event` only for
    /// subscribers that do not take elements directly.
    @inlinable @inline(__always)
    package func dispatchNext<Value>(_ element: Value) {
        for entry in self {
            let entry = unsafeDowncast(entry, to: SubjectObserverEntry<Value>.self)
            if entry.receivesElements {
                entry.receiveNext(element)
            } else {
                entry.onNextEvent(element)
            }
        }
    }

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
