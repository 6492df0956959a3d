import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Every time operator on `TestScheduler` at resolutions 1, 0.1, 0.01 and 0.001, with and without simulated
/// processing delay (issue 40): the scenarios are written in ticks, so the expected times are the same at every
/// resolution. Due times are computed in the scheduler's own time, and no timer is re-armed with zero length at
/// the same instant (a scheduler that does not return is stopped by ``SpinGuard`` and fails the test).
final class VirtualTimeResolutionTests: RxTestCase {
    // MARK: The reported bug

    func testDebounceAtMillisecondResolutionWithoutProcessingDelayEmitsInsteadOfSpinning() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable([.next(1000, 1), .next(1100, 2), .completed(1600)])

        let run = SpinGuard.run(scheduler) {
            scheduler.start(disposed: 2000) { xs.debounce(.milliseconds(300), scheduler: scheduler) }
        }

        XCTAssertFalse(run.stopped, "scheduler.start did not return")
        XCTAssertEqual(run.result.events, [.next(1400, 2), .completed(1600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1600)])
    }

    func testDebounceAtMillisecondResolutionWithProcessingDelayEmitsOnTimeNotOneTickLate() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(1000, 1), .next(1100, 2), .completed(1600)])

        let run = SpinGuard.run(scheduler) {
            scheduler.start(disposed: 2000) { xs.debounce(.milliseconds(300), scheduler: scheduler) }
        }

        XCTAssertFalse(run.stopped, "scheduler.start did not return")
        XCTAssertEqual(run.result.events, [.next(1400, 2), .completed(1600)])
    }

    // Three-tick intervals: 0.3 s at resolution 0.1, 30 ms at 0.01, 3 ms at 0.001, whose `Date` differences are
    // inexact at each of these resolutions for the arrival times below.

    func testDebounceWithAThreeTickDueTimeEmitsOnTimeInsteadOfSpinning() {
        let events: [Recorded<Event<Int>>] = [.next(300, 1), .next(302, 2), .next(307, 3), .completed(320)]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.debounce(setting.ticks(3), scheduler: $1) }
            XCTAssertEqual(outcome.events, [.next(305, 2), .next(310, 3), .completed(320)], "\(setting)")
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 320)], "\(setting)")
        }
    }

    func testThrottleLatestSendsAnElementArrivingExactlyAsTheWindowEndsAtOnceNotOneTickLate() {
        let events: [Recorded<Event<Int>>] = [
            .next(302, 1), .next(305, 2), .next(306, 3), .next(307, 4), .completed(320),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.throttle(setting.ticks(3), latest: true, scheduler: $1) }
            XCTAssertEqual(
                outcome.events, [.next(302, 1), .next(305, 2), .next(308, 4), .completed(320)], "\(setting)")
        }
    }

    func testThrottleWithoutLatestSendsAnElementArrivingExactlyAsTheWindowEndsInsteadOfDroppingIt() {
        let events: [Recorded<Event<Int>>] = [
            .next(302, 1), .next(305, 2), .next(306, 3), .next(307, 4), .completed(320),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.throttle(setting.ticks(3), latest: false, scheduler: $1) }
            XCTAssertEqual(outcome.events, [.next(302, 1), .next(305, 2), .completed(320)], "\(setting)")
        }
    }

    func testDebounceOnHistoricalSchedulerEmitsExactlyDueTimeAfterTheLastElementInsteadOfSpinning() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1.1))
        let subject = PublishSubject<Int>()
        var emitted: [(Int, Date)] = []
        let subscription = subject.debounce(.milliseconds(300), scheduler: scheduler)
            .subscribe(onNext: { emitted.append(($0, scheduler.now)) })
        subject.onNext(1)
        let lastArrival = scheduler.now.addingTimeInterval(0.1)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            subject.onNext(2)
            return Disposables.create()
        }

        let run = SpinGuard.run(scheduler) { scheduler.start() }

        subscription.dispose()
        XCTAssertFalse(run.stopped, "scheduler.start did not return")
        XCTAssertEqual(emitted.map(\.0), [2])
        XCTAssertEqual(emitted.map(\.1), [lastArrival.addingTimeInterval(0.3)])
    }

    // MARK: Every time operator in every setting

    func testDebounceEmitsTheLastElementOfEachBurstDueTimeAfterItArrived() {
        let events: [Recorded<Event<Int>>] = [
            .next(250, 1), .next(400, 2), .next(500, 3), .next(900, 4), .next(1300, 5), .completed(1700),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events, disposed: 2000) {
                $0.debounce(setting.ticks(300), scheduler: $1)
            }
            XCTAssertEqual(
                outcome.events, [.next(800, 3), .next(1200, 4), .next(1600, 5), .completed(1700)], "\(setting)")
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 1700)], "\(setting)")
        }
    }

    func testThrottleLatestEmitsTheKeptElementWhenTheWindowEnds() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(300, 2), .next(350, 3), .next(410, 4), .next(700, 5), .next(710, 6), .completed(1000),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.throttle(setting.ticks(200), latest: true, scheduler: $1) }
            XCTAssertEqual(
                outcome.events,
                [.next(210, 1), .next(410, 4), .next(700, 5), .next(900, 6), .completed(1000)],
                "\(setting)"
            )
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 1000)], "\(setting)")
        }
    }

    func testThrottleWithoutLatestDropsWhatArrivesInsideTheWindow() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(300, 2), .next(350, 3), .next(410, 4), .next(700, 5), .next(710, 6), .completed(1000),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.throttle(setting.ticks(200), latest: false, scheduler: $1) }
            XCTAssertEqual(
                outcome.events, [.next(210, 1), .next(410, 4), .next(700, 5), .completed(1000)], "\(setting)")
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 1000)], "\(setting)")
        }
    }

    func testDelayShiftsEachEventAndDeliversEventsThatArrivedTogetherInConsecutiveActions() {
        let events: [Recorded<Event<Int>>] = [
            .next(250, 1), .next(300, 2), .next(300, 3), .next(550, 4), .completed(600),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.delay(setting.ticks(150), scheduler: $1) }
            // 3 arrived with 2: its action is scheduled with zero delay once 2 is delivered, which processing delay
            // moves one tick later (as upstream).
            let third: TestTime = setting.processingDelay ? 451 : 450
            XCTAssertEqual(
                outcome.events,
                [.next(400, 1), .next(450, 2), .next(third, 3), .next(700, 4), .completed(750)],
                "\(setting)"
            )
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 600)], "\(setting)")
        }
    }

    func testDelaySubscriptionSubscribesDueTimeLater() {
        let events: [Recorded<Event<Int>>] = [.next(300, 1), .next(400, 2), .completed(500)]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.delaySubscription(setting.ticks(150), scheduler: $1) }
            XCTAssertEqual(outcome.events, [.next(400, 2), .completed(500)], "\(setting)")
            XCTAssertEqual(outcome.subscriptions, [Subscription(350, 500)], "\(setting)")
        }
    }

    func testTimeoutFailsDueTimeAfterTheLastElement() {
        let events: [Recorded<Event<Int>>] = [.next(300, 1), .next(450, 2), .next(700, 3)]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.timeout(setting.ticks(200), scheduler: $1) }
            XCTAssertEqual(outcome.events, [.next(300, 1), .next(450, 2), .error(650, RxError.timeout)], "\(setting)")
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 650)], "\(setting)")
        }
    }

    func testTimeoutWithOtherSwitchesDueTimeAfterTheLastElement() {
        let events: [Recorded<Event<Int>>] = [.next(300, 1), .next(450, 2), .next(700, 3)]
        for setting in ResolutionSetting.all {
            var other: TestableObservable<Int>?
            let outcome = runScenario(setting, events) { source, scheduler in
                let fallback = scheduler.createColdObservable([.next(100, 10), .completed(200)])
                other = fallback
                return source.timeout(setting.ticks(200), other: fallback, scheduler: scheduler)
            }
            XCTAssertEqual(
                outcome.events, [.next(300, 1), .next(450, 2), .next(750, 10), .completed(850)], "\(setting)")
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 650)], "\(setting)")
            XCTAssertEqual(other?.subscriptions, [Subscription(650, 850)], "\(setting)")
        }
    }

    func testBufferClosesOnCountAndOnTime() {
        let events: [Recorded<Event<Int>>] = [
            .next(250, 1), .next(300, 2), .next(350, 3), .next(420, 4), .next(800, 5), .completed(900),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) {
                $0.buffer(timeSpan: setting.ticks(300), count: 3, scheduler: $1)
            }
            XCTAssertEqual(
                outcome.events,
                [.next(350, [1, 2, 3]), .next(650, [4]), .next(900, [5]), .completed(900)],
                "\(setting)"
            )
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 900)], "\(setting)")
        }
    }

    func testWindowClosesOnCountAndOnTime() {
        let events: [Recorded<Event<Int>>] = [
            .next(250, 1), .next(300, 2), .next(350, 3), .next(420, 4), .next(800, 5), .completed(900),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { source, scheduler in
                source.window(timeSpan: setting.ticks(300), count: 3, scheduler: scheduler)
                    .enumerated()
                    .flatMap { index, window in window.toArray().asObservable().map { "\(index) \($0)" } }
            }
            XCTAssertEqual(
                outcome.events,
                [.next(350, "0 [1, 2, 3]"), .next(650, "1 [4]"), .next(900, "2 [5]"), .completed(900)],
                "\(setting)"
            )
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 900)], "\(setting)")
        }
    }

    func testSampleWithAnIntervalSamplerEmitsTheLatestElementAtEachTick() {
        let events: [Recorded<Event<Int>>] = [
            .next(250, 1), .next(300, 2), .next(520, 3), .next(700, 4), .completed(900),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { source, scheduler in
                source.sample(Observable<Int>.interval(setting.ticks(150), scheduler: scheduler))
            }
            XCTAssertEqual(
                outcome.events, [.next(350, 2), .next(650, 3), .next(800, 4), .completed(950)], "\(setting)")
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 900)], "\(setting)")
        }
    }

    func testTakeForDurationCompletesExactlyWhenTheDurationEnds() {
        let events: [Recorded<Event<Int>>] = [
            .next(250, 1), .next(450, 2), .next(500, 3), .next(550, 4), .completed(700),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.take(for: setting.ticks(300), scheduler: $1) }
            XCTAssertEqual(
                outcome.events, [.next(250, 1), .next(450, 2), .next(500, 3), .completed(500)], "\(setting)")
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 500)], "\(setting)")
        }
    }

    func testSkipForDurationOpensExactlyWhenTheDurationEnds() {
        let events: [Recorded<Event<Int>>] = [
            .next(250, 1), .next(450, 2), .next(500, 3), .next(550, 4), .completed(700),
        ]
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, events) { $0.skip(setting.ticks(300), scheduler: $1) }
            XCTAssertEqual(outcome.events, [.next(550, 4), .completed(700)], "\(setting)")
            XCTAssertEqual(outcome.subscriptions, [Subscription(200, 700)], "\(setting)")
        }
    }

    func testIntervalTicksEveryPeriod() {
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, []) { _, scheduler in
                Observable<Int>.interval(setting.ticks(150), scheduler: scheduler)
            }
            XCTAssertEqual(
                outcome.events, [.next(350, 0), .next(500, 1), .next(650, 2), .next(800, 3), .next(950, 4)],
                "\(setting)")
        }
    }

    func testOneShotTimerFiresAfterItsDueTime() {
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, []) { _, scheduler in
                Observable<Int>.timer(setting.ticks(300), scheduler: scheduler)
            }
            XCTAssertEqual(outcome.events, [.next(500, 0), .completed(500)], "\(setting)")
        }
    }

    func testOneShotTimerWithZeroDueTimeFiresOneTickLaterOnlyWithProcessingDelay() {
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, []) { _, scheduler in
                Observable<Int>.timer(setting.ticks(0), scheduler: scheduler)
            }
            let time: TestTime = setting.processingDelay ? 201 : 200
            XCTAssertEqual(outcome.events, [.next(time, 0), .completed(time)], "\(setting)")
        }
    }

    func testPeriodicTimerFiresAfterItsDueTimeAndThenEveryPeriod() {
        for setting in ResolutionSetting.all {
            let outcome = runScenario(setting, []) { _, scheduler in
                Observable<Int>.timer(setting.ticks(300), period: setting.ticks(150), scheduler: scheduler)
            }
            XCTAssertEqual(
                outcome.events, [.next(500, 0), .next(650, 1), .next(800, 2), .next(950, 3)], "\(setting)")
        }
    }
}
