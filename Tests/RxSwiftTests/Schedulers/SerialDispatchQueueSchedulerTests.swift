import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

final class SerialDispatchQueueSchedulerTests: RxTestCase {
    private func makeScheduler() -> SerialDispatchQueueScheduler {
        SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.serial")
    }

    func testScheduleRunsActionOnTheQueue() {
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.serial") { queue in
            queue.setSpecific(key: key, value: 42)
        }
        let done = expectation(description: "action ran")
        let observed = LockedState<Int?>(nil)
        _ = scheduler.schedule(7) { state in
            observed.withLock { $0 = DispatchQueue.getSpecific(key: key).map { $0 + state } }
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(observed.withLock { $0 }, 49)
        XCTAssertEqual(scheduler.serialQueue.label, "rx.tests.serial")
    }

    func testScheduleIsAlwaysAsynchronous() {
        let scheduler = makeScheduler()
        let done = expectation(description: "inner action ran")
        let log = LockedState([String]())
        _ = scheduler.schedule(()) { _ in
            log.withLock { $0.append("outer start") }
            _ = scheduler.schedule(()) { _ in
                log.withLock { $0.append("inner") }
                done.fulfill()
                return Disposables.create()
            }
            log.withLock { $0.append("outer end") }
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(log.withLock { $0 }, ["outer start", "outer end", "inner"])
    }

    func testSuccessiveSchedulesRunInOrderWithoutOverlap() {
        let scheduler = SerialDispatchQueueScheduler(
            queue: DispatchQueue(label: "rx.tests.concurrent-target", attributes: .concurrent),
            internalSerialQueueName: "rx.tests.serial-on-concurrent"
        )
        let done = expectation(description: "all actions ran")
        let running = Atomic<Int>(0)
        let overlapped = Atomic<Bool>(false)
        let values = LockedState([Int]())
        for index in 0..<50 {
            _ = scheduler.schedule(index) { index in
                if running.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                    overlapped.store(true, ordering: .relaxed)
                }
                let count = values.withLock { values in
                    values.append(index)
                    return values.count
                }
                running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                if count == 50 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(values.withLock { $0 }, Array(0..<50))
        XCTAssertFalse(overlapped.load(ordering: .relaxed))
    }

    func testDisposingBeforeTheActionRunsPreventsIt() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let gate = DispatchSemaphore(value: 0)
        let cancelledRan = Atomic<Bool>(false)
        let done = expectation(description: "last action ran")
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let cancelled = scheduler.schedule(()) { _ in
            cancelledRan.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        cancelled.dispose()
        _ = scheduler.schedule(()) { _ in
            done.fulfill()
            return Disposables.create()
        }
        gate.signal()
        wait(for: [done], timeout: 2)
        XCTAssertFalse(cancelledRan.load(ordering: .relaxed))
    }

    func testDisposingTheReturnedDisposableDisposesWhatTheActionReturned() {
        let scheduler = makeScheduler()
        let done = expectation(description: "action ran")
        let innerDisposed = Atomic<Bool>(false)
        let disposable = scheduler.schedule(()) { _ in
            defer { done.fulfill() }
            return Disposables.create { innerDisposed.store(true, ordering: .relaxed) }
        }
        wait(for: [done], timeout: 2)
        scheduler.serialQueue.sync {}
        XCTAssertFalse(innerDisposed.load(ordering: .relaxed))
        disposable.dispose()
        XCTAssertTrue(innerDisposed.load(ordering: .relaxed))
    }

    func testScheduleRelativeFiresAfterTheDelay() {
        let scheduler = makeScheduler()
        let done = expectation(description: "timer fired")
        let start = Date()
        let elapsed = LockedState<TimeInterval>(0)
        let disposable = scheduler.scheduleRelative(3, dueTime: .milliseconds(20)) { state in
            XCTAssertEqual(state, 3)
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
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.serial") { $0.suspend() }
        let ran = Atomic<Bool>(false)
        let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            ran.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        disposable.dispose()
        Thread.sleep(forTimeInterval: 0.04)
        scheduler.serialQueue.resume()
        scheduler.serialQueue.sync {}
        XCTAssertFalse(ran.load(ordering: .relaxed))
    }

    func testScheduleRelativeWithNeverDueTimeDoesNotRun() {
        let scheduler = makeScheduler()
        let ran = Atomic<Bool>(false)
        let disposable = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ran.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        Thread.sleep(forTimeInterval: 0.01)
        XCTAssertFalse(ran.load(ordering: .relaxed))
        disposable.dispose()
    }

    func testSchedulePeriodicThreadsStateAndStopsOnDispose() {
        let scheduler = makeScheduler()
        let done = expectation(description: "three runs")
        let states = LockedState([Int]())
        let disposable = scheduler.schedulePeriodic(
            10,
            startAfter: .milliseconds(5),
            period: .milliseconds(5)
        ) { state in
            let count = states.withLock { states in
                states.append(state)
                return states.count
            }
            if count == 3 { done.fulfill() }
            return state + 1
        }
        wait(for: [done], timeout: 2)
        disposable.dispose()
        scheduler.serialQueue.sync {}
        let countAtDispose = states.withLock { $0.count }
        Thread.sleep(forTimeInterval: 0.03)
        scheduler.serialQueue.sync {}
        let recorded = states.withLock { $0 }
        XCTAssertEqual(recorded.count, countAtDispose)
        XCTAssertEqual(recorded, Array(10..<(10 + countAtDispose)))
    }

    func testNowIsTheCurrentDate() {
        XCTAssertLessThan(abs(makeScheduler().now.timeIntervalSinceNow), 1)
    }

    func testPackageQueueAccessorIsTheSerialQueue() {
        let scheduler = makeScheduler()
        XCTAssertFalse(scheduler.runsInlineOnMainThread)
        let key = DispatchSpecificKey<Bool>()
        scheduler.serialQueue.setSpecific(key: key, value: true)
        let done = expectation(description: "action ran")
        let onQueue = Atomic<Bool>(false)
        _ = scheduler.schedule(()) { _ in
            onQueue.store(DispatchQueue.getSpecific(key: key) == true, ordering: .relaxed)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertTrue(onQueue.load(ordering: .relaxed))
    }
}
