import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class VirtualTimeSchedulerDescriptionTests: RxTestCase {
    /// Upstream's schedulers print their clock and queue; here: the clock, then each queued item's sequence
    /// number and due time, in the order they will run. Cancelled and finished items are no longer listed.
    func testDebugDescriptionShowsTheClockAndTheQueueInRunOrder() {
        let scheduler = VirtualTimeScheduler(
            initialClock: Date(timeIntervalSince1970: 0),
            converter: HistoricalSchedulerTimeConverter()
        )
        let name = "VirtualTimeScheduler<HistoricalSchedulerTimeConverter>"
        XCTAssertEqual(scheduler.debugDescription, "\(name)(clock: 1970-01-01 00:00:00 +0000, queued: [])")
        let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { Disposables.create() }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { Disposables.create() }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { Disposables.create() }
        XCTAssertEqual(
            scheduler.debugDescription,
            "\(name)(clock: 1970-01-01 00:00:00 +0000, queued: [#1 at 1970-01-01 00:00:10 +0000, "
                + "#2 at 1970-01-01 00:00:10 +0000, #0 at 1970-01-01 00:00:20 +0000])"
        )
        scheduler.advanceTo(Date(timeIntervalSince1970: 15))
        XCTAssertEqual(
            scheduler.debugDescription,
            "\(name)(clock: 1970-01-01 00:00:15 +0000, queued: [#0 at 1970-01-01 00:00:20 +0000])"
        )
        later.dispose()
        XCTAssertEqual(scheduler.debugDescription, "\(name)(clock: 1970-01-01 00:00:15 +0000, queued: [])")
    }

    func testHistoricalSchedulerDescribesItselfByItsOwnName() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 60))
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { Disposables.create() }
        let described: CustomDebugStringConvertible = scheduler
        XCTAssertEqual(
            described.debugDescription,
            "HistoricalScheduler(clock: 1970-01-01 00:01:00 +0000, queued: [#0 at 1970-01-01 00:01:01 +0000])"
        )
    }
}
