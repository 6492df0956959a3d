import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class CurrentThreadSchedulerTests: RxTestCase {
    func testIsScheduleRequiredOutsideAndInside() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var inside: Bool?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            inside = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        XCTAssertEqual(inside, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testIsScheduleRequiredIsPerThread() {
        var otherThread: Bool?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let done = DispatchSemaphore(value: 0)
            let result = UncheckedResult()
            Thread.detachNewThread {
                result.value = CurrentThreadScheduler.isScheduleRequired
                done.signal()
            }
            done.wait()
            otherThread = result.value
            return Disposables.create()
        }
        XCTAssertEqual(otherThread, true)
    }

    func testScheduleOutsideWorkRunsImmediately() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testNestedSchedulesRunAfterOuterActionInFifoOrder() {
        var log: [String] = []
        let scheduler = CurrentThreadScheduler.instance
        _ = scheduler.schedule(()) { _ in
            log.append("outer start")
            _ = scheduler.schedule(()) { _ in
                log.append("A")
                _ = scheduler.schedule(()) { _ in
                    log.append("C (from A)")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.append("B")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "A", "B", "C (from A)"])
    }

    func testNestedScheduleReceivesState() {
        var received: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(1) { first in
            received.append(first)
            _ = CurrentThreadScheduler.instance.schedule(first + 1) { second in
                received.append(second)
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(received, [1, 2])
    }

    func testDisposingQueuedItemPreventsIt() {
        var log: [String] = []
        let scheduler = CurrentThreadScheduler.instance
        _ = scheduler.schedule(()) { _ in
            let cancelled = scheduler.schedule(()) { _ in
                log.append("cancelled ran")
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.append("kept")
                return Disposables.create()
            }
            cancelled.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(log, ["kept"])
    }

    func testDisposingQueuedItemAfterItRanDisposesItsResult() {
        let result = RecordingDisposable("result")
        var queued: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            queued = CurrentThreadScheduler.instance.schedule(()) { _ in result }
            return Disposables.create()
        }
        XCTAssertEqual(result.disposeCount, 0)
        queued?.dispose()
        XCTAssertEqual(result.disposeCount, 1)
    }

    func testOfSequencesInterleaveOnTheTrampoline() {
        var received: [Int] = []
        var completions = 0
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
            _ = Observable.of(4, 5, 6).subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
            return Disposables.create()
        }
        XCTAssertEqual(received, [1, 4, 2, 5, 3, 6])
        XCTAssertEqual(completions, 2)
    }

    func testOfSubscribedOutsideScheduleRunsToCompletionFirst() {
        var received: [Int] = []
        _ = Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) })
        _ = Observable.of(4, 5, 6).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3, 4, 5, 6])
    }

    func testScheduleWorkFromInsideElementHandlerRunsBetweenElements() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { value in
            log.append("\(value)")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("after \(value)")
                return Disposables.create()
            }
        })
        XCTAssertEqual(log, ["1", "after 1", "2", "after 2"])
    }

    func testScheduleRecursive() {
        var values: [Int] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            values.append(value)
            if value < 4 { recurse(value + 1) }
        }
        XCTAssertEqual(values, [0, 1, 2, 3, 4])
    }

    func testScheduleRecursiveDoesNotGrowTheStack() {
        var count = 0
        _ = CurrentThreadScheduler.instance.scheduleRecursive(()) { _, recurse in
            count += 1
            if count < 100_000 { recurse(()) }
        }
        XCTAssertEqual(count, 100_000)
    }

    func testScheduleRecursiveDisposedFromInsideStops() {
        var values: [Int] = []
        var recursion: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            recursion = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
                values.append(value)
                if value == 2 { recursion?.dispose() }
                recurse(value + 1)
            }
            return Disposables.create()
        }
        XCTAssertEqual(values, [0, 1, 2])
        recursion = nil
    }

    func testScheduleRecursiveInterleavesWithOtherWork() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
                log.append("r\(value)")
                if value < 2 { recurse(value + 1) }
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("x")
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(log, ["r0", "x", "r1", "r2"])
    }
}

/// Carries a result back from a helper thread; the semaphore orders the accesses.
private final class UncheckedResult: @unchecked Sendable {
    // Sendable: written before `signal()`, read after `wait()`.
    var value: Bool?
}
