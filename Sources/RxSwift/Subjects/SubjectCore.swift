/// The core every subject shares (issue 30): the subscriber list, the terminal event, the disposed flag, the
/// subscribe decision, broadcast, terminate, dispose and the subscription token. A subject supplies only its
/// policy: what it stores on `next` (``SubjectCore/broadcastNext(_:update:)``), what a new subscriber is replayed
/// (``SubjectCore/subscribe(_:subject:replay:)``) and what it sends on a terminal event
/// (``SubjectCore/takeSubscribers(terminatingWith:_:)``).
///
/// Performance: one non-generic state for every subject, so subscribe, dispose and every critical section run
/// specialised code with no runtime generic-metadata lookup; the subject's elements (a current value, a replay
/// buffer) are stored properties of the subject, touched only inside the policy closures, under this lock.
@usableFromInline
package typealias SubjectCore = LockedState<SubjectState>

/// The lock-guarded state of every subject (see ``SubjectCore``).
@usableFromInline
package struct SubjectState: ~Copyable {
    /// The subscribers.
    @usableFromInline var observers = SubjectEntryList()
    /// How the subject terminated, once it has.
    @usableFromInline var terminal: SubjectTerminal?
    /// Whether the subject has been disposed (for a `share` connection: whether it has ended, its last subscriber
    /// gone).
    @usableFromInline var isDisposed = false
    /// The `share` connection whose subscriber list this is, which ends when its last subscriber leaves (see
    /// ``ShareConnectionBase``): the one policy of removal. `nil` for a subject, and once the connection has ended.
    @usableFromInline var endsWhenEmpty: ShareConnectionBase?
    #if DEBUG
        /// Reports overlapping `on` calls (debug builds only, as upstream). Its atomic is the one field touched
        /// without the lock; its site is written once, before the subject is published.
        @usableFromInline var misuseTracker = MisuseTracker()
    #endif

    @usableFromInline
    package init() {}

    /// `true` while the subject takes new subscribers and elements: neither terminated nor disposed.
    @inlinable
    var isLive: Bool {
        if isDisposed { return false }
        if case .none = terminal { return true }
        return false
    }
}

extension LockedState where State == SubjectState {
    /// `true` when at least one observer is subscribed.
    package var hasObservers: Bool {
        withLock { !$0.observers.isEmpty }
    }

    /// `true` once the subject has been disposed.
    package var isDisposed: Bool {
        withLock { $0.isDisposed }
    }

    /// Empties the subscriber list and releases the subscribers after unlocking: what a subject's `deinit`
    /// does, since its subscription tokens may keep the core alive (see ``SubjectToken``).
    package func releaseAll() {
        let released = withLock { $0.observers.removeAll() }
        withExtendedLifetime(released) {}  // the observers are released here, outside the lock
    }

    /// Removes the subscriber with `key`, if it is still subscribed, and releases it after unlocking.
    @usableFromInline @inline(__always)
    package func unsubscribe(_ key: Int) {
        let removed = withLock { $0.observers.remove(key) }
        withExtendedLifetime(removed) {}  // the observer is released here, outside the lock
    }

    /// Marks the subject disposed and releases every subscriber, the terminal event and what `release` takes
    /// out of the subject's own storage (under the lock), after unlocking.
    package func dispose(releasing release: () -> Any = { () }) {
        let released = withLock { state in
            state.isDisposed = true
            defer { state.terminal = nil }
            return (state.observers.removeAll(), state.terminal, release())
        }
        withExtendedLifetime(released) {}  // released here, outside the lock
    }

    /// Records the terminal event `terminal` and sends it to the subscribers, of a subject of `Element`s (the
    /// subject's `receiveCompleted()` and `receiveError(_:)`, unless its policy sends more).
    ///
    /// Performance: builds no `Event` for subscribers that take the terminal event directly (a metadata lookup
    /// in unspecialised code); see ``SubjectObserverEntry/deliver(_:)``.
    package func terminate<Element>(with terminal: SubjectTerminal, of _: Element.Type) {
        takeSubscribers(terminatingWith: terminal).dispatch(terminal, of: Element.self)
    }

    /// Records the terminal event `terminal` unless the subject has stopped or been disposed, runs `update` (the
    /// subject's policy) under the lock, and returns the subscribers, taken out of the list: the caller sends
    /// them the terminal events after unlocking. Returns no subscribers when the subject had already stopped.
    package func takeSubscribers(
        terminatingWith terminal: SubjectTerminal, _ update: () -> Void = {}
    ) -> SubjectSnapshot {
        delivering {
            withLock { state -> SubjectSnapshot in
                guard state.isLive else { return [] }
                state.terminal = terminal
                state.endsWhenEmpty = nil
                update()
                return state.observers.removeAll()
            }
        }
    }

