/// The subscriber list of a `share(replay: 0 or 1)` connection (see ``ShareConnectionBase``): a subject core whose
/// list ends when its last subscriber leaves. Joining inserts into a live list, or returns `nil` once it has ended;
/// leaving the list empty ends it and disconnects the connection.
extension LockedState where State == SubjectState {
    /// ``unsubscribe(_:)`` from the list of a `share` connection (see ``ShareToken``): a list that this leaves
    /// empty ends (it takes no more subscribers), and the connection then disconnects, after unlocking.
    package func leave(_ key: Int) {
        var ended: ShareConnectionBase?
        let removed = withLock { state -> SubjectEntry? in
            let removed = state.observers.remove(key)
            if removed != nil, state.observers.isEmpty, state.endsWhenEmpty != nil {
                state.isDisposed = true
                ended = state.endsWhenEmpty.take()
            }
            return removed
        }
        withExtendedLifetime(removed) {}  // the observer is released here, outside the lock
        ended?.lastSubscriberLeft()
    }

    /// Subscribes `observer` to a live list and returns its subscription, replaying what `replay` copies out;
    /// returns `nil`, subscribing nothing and telling the observer nothing, once the list has ended. See
    /// ``joinReplaying(holdsReplay:hasReplay:replay:keying:entry:)`` for the other parameters.
    @inline(__always)
    func join<Observer: ObserverType>(
        _ observer: Observer,
        holdsReplay: Bool,
        hasReplay: () -> Bool,
        replay: (_ terminal: SubjectTerminal?, _ into: inout SubjectReplay<Observer.Element>) -> Void
    ) -> Disposable? {
        let key = joinReplaying(holdsReplay: holdsReplay, hasReplay: hasReplay, replay: replay) {
            $0.observers.entry(for: observer)
        }
        return key < 0 ? nil : ShareToken(core: self, key: key)
    }

    /// ``join(_:holdsReplay:hasReplay:replay:)`` for `subscribe(onNext:onError:onCompleted:onDisposed:)`, with
    /// one entry that is the observer (as ``subscribe(closures:onDisposed:replaySlot:replay:)`` for a live list).
    @inline(__always)
    func join<Element>(
        closures entry: SubjectClosureEntry<Element>,
        onDisposed: (() -> Void)?,
        holdsReplay: Bool,
        hasReplay: () -> Bool,
        replay: (_ terminal: SubjectTerminal?, _ into: inout SubjectReplay<Element>) -> Void
    ) -> Disposable? {
        let subscription = onDisposed.map { SubjectClosureSubscription(core: self, onDisposed: $0, leaves: true) }
        entry.subscription = subscription
        let key = joinReplaying(
            holdsReplay: holdsReplay, hasReplay: hasReplay, replay: replay, keying: subscription
        ) { _ in entry }
        if key < 0 { return nil }
        return subscription ?? ShareToken(core: self, key: key)
    }

    /// Inserts the entry `makeEntry` makes into a live list and returns its key, or -1 once the list has ended.
    ///
    /// While `hasReplay` (asked under the lock) says there is nothing to replay, the entry is inserted at once, with
    /// no room made for a replay. Otherwise, and at once when the caller knows that the list `holdsReplay`, it is
    /// inserted and replayed as by ``insertReplaying(replay:slot:keying:entry:orMake:)``.
    @inline(__always)
    private func joinReplaying<Element>(
        holdsReplay: Bool,
        hasReplay: () -> Bool,
        replay: (_ terminal: SubjectTerminal?, _ into: inout SubjectReplay<Element>) -> Void,
        keying subscription: SubjectClosureSubscription? = nil,
        entry makeEntry: (inout SubjectState) -> SubjectEntry
    ) -> Int {
        if !holdsReplay {
            let key = withLock { state -> Int in
                guard state.isLive else { return -1 }
                if hasReplay() { return -2 }
                let key = state.observers.insert(makeEntry(&state))
                subscription?.key = key
                return key
            }
            if key != -2 { return key }
        }
        return withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { slot in
            insertReplaying(
                replay: replay, slot: slot.baseAddress.unsafelyUnwrapped, keying: subscription, orMake: makeEntry)
        }
    }
}

/// The disposable a `share` connection returns from a join: disposing it removes one subscriber, and the last one
/// ends the connection (see ``SubjectCore/leave(_:)``). Two words, as ``SubjectToken``.
package struct ShareToken: Disposable, Sendable {
    /// The list of the connection.
    let core: SubjectCore
    /// The entry's key in the list.
    let key: Int

    /// Removes the entry, if it is still subscribed, and disconnects when it was the last one.
    package func dispose() {
        core.leave(key)
    }
}
