import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

final class SchedulerStressTests: RxTestCase {
    private static let threads = 4
    private static let iterations = 200

    func testConcurrentSchedulingAndDisposingOnConcurrentDispatchQueueScheduler() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let kept = DispatchGroup()
        let keptRuns = Atomic<Int>(0)
        let cancelledImmediateRuns = Atomic<Int>(0)
        let cancelledTimerRuns = Atomic<Int>(0)
        let periodicRuns = Atomic<Int>(0)
        // Disposals that came so late (thread preempted) that the timer may legitimately have fired.
        let lateDisposals = Atomic<Int>(0)

        DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
            for index in 0..<Self.iterations {
                kept.enter()
                _ = scheduler.schedule(index) { _ in
                    keptRuns.wrappingAdd(1, ordering: .relaxed)
                    kept.leave()
                    return Disposables.create()
                }
                scheduler.schedule(()) { _ in
                    cancelledImmediateRuns.wrappingAdd(1, ordering: .relaxed)
                    return Disposables.create()
                }.dispose()
                let timerStart = DispatchTime.now()
                scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
                    cancelledTimerRuns.wrappingAdd(1, ordering: .relaxed)
                    return Disposables.create()
                }.dispose()
                Self.countIfLate(since: timerStart, into: lateDisposals)
                if index % 20 == 0 {
                    kept.enter()
                    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
                        keptRuns.wrappingAdd(1, ordering: .relaxed)
                        kept.leave()
                        return Disposables.create()
                    }
                    let periodicStart = DispatchTime.now()
                    let periodic = scheduler.schedulePeriodic(
                        0,
                        startAfter: .milliseconds(30),
                        period: .milliseconds(1)
                    ) { state in
                        periodicRuns.wrappingAdd(1, ordering: .relaxed)
                        return state + 1
                    }
                    periodic.dispose()
                    Self.countIfLate(since: periodicStart, into: lateDisposals)
                }
            }
        }

        let expectedKept = Self.threads * (Self.iterations + Self.iterations / 20)
        XCTAssertEqual(kept.wait(timeout: .now() + 2), .success)
        XCTAssertEqual(keptRuns.load(ordering: .relaxed), expectedKept)
        // Immediate actions may win the race against a dispose issued right after scheduling, but never
        // more than once each.
        XCTAssertLessThanOrEqual(cancelledImmediateRuns.load(ordering: .relaxed), Self.threads * Self.iterations)
        Thread.sleep(forTimeInterval: 0.05)
        let late = lateDisposals.load(ordering: .relaxed)
        XCTAssertLessThanOrEqual(cancelledTimerRuns.load(ordering: .relaxed), late)
        if late == 0 { XCTAssertEqual(periodicRuns.load(ordering: .relaxed), 0) }
    }

    /// Counts a disposal issued 20 ms or more after scheduling, when a 30 ms timer may already have fired.
    private static func countIfLate(since start: DispatchTime, into late: borrowing Atomic<Int>) {
        let elapsed = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
        if elapsed >= 20_000_000 { late.wrappingAdd(1, ordering: .relaxed) }
    }

    func testConcurrentSchedulingOnASerialSchedulerKeepsPerThreadOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.stress.serial")
        let running = Atomic<Int>(0)
        let overlapped = Atomic<Bool>(false)
        let perThread = LockedState([[Int]](repeating: [], count: Self.threads))
        let done = DispatchGroup()

        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<Self.iterations {
                done.enter()
                _ = scheduler.schedule(index) { index in
                    if running.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                        overlapped.store(true, ordering: .relaxed)
                    }
                    perThread.withLock { $0[thread].append(index) }
                    running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                    done.leave()
                    return Disposables.create()
                }
            }
        }

        XCTAssertEqual(done.wait(timeout: .now() + 2), .success)
        XCTAssertFalse(overlapped.load(ordering: .relaxed))
        for values in perThread.withLock({ $0 }) {
            XCTAssertEqual(values, Array(0..<Self.iterations))
        }
    }

    /// Regression (found by the conformance suite under ThreadSanitizer: `interval` on a concurrent scheduler
    /// fed `take` from two threads): periodic actions run one at a time even when each takes longer than the
    /// period and the queue is concurrent, in a way ThreadSanitizer can see.
    func testSchedulePeriodicOnConcurrentQueueRunsOneActionAtATime() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let inside = Atomic<Bool>(false)
        let overlaps = Atomic<Int>(0)
        let ticks = Atomic<Int>(0)
        // Written by every tick without a lock: ThreadSanitizer reports it unless the ticks are ordered.
        let unsynchronised = UncheckedSendable(PeriodicTickCounter())
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(0), period: .microseconds(100)) {
            state in
            if inside.exchange(true, ordering: .acquiring) { overlaps.wrappingAdd(1, ordering: .relaxed) }
            unsynchronised.value.count += 1
            usleep(200)
            inside.store(false, ordering: .releasing)
            ticks.wrappingAdd(1, ordering: .relaxed)
            return state + 1
        }
        // Other work on the same queue, so that the ticks land on different worker threads.
        let load = DispatchGroup()
        for _ in 0..<64 {
            DispatchQueue.global(qos: .userInitiated).async(group: load) { usleep(UInt32.random(in: 100...2_000)) }
        }
        XCTAssertTrue(waitPumpingMain(10) { ticks.load(ordering: .relaxed) >= 300 })
        load.wait()
        subscription.dispose()
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "two periodic actions ran at once")
        // What the conformance table ran: `interval` feeding `take`, whose count is not locked.
        for _ in 0..<20 {
            let done = DispatchSemaphore(value: 0)
            let counted = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).take(10)
                .subscribe(onCompleted: { done.signal() })
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            counted.dispose()
        }
    }
}

/// A counter that only periodic ticks touch.
private final class PeriodicTickCounter {
    var count = 0
}