    /// Runs `body`, one delivery to the subject: debug builds report one that overlaps another (re-entrancy or
    /// two threads at once), as upstream.
    @inline(__always)
    package func delivering<Result>(_ body: () -> Result) -> Result {
        #if DEBUG
            // The tracker is atomic and never replaced: read in place, without the lock. Not through
            // `withoutLocking`, whose `inout` access ThreadSanitizer reports as a write racing the locked ones.
            let storage = self.storage
            let entered = storage.state.misuseTracker.enter()
            defer { storage.state.misuseTracker.leave(entered) }
        #endif
        return body()
    }

    /// Broadcasts `element` unless the subject has stopped or been disposed. Under the lock, `update` (the
    /// subject's policy) first changes the subject's element storage; an element that leaves it goes to
    /// `released` (uninitialised memory on the stack), and `update` returns `true` when it put one there: it is
    /// released after unlocking, since releasing it can run user code.
    ///
    /// Performance: inlined into the subjects' `receiveNext`, so nothing here looks metadata up per element.
    @inline(__always)
    package func broadcastNext<Element>(
        _ element: Element,
        update: (_ released: UnsafeMutablePointer<Element>) -> Bool
    ) {
        delivering {
            broadcastNext(element, storing: update)
        }
    }

    /// ``broadcastNext(_:update:)`` inside the delivery.
    @inline(__always)
    private func broadcastNext<Element>(
        _ element: Element, storing update: (_ released: UnsafeMutablePointer<Element>) -> Bool
    ) {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { slot in
            let released = slot.baseAddress!
            var didRelease = false
            var hasHoles = true
            let observers = withLock { state -> SubjectSnapshot in
                guard state.isLive else { return [] }
                didRelease = update(released)
                hasHoles = state.observers.hasHoles
                return state.observers.entries
            }
            // Outside the lock; `move()` of one element rather than `deinitialize(count:)`, which unspecialised
            // code runs as the runtime's array loop.
            if didRelease { _ = released.move() }
            observers.dispatchNext(element, hasHoles: hasHoles)
        }
    }

    /// Broadcasts `element` to the current subscribers; an element reaches nobody once the subject has
    /// stopped or been disposed (it has no subscribers left then).
    @inline(__always)
    package func broadcastNext<Element>(_ element: Element) {
        delivering {
            var hasHoles = true
            let observers = withLock { state -> SubjectSnapshot in
                hasHoles = state.observers.hasHoles
                return state.observers.entries
            }
            observers.dispatchNext(element, hasHoles: hasHoles)
        }
    }

    /// Subscribes `observer` to a subject that replays nothing (`PublishSubject`): a live subject inserts the
    /// observer's entry; a terminated one sends its terminal event and a disposed one
    /// ``RxError/disposed(object:)``, after unlocking.
    ///
    /// Performance: touches no `[Element]` and no `Event<Element>` on the way in, so that a subscription looks no
    /// generic metadata up.
    package func subscribe<Observer: ObserverType>(_ observer: Observer, subject: AnyObject) -> Disposable {
        let decision = withLock { state -> SubjectSubscribeDecision in
            if state.isDisposed { return .disposed }
            if let terminal = state.terminal { return .terminated(terminal) }
            let entry = state.observers.entry(for: observer)
            return .subscribed(key: state.observers.insert(entry), gated: nil)
        }
        if case .subscribed(let key, _) = decision { return SubjectToken(core: self, key: key) }
        return reject(observer, decision, subject: subject)
    }

    /// Subscribes `observer` to a subject that replays elements: the subject's policy `replay`, run under the
    /// lock, appends them (it is given how the subject terminated, when it has: not an `Event`, whose metadata
    /// unspecialised code would look up).
    ///
    /// A live subject inserts the observer's entry, which holds live events back until the calling thread has
    /// delivered the replay after unlocking (see ``SubjectObserverEntry``). A terminated subject delivers the replay
    /// and its terminal event, a disposed one ``RxError/disposed(object:)``. Everything is delivered after
    /// unlocking, and nobody waits for anybody's replay.
    /// - Parameter subject: the subject, for the disposal error.
    func subscribe<Observer: ObserverType>(
        _ observer: Observer,
        subject: AnyObject,
        replay: (_ terminal: SubjectTerminal?, _ into: inout SubjectReplay<Observer.Element>) -> Void
    ) -> Disposable {
        // The key of the new subscriber, or -1 when the subject had stopped (a plain integer rather than an optional
        // `Disposable`, which would be copied through value witnesses).
        let key = withUnsafeTemporaryAllocation(of: Observer.Element.self, capacity: 1) { slot -> Int in
            var elements = SubjectReplay(slot: slot.baseAddress.unsafelyUnwrapped)
            let decision = withLock { state -> SubjectSubscribeDecision in
                if state.isDisposed { return .disposed }
                if let terminal = state.terminal {
                    replay(terminal, &elements)
                    return .terminated(terminal)
                }
                let entry = state.observers.entry(for: observer)
                let key = insertGating(entry, in: &state, replay: replay, into: &elements)
                return .subscribed(key: key, gated: elements.count != 0 ? entry : nil)
            }
            guard case .subscribed(let inserted, let gated) = decision else {
                reject(observer, decision, replaying: elements, subject: subject)
                return -1
            }
            if let gated { goLive(gated, replaying: elements) } else { _ = consume elements }
            return inserted
        }
        return key < 0 ? Disposables.create() : SubjectToken(core: self, key: key)
    }

