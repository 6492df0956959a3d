import RxSwift
import RxTestSupport
import XCTest

/// Counts the live instances of ``Counted`` and how often each one was released.
private final class InstanceCounter {
    var live = 0
    var created = 0
    var releases: [Int: Int] = [:]

    /// `true` when every instance made so far was released exactly once.
    var everyInstanceReleasedOnce: Bool {
        live == 0 && releases.count == created && releases.values.allSatisfy { $0 == 1 }
    }
}

/// An element that reports its creation and its release to an ``InstanceCounter``.
private final class Counted {
    let id: Int
    private let counter: InstanceCounter

    init(_ counter: InstanceCounter) {
        self.counter = counter
        id = counter.created
        counter.created += 1
        counter.live += 1
    }

    deinit {
        counter.live -= 1
        counter.releases[id, default: 0] += 1
    }
}

/// Takes the buffer over and lets it go (a non-copyable value moves: only the new owner releases it).
private func consumeBuffer(_ buffer: consuming ElementBuffer<Counted>) -> Int {
    buffer.count
}

/// `false`: the overload below is chosen for every copyable type.
private func isCopyable<T: ~Copyable>(_: T.Type) -> Bool { false }

/// `true`: the more constrained overload wins for a copyable type.
private func isCopyable<T>(_: T.Type) -> Bool { true }

/// `ElementBuffer`, the non-copyable ring that keeps elements for the combining, time and replay operators:
/// FIFO order through wrap-around and growth, every element released exactly once, and `deinit` releasing what
/// is left.
final class ElementBufferTests: RxTestCase {
    func testRandomOperationsKeepTheOrderOfAnArrayThroughWrapAroundAndGrowth() {
        var generator = SeededGenerator(seed: 5)
        var buffer = ElementBuffer<Int>(capacity: 2)
        var model: [Int] = []
        var next = 0
        var grew = false
        for _ in 0..<5_000 {
            let roll = Int.random(in: 0..<10, using: &generator)
            if roll < 6 || model.isEmpty {
                let before = buffer.capacity
                buffer.append(next)
                model.append(next)
                next += 1
                if buffer.capacity > before { grew = true }
            } else if roll < 9 {
                XCTAssertEqual(buffer.first, model.first)
                XCTAssertEqual(buffer.removeFirst(), model.removeFirst())
            } else {
                XCTAssertEqual(buffer.elements, model)
            }
            XCTAssertEqual(buffer.count, model.count)
            XCTAssertEqual(buffer.isEmpty, model.isEmpty)
        }
        XCTAssertTrue(grew, "the run must have grown the storage")
        XCTAssertEqual(buffer.takeAll(), model)
        XCTAssertTrue(buffer.isEmpty)
    }

    func testGrowingWhileWrappedAroundKeepsTheOrder() {
        var buffer = ElementBuffer<Int>(capacity: 4)
        for value in 0..<3 { buffer.append(value) }
        XCTAssertEqual(buffer.removeFirst(), 0)
        XCTAssertEqual(buffer.removeFirst(), 1)
        for value in 3..<6 { buffer.append(value) }  // wraps: the oldest sits at the end of the storage
        XCTAssertEqual(buffer.capacity, 4)
        buffer.append(6)  // full and wrapped: grows
        XCTAssertEqual(buffer.capacity, 8)
        XCTAssertEqual(buffer.elements, [2, 3, 4, 5, 6])
        XCTAssertEqual((0..<5).map { _ in buffer.removeFirst() }, [2, 3, 4, 5, 6])
    }

