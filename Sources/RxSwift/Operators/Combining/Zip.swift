// The public `zip` overloads for 2…8 sources and their typed sinks are generated into
// Zip+Arity.generated.swift by scripts/generate-arity.swift; their common base class is ``CombiningSink``
// (CombiningSink.swift). This file holds the queue they buffer a source's elements in.

/// The buffered elements of one source of a `zip` sink: a FIFO ring in storage that grows by doubling.
///
/// Performance: unlike ``RingQueue`` it stores no `Optional` and no `Array`, whose metadata the sink's
/// unspecialised code would look up at runtime on every element. The owner calls ``destroy()`` exactly once,
/// from its `deinit`.
struct ElementQueue<Element> {
    private var storage = UnsafeMutablePointer<Element>.allocate(capacity: 4)
    private var capacity = 4
    private var head = 0
    private var count = 0

    /// `true` when nothing is buffered.
    var isEmpty: Bool {
        @inline(__always) get { count == 0 }
    }

    /// Adds `element` at the back.
    @inline(__always)
    mutating func enqueue(_ element: Element) {
        if count == capacity { grow() }
        (storage + (head + count) % capacity).initialize(to: element)
        count += 1
    }

    /// Removes and returns the front element; the queue must not be empty.
    @inline(__always)
    mutating func dequeue() -> Element {
        precondition(count > 0, "dequeue from an empty ElementQueue")
        let element = (storage + head).move()
        head = (head + 1) % capacity
        count -= 1
        return element
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        let firstPart = min(count, capacity - head)
        larger.moveInitialize(from: storage + head, count: firstPart)
        (larger + firstPart).moveInitialize(from: storage, count: count - firstPart)
        storage.deallocate()
        storage = larger
        capacity *= 2
        head = 0
    }

    /// Releases the buffered elements and the storage.
    func destroy() {
        for offset in 0..<count {
            (storage + (head + offset) % capacity).deinitialize(count: 1)
        }
        storage.deallocate()
    }
}