    /// Tells a subscriber of a terminated or disposed replaying subject: the replay first, when it terminated
    /// (out of line: off the subscription path).
    @inline(never)
    private func reject<Observer: ObserverType>(
        _ observer: Observer, _ decision: SubjectSubscribeDecision,
        replaying elements: consuming SubjectReplay<Observer.Element>, subject: AnyObject
    ) {
        if case .terminated = decision {
            elements.deliver { observer.on(.next($0)) }
        } else {
            _ = consume elements
        }
        _ = reject(observer, decision, subject: subject)
    }

    /// Tells a subscriber of a terminated or disposed subject its terminal event or the disposal error.
    @inline(never)
    private func reject<Observer: ObserverType>(
        _ observer: Observer, _ decision: SubjectSubscribeDecision, subject: AnyObject
    ) -> Disposable {
        switch decision {
        case .subscribed:
            break
        case .terminated(let terminal):
            observer.on(terminal.event(of: Observer.Element.self))
        case .disposed:
            observer.on(.error(RxError.disposed(object: subject)))
        }
        return Disposables.create()
    }

    /// Inserts `entry` into `state` (locked) and returns its key; when `replay` leaves elements, the entry holds
    /// live events back for the replay that the calling thread delivers after unlocking.
    @inline(__always)
    private func insertGating<Element>(
        _ entry: SubjectEntry, in state: inout SubjectState,
        replay: (_ terminal: SubjectTerminal?, _ into: inout SubjectReplay<Element>) -> Void,
        into elements: inout SubjectReplay<Element>
    ) -> Int {
        replay(nil, &elements)
        if elements.count != 0 {
            unsafeDowncast(entry, to: SubjectObserverEntry<Element>.self).beginReplay(lock: self)
        }
        return state.observers.insert(entry)
    }

