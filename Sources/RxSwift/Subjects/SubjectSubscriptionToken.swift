/// What a subject's subscription tokens hold on to: the subject's lock-guarded state, never the subject.
///
/// Only the state of a subject conforms (``LockedState`` whose state is a ``SubjectStateWithObservers``), so
/// that a token can remove its subscriber without keeping the subject alive and without a weak reference.
@usableFromInline
package protocol SubjectSubscriptionOwner: AnyObject, Sendable {
    /// Removes the subscriber with `key`, if it is still subscribed, and releases it after unlocking.
    func unsubscribe(_ key: Int)
}

/// The lock-guarded state of a subject: it holds the subject's subscribers.
package protocol SubjectStateWithObservers {
    /// The subscribers.
    var observers: SubjectEntryList { get set }
}

/// The locked state of a subject that records its terminal event as a ``StoppedEventBox`` (`BehaviorSubject`,
/// `ReplaySubject`).
package protocol TerminatingSubjectState: SubjectStateWithObservers {
    /// The terminal event (a `StoppedEventBox<Element>`), once received.
    var stopped: AnyObject? { get set }
    /// Whether the subject has been disposed.
    var isDisposed: Bool { get }
}

extension LockedState where State: TerminatingSubjectState {
    /// Records the terminal `event` unless the subject has already stopped or been disposed, takes the
    /// subscribers out of the list under the lock, and sends them the event after unlocking.
    func terminate<Element>(with event: Event<Element>) {
        let box = StoppedEventBox(event)
        let observers = withLock { state -> SubjectSnapshot in
            if state.isDisposed || state.stopped != nil { return [] }
            state.stopped = box
            return state.observers.removeAll()
        }
        observers.dispatch(event)
    }

    /// Broadcasts `element` unless the subject has stopped or been disposed. Under the lock, `update` first
    /// changes the subject's element storage; an element that leaves it goes to `released` (uninitialised
    /// memory on the stack), and `update` returns `true` when it put one there: it is released after unlocking,
    /// since releasing it can run user code.
    ///
    /// Performance: inlined into the subjects' `receiveNext`, so nothing here looks metadata up per element.
    @inline(__always)
    func broadcastNext<Element>(
        _ element: Element,
        update: (inout State, _ released: UnsafeMutablePointer<Element>) -> Bool
    ) {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { slot in
            let released = slot.baseAddress!
            var didRelease = false
            var hasHoles = true
            let observers = withLock { state -> SubjectSnapshot in
                if state.isDisposed || state.stopped != nil { return [] }
                didRelease = update(&state, released)
                hasHoles = state.observers.hasHoles
                return state.observers.entries
            }
            if didRelease { released.deinitialize(count: 1) }  // outside the lock
            observers.dispatchNext(element, hasHoles: hasHoles)
        }
    }
}

// Why the tokens hold the state and not the subject (issue 24): a weak reference to the subject gave every
// subject a side table, and every retain and release of a subject then took the runtime's slow path. The
// state is a separate object that the subject owns; a token retains it strongly, which keeps the subscriber
// list (and its lock) alive but not the subject:
// - the subject's `deinit` empties the list under the same lock (``SubjectEntryList/releaseAll(in:)``), so
//   observers do not outlive their subject, as upstream;
// - a dispose racing the subject's `deinit` takes that lock too: whichever comes second finds the key gone
//   (keys are never reused) and does nothing; neither touches the subject;
// - every removed entry is released after unlocking, so an observer whose `deinit` disposes another token
//   (of this or any subject) takes the lock afresh instead of deadlocking.
extension LockedState: SubjectSubscriptionOwner where State: SubjectStateWithObservers {
    /// Removes the subscriber with `key`, if present, and releases it outside the lock.
    @usableFromInline package func unsubscribe(_ key: Int) {
        let removed = withLock { $0.observers.remove(key) }
        withExtendedLifetime(removed) {}  // the observer is released here, outside the lock
    }
}

/// The disposable a subject returns from `subscribe`: disposing it removes one subscriber.
///
/// A three-word value (the subject's state, as a ``SubjectSubscriptionOwner``, and a key), so that it fits an
/// existential's inline buffer and subscribing allocates nothing for it. It does not keep the subject alive
/// (see ``SubjectSubscriptionOwner``); disposing twice is harmless because a ``SubjectEntryList`` never reuses
/// a key.
package struct SubjectSubscriptionToken: Disposable, Sendable {
    private let owner: any SubjectSubscriptionOwner
    private let key: Int

    package init(owner: any SubjectSubscriptionOwner, key: Int) {
        self.owner = owner
        self.key = key
    }

    package func dispose() {
        owner.unsubscribe(key)
    }
}
