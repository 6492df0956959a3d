import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `throttle` keeps one window timer at a time, and holds its kept element only until the window ends.
final class ThrottleTimerTests: RxTestCase {
    func testABurstAtOneInstantSchedulesOneTimerAndEmitsFirstAndLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = TimerCountingScheduler(scheduler)
        let source = scheduler.createHotObservable((0..<100).map { Recorded.next(210, $0) } + [.completed(400)])

        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: counting) }

        XCTAssertEqual(observer.events, [.next(210, 0), .next(230, 99), .completed(400)])
        XCTAssertEqual(counting.timers, 1)
    }

    func testAnElementArrivingAsTheWindowEndsIsEmittedAtOnceAndDropsTheKeptOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(230, 3), .next(260, 4), .completed(300),
        ])

        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }

        // 3 arrives at 230 before the window timer (scheduled later) runs: the window is over, so 3 goes out at
        // once and the kept 2 is dropped; the timer then finds nothing kept.
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .next(260, 4), .completed(300)])
    }

    func testAnEmittedKeptElementIsNotKeptAlive() {
        let outcome = HeldPayloads.run(disposingFirst: false) { $0.throttle(.seconds(20), scheduler: $1) }

        XCTAssertEqual(outcome.emitted, 2)
        XCTAssertFalse(outcome.lastAlive, "the sink must not hold an element it has emitted")
    }

    func testAKeptElementIsReleasedWithTheSubscription() {
        let outcome = HeldPayloads.run(disposingFirst: true) { $0.throttle(.seconds(20), scheduler: $1) }

        XCTAssertEqual(outcome.emitted, 1, "the first payload goes out at once")
        XCTAssertFalse(outcome.lastAlive, "a kept element must be released once the subscription is gone")
    }

    func testAnElementSentFromTheObserverOfTheWindowEndIsKeptForTheNextWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) {
            subscription = subject.throttle(.seconds(20), scheduler: scheduler)
                .do(onNext: { if $0 == 2 { subject.onNext(3) } })
                .subscribe(observer)
        }
        scheduler.scheduleAt(110) {
            subject.onNext(1)
            subject.onNext(2)
        }
        scheduler.scheduleAt(300) { subscription?.dispose() }

        scheduler.start()

        XCTAssertEqual(observer.events, [.next(110, 1), .next(130, 2), .next(150, 3)])
    }
}