    func testTheStorageIsAllocatedWhenTheFirstElementArrives() {
        var buffer = ElementBuffer<Int>(capacity: 3)
        XCTAssertEqual(buffer.capacity, 0, "an empty buffer has no storage")
        XCTAssertEqual(buffer.elements, [])
        XCTAssertEqual(buffer.takeAll(), [])
        buffer.removeAll()
        buffer.append(1)
        XCTAssertEqual(buffer.capacity, 3, "the first element allocates the requested capacity")
        for value in 2...4 { buffer.append(value) }
        XCTAssertEqual(buffer.capacity, 6)
        XCTAssertEqual(buffer.elements, [1, 2, 3, 4])

        // An unallocated buffer exchanged with an allocated one: each keeps working with what it got.
        var other = ElementBuffer<Int>(capacity: 1)
        other.exchange(with: &buffer)
        XCTAssertEqual(buffer.capacity, 0)
        XCTAssertEqual(other.elements, [1, 2, 3, 4])
        buffer.append(9)
        XCTAssertEqual(buffer.capacity, 1, "the exchanged-in empty buffer allocates its own requested capacity")
        XCTAssertEqual(buffer.elements, [9])

        // A single slot that is never filled, and one replaced into existence.
        var slot = ElementBuffer<String>(capacity: 1)
        XCTAssertTrue(slot.isEmpty)
        slot.replaceLast(with: "a")
        slot.replaceLast(with: "b")
        XCTAssertEqual(slot.elements, ["b"])
        XCTAssertEqual(slot.capacity, 1)
    }

    func testEveryElementIsReleasedExactlyOnceByRemovalAndByDeinit() {
        let counter = InstanceCounter()
        var generator = SeededGenerator(seed: 11)
        do {
            var buffer = ElementBuffer<Counted>(capacity: 1)
            for _ in 0..<2_000 {
                if Bool.random(using: &generator) || buffer.isEmpty {
                    buffer.append(Counted(counter))
                } else {
                    _ = buffer.removeFirst()
                }
                XCTAssertEqual(counter.live, buffer.count, "only the buffered elements are alive")
            }
            XCTAssertGreaterThan(buffer.count, 0, "the buffer still holds elements when it goes away")
        }
        XCTAssertTrue(counter.everyInstanceReleasedOnce, "live \(counter.live), released \(counter.releases.count)")
    }

    func testDeinitReleasesTheElementsLeftInAWrappedBuffer() {
        let counter = InstanceCounter()
        do {
            var buffer = ElementBuffer<Counted>(capacity: 4)
            for _ in 0..<3 { buffer.append(Counted(counter)) }
            _ = buffer.removeFirst()
            _ = buffer.removeFirst()
            for _ in 0..<3 { buffer.append(Counted(counter)) }
            XCTAssertEqual(counter.live, 4)
        }
        XCTAssertTrue(counter.everyInstanceReleasedOnce)
    }

    func testReplaceLastKeepsOneElementAndReleasesTheOneItReplaces() {
        let counter = InstanceCounter()
        do {
            var slot = ElementBuffer<Counted>(capacity: 1)
            slot.replaceLast(with: Counted(counter))
            let firstID = slot.first.id
            slot.replaceLast(with: Counted(counter))
            XCTAssertEqual(slot.count, 1)
            XCTAssertEqual(counter.live, 1)
            XCTAssertEqual(counter.releases[firstID], 1, "the replaced element is released")
            XCTAssertEqual(slot.first.id, 1)
            slot.removeAll()
            XCTAssertTrue(slot.isEmpty)
            XCTAssertEqual(counter.live, 0)
            slot.replaceLast(with: Counted(counter))
        }
        XCTAssertTrue(counter.everyInstanceReleasedOnce)
    }

    /// Appends `count` new elements to `buffer` with `limit`, returning the ids of the elements trimmed (moved
    /// out and released by the caller, as the subjects do after unlocking).
    private func append(
        _ count: Int, to buffer: inout ElementBuffer<Counted>, limit: Int, counter: InstanceCounter
    ) -> [Int] {
        let trimmed = UnsafeMutablePointer<Counted>.allocate(capacity: 1)
        defer { trimmed.deallocate() }
        var trimmedIDs: [Int] = []
        for _ in 0..<count where buffer.append(Counted(counter), limit: limit, trimmed: trimmed) {
            trimmedIDs.append(trimmed.move().id)
        }
        return trimmedIDs
    }

