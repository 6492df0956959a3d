import RxSwift
import RxTestSupport
import XCTest

/// `SubscriberList`, the ordered keyed store behind the subjects, `CompositeDisposable` and RxTest's hot
/// observable: upstream's first-slot order after any insertions and removals, snapshots, and removal work that
/// grows logarithmically with the number of values.
final class SubscriberListTests: RxTestCase {
    private func values(_ list: SubscriberList<Int>) -> [Int] {
        list.slots.compactMap(\.value)
    }

    func testRandomInsertionsAndRemovalsKeepTheFirstSlotOrderOfTheModel() {
        var generator = SeededGenerator(seed: 24)
        for round in 0..<20 {
            var list = SubscriberList<Int>()
            var model = FirstSlotOrderModel<Int>()
            var live: [Int] = []
            var removed: [Int] = []
            for _ in 0..<1_500 {
                // Rounds lean towards growing, shrinking or churning around a steady size.
                let insertWeight = [6, 4, 5][round % 3]
                if live.isEmpty || Int.random(in: 0..<10, using: &generator) < insertWeight {
                    let key = list.insert(live.count + removed.count)
                    XCTAssertEqual(list.slots.first { $0.key == key }?.value, live.count + removed.count)
                    model.insert(key)
                    live.append(key)
                } else if !removed.isEmpty, Int.random(in: 0..<8, using: &generator) == 0 {
                    let stale = removed.randomElement(using: &generator)!
                    XCTAssertNil(list.remove(stale), "a removed key removes nothing")
                } else {
                    let key = live.remove(at: Int.random(in: 0..<live.count, using: &generator))
                    XCTAssertNotNil(list.remove(key))
                    model.remove(key)
                    removed.append(key)
                }
                XCTAssertEqual(list.slots.compactMap { $0.value == nil ? nil : $0.key }, model.order)
                XCTAssertEqual(list.count, model.order.count)
                XCTAssertLessThanOrEqual(list.slots.count, 2 * list.count + 2, "holes stay bounded")
            }
        }
    }

    func testFreedFirstSlotIsTakenByTheNextArrival() {
        var list = SubscriberList<Int>()
        let first = list.insert(1)
        _ = list.insert(2)
        _ = list.insert(3)
        _ = list.remove(first)
        XCTAssertEqual(values(list), [2, 3])
        _ = list.insert(4)
        _ = list.insert(5)
        XCTAssertEqual(values(list), [4, 2, 3, 5])
    }

    func testKeysAreNeverReusedAfterTheListEmpties() {
        var list = SubscriberList<Int>()
        let first = list.insert(1)
        XCTAssertEqual(list.remove(first), 1)
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(list.slots.count, 0)
        let second = list.insert(2)
        XCTAssertNotEqual(first, second)
        XCTAssertNil(list.remove(first))
        XCTAssertEqual(values(list), [2])
    }

    func testSnapshotKeepsRemovedValuesAndMissesLaterOnes() {
        var list = SubscriberList<Int>()
        let keys = (0..<10).map { list.insert($0) }
        let snapshot = list.slots
        for (value, key) in keys.enumerated() where value % 2 == 0 { _ = list.remove(key) }
        _ = list.insert(10)
        XCTAssertEqual(snapshot.compactMap(\.value), Array(0..<10))
        XCTAssertEqual(values(list), [10, 1, 3, 5, 7, 9])
    }

    /// Compaction moves the slots in place: with object values, a snapshot taken before it keeps every value,
    /// the list keeps the survivors in order, and each removed value is released once nothing holds it.
    func testCompactionMovesObjectValuesAndKeepsASnapshotIntact() {
        final class Box {
            let number: Int
            init(_ number: Int) { self.number = number }
        }
        var list = SubscriberList<Box>()
        var boxes: [Box]? = (0..<40).map { Box($0) }
        let keys = boxes!.map { list.insert($0) }
        weak let released = boxes![3]
        weak let kept = boxes![5]
        var snapshot: ContiguousArray<SubscriberList<Box>.Slot>? = list.slots
        boxes = nil
        // Removing all but every tenth value from the middle makes holes outnumber values: the list compacts.
        for (number, key) in keys.enumerated() where number % 10 != 5 && number != 0 { _ = list.remove(key) }
        XCTAssertLessThan(list.slots.count, 10, "the list compacted")
        XCTAssertEqual(list.slots.compactMap { $0.value?.number }, [0, 5, 15, 25, 35])
        XCTAssertEqual(snapshot?.compactMap { $0.value?.number }, Array(0..<40))
        XCTAssertNotNil(released, "the snapshot still holds the removed value")
        snapshot = nil
        XCTAssertNil(released, "released once nothing holds it")
        XCTAssertNotNil(kept)
        XCTAssertEqual(list.remove(keys[15])?.number, 15)
        XCTAssertEqual(list.slots.compactMap { $0.value?.number }, [0, 5, 25, 35])
    }

    func testReplaceKeepsKeyAndPositionAndIgnoresRemovedKeys() {
        var list = SubscriberList<Int>()
        let keys = (0..<4).map { list.insert($0) }
        XCTAssertEqual(list.replace(keys[2], with: 20), 2)
        XCTAssertEqual(values(list), [0, 1, 20, 3])
        XCTAssertEqual(list.remove(keys[2]), 20)
        XCTAssertNil(list.replace(keys[2], with: 30))
        XCTAssertEqual(values(list), [0, 1, 3])
    }

    func testRemoveAllReturnsEveryValueInOrderAndEmptiesTheList() {
        var list = SubscriberList<Int>()
        let keys = (0..<5).map { list.insert($0) }
        _ = list.remove(keys[0])
        _ = list.remove(keys[3])
        _ = list.insert(5)
        XCTAssertEqual(list.removeAll().compactMap(\.value), [5, 1, 2, 4])
        XCTAssertTrue(list.isEmpty)
        XCTAssertNil(list.remove(keys[1]))
    }

    func testUnevenlySpreadKeysAreFoundAndMissingOnesAreNot() {
        // Long runs of removed keys next to dense ones defeat the position guess: the search must still find
        // every remaining key and no removed one.
        var list = SubscriberList<Int>()
        let keys = (0..<3_000).map { list.insert($0) }
        var live = Set<Int>()
        for (value, key) in keys.enumerated() {
            if value < 10 || (value > 1_000 && value < 1_040) || value % 997 == 0 || value > 2_990 {
                live.insert(key)
            } else {
                _ = list.remove(key)
            }
        }
        _ = (0..<50).map { live.insert(list.insert(3_000 + $0)) }
        for key in keys where !live.contains(key) { XCTAssertNil(list.remove(key)) }
        for key in live.sorted(by: >) { XCTAssertNotNil(list.remove(key), "key \(key)") }
        XCTAssertTrue(list.isEmpty)
    }

    #if DEBUG
        /// Regression: removal searched the array linearly and shifted it, so removing n values in random order
        /// took n² / 4 steps. The list counts its search and compaction steps in debug builds.
        func testRandomRemovalOfManyValuesDoesLogarithmicWork() {
            for count in [1 << 10, 1 << 14] {
                var generator = SeededGenerator(seed: UInt64(count))
                var list = SubscriberList<Int>()
                var keys = (0..<count).map { list.insert($0) }
                keys.shuffle(using: &generator)
                for key in keys { XCTAssertNotNil(list.remove(key)) }
                XCTAssertTrue(list.isEmpty)
                let logCount = Int.bitWidth - count.leadingZeroBitCount
                XCTAssertLessThanOrEqual(list.workDone, count * (logCount + 6), "count \(count)")
            }
        }
    #endif
}
