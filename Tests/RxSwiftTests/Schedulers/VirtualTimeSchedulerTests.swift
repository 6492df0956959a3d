import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// Integer ticks of one second each, for testing the base class without RxTest.
private struct SecondsConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970.rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval.rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

private final class Scheduler: VirtualTimeScheduler<SecondsConverter> {
    init(_ clock: Int = 0) { super.init(initialClock: clock, converter: SecondsConverter()) }

    /// Schedules a closure at an absolute time that records `label` and the clock into `log`.
    @discardableResult
    func record(_ label: String, at time: Int, into log: Log) -> Disposable {
        scheduleAbsoluteVirtual((), time: time) { [unowned self] _ in
            log.entries.append("\(label)@\(clock)")
            return Disposables.create()
        }
    }
}

private final class Log {
    var entries: [String] = []
}

final class VirtualTimeSchedulerTests: RxTestCase {
    func testItemsRunInTimeOrderAndMoveTheClock() {
        let scheduler = Scheduler()
        let log = Log()
        scheduler.record("c", at: 30, into: log)
        scheduler.record("a", at: 10, into: log)
        scheduler.record("b", at: 20, into: log)
        XCTAssertEqual(scheduler.clock, 0)
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10", "b@20", "c@30"])
        XCTAssertEqual(scheduler.clock, 30)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 30))
    }

    func testItemsAtTheSameTimeRunInSchedulingOrder() {
        let scheduler = Scheduler()
        let log = Log()
        for index in 0..<50 {
            scheduler.record("\(index)", at: index % 2 == 0 ? 10 : 5, into: log)
        }
        scheduler.start()
        let odd = (0..<50).filter { $0 % 2 == 1 }.map { "\($0)@5" }
        let even = (0..<50).filter { $0 % 2 == 0 }.map { "\($0)@10" }
        XCTAssertEqual(log.entries, odd + even)
    }

    func testWorkScheduledDuringARunAtTheSameTimeRunsAfterItsPeers() {
        let scheduler = Scheduler()
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            log.entries.append("first")
            scheduler.record("nested", at: 10, into: log)
            return Disposables.create()
        }
        scheduler.record("second", at: 10, into: log)
        scheduler.start()
        XCTAssertEqual(log.entries, ["first", "second@10", "nested@10"])
    }

    func testDisposingBeforeDueCancelsTheItem() {
        let scheduler = Scheduler()
        let log = Log()
        scheduler.record("a", at: 10, into: log)
        let cancelled = scheduler.record("b", at: 20, into: log)
        scheduler.record("c", at: 30, into: log)
        cancelled.dispose()
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10", "c@30"])
    }

    func testAnItemCanCancelALaterItem() {
        let scheduler = Scheduler()
        let log = Log()
        var later: Disposable?
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            later?.dispose()
            return Disposables.create()
        }
        later = scheduler.record("later", at: 20, into: log)
        scheduler.start()
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testDisposingAfterTheRunDisposesWhatTheActionReturned() {
        let scheduler = Scheduler()
        let inner = BooleanDisposable()
        let item = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in inner }
        scheduler.start()
        XCTAssertFalse(inner.isDisposed)
        item.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testDisposingDuringTheRunDisposesTheResultWhenTheActionReturns() {
        let scheduler = Scheduler()
        let inner = BooleanDisposable()
        var item: Disposable?
        item = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
            item?.dispose()
            XCTAssertFalse(inner.isDisposed)
            return inner
        }
        scheduler.start()
        XCTAssertTrue(inner.isDisposed)
    }

    func testAdvanceToRunsOnlyDueItemsAndSetsTheClock() {
        let scheduler = Scheduler()
        let log = Log()
        scheduler.record("a", at: 10, into: log)
        scheduler.record("b", at: 20, into: log)
        scheduler.record("c", at: 30, into: log)
        scheduler.advanceTo(20)
        XCTAssertEqual(log.entries, ["a@10", "b@20"])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(25)
        XCTAssertEqual(scheduler.clock, 25)
        XCTAssertEqual(log.entries.count, 2)
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10", "b@20", "c@30"])
    }

    func testSleepMovesTheClockWithoutRunningAnything() {
        let scheduler = Scheduler(100)
        let log = Log()
        scheduler.record("a", at: 110, into: log)
        scheduler.sleep(50)
        XCTAssertEqual(scheduler.clock, 150)
        XCTAssertEqual(log.entries, [])
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@150"], "an item due in the past runs without moving the clock back")
        XCTAssertEqual(scheduler.clock, 150)
    }

    func testStopEndsStartAfterTheCurrentItem() {
        let scheduler = Scheduler()
        let log = Log()
        scheduler.record("a", at: 10, into: log)
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            scheduler.stop()
            return Disposables.create()
        }
        scheduler.record("b", at: 30, into: log)
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10"])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10", "b@30"])
    }

    func testStartInsideAnActionDoesNothing() {
        let scheduler = Scheduler()
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            scheduler.start()
            log.entries.append("outer done")
            return Disposables.create()
        }
        scheduler.record("next", at: 20, into: log)
        scheduler.start()
        XCTAssertEqual(log.entries, ["outer done", "next@20"])
    }

    func testRelativeSchedulingUsesTheConverterAndAdjustment() {
        let scheduler = Scheduler(100)
        let log = Log()
        _ = scheduler.scheduleRelative("r", dueTime: .seconds(7)) { label in
            log.entries.append("\(label)@\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual("v", dueTime: 3) { label in
            log.entries.append("\(label)@\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.schedule("now") { label in
            log.entries.append("\(label)@\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative("never", dueTime: .never) { label in
            log.entries.append(label)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["now@100", "v@103", "r@107"])
    }

    func testPeriodicSchedulingOnVirtualTime() {
        let scheduler = Scheduler()
        let log = Log()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(5), period: .seconds(10)) { count in
            log.entries.append("\(count)@\(scheduler.clock)")
            return count + 1
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 40) { _ in
            periodic.dispose()
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["0@5", "1@15", "2@25", "3@35"])
        XCTAssertEqual(scheduler.clock, 40, "nothing is left after the periodic work was disposed")
    }

    func testRecursiveSchedulingOnVirtualTime() {
        let scheduler = Scheduler()
        let log = Log()
        _ = scheduler.scheduleRecursive(1, dueTime: .seconds(2)) { value, recurse in
            log.entries.append("\(value)@\(scheduler.clock)")
            if value < 3 { recurse(value + 1, .seconds(value)) }
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["1@2", "2@3", "3@5"])
    }

    /// A recursion may have several runs pending at once (each run here schedules two): disposing it cancels every
    /// one of them, the one kept apart and the others alike, so the clock never reaches the later ones.
    func testDisposingARecursionWithSeveralPendingRunsCancelsThemAll() {
        let scheduler = Scheduler()
        let log = Log()
        let recursion = SingleAssignmentDisposable()
        recursion.setDisposable(
            scheduler.scheduleRecursive(1, dueTime: .seconds(1)) { value, recurse in
                log.entries.append("\(value)@\(scheduler.clock)")
                recurse(value * 2, .seconds(1))
                recurse(value * 2 + 1, .seconds(100))
                if log.entries.count == 3 { recursion.dispose() }
            }
        )
        scheduler.start()
        XCTAssertEqual(log.entries, ["1@1", "2@2", "4@3"])
        XCTAssertEqual(scheduler.clock, 3, "the runs pending at disposal were cancelled, not skipped when due")
    }
}
