/// The elements a subject replays to a new subscriber, copied out under the subject's lock and delivered after
/// unlocking (see ``SubjectCore/subscribe(_:subject:turn:replay:)``).
///
/// Performance: one element (a current value, a buffer of one, an async subject's last element) goes to a slot
/// on the subscriber's stack; more go to storage of exactly their number. Neither is an `Array`, whose generic
/// metadata unspecialised code would look up on every subscription, and the layout does not depend on
/// `Element`, so the core reaches the fields without a lookup either. Every method is inlined for the same
/// reason (a call would be passed the type's metadata).
package struct SubjectReplay<Element>: ~Copyable {
    /// Room for one element on the subscriber's stack.
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
