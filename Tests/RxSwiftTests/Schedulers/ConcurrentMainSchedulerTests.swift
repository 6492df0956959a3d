import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class ConcurrentMainSchedulerTests: RxTestCase {
    func testScheduleFromMainThreadRunsInlineEvenWhenNested() {
        var log: [String] = []
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "inner", "outer end"])
    }

    func testScheduleFromBackgroundThreadDeliversOnMainThread() {
        let done = expectation(description: "action ran")
        let ranOnMain = LockedState(false)
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ranOnMain.withLock { $0 = Thread.isMainThread }
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 2)
        XCTAssertTrue(ranOnMain.withLock { $0 })
    }

    /// Regression (flaky on a CI run): the test waited with `wait(for:)`, which runs the main run loop, so the
    /// queued action could run before the background thread disposed it. The main thread now blocks on a
    /// semaphore (not serving the main queue) until the action is scheduled and disposed.
    func testDisposingAQueuedActionPreventsIt() {
        let scheduled = DispatchSemaphore(value: 0)
        let ran = LockedState(false)
        DispatchQueue.global().async {
            let disposable = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ran.withLock { $0 = true }
                return Disposables.create()
            }
            disposable.dispose()
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + 2), .success)
        RunLoop.main.run(until: Date().addingTimeInterval(0.02))
        XCTAssertFalse(ran.withLock { $0 })
    }

    func testScheduleRelativeFiresOnMainThread() {
        let done = expectation(description: "timer fired")
        let start = Date()
        var elapsed: TimeInterval = 0
        let disposable = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            XCTAssertTrue(Thread.isMainThread)
            elapsed = Date().timeIntervalSince(start)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertGreaterThanOrEqual(elapsed, 0.015)
        disposable.dispose()
    }

    func testScheduleRelativeDisposedBeforeFiringDoesNotRun() {
        var ran = false
        let disposable = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            ran = true
            return Disposables.create()
        }
        disposable.dispose()
        RunLoop.main.run(until: Date().addingTimeInterval(0.04))
        XCTAssertFalse(ran)
    }

    func testSchedulePeriodicThreadsStateAndStopsOnDispose() {
        let done = expectation(description: "three runs")
        var states: [String] = []
        let disposable = ConcurrentMainScheduler.instance.schedulePeriodic(
            "a",
            startAfter: .milliseconds(5),
            period: .milliseconds(5)
        ) { state in
            XCTAssertTrue(Thread.isMainThread)
            states.append(state)
            if states.count == 3 { done.fulfill() }
            return state + "a"
        }
        wait(for: [done], timeout: 2)
        disposable.dispose()
        let countAtDispose = states.count
        RunLoop.main.run(until: Date().addingTimeInterval(0.03))
        XCTAssertEqual(states.count, countAtDispose)
        XCTAssertEqual(Array(states.prefix(3)), ["a", "aa", "aaa"])
    }

    func testNowIsTheCurrentDate() {
        XCTAssertLessThan(abs(ConcurrentMainScheduler.instance.now.timeIntervalSinceNow), 1)
    }
}
