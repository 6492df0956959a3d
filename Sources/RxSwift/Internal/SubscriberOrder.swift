/// The order in which upstream notifies observers (and disposes a `CompositeDisposable`'s members), for an
/// array that keeps them.
///
/// Upstream keeps observers in a store with one "first" slot and a list: the first observer added takes
/// the slot and is notified first; later ones follow in the order they arrived; when the slot's occupant
/// leaves, the slot stays empty until the next observer arrives, which takes it and so is notified before
/// the older ones. In an array, the slot is index 0 while ``isFirstSlotOccupied``: a new element goes to
/// ``insertionIndex(count:)``, and removals report their index to ``removed(at:)``.
///
/// ```swift
/// // d1 subscribes, d2 subscribes, d1 leaves, d3 subscribes: notified d3, d2
/// ```
/// Upstream switches to a dictionary (hash order) beyond 31 observers; this order does not imitate that.
package struct SubscriberOrder: Sendable {
    /// Whether index 0 of the array holds the occupant of the first slot.
    package private(set) var isFirstSlotOccupied = false

    /// Makes the order of an empty array.
    @inlinable package init() {}

    /// Where to insert a new element into an array of `count` elements; records the insertion.
    /// - Parameter count: the number of elements before the insertion.
    /// - Returns: 0 when the new element takes the first slot, `count` (the end) otherwise.
    @inlinable
    package mutating func insertionIndex(count: Int) -> Int {
        if isFirstSlotOccupied { return count }
        isFirstSlotOccupied = true
        return 0
    }

    /// Records that the element at `index` was removed.
    /// - Parameter index: its index before the removal.
    @inlinable
    package mutating func removed(at index: Int) {
        if index == 0 { isFirstSlotOccupied = false }
    }

    /// Records that every element was removed.
    @inlinable
    package mutating func removedAll() {
        isFirstSlotOccupied = false
    }
}
