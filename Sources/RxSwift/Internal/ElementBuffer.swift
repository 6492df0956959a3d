/// A growable FIFO ring of elements in unsafe storage, released by its `deinit`: the one element store behind
/// the operators and subjects that keep elements (`combineLatest`'s and `withLatestFrom`'s latest elements,
/// `zip`'s queues, `debounce`'s and `throttle`'s held element, `ReplaySubject`'s buffer, `observe(on:)`'s
/// queues, `takeLast`'s buffer, `delay`'s queue, the inners waiting in `merge(maxConcurrent:)` and `concatMap`,
/// the trampoline's and ``SerialDelivery``'s waiting lists).
///
/// A single slot (a latest or held element) is a buffer of at most one element, kept so by
/// ``replaceLast(with:)``. Not thread-safe: its owner guards it.
///
/// Non-copyable, so that there is exactly one owner of the storage and of the elements in it: the buffer
/// cannot be copied by accident (a copy would share the storage and release it twice), and whatever it still
/// holds when its owner goes away is released exactly once, by `deinit`.
///
/// Performance: keep it as a stored property of a class and mutate it in place (`@exclusivity(unchecked)`
/// where the owner already serialises access). Its layout does not depend on `Element` (three pointers and two
/// integers), so an owner's unspecialised code reaches its fields without looking up generic metadata; an
/// `Optional`, an `Array` or a tuple of elements would cost such a lookup (hundreds of instructions) on every
/// element. But a call to one of its methods that is not inlined is passed the metadata of
/// `ElementBuffer<Element>` (a non-copyable type's methods take it), which unspecialised code looks up at
/// runtime: every method on a per-element path is therefore `@inline(__always)`; only `grow()` (when full),
/// the uncommon cases of ``replaceLast(with:)`` and the whole-buffer methods (`elements`, `takeAll()`) are
/// called.
package struct ElementBuffer<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    /// `storage + capacity`, kept so that wrapping around needs no multiplication. Before the storage is allocated,
    /// `storage + ` the capacity to allocate (an offset from a placeholder address, never dereferenced).
    private var end: UnsafeMutablePointer<Element>
    /// The oldest element's slot (a pointer rather than an index, so that reading or replacing a single
    /// element needs no multiplication by the element's stride).
    private var head: UnsafeMutablePointer<Element>
    /// The number of elements the storage has room for before it grows; 0 until the first element arrives.
    package private(set) var capacity = 0
    /// The number of buffered elements.
    package private(set) var count = 0

    /// Makes an empty buffer that will have room for `capacity` elements (at least one) before it grows.
    ///
    /// The storage is allocated when the first element arrives (by ``append(_:)``, which finds the buffer full):
    /// an owner that never receives one, such as most subscriptions of `takeLast` or `combineLatest` that are
    /// disposed early, allocates nothing.
    ///
    /// Performance: inlined, so that an owner made in unspecialised code does not look this type's metadata up
    /// to call it.
    @inline(__always)
    package init(capacity: Int = 4) {
        // Never read or written through: with a capacity of 0, the first append allocates the storage first.
        storage = UnsafeMutablePointer(bitPattern: Self.unallocatedAddress)!
        end = storage + Swift.max(capacity, 1)
        head = storage
    }

    /// The placeholder address of a buffer without storage (non-zero; never dereferenced).
    private static var unallocatedAddress: Int { 64 }

    // Performance: inlined into the owners' destroyers, which would otherwise pass (and look up) this type's
    // generic metadata to an out-of-line deinit: once per owner, e.g. per subscription of `observe(on:)`.
    @inline(__always)
    deinit {
        for offset in 0..<count { slot(offset).deinitialize(count: 1) }
        if capacity > 0 { storage.deallocate() }
    }

    /// `true` when the buffer holds no element.
    package var isEmpty: Bool {
        @inline(__always) get { count == 0 }
    }

    /// The oldest element; the buffer must not be empty.
    package var first: Element {
        @inline(__always) get {
            precondition(count > 0, "ElementBuffer.first on an empty buffer")
            return head.pointee
        }
    }

    /// The storage slot of the element `offset` places after the oldest (`0 <= offset <= count`).
    @inline(__always)
    private func slot(_ offset: Int) -> UnsafeMutablePointer<Element> {
        let position = head + offset
        return position < end ? position : position - capacity
    }

    /// Appends `element` as the newest, growing the storage when it is full.
    @inline(__always)
    package mutating func append(_ element: Element) {
        if count == capacity {
            if capacity == 0 { allocateStorage() } else { grow() }
        }
        slot(count).initialize(to: element)
        count &+= 1
    }

    /// Appends `element`. When `limit` elements are already buffered, the oldest leaves: it is moved to
    /// `trimmed` (which must be uninitialised) and `true` is returned; the caller deinitialises it after
    /// unlocking, since releasing it can run user code. A `limit` of 0 keeps nothing.
    @inline(__always)
    package mutating func append(_ element: Element, limit: Int, trimmed: UnsafeMutablePointer<Element>) -> Bool {
        if limit <= 0 { return false }
        if limit == 1 && count == 1 {
            // A buffer of one (`share(replay: 1)`, a Driver): the element takes the place of the one that leaves.
            trimmed.initialize(to: head.move())
            head.initialize(to: element)
            return true
        }
        var didTrim = false
        if count >= limit {
            // One element: `move()` (one value-witness call) rather than `moveInitialize(from:count:)`, which
            // unspecialised code runs as the runtime's array loop.
            trimmed.initialize(to: head.move())
            advanceHead()
            didTrim = true
        }
        append(element)
        return didTrim
    }

    /// Replaces the newest element with `element` (releasing it), or appends `element` when the buffer is
    /// empty. A buffer used as a single slot stays at one element.
    ///
    /// Performance: inlined for the one-element case of a single slot (a latest or held element, replaced on
    /// every event); the other cases are called, once per slot or for a buffer of several elements.
    @inline(__always)
    package mutating func replaceLast(with element: Element) {
        if count == 1 {
            head.pointee = element
        } else {
            replaceLastOrAppend(element)
        }
    }

    @inline(never)
    private mutating func replaceLastOrAppend(_ element: Element) {
        if count == 0 {
            append(element)
        } else {
            slot(count &- 1).pointee = element
        }
    }

    /// Removes and returns the oldest element; the buffer must not be empty.
    @inline(__always)
    package mutating func removeFirst() -> Element {
        precondition(count > 0, "ElementBuffer.removeFirst() on an empty buffer")
        let element = head.move()
        advanceHead()
        return element
    }

    @inline(__always)
    private mutating func advanceHead() {
        head += 1
        if head == end { head = storage }
        count &-= 1
    }

    /// Exchanges the contents (elements and storage) of this buffer and `other`, without moving an element.
    ///
    /// Performance: exchanges the fields one by one; `swap(&a, &b)` would look the generic buffer type's
    /// metadata up in unspecialised code.
    @inline(__always)
    package mutating func exchange(with other: inout ElementBuffer<Element>) {
        let storage = self.storage
        let end = self.end
        let head = self.head
        let capacity = self.capacity
        let count = self.count
        self.storage = other.storage
        self.end = other.end
        self.head = other.head
        self.capacity = other.capacity
        self.count = other.count
        other.storage = storage
        other.end = end
        other.head = head
        other.capacity = capacity
        other.count = count
    }

    /// Copies the elements, oldest first, into `replay` (a subject's replay to a new subscriber).
    @inline(__always)
    package func copyElements(into replay: inout SubjectReplay<Element>) {
        replay.reserve(count)
        for offset in 0..<count { replay.append(slot(offset).pointee) }
    }

    /// The elements, oldest first.
    package var elements: [Element] {
        (0..<count).map { slot($0).pointee }
    }

    /// Removes every element and returns them, oldest first (so that the caller releases them after unlocking).
    package mutating func takeAll() -> [Element] {
        var taken: [Element] = []
        taken.reserveCapacity(count)
        while count > 0 { taken.append(removeFirst()) }
        head = storage
        return taken
    }

    /// Removes (and releases) every element, keeping the capacity.
    @inline(__always)
    package mutating func removeAll() {
        while count > 0 {
            head.deinitialize(count: 1)
            advanceHead()
        }
        head = storage
    }

    /// Allocates the storage of an empty buffer that has none, with the requested capacity.
    ///
    /// Performance: inlined into `append`, so that the first element's allocation in an owner's unspecialised
    /// code does not look this type's metadata up (as a call would).
    @inline(__always)
    private mutating func allocateStorage() {
        capacity = end - storage
        storage = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        end = storage + capacity
        head = storage
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        let firstPart = Swift.min(count, end - head)
        larger.moveInitialize(from: head, count: firstPart)
        (larger + firstPart).moveInitialize(from: storage, count: count - firstPart)
        storage.deallocate()
        storage = larger
        capacity *= 2
        end = storage + capacity
        head = storage
    }
}
