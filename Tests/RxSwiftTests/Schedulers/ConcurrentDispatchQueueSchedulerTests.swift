import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

final class ConcurrentDispatchQueueSchedulerTests: RxTestCase {
    func testScheduleRunsActionOnTheGivenQueue() {
        let queue = DispatchQueue(label: "rx.tests.concurrent", attributes: .concurrent)
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 5)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let done = expectation(description: "action ran")
        let observed = LockedState<Int?>(nil)
        _ = scheduler.schedule(2) { state in
            observed.withLock { $0 = DispatchQueue.getSpecific(key: key).map { $0 * state } }
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(observed.withLock { $0 }, 10)
    }

    func testQosInitializerRunsActionOffTheMainThread() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .utility)
        let done = expectation(description: "action ran")
        let onMain = Atomic<Bool>(true)
        _ = scheduler.schedule(()) { _ in
            onMain.store(Thread.isMainThread, ordering: .relaxed)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertFalse(onMain.load(ordering: .relaxed))
        XCTAssertLessThan(abs(scheduler.now.timeIntervalSinceNow), 1)
    }

    func testActionsCanRunInParallel() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let first = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        let bothSawEachOther = expectation(description: "both actions met")
        bothSawEachOther.expectedFulfillmentCount = 2
        _ = scheduler.schedule(()) { _ in
            first.signal()
            if second.wait(timeout: .now() + 10) == .success { bothSawEachOther.fulfill() }
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            second.signal()
            if first.wait(timeout: .now() + 10) == .success { bothSawEachOther.fulfill() }
            return Disposables.create()
        }
        // Generous: on a loaded machine the pool may take a while to give the second action a thread.
        wait(for: [bothSawEachOther], timeout: 10)
    }

    func testDisposingBeforeTheActionRunsPreventsIt() {
        let queue = DispatchQueue(label: "rx.tests.suspended", attributes: .concurrent)
        queue.suspend()
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let ran = Atomic<Bool>(false)
        let disposable = scheduler.schedule(()) { _ in
            ran.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        disposable.dispose()
        queue.resume()
        queue.sync(flags: .barrier) {}
        XCTAssertFalse(ran.load(ordering: .relaxed))
    }

    func testScheduleRelativeFiresAfterTheDelay() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "timer fired")
        let start = Date()
        let elapsed = LockedState<TimeInterval>(0)
        let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            elapsed.withLock { $0 = Date().timeIntervalSince(start) }
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertGreaterThanOrEqual(elapsed.withLock { $0 }, 0.015)
        disposable.dispose()
    }

    func testScheduleRelativeDisposedBeforeFiringDoesNotRun() {
        // The queue is suspended until the timer is disposed and past due: a test thread descheduled for longer
        // than the due time cannot let the timer fire first.
        let queue = DispatchQueue(label: "rx.tests.suspended-timer", attributes: .concurrent)
        queue.suspend()
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let ran = Atomic<Bool>(false)
        let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            ran.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        disposable.dispose()
        Thread.sleep(forTimeInterval: 0.04)
        queue.resume()
        queue.sync(flags: .barrier) {}
        XCTAssertFalse(ran.load(ordering: .relaxed))
    }

    func testSchedulePeriodicThreadsStateWithoutOverlapAndStopsOnDispose() {
        // A queue of the test's own, so that a barrier on it waits for a tick already under way when it is disposed.
        let queue = DispatchQueue(label: "rx.tests.periodic", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let done = expectation(description: "three runs")
        let states = LockedState([Int]())
        let running = Atomic<Int>(0)
        let overlapped = Atomic<Bool>(false)
        let disposable = scheduler.schedulePeriodic(
            0,
            startAfter: .milliseconds(2),
            period: .milliseconds(2)
        ) { state in
            if running.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                overlapped.store(true, ordering: .relaxed)
            }
            let count = states.withLock { states in
                states.append(state)
                return states.count
            }
            running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            if count == 3 { done.fulfill() }
            return state + 1
        }
        wait(for: [done], timeout: 2)
        disposable.dispose()
        queue.sync(flags: .barrier) {}
        let countAfterDispose = states.withLock { $0.count }
        Thread.sleep(forTimeInterval: 0.03)
        queue.sync(flags: .barrier) {}
        let recorded = states.withLock { $0 }
        XCTAssertEqual(recorded.count, countAfterDispose)
        XCTAssertEqual(recorded, Array(0..<recorded.count))
        XCTAssertFalse(overlapped.load(ordering: .relaxed))
    }
}
