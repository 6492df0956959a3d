import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class HistoricalSchedulerTests: RxTestCase {
    private func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    func testStartsAtTheEpochByDefault() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.now, date(0))
        XCTAssertEqual(scheduler.clock, date(0))
    }

    func testRunsItemsInDateOrder() {
        let start = date(1_000_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var log: [TimeInterval] = []
        for offset in [30.0, 10, 20] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: start.addingTimeInterval(offset)) { _ in
                log.append(scheduler.now.timeIntervalSince(start))
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log, [10, 20, 30])
        XCTAssertEqual(scheduler.now, start.addingTimeInterval(30))
    }

    func testRelativeDueTimesAndSameTimeOrder() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        _ = scheduler.scheduleRelative("b", dueTime: .milliseconds(1500)) { label in
            log.append("\(label)@\(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual("a", dueTime: 1.5) { label in
            log.append("\(label)@\(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        _ = scheduler.schedule("now") { label in
            log.append("\(label)@\(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log, ["now@0.0", "b@1.5", "a@1.5"])
    }

    func testAdvanceToAndSleep() {
        let scheduler = HistoricalScheduler()
        var fired = false
        _ = scheduler.scheduleAbsoluteVirtual((), time: date(60)) { _ in
            fired = true
            return Disposables.create()
        }
        scheduler.sleep(30)
        XCTAssertEqual(scheduler.now, date(30))
        scheduler.advanceTo(date(59))
        XCTAssertFalse(fired)
        XCTAssertEqual(scheduler.now, date(59))
        scheduler.advanceTo(date(60))
        XCTAssertTrue(fired)
    }

    func testTimerOnHistoricalTime() {
        let scheduler = HistoricalScheduler()
        var ticks: [Double] = []
        let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
            .subscribe(onNext: { _ in ticks.append(scheduler.now.timeIntervalSince1970) })
        scheduler.advanceTo(date(200))
        subscription.dispose()
        scheduler.start()
        XCTAssertEqual(ticks, [60, 120, 180])
    }

    func testConverterIsTheIdentity() {
        let converter = HistoricalSchedulerTimeConverter()
        XCTAssertEqual(converter.convertToVirtualTime(date(5)), date(5))
        XCTAssertEqual(converter.convertFromVirtualTime(date(5)), date(5))
        XCTAssertEqual(converter.convertToVirtualTimeInterval(2.5), 2.5)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(2.5), 2.5)
        XCTAssertEqual(converter.offsetVirtualTime(date(5), offset: 2), date(7))
        XCTAssertEqual(converter.compareVirtualTime(date(1), date(2)), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(date(2), date(2)), .equal)
        XCTAssertEqual(converter.compareVirtualTime(date(3), date(2)), .greaterThan)
    }
}
