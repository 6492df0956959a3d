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
    ///
    /// Performance: a hole is told by the sign of the stored key, not by testing `value` for `nil`, which for
    /// an existential value (a `CompositeDisposable`'s members) goes through value-witness calls.
    @usableFromInline
    package struct Slot {
        /// The key, negated once the value has left.
        private var signedKey: Int
        /// The value, or `nil` for a hole.
        @usableFromInline package private(set) var value: Value?

        init(key: Int, value: Value) {
            self.signedKey = key
            self.value = value
        }

        /// The key of the value that is (or was) here.
        package var key: Int { signedKey < 0 ? -signedKey : signedKey }

        /// `true` when the value has left.
        package var isHole: Bool { signedKey < 0 }

        /// Takes the value out, leaving a hole.
        mutating func takeValue() -> Value? {
            signedKey = -key
            return value.take()
        }

        /// Puts `newValue` in place of the value (not a hole), returning the old one.
        mutating func replaceValue(with newValue: Value) -> Value? {
            defer { value = newValue }
            return value
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
        if !slots.isEmpty, slots[0].isHole {
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
            while !slots.isEmpty, slots[slots.count - 1].isHole { slots.removeLast() }
            if count == 0, slots.capacity > 16 { slots = [] }  // an emptied list returns a large buffer
            return removed
        }
        let removed = slots[index].takeValue()
        if slots.count - count > count { compact() }
        return removed
    }

    /// Puts `value` in place of the value with `key`, which keeps its key and position.
    /// - Returns: the replaced value, or `nil` (and nothing changes) when no value has `key`.
    package mutating func replace(_ key: Int, with value: Value) -> Value? {
        guard let index = index(of: key) else { return nil }
        return slots[index].replaceValue(with: value)
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
        if slots[0].key == key { return slots[0].isHole ? nil : 0 }
        guard let index = searchPastFirstSlot(for: key) else { return nil }
        return slots[index].isHole ? nil : index
    }

    /// The position past the first slot whose key is `key`, if any.
    ///
    /// Keys there increase, and after removals in any order they stay spread fairly evenly: the search guesses
    /// the position from the key (interpolation), gallops from the guess until it brackets the key, then
    /// bisects the bracket. It looks at O(log d) slots near the guess, d being the guess's distance from the
    /// key; so at most O(log n), and few and close together (cache-friendly) for evenly spread keys.
    private mutating func searchPastFirstSlot(for key: Int) -> Int? {
        var low = 1
        var high = slots.count - 1
        guard low <= high, key >= slots[low].key, key <= slots[high].key else { return nil }
        let span = slots[high].key - slots[low].key
        let guess = span == 0 ? low : low + Int(Double(key - slots[low].key) / Double(span) * Double(high - low))
        countWork()
        let guessKey = slots[guess].key
        if guessKey == key { return guess }
        // Gallop away from the guess towards the key: [low, high] ends up the bracket that holds it.
        var step = 1
        if guessKey < key {
            low = guess + 1
            while low + step - 1 < high {
                countWork()
                let probe = low + step - 1
                if slots[probe].key >= key {
                    high = probe
                    break
                }
                low = probe + 1
                step *= 2
            }
        } else {
            high = guess - 1
            while high - step + 1 > low {
                countWork()
                let probe = high - step + 1
                if slots[probe].key <= key {
                    low = probe
                    break
                }
                high = probe - 1
                step *= 2
            }
        }
        while low <= high {
            countWork()
            let middle = low + (high - low) / 2
            let probe = slots[middle].key
            if probe == key { return middle }
            if probe < key { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// Counts one step of a search or compaction (debug builds only).
    @inline(__always)
    private mutating func countWork(_ steps: Int = 1) {
        #if DEBUG
            workDone += steps
        #endif
    }

    /// Drops the holes past the first slot (which stays at index 0, vacant or not), moving the values down in
    /// place (a snapshot sharing the array makes this copy it once, as any removal would).
    private mutating func compact() {
        countWork(slots.count)
        // Performance: the buffer's `swapAt` moves the slots; the array's copies them (value-witness calls and a
        // retain and release of each value moved; fence probe `compositeDisposable.churn.1000keys`).
        let kept = slots.withUnsafeMutableBufferPointer { buffer in
            var kept = 1
            for index in 1..<buffer.count where !buffer[index].isHole {
                if index != kept { buffer.swapAt(kept, index) }
                kept += 1
            }
            return kept
        }
        slots.removeLast(slots.count - kept)
    }
}

extension SubscriberList: Sendable where Value: Sendable {}
extension SubscriberList.Slot: Sendable where Value: Sendable {}
