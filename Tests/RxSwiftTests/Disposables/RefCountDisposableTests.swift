import RxSwift
import RxTestSupport
import XCTest

final class RefCountDisposableTests: RxTestCase {
    func testPrimaryDisposeWithoutRetainsDisposesUnderlying() {
        let underlying = RecordingDisposable("u")
        let refCount = RefCountDisposable(disposable: underlying)
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        XCTAssertTrue(refCount.isDisposed)
        XCTAssertEqual(underlying.disposeCount, 1)
        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testUnderlyingWaitsForEveryRetainedDisposable() {
        let underlying = RecordingDisposable("u")
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)
        first.dispose()
        first.dispose()
        XCTAssertEqual(underlying.disposeCount, 0, "disposing one retained disposable twice counts once")
        second.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testRetainedDisposedFirstThenPrimary() {
        let underlying = RecordingDisposable("u")
        let refCount = RefCountDisposable(disposable: underlying)
        let retained = refCount.retain()
        retained.dispose()
        XCTAssertEqual(underlying.disposeCount, 0, "the primary reference still holds it")
        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testRetainAfterPrimaryDisposeWhileOthersRetainedStillCounts() {
        let underlying = RecordingDisposable("u")
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        refCount.dispose()
        let second = refCount.retain()
        first.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)
        second.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testRetainAfterUnderlyingDisposedIsNoOp() {
        let underlying = RecordingDisposable("u")
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.dispose()
        let late = refCount.retain()
        late.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }
}
