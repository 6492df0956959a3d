import RxSwift
import RxTestSupport
import XCTest

final class CompositeDisposableTests: RxTestCase {
    func testInsertReturnsKeyAndCounts() {
        let composite = CompositeDisposable()
        XCTAssertEqual(composite.count, 0)
        let first = composite.insert(RecordingDisposable("a"))
        let second = composite.insert(RecordingDisposable("b"))
        XCTAssertNotNil(first)
        XCTAssertNotNil(second)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(composite.count, 2)
    }

    func testDisposeDisposesAllOnceInOrder() {
        let log = DisposeLog()
        let parts = (1...3).map { RecordingDisposable("\($0)", log: log) }
        let composite = CompositeDisposable()
        for part in parts { _ = composite.insert(part) }
        XCTAssertFalse(composite.isDisposed)
        composite.dispose()
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(log.names, ["1", "2", "3"])
        XCTAssertEqual(composite.count, 0)
    }

    func testInsertAfterDisposeDisposesImmediatelyAndReturnsNil() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = RecordingDisposable("late")
        XCTAssertNil(composite.insert(late))
        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertEqual(composite.count, 0)
    }

    func testRemoveDisposesOnlyThatEntry() {
        let a = RecordingDisposable("a")
        let b = RecordingDisposable("b")
        let composite = CompositeDisposable()
        let keyA = composite.insert(a)!
        _ = composite.insert(b)
        composite.remove(for: keyA)
        XCTAssertEqual(a.disposeCount, 1)
        XCTAssertEqual(b.disposeCount, 0)
        XCTAssertEqual(composite.count, 1)
        composite.remove(for: keyA)
        XCTAssertEqual(a.disposeCount, 1, "removing an absent key does nothing")
        composite.dispose()
        XCTAssertEqual(a.disposeCount, 1)
        XCTAssertEqual(b.disposeCount, 1)
    }

    func testRemoveAfterDisposeDoesNothing() {
        let a = RecordingDisposable("a")
        let composite = CompositeDisposable()
        let key = composite.insert(a)!
        composite.dispose()
        composite.remove(for: key)
        XCTAssertEqual(a.disposeCount, 1)
    }

    func testInitializers() {
        let log = DisposeLog()
        func make(_ n: Int) -> [RecordingDisposable] { (0..<n).map { RecordingDisposable("\($0)", log: log) } }

        let two = make(2)
        let c2 = CompositeDisposable(two[0], two[1])
        XCTAssertEqual(c2.count, 2)
        c2.dispose()
        XCTAssertEqual(log.names, ["0", "1"])

        log.names = []
        let three = make(3)
        let c3 = CompositeDisposable(three[0], three[1], three[2])
        XCTAssertEqual(c3.count, 3)
        c3.dispose()
        XCTAssertEqual(log.names, ["0", "1", "2"])

        log.names = []
        let five = make(5)
        let c5 = CompositeDisposable(five[0], five[1], five[2], five[3], five[4])
        XCTAssertEqual(c5.count, 5)
        c5.dispose()
        XCTAssertEqual(log.names, ["0", "1", "2", "3", "4"])

        log.names = []
        let array = make(4)
        let cArray = CompositeDisposable(disposables: array)
        XCTAssertEqual(cArray.count, 4)
        cArray.dispose()
        XCTAssertEqual(log.names, ["0", "1", "2", "3"])
    }

    func testKeysFromInitializerDoNotCollideWithInsertedKeys() {
        let a = RecordingDisposable("a")
        let b = RecordingDisposable("b")
        let composite = CompositeDisposable(a, b)
        let c = RecordingDisposable("c")
        let key = composite.insert(c)!
        composite.remove(for: key)
        XCTAssertEqual(c.disposeCount, 1)
        XCTAssertEqual(a.disposeCount + b.disposeCount, 0)
        XCTAssertEqual(composite.count, 2)
        composite.dispose()
    }

    func testDisposeReentrantInsertFromDisposedChildIsDisposedImmediately() {
        let composite = CompositeDisposable()
        let late = RecordingDisposable("late")
        _ = composite.insert(
            Disposables.create {
                XCTAssertNil(composite.insert(late))
            })
        composite.dispose()
        XCTAssertEqual(late.disposeCount, 1)
    }
}
