import RxSwift
import RxTestSupport
import XCTest

final class SingleAssignmentDisposableTests: RxTestCase {
    func testDisposeAfterSetDisposesValue() {
        let single = SingleAssignmentDisposable()
        let a = RecordingDisposable("a")
        single.setDisposable(a)
        XCTAssertFalse(single.isDisposed)
        XCTAssertEqual(a.disposeCount, 0)
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        XCTAssertEqual(a.disposeCount, 1)
        single.dispose()
        XCTAssertEqual(a.disposeCount, 1)
    }

    func testDisposeBeforeSetDisposesOnSet() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        let a = RecordingDisposable("a")
        single.setDisposable(a)
        XCTAssertEqual(a.disposeCount, 1)
        single.dispose()
        XCTAssertEqual(a.disposeCount, 1)
    }

    func testConcurrentSetAndDisposeDisposesExactlyOnce() {
        for _ in 0..<500 {
            let single = SingleAssignmentDisposable()
            let counter = AtomicCounter()
            let target = UncheckedDisposable(Disposables.create { counter.increment() })
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { single.setDisposable(target.value) } else { single.dispose() }
            }
            XCTAssertEqual(counter.value, 1)
        }
    }
}
