import RxTestSupport
import XCTest

@testable import RxSwift

final class LockedStateTests: RxTestCase {
    func testWithLockMutatesState() {
        let counter = LockedState(0)
        let result = counter.withLock { value -> Int in
            value += 41
            return value + 1
        }
        XCTAssertEqual(result, 42)
        XCTAssertEqual(counter.withLock { $0 }, 41)
    }

    /// Regression: `LockedState<Void>.withLock(_:)` went through the `inout` state accessor, so re-entering
    /// a recursive lock on the same thread trapped with "Simultaneous accesses".
    func testRecursiveLockReenteredOnSameThreadDoesNotTrapOnExclusivity() {
        let lock = RecursiveLock(recursive: true)
        var trace: [String] = []
        lock.withLock {
            trace.append("outer")
            lock.withLock {
                trace.append("inner")
                lock.withLock { trace.append("innermost") }
            }
        }
        XCTAssertEqual(trace, ["outer", "inner", "innermost"])
    }

    func testLockExcludesOtherThreads() {
        let counter = LockedState(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 {
                counter.withLock { $0 += 1 }
            }
        }
        XCTAssertEqual(counter.withLock { $0 }, 8_000)
    }
}