    func testAppendWithALimitMovesTheOldestOutForTheCallerToRelease() {
        let counter = InstanceCounter()
        do {
            var buffer = ElementBuffer<Counted>()
            XCTAssertEqual(append(10, to: &buffer, limit: 3, counter: counter), Array(0..<7))
            XCTAssertEqual(buffer.elements.map(\.id), [7, 8, 9])
            XCTAssertEqual(append(1, to: &buffer, limit: 0, counter: counter), [], "a limit of 0 keeps nothing")
            XCTAssertEqual(buffer.count, 3)
        }
        XCTAssertTrue(counter.everyInstanceReleasedOnce)
    }

    func testAppendWithALimitOfOneReplacesTheElementInPlaceAndHandsTheOldOneOver() {
        let counter = InstanceCounter()
        do {
            var buffer = ElementBuffer<Counted>()
            XCTAssertEqual(append(5, to: &buffer, limit: 1, counter: counter), Array(0..<4))
            XCTAssertEqual(buffer.elements.map(\.id), [4])
            XCTAssertEqual(buffer.removeFirst().id, 4)
            XCTAssertEqual(append(1, to: &buffer, limit: 1, counter: counter), [], "an empty buffer trims nothing")
            XCTAssertEqual(buffer.elements.map(\.id), [5])
        }
        XCTAssertTrue(counter.everyInstanceReleasedOnce)
    }

    func testExchangeSwapsTheContentsOfTwoBuffers() {
        let counter = InstanceCounter()
        do {
            var incoming = ElementBuffer<Counted>(capacity: 1)
            var outgoing = ElementBuffer<Counted>(capacity: 8)
            for _ in 0..<3 { incoming.append(Counted(counter)) }
            incoming.exchange(with: &outgoing)
            XCTAssertTrue(incoming.isEmpty)
            XCTAssertEqual(incoming.capacity, 0, "the storage of the buffer made with capacity 8 is not allocated yet")
            XCTAssertEqual(outgoing.elements.map(\.id), [0, 1, 2])
            incoming.append(Counted(counter))
            XCTAssertEqual(incoming.capacity, 8)
            XCTAssertEqual(outgoing.removeFirst().id, 0)
        }
        XCTAssertTrue(counter.everyInstanceReleasedOnce)
    }

    func testTakeAllEmptiesTheBufferAndHandsTheElementsOver() {
        let counter = InstanceCounter()
        var buffer = ElementBuffer<Counted>(capacity: 2)
        for _ in 0..<5 { buffer.append(Counted(counter)) }
        _ = buffer.removeFirst()
        var taken: [Counted]? = buffer.takeAll()
        XCTAssertEqual(taken?.map(\.id), [1, 2, 3, 4])
        XCTAssertTrue(buffer.isEmpty)
        XCTAssertEqual(counter.live, 4, "the taken elements live on with the caller")
        taken = nil
        XCTAssertEqual(counter.live, 0)
        buffer.append(Counted(counter))
        XCTAssertEqual(buffer.elements.map(\.id), [5])
    }

    func testTheBufferIsNotCopyable() {
        // A copy would share the storage with the original and release its elements twice; the compiler also
        // rejects `let copy = owner.buffer` for a buffer stored in a class ("is borrowed and cannot be consumed").
        XCTAssertFalse(isCopyable(ElementBuffer<Int>.self))
        XCTAssertTrue(isCopyable(Int.self), "the check tells the two apart")
    }

    func testAMovedBufferIsReleasedOnceByItsNewOwner() {
        let counter = InstanceCounter()
        var buffer = ElementBuffer<Counted>()
        for _ in 0..<6 { buffer.append(Counted(counter)) }
        let count = consumeBuffer(buffer)
        XCTAssertEqual(count, 6)
        XCTAssertTrue(counter.everyInstanceReleasedOnce, "the consumer released every element, once")
    }
}
