import Dispatch
import Foundation
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

    /// The lock is a `Turn`: a thread that finds it taken sleeps in the turn's waiting room (after a bounded spin)
    /// and takes the lock once its holder releases it.
    func testAThreadThatFindsTheLockTakenSleepsUntilItIsReleased() {
        let state = LockedState([String]())
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holderDone = DispatchSemaphore(value: 0)
        let waiterDone = DispatchSemaphore(value: 0)
        Thread {
            state.withLock { log in
                log.append("holder")
                inside.signal()
                release.wait()
            }
            holderDone.signal()
        }.start()
        inside.wait()
        Thread {
            state.withLock { $0.append("waiter") }
            waiterDone.signal()
        }.start()
        let deadline = Date().addingTimeInterval(5)
        while state.storage.waitingThreadCount == 0 && Date() < deadline { usleep(1_000) }
        XCTAssertEqual(state.storage.waitingThreadCount, 1, "the waiter sleeps")
        release.signal()
        XCTAssertEqual(waiterDone.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(holderDone.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(state.withLock { $0 }, ["holder", "waiter"])
        XCTAssertEqual(state.storage.waitingThreadCount, 0)
        XCTAssertGreaterThan(state.storage.sleepCount, 0)
    }

    /// Eventual fairness: a thread that takes the lock again and again, as fast as it can, does not keep a waiting
    /// thread out; the waiter gets the lock within the turn's fairness bound of its first sleep, give or take the
    /// holder's critical section.
    func testAWaiterGetsTheLockWhileAnotherThreadRetakesItInALoop() {
        let state = LockedState(0)
        let stop = LockedState(false)
        let started = DispatchSemaphore(value: 0)
        let hammerDone = DispatchSemaphore(value: 0)
        Thread {
            started.signal()
            while !stop.withLock({ $0 }) {
                state.withLock { value in
                    value += 1
                    usleep(50)  // a critical section long enough for the waiter to sleep
                }
            }
            hammerDone.signal()
        }.start()
        started.wait()
        let waited = ContinuousClock().measure {
            for _ in 0..<20 { state.withLock { $0 += 1_000_000 } }
        }
        stop.withLock { $0 = true }
        XCTAssertEqual(hammerDone.wait(timeout: .now() + 5), .success)
        XCTAssertLessThan(waited, .seconds(2), "20 acquisitions against a busy thread")
        XCTAssertEqual(state.withLock { $0 } / 1_000_000, 20)
    }
}
