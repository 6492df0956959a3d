import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Upstream's default `schedulePeriodic` schedules the next tick before running the current one, so on
/// virtual time the next tick precedes whatever the tick's work schedules for the same instant.
final class VirtualTimePeriodicTests: RxTestCase {
    func testIntervalDebouncedByItsOwnPeriodNeverFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.interval(.seconds(5), scheduler: scheduler)
                .debounce(.seconds(5), scheduler: scheduler)
                .take(3)
        }
        // Each tick resets the debounce just before its timer would fire.
        XCTAssertEqual(res.events, [])
    }

    func testIntervalThrottledByTwoPeriodsTakesEveryOtherTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.interval(.seconds(5), scheduler: scheduler)
                .throttle(.seconds(10), scheduler: scheduler)
                .take(4)
        }
        XCTAssertEqual(res.events, [.next(205, 0), .next(215, 2), .next(225, 4), .next(235, 6), .completed(235)])
    }

    func testTimerWithPeriodFollowsTheSameOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.timer(.seconds(5), period: .seconds(5), scheduler: scheduler)
                .debounce(.seconds(5), scheduler: scheduler)
                .take(3)
        }
        XCTAssertEqual(res.events, [])
    }

    func testNextTickIsScheduledBeforeTheActionRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        var disposable: Disposable?
        disposable = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { count in
            log.append("tick \(count) at \(scheduler.clock)")
            // Work the tick schedules for the next tick's instant runs after that tick.
            _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                log.append("work of tick \(count) at \(scheduler.clock)")
                return Disposables.create()
            }
            if count == 2 { disposable?.dispose() }
            return count + 1
        }
        scheduler.start()
        XCTAssertEqual(
            log,
            [
                "tick 0 at 10", "tick 1 at 20", "work of tick 0 at 20", "tick 2 at 30", "work of tick 1 at 30",
                "work of tick 2 at 40",
            ]
        )
    }

    func testHistoricalSchedulerFollowsTheSameOrder() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
        var log: [String] = []
        let subscription = Observable<Int>.interval(.seconds(5), scheduler: scheduler)
            .debounce(.seconds(5), scheduler: scheduler)
            .subscribe(onNext: { log.append("\($0)") })
        scheduler.advanceTo(Date(timeIntervalSince1970: 60))
        subscription.dispose()
        XCTAssertEqual(log, [])
    }
}
