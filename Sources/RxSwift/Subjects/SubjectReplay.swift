import Synchronization

/// The elements a subject replays to a new subscriber, copied out under the subject's lock and delivered after
/// unlocking (see ``SubjectCore/subscribe(_:subject:replay:)``).
///
/// Performance: one element (a current value, a buffer of one, an async subject's last element) goes to a slot
/// on the subscriber's stack; more go to storage of exactly their number. Neither is an `Array`, whose generic
/// metadata unspecialised code would look up on every subscription, and the layout does not depend on
/// `Element`, so the core reaches the fields without a lookup either. Every method is inlined for the same
/// reason (a call would be passed the type's metadata).
package struct SubjectReplay<Element>: ~Copyable {
    /// Room for one element on the subscriber's stack (or the subject's, leased).
    private let slot: UnsafeMutablePointer<Element>
    /// Storage for more than one element, made by ``reserve(_:)``.
    private var storage: UnsafeMutablePointer<Element>?
    /// The number of elements appended.
    package private(set) var count = 0

    /// A replay whose first element goes to `slot` (uninitialised memory that outlives the replay).
    @inline(__always)
    package init(slot: UnsafeMutablePointer<Element>) {
        self.slot = slot
    }

    /// Makes room for `capacity` elements in all (call it before the first ``append(_:)`` when there may be more
    /// than one).
    @inline(__always)
    package mutating func reserve(_ capacity: Int) {
        if capacity > 1 && storage == nil {
            storage = .allocate(capacity: capacity)
        }
    }

    /// Appends `element` (within the room made by ``reserve(_:)``; one element needs none).
    @inline(__always)
    package mutating func append(_ element: Element) {
        precondition(count == 0 || storage != nil, "SubjectReplay: reserve room before appending a second element")
        ((storage ?? slot) + count).initialize(to: element)
        count += 1
    }

    /// Hands every element, oldest first, to `body`, leaving the replay empty and its storage released.
    @inline(__always)
    package consuming func deliver(_ body: (Element) -> Void) {
        let base = storage ?? slot
        for offset in 0..<count { body((base + offset).move()) }
        storage?.deallocate()
    }
}

/// Room for one element that a replaying subject keeps for the replays of its subscribers with closures: the
/// subscription that leases it copies the replayed element there under the subject's lock and delivers it after
/// unlocking; a subscription made meanwhile on another thread finds it leased and replays through room of its own.
///
/// Performance: made once per subject, not on every subscription: in a subject's unspecialised code, room for an
/// element on the stack is sized from its metadata on every call.
final class ReplaySlot<Element>: @unchecked Sendable {
    // Sendable: `element` is touched only by the one thread that holds the lease, taken and given back atomically.
    private let element = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    private let isLeased = Atomic<Bool>(false)

    deinit { element.deallocate() }

    /// The room (uninitialised), which the caller alone uses until it calls ``giveBack()``, or `nil` when
    /// another subscription uses it.
    ///
    /// Performance: a pair of calls rather than a method that calls a closure with the room: the subscription in
    /// between is too large to be inlined as a closure, and calling it out of line cost more than the lease itself
    /// (fence probe `behaviorSubject.subscribe+dispose`). ``SubjectCore/subscribe(closures:onDisposed:replaySlot:replay:)``
    /// is the one caller, and it pairs them.
    @inline(__always)
    func take() -> UnsafeMutablePointer<Element>? {
        isLeased.exchange(true, ordering: .acquiring) ? nil : element
    }

    /// Gives back the room that ``take()`` returned, left uninitialised, as it was taken.
    @inline(__always)
    func giveBack() {
        isLeased.store(false, ordering: .releasing)
    }
}