    /// Delivers the replay to the entry `gated`, which then lets live events through.
    @inline(__always)
    private func goLive<Element>(_ gated: SubjectEntry, replaying elements: consuming SubjectReplay<Element>) {
        unsafeDowncast(gated, to: SubjectObserverEntry<Element>.self).replay(elements)
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` on a subject that replays nothing, with one entry that
    /// is the observer: inserts `entry` into a live subject and returns its subscription, or returns `nil`
    /// (having subscribed nothing) when the subject has terminated or been disposed, where the general path tells
    /// the closures.
    @inline(__always)
    func subscribe<Element>(closures entry: SubjectClosureEntry<Element>, onDisposed: (() -> Void)?) -> Disposable? {
        guard let onDisposed else {
            guard let key = insert(entry) else { return nil }
            return SubjectToken(core: self, key: key)
        }
        let subscription = SubjectClosureSubscription(core: self, onDisposed: onDisposed)
        entry.subscription = subscription
        return insert(entry, keying: subscription) == nil ? nil : subscription
    }

    /// Inserts `entry` into a live subject and returns its key, first writing it into `subscription` (if any)
    /// under the lock; returns `nil` (inserting nothing) when the subject has terminated or been disposed.
    @inline(__always)
    private func insert(_ entry: SubjectEntry, keying subscription: SubjectClosureSubscription? = nil) -> Int? {
        withLock { state in
            guard state.isLive else { return nil }
            let key = state.observers.insert(entry)
            subscription?.key = key
            return key
        }
    }

    /// `subscribe(closures:onDisposed:)` on a subject that replays elements (as for
    /// ``subscribe(_:subject:replay:)``): the entry holds live events back until the replay is delivered. The first
    /// replayed element goes through `replaySlot`, the subject's room, leased for the subscription; when another
    /// subscription holds it, through room made for this one.
    ///
    /// Performance: inlined into the subject's `subscribeDirectly`, with its `replay` closure (fence probe
    /// `behaviorSubject.subscribe+dispose`).
    @inline(__always)
    func subscribe<Element>(
        closures entry: SubjectClosureEntry<Element>,
        onDisposed: (() -> Void)?,
        replaySlot: ReplaySlot<Element>,
        replay: (_ terminal: SubjectTerminal?, _ into: inout SubjectReplay<Element>) -> Void
    ) -> Disposable? {
        let subscription = onDisposed.map { SubjectClosureSubscription(core: self, onDisposed: $0) }
        entry.subscription = subscription
        // Room of its own, rarely: only when another subscription holds the subject's.
        let leased = replaySlot.take()
        let slot = leased ?? .allocate(capacity: 1)
        let key = insertReplaying(replay: replay, slot: slot, keying: subscription, entry: entry)
        if leased != nil { replaySlot.giveBack() } else { slot.deallocate() }
        if key < 0 { return nil }
        return subscription ?? SubjectToken(core: self, key: key)
    }

    /// Inserts `entry`, or the entry `makeEntry` makes (under the lock) when `entry` is `nil`, into a live list,
    /// writing its key into `subscription` (if any) under the lock, and delivers the replay to it after unlocking;
    /// returns the key, or -1 (inserting nothing) when the list is no longer live. The first replayed element is
    /// copied to `slot` (uninitialised room for one element that the caller alone uses, and that it is left
    /// uninitialised).
    ///
    /// Performance: an entry made before (`subscribe(onNext:…)`'s) is passed as it is, not returned by a closure
    /// (a context and a forwarder per subscription).
    @inline(__always)
    func insertReplaying<Element>(
        replay: (_ terminal: SubjectTerminal?, _ into: inout SubjectReplay<Element>) -> Void,
        slot: UnsafeMutablePointer<Element>,
        keying subscription: SubjectClosureSubscription? = nil,
        entry: SubjectEntry? = nil,
        orMake makeEntry: (inout SubjectState) -> SubjectEntry = { _ in preconditionFailure("no entry to insert") }
    ) -> Int {
        var elements = SubjectReplay(slot: slot)
        // The inserted entry (its key is written into it under the lock, and never changes), or `nil`:
        // a class reference rather than the decision enum, which was copied and destroyed out of line.
        let inserted = withLock { state -> SubjectEntry? in
            guard state.isLive else { return nil }
            let entry = entry ?? makeEntry(&state)
            let key = insertGating(entry, in: &state, replay: replay, into: &elements)
            subscription?.key = key
            return entry
        }
        guard let inserted else {
            _ = consume elements
            return -1
        }
        if elements.count != 0 { goLive(inserted, replaying: elements) } else { _ = consume elements }
        return inserted.key
    }
}

/// What a subject's core decided, under its lock, for a new subscriber (not generic, so that deciding looks
/// no metadata up).
private enum SubjectSubscribeDecision {
    /// Subscribed under `key`; `gated`, when there is something to replay, is the entry that holds live events
    /// back until the replay is delivered.
    case subscribed(key: Int, gated: SubjectEntry?)
    /// The subject has terminated so.
    case terminated(SubjectTerminal)
    /// The subject has been disposed.
    case disposed
}

// Why the tokens hold the core and not the subject (issue 24): a weak reference to the subject gave every
// subject a side table, and every retain and release of a subject then took the runtime's slow path. The core
// is a separate object that the subject owns; a token retains it strongly, which keeps the subscriber list (and
// its lock) alive but not the subject:
// - the subject's `deinit` empties the list under the same lock (``SubjectCore/releaseAll()``), so observers do
//   not outlive their subject, as upstream;
// - a dispose racing the subject's `deinit` takes that lock too: whichever comes second finds the key gone (keys
//   are never reused) and does nothing; neither touches the subject;
// - every removed entry is released after unlocking, so an observer whose `deinit` disposes another token (of
//   this or any subject) takes the lock afresh instead of deadlocking.

/// The disposable a subject returns from `subscribe`: disposing it removes one subscriber.
///
/// Two words (the subject's core and a key), so that it fits an existential's inline buffer and subscribing
/// allocates nothing for it. It does not keep the subject alive, and disposing twice is harmless because a
/// ``SubjectEntryList`` never reuses a key.
@usableFromInline
package struct SubjectToken: Disposable, Sendable {
    @usableFromInline let core: SubjectCore
    @usableFromInline let key: Int

    /// The subscription of the entry with `key` in `core`.
    @usableFromInline
    package init(core: SubjectCore, key: Int) {
        self.core = core
        self.key = key
    }

    /// Removes the entry, if it is still subscribed, and releases it outside the lock.
    @usableFromInline
    package func dispose() {
        core.unsubscribe(key)
    }
}

/// How a subject terminated: not generic, so that the core keeps it without a box and decides on it without a
/// cast; the `Event` is built only when a terminal event is delivered.
@usableFromInline
package enum SubjectTerminal {
    /// The subject completed.
    case completed
    /// The subject failed with this error.
    case failed(Swift.Error)

    /// The terminal event.
    func event<Element>(of _: Element.Type) -> Event<Element> {
        switch self {
        case .completed: .completed
        case .failed(let error): .error(error)
        }
    }
}
