import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class TimerTests: RxTestCase {
    func testIntervalEmitsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5),
                .next(900, 6),
            ]
        )
    }

    func testIntervalDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 450) { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1)])
    }

    func testIntervalPerSubscriptionCounters() {
        let scheduler = TestScheduler(initialClock: 0)
        let interval = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(interval.subscribe(first)) }
        scheduler.scheduleAt(115) { subscriptions.append(interval.subscribe(second)) }
        scheduler.scheduleAt(131) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 0), .next(120, 1), .next(130, 2)])
        XCTAssertEqual(second.events, [.next(125, 0)])
    }

    func testIntervalNegativePeriodFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(-1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func testTimerWithoutPeriodEmitsZeroAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(500, 0), .completed(500)])
    }

    func testTimerZeroDueTimeRunsOnNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testTimerDisposedBeforeDueTimeEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 400) { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testTimerWithPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 850) {
            Observable<UInt8>.timer(.seconds(300), period: .seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(500, 0), .next(600, 1), .next(700, 2), .next(800, 3)])
    }

    func testTimerNegativePeriodFailsWithArgumentOutOfRange() {
        // Documented choice: a negative period is rejected with an error rather than a trap.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.timer(.seconds(10), period: .milliseconds(-5), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func testTimerUsesSchedulerResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let res = scheduler.start { Observable<Int>.timer(.seconds(3), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
    }
}
