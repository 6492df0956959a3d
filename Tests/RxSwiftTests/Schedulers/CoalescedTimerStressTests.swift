import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// What the timers of one run did, behind a lock ThreadSanitizer understands (`NSLock`).
private final class TimerLedger: @unchecked Sendable {
    // Sendable: every field is guarded by `lock`.
    private let lock = NSLock()
    private var runs: [Int: Int] = [:]
    private var kept: Set<Int> = []

    func ran(_ id: Int) { lock.withLock { runs[id, default: 0] += 1 } }
    func keep(_ id: Int) { lock.withLock { _ = kept.insert(id) } }
    var counts: [Int: Int] { lock.withLock { runs } }
    var expected: Set<Int> { lock.withLock { kept } }
}

/// The dispatch-queue schedulers keep their relative timers in lists on one dispatch timer (issue 43). Many threads
/// scheduling and cancelling at once: every timer that is not cancelled runs exactly once, after its due time; none
/// that is cancelled first runs; due times beyond the number of lists fall back to dispatch timers of their own.
final class CoalescedTimerStressTests: RxTestCase {
    private func run(on scheduler: some SchedulerType & Sendable, dueTimes: [Int]) {
        let threads = 4
        let perThread = 300
        let ledger = TimerLedger()
        let early = Atomic<Int>(0)
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread {
                for index in 0..<perThread {
                    let id = thread * perThread + index
                    // A timer that is cancelled gets a due time far beyond the time it takes to cancel it (under
                    // ThreadSanitizer a short one fired before `dispose` was called).
                    let cancels = index % 3 == 0
                    let due = cancels ? 100 : dueTimes[id % dueTimes.count]
                    let start = DispatchTime.now().uptimeNanoseconds
                    let timer = scheduler.scheduleRelative(id, dueTime: .milliseconds(due)) { id in
                        if DispatchTime.now().uptimeNanoseconds - start < UInt64(due) * 1_000_000 {
                            early.add(1, ordering: .relaxed)
                        }
                        ledger.ran(id)
                        return Disposables.create()
                    }
                    if cancels {
                        timer.dispose()
                    } else {
                        ledger.keep(id)
                    }
                }
                group.leave()
            }.start()
        }
        group.wait()
        let wanted = ledger.expected
        let deadline = Date().addingTimeInterval(10)
        while ledger.counts.count < wanted.count && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        Thread.sleep(forTimeInterval: 0.15)  // past the cancelled timers' due time: one that wrongly fires shows up
        let counts = ledger.counts
        XCTAssertEqual(Set(counts.keys), wanted, "ran: \(counts.count), expected: \(wanted.count)")
        XCTAssertEqual(counts.values.filter { $0 != 1 }.count, 0, "a timer ran more than once")
        XCTAssertEqual(early.load(ordering: .relaxed), 0, "a timer ran before its due time")
    }

    func testConcurrentSchedulingAndCancellingOnAConcurrentScheduler() {
        run(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated), dueTimes: [1, 2, 5])
    }

    func testConcurrentSchedulingAndCancellingOnASerialScheduler() {
        run(on: SerialDispatchQueueScheduler(qos: .userInitiated), dueTimes: [3, 1])
    }

    /// More distinct due times than lists: the extra ones take the dispatch-timer path.
    func testManyDistinctDueTimesFallBackToDispatchTimers() {
        run(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated), dueTimes: Array(1...40))
    }

    /// A timer keeps its scheduler's list alive: it still runs after the scheduler is released.
    func testATimerRunsAfterItsSchedulerIsReleased() {
        let ran = DispatchSemaphore(value: 0)
        var scheduler: SerialDispatchQueueScheduler? = SerialDispatchQueueScheduler(qos: .userInitiated)
        _ = scheduler?.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            ran.signal()
            return Disposables.create()
        }
        scheduler = nil
        XCTAssertEqual(ran.wait(timeout: .now() + 5), .success)
    }

    /// An earlier deadline scheduled after a later one re-arms the timer: the short one is not held back.
    func testAShortTimerAfterALongOneIsNotDelayed() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let long = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in Disposables.create() }
        defer { long.dispose() }
        let ran = DispatchSemaphore(value: 0)
        let start = Date()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            ran.signal()
            return Disposables.create()
        }
        XCTAssertEqual(ran.wait(timeout: .now() + 5), .success)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }
}
