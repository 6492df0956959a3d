/// A growable FIFO ring buffer that does not allocate in steady state.
@usableFromInline
package struct RingQueue<Element> {
    @usableFromInline var storage: [Element?]
    @usableFromInline var head = 0
    @usableFromInline var tail = 0
    /// The number of queued elements.
    @usableFromInline package internal(set) var count = 0

    /// Creates an empty queue with room for `capacity` elements before it grows.
    package init(capacity: Int = 8) {
        storage = Array(repeating: nil, count: Swift.max(capacity, 1))
    }

    /// `true` when nothing is queued.
    @inlinable
    package var isEmpty: Bool { count == 0 }

    /// Adds `element` at the back.
    @inlinable
    package mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[tail] = element
        tail += 1
        if tail == storage.count { tail = 0 }
        count += 1
    }

    /// Removes and returns the front element, or `nil` when empty.
    @inlinable
    package mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head += 1
        if head == storage.count { head = 0 }
        count -= 1
        return element
    }

    /// The front element without removing it.
    package var first: Element? { count > 0 ? storage[head] : nil }

    /// Removes every element, keeping the capacity.
    package mutating func removeAll() {
        while dequeue() != nil {}
        head = 0
        tail = 0
    }

    /// The queued elements, front first.
    package var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        var index = head
        for _ in 0..<count {
            result.append(storage[index]!)
            index += 1
            if index == storage.count { index = 0 }
        }
        return result
    }

    @usableFromInline
    mutating func grow() {
        let old = elements
        storage = Array(repeating: nil, count: storage.count * 2)
        for (offset, element) in old.enumerated() { storage[offset] = element }
        head = 0
        tail = old.count
    }
}
