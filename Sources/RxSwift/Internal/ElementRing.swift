/// A growable FIFO ring of elements in unsafe storage: a `ReplaySubject`'s buffer, `observe(on:)`'s queues.
/// Not thread-safe: its owner guards it.
///
/// Performance: a class, so that its owners' unspecialised code finds `Element`'s metadata in the object
/// itself. A `[Element?]` ring or an array (or any generic value type kept in a locked state) costs runtime
/// generic-metadata or conformance lookups on every element: hundreds of instructions each, several per
/// element.
final class ElementRing<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var head = 0
    /// The number of buffered elements.
    private(set) var count = 0

    /// Makes an empty ring.
    init() {
        capacity = 4
        storage = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        removeAll()
        storage.deallocate()
    }

    /// Appends `element`. When `limit` elements are already buffered, the oldest leaves: it is moved to
    /// `trimmed` (which must be uninitialised) and `true` is returned; the caller deinitialises it after
    /// unlocking, since releasing it can run user code. A `limit` of 0 keeps nothing.
    func append(_ element: Element, limit: Int, trimmed: UnsafeMutablePointer<Element>) -> Bool {
        if limit == 0 { return false }
        var didTrim = false
        if count >= limit {
            trimmed.moveInitialize(from: storage + head, count: 1)
            head = (head + 1) % capacity
            count -= 1
            didTrim = true
        }
        append(element)
        return didTrim
    }

    /// `true` when the ring holds no element.
    var isEmpty: Bool { count == 0 }

    /// Appends `element`.
    func append(_ element: Element) {
        if count == capacity { grow() }
        (storage + (head + count) % capacity).initialize(to: element)
        count += 1
    }

    /// Removes and returns the oldest element; the ring must not be empty.
    func removeFirst() -> Element {
        precondition(count > 0, "ElementRing.removeFirst() on an empty ring")
        let element = (storage + head).move()
        head = (head + 1) % capacity
        count -= 1
        return element
    }

    /// The elements, oldest first.
    var elements: [Element] {
        (0..<count).map { storage[(head + $0) % capacity] }
    }

    /// Removes every element and returns them (for release after unlocking).
    func takeAll() -> [Element] {
        let taken = elements
        removeAll()
        return taken
    }

    /// Removes (and releases) every element.
    func removeAll() {
        for offset in 0..<count {
            (storage + (head + offset) % capacity).deinitialize(count: 1)
        }
        head = 0
        count = 0
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        for offset in 0..<count {
            (newStorage + offset).moveInitialize(from: storage + (head + offset) % capacity, count: 1)
        }
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
        head = 0
    }
}
