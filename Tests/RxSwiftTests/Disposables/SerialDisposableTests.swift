import RxSwift
import RxTestSupport
import XCTest

final class SerialDisposableTests: RxTestCase {
    func testReplacingDisposesPrevious() {
        let serial = SerialDisposable()
        let a = RecordingDisposable("a")
        let b = RecordingDisposable("b")
        serial.disposable = a
        XCTAssertEqual(a.disposeCount, 0)
        serial.disposable = b
        XCTAssertEqual(a.disposeCount, 1)
        XCTAssertEqual(b.disposeCount, 0)
        XCTAssertTrue((serial.disposable as? RecordingDisposable) === b)
        serial.dispose()
        XCTAssertEqual(b.disposeCount, 1)
    }

    func testDisposeIsIdempotent() {
        let serial = SerialDisposable()
        let a = RecordingDisposable("a")
        serial.disposable = a
        XCTAssertFalse(serial.isDisposed)
        serial.dispose()
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
        XCTAssertEqual(a.disposeCount, 1)
    }

    func testValueSetAfterDisposeIsDisposedAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = RecordingDisposable("late")
        serial.disposable = late
        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertFalse(serial.disposable is RecordingDisposable)
    }

    func testEmptySerialDisposableReturnsNoOp() {
        let serial = SerialDisposable()
        serial.disposable.dispose()
        XCTAssertFalse(serial.isDisposed)
    }
}
