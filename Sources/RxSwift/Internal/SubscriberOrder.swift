/// Values kept in upstream's notification order (subjects' observers, a `CompositeDisposable`'s members, a hot
/// test observable's observers), each under a key for removal in logarithmic time.
///
/// The order: upstream keeps observers in a store with one "first" slot and a list. The first value added
/// takes the slot and comes first; later ones follow in the order they arrived; when the slot's occupant
/// leaves, the slot stays empty until the next value arrives, which takes it and so comes before the older
/// ones.
///
/// ```swift
/// // d1 subscribes, d2 subscribes, d1 leaves, d3 subscribes: notified d3, d2
/// ```
/// Upstream switches to a dictionary (hash order) beyond 31 observers; this order does not imitate that.
///
/// The layout: ``slots`` is index 0 (the first slot, its value `nil` while vacant) followed by the other values
/// in arrival order, each slot with its value's key. A removed value leaves a hole (a slot whose value is `nil`,
/// keeping its key) in place, so a removal moves nothing, and since keys grow with arrival, the key of a value
/// past the first slot is found by binary search even across holes. Holes at the end are dropped at once, and
/// when the holes outnumber the values the list is compacted, which amortises to a constant per removal; so
/// insertion is amortised O(1), removal O(log n), and iterating ``slots`` visits at most about twice as many
/// positions as there are values.
///
/// Iterate ``slots`` as a snapshot (it is a copy-on-write array): a value removed after the snapshot was
/// taken is still in it, and one added after it is not. A removal from a list whose ``slots`` a snapshot
/// shares copies the array once; later removals work on the copy.
@usableFromInline
package struct SubscriberList<Value> {
    /// One position of a ``SubscriberList``: a value and its key, or a hole (`value` is `nil`) that keeps the
    /// key of the value that left.
    @usableFromInline
    package struct Slot {
        /// The key of the value that is (or was) here.
        @usableFromInline package let key: Int
        /// The value, or `nil` for a hole.
        @usableFromInline package var value: Value?

        @inlinable init(key: Int, value: Value?) {
            self.key = key
            self.value = value
        }
    }

    /// The values in notification order, with holes; empty, or index 0 is the first slot. Past index 0 the keys
    /// increase strictly.
    @usableFromInline package private(set) var slots = ContiguousArray<Slot>()
    /// The number of values (slots that are not holes).
    @usableFromInline package private(set) var count = 0
    /// The last key handed out; keys are never reused.
    private var lastKey = 0
    #if DEBUG
        /// Slots examined by key searches and moved by compactions so far (debug builds only), so that tests
        /// can check that removal does work logarithmic, not linear, in the number of values.
        package private(set) var workDone = 0
    #endif

    /// Makes an empty list.
    package init() {}

    /// `true` when the list holds no value.
    @inlinable package var isEmpty: Bool { count == 0 }

    /// Adds `value` (in the first slot when it is vacant, else last) and returns its key.
    /// - Parameter value: the value to add.
    /// - Returns: a key that no other value of this list ever had.
    @inline(__always)
    package mutating func insert(_ value: Value) -> Int {
        lastKey &+= 1
        count += 1
        if !slots.isEmpty, slots[0].value == nil {
            slots[0] = Slot(key: lastKey, value: value)
        } else {
            slots.append(Slot(key: lastKey, value: value))
        }
        return lastKey
    }

    /// Removes and returns the value with `key`, if it is still in the list.
    /// - Parameter key: a key returned by ``insert(_:)``.
    /// - Returns: the removed value, or `nil` when none has that key.
    package mutating func remove(_ key: Int) -> Value? {
        guard let index = index(of: key) else { return nil }
        count -= 1
        guard index < slots.count - 1 else {
            // The last slot: drop it, and the holes before it, so that a list subscribed and disposed over and
            // over (or emptied from the end) needs no compaction.
            let removed = slots.removeLast().value
            while let last = slots.last, last.value == nil { slots.removeLast() }
            if count == 0, slots.capacity > 16 { slots = [] }  // an emptied list returns a large buffer
            return removed
        }
        let removed = slots[index].value.take()
        if slots.count - count > count { compact() }
        return removed
    }

    /// Puts `value` in place of the value with `key`, which keeps its key and position.
    /// - Returns: the replaced value, or `nil` (and nothing changes) when no value has `key`.
    package mutating func replace(_ key: Int, with value: Value) -> Value? {
        guard let index = index(of: key) else { return nil }
        defer { slots[index].value = value }
        return slots[index].value
    }

    /// Takes every value, in order and with holes, leaving the list empty.
    /// - Returns: the former ``slots``.
    @usableFromInline package mutating func removeAll() -> ContiguousArray<Slot> {
        count = 0
        defer { slots = [] }
        return slots
    }

    /// The position of the value with `key`, if it is in the list.
    private mutating func index(of key: Int) -> Int? {
        guard !slots.isEmpty else { return nil }
        if slots[0].key == key { return slots[0].value == nil ? nil : 0 }
        var low = 1
        var high = slots.count - 1
        while low <= high {
            #if DEBUG
                workDone += 1
            #endif
            let middle = low + (high - low) / 2
            let probe = slots[middle].key
            if probe == key { return slots[middle].value == nil ? nil : middle }
            if probe < key { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// Drops the holes past the first slot (which stays at index 0, vacant or not).
    private mutating func compact() {
        var compacted = ContiguousArray<Slot>()
        compacted.reserveCapacity(count + 1)
        compacted.append(slots[0])
        for index in 1..<slots.count where slots[index].value != nil {
            compacted.append(slots[index])
        }
        #if DEBUG
            workDone += slots.count
        #endif
        slots = compacted
    }
}

extension SubscriberList: Sendable where Value: Sendable {}
extension SubscriberList.Slot: Sendable where Value: Sendable {}
