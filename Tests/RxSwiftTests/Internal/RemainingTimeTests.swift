import Foundation
import RxTest
import RxTestSupport
import XCTest

@testable import RxSwift

/// `SchedulerType._rxEnd(of:from:)`, when an interval ends by a scheduler's clock, and
/// `DispatchTimeInterval.rxRemaining(until:at:)`, what is left of it: the timers of `debounce`, `throttle` and
/// `delay`.
final class RemainingTimeTests: RxTestCase {
    private let origin = Date(timeIntervalSinceReferenceDate: 1_000)

    func testSubtractsTheTimeThatPassed() {
        XCTAssertEqual(
            RxTimeInterval.seconds(15).rxRemaining(
                until: origin.addingTimeInterval(15), at: origin.addingTimeInterval(5)),
            .nanoseconds(10_000_000_000)
        )
        XCTAssertEqual(
            RxTimeInterval.milliseconds(3).rxRemaining(until: origin.addingTimeInterval(0.003), at: origin),
            .nanoseconds(3_000_000)
        )
    }

    func testIsZeroOnceTheEndHasCome() {
        XCTAssertEqual(RxTimeInterval.seconds(1).rxRemaining(until: origin, at: origin), .nanoseconds(0))
        XCTAssertEqual(
            RxTimeInterval.seconds(1).rxRemaining(until: origin, at: origin.addingTimeInterval(2)), .nanoseconds(0))
    }

    func testNeverStaysNever() {
        XCTAssertEqual(RxTimeInterval.never.rxRemaining(until: .distantFuture, at: origin), .never)
    }

    func testAnEndBeyondTheNanosecondRangeSaturates() {
        XCTAssertEqual(
            RxTimeInterval.seconds(1).rxRemaining(until: origin.addingTimeInterval(1e12), at: origin),
            .nanoseconds(.max)
        )
        XCTAssertEqual(
            RxTimeInterval.seconds(1).rxRemaining(until: origin.addingTimeInterval(-1e12), at: origin),
            .nanoseconds(0)
        )
    }

    func testTheDefaultEndAddsTheIntervalToTheDate() {
        let scheduler = TimerCountingScheduler(TestScheduler(initialClock: 0))

        XCTAssertEqual(scheduler._rxEnd(of: .milliseconds(1_500), from: origin), origin.addingTimeInterval(1.5))
        XCTAssertEqual(scheduler._rxEnd(of: .seconds(-2), from: origin), origin.addingTimeInterval(-2))
        XCTAssertEqual(scheduler._rxEnd(of: .never, from: origin), .distantFuture)
    }

    func testConcurrentMainSchedulerAnswersAsMainScheduler() {
        XCTAssertEqual(
            ConcurrentMainScheduler.instance._rxEnd(of: .milliseconds(300), from: origin),
            MainScheduler.instance._rxEnd(of: .milliseconds(300), from: origin)
        )
    }

    func testVirtualTimeEndIsTheImageOfTheEndInTicks() {
        for resolution in [1, 0.1, 0.01, 0.001] {
            let scheduler = TestScheduler(initialClock: 1_100, resolution: resolution)
            let converter = TestSchedulerVirtualTimeConverter(resolution: resolution)

            let end = scheduler._rxEnd(of: .milliseconds(3_000), from: scheduler.now)

            let ticks = Int((3 / resolution).rounded())
            XCTAssertEqual(end, converter.convertFromVirtualTime(1_100 + ticks), "resolution \(resolution)")
            XCTAssertEqual(scheduler._rxEnd(of: .never, from: scheduler.now), .distantFuture)
        }
    }

    func testVirtualTimeRemainingTurnsBackIntoTheTicksThatRemain() {
        for resolution in [1, 0.1, 0.01, 0.001] {
            let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
            let converter = TestSchedulerVirtualTimeConverter(resolution: resolution)
            let start = converter.convertFromVirtualTime(1_102)
            let now = converter.convertFromVirtualTime(1_104)

            let remaining = RxTimeInterval.milliseconds(3_000)
                .rxRemaining(until: scheduler._rxEnd(of: .milliseconds(3_000), from: start), at: now)

            let ticks = Int((3 / resolution).rounded())
            XCTAssertEqual(
                converter.convertToVirtualTimeInterval(remaining.rxSeconds), ticks - 2, "resolution \(resolution)")
        }
    }

    func testHistoricalEndAddsTheIntervalToTheDateAsScheduleRelativeDoes() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1.1))
        var fired: Date?
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
            fired = scheduler.now
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(fired, scheduler._rxEnd(of: .milliseconds(300), from: Date(timeIntervalSince1970: 1.1)))
        XCTAssertEqual(fired, Date(timeIntervalSince1970: 1.1).addingTimeInterval(0.3))
    }
}
