import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class MainSchedulerTests: RxTestCase {
    func testTestsRunOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
    }

    func testScheduleFromMainThreadRunsInline() {
        var ran = false
        let disposable = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
        disposable.dispose()
    }

    func testScheduleInsideAScheduledActionIsDeferred() {
        let log = LockedState([String]())
        let done = expectation(description: "inner action ran")
        let disposable = MainScheduler.instance.schedule(()) { _ in
            log.withLock { $0.append("outer start") }
            _ = MainScheduler.instance.schedule(()) { _ in
                XCTAssertTrue(Thread.isMainThread)
                log.withLock { $0.append("inner") }
                done.fulfill()
                return Disposables.create()
            }
            log.withLock { $0.append("outer end") }
            return Disposables.create()
        }
        XCTAssertEqual(log.withLock { $0 }, ["outer start", "outer end"])
        wait(for: [done], timeout: 2)
        XCTAssertEqual(log.withLock { $0 }, ["outer start", "outer end", "inner"])
        disposable.dispose()
    }

    /// observe(on: MainScheduler.instance) takes the scheduler's inline turn without going through
    /// `schedule` (a package fast path): it must still deliver inline on the main thread and hold the turn
    /// while it delivers, so that work scheduled from inside the delivery is deferred, as with `schedule`.
    func testObserveOnMainSchedulerDeliversInlineAndHoldsTheTurnWhileDelivering() {
        let log = LockedState([String]())
        let done = expectation(description: "work scheduled during the delivery ran")
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            log.withLock { $0.append("next \(value)") }
            guard value == 1 else { return }
            _ = MainScheduler.instance.schedule(()) { _ in
                log.withLock { $0.append("scheduled during \(value)") }
                done.fulfill()
                return Disposables.create()
            }
        })
        subject.onNext(1)
        log.withLock { $0.append("onNext returned") }
        XCTAssertEqual(log.withLock { $0 }, ["next 1", "onNext returned"])
        wait(for: [done], timeout: 2)
        XCTAssertEqual(log.withLock { $0 }, ["next 1", "onNext returned", "scheduled during 1"])
        // The turn was given back: the next element is delivered inline again.
        subject.onNext(2)
        XCTAssertEqual(log.withLock { $0 }.last, "next 2")
        subscription.dispose()
    }

    func testScheduleFromBackgroundThreadDeliversOnMainThread() {
        let done = expectation(description: "action ran")
        let ranOnMain = LockedState(false)
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                ranOnMain.withLock { $0 = Thread.isMainThread }
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 2)
        XCTAssertTrue(ranOnMain.withLock { $0 })
    }

    func testSuccessiveSchedulesFromBackgroundThreadRunInOrder() {
        let done = expectation(description: "all actions ran")
        let values = LockedState([Int]())
        DispatchQueue.global().async {
            for index in 0..<20 {
                _ = MainScheduler.instance.schedule(index) { index in
                    let count = values.withLock { values in
                        values.append(index)
                        return values.count
                    }
                    if count == 20 { done.fulfill() }
                    return Disposables.create()
                }
            }
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(values.withLock { $0 }, Array(0..<20))
    }

    func testAsyncInstanceNeverRunsInline() {
        let done = expectation(description: "action ran")
        var ran = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            XCTAssertTrue(Thread.isMainThread)
            ran = true
            done.fulfill()
            return Disposables.create()
        }
        XCTAssertFalse(ran)
        wait(for: [done], timeout: 2)
        XCTAssertTrue(ran)
    }

    func testDisposingAQueuedActionPreventsIt() {
        let done = expectation(description: "later action ran")
        var cancelledRan = false
        let cancelled = MainScheduler.asyncInstance.schedule(()) { _ in
            cancelledRan = true
            return Disposables.create()
        }
        cancelled.dispose()
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertFalse(cancelledRan)
    }

    func testScheduleRelativeFiresOnMainThreadAfterTheDelay() {
        let done = expectation(description: "timer fired")
        let start = Date()
        var elapsed: TimeInterval = 0
        let disposable = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
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
        let disposable = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            ran = true
            return Disposables.create()
        }
        disposable.dispose()
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertFalse(ran)
    }

    func testSchedulePeriodicThreadsStateOnMainThreadAndStopsOnDispose() {
        let done = expectation(description: "three runs")
        var states: [Int] = []
        let disposable = MainScheduler.instance.schedulePeriodic(
            0,
            startAfter: .milliseconds(5),
            period: .milliseconds(5)
        ) { state in
            XCTAssertTrue(Thread.isMainThread)
            states.append(state)
            if states.count == 3 { done.fulfill() }
            return state + 1
        }
        wait(for: [done], timeout: 2)
        disposable.dispose()
        let countAtDispose = states.count
        RunLoop.main.run(until: Date().addingTimeInterval(0.03))
        XCTAssertEqual(states.count, countAtDispose)
        XCTAssertEqual(states, Array(0..<countAtDispose))
    }

    func testEnsureChecksDoNotTrapOnTheMainThread() {
        MainScheduler.ensureRunningOnMainThread()
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread(errorMessage: "custom")
        MainScheduler.ensureExecutingOnScheduler(errorMessage: "custom")
        XCTAssertTrue(Thread.isMainThread)
    }

    func testPackageQueueAccessors() {
        XCTAssertEqual(MainScheduler.instance.serialQueue.label, DispatchQueue.main.label)
        XCTAssertEqual(MainScheduler.asyncInstance.serialQueue.label, DispatchQueue.main.label)
        XCTAssertTrue(MainScheduler.instance.runsInlineOnMainThread)
        XCTAssertFalse(MainScheduler.asyncInstance.runsInlineOnMainThread)
        XCTAssertLessThan(abs(MainScheduler.instance.now.timeIntervalSinceNow), 1)
    }

    func testScheduleFromASyncBlockOfAnotherQueueOnTheMainThreadStillRunsInline() {
        // `sync` runs the block on the calling (first) thread, outside the main queue: still main, as before.
        var ran = false
        DispatchQueue(label: "other").sync {
            _ = MainScheduler.instance.schedule(()) { _ in
                ran = true
                return Disposables.create()
            }
        }
        XCTAssertTrue(ran)
    }

    func testMainQueueIsCurrentOnTheFirstThreadAndInMainQueueBlocksOnly() {
        XCTAssertTrue(MainQueue.isCurrent)
        let done = expectation(description: "checked off the main queue")
        let offMain = LockedState<Bool?>(nil)
        DispatchQueue.global().async {
            offMain.withLock { $0 = MainQueue.isCurrent }
            DispatchQueue.main.async {
                XCTAssertTrue(MainQueue.isCurrent)
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(offMain.withLock { $0 }, false)
    }

    /// `MainQueue.isCurrent` records the first thread's identity the first time it answers there, then compares
    /// with it: the first thread still answers `true`, and threads asking concurrently (before or after the record)
    /// still answer `false`.
    func testMainQueueIsCurrentComparesWithTheRecordedFirstThreadOnly() {
        // Each answer with `Thread.isMainThread` (the first thread) asked at the same place: they must agree, since
        // none of these threads runs a block of the main queue.
        let answers = LockedState<[(isCurrent: Bool, isFirstThread: Bool)]>([])
        let ask: @Sendable () -> Void = {
            for _ in 0..<500 {
                let answer = (MainQueue.isCurrent, Thread.isMainThread)
                answers.withLock { $0.append(answer) }
            }
        }
        let group = DispatchGroup()
        for _ in 0..<3 { DispatchQueue.global().async(group: group, execute: ask) }
        ask()
        group.wait()
        let recorded = answers.withLock { $0 }
        XCTAssertEqual(recorded.count, 2000)
        XCTAssertTrue(recorded.contains { !$0.isFirstThread }, "no answer came from another thread")
        for answer in recorded { XCTAssertEqual(answer.isCurrent, answer.isFirstThread) }
    }
}
