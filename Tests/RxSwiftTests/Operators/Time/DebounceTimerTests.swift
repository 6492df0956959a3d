import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `debounce` keeps one timer per burst and re-arms it for the rest of the wait, with the timing of a timer per
/// element: each emitted element comes out exactly `dueTime` after it arrived.
final class DebounceTimerTests: RxTestCase {
    private func run(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = 1000
    ) -> (events: [Recorded<Event<Int>>], timers: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = TimerCountingScheduler(scheduler)
        let source = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: disposed) { source.debounce(.seconds(20), scheduler: counting) }
        return (observer.events, counting.timers)
    }

    func testABurstAtOneInstantSchedulesOneTimer() {
        let burst = (0..<100).map { Recorded.next(210, $0) }

        let outcome = run(burst)

        XCTAssertEqual(outcome.events, [.next(230, 99)])
        XCTAssertEqual(outcome.timers, 1)
    }

    func testABurstSpreadOverTimeReArmsForTheRestOfTheWait() {
        // The timer armed at 210 fires at 230 and finds 5 (arrived 224) too young: it re-arms for 14 ticks.
        let outcome = run([.next(210, 1), .next(215, 2), .next(224, 5), .completed(400)])

        XCTAssertEqual(outcome.events, [.next(244, 5), .completed(400)])
        XCTAssertEqual(outcome.timers, 2)
    }

    func testAnElementArrivingWhenTheTimerFiresWaitsItsOwnDueTime() {
        let outcome = run([.next(210, 1), .next(230, 2), .next(250, 3), .completed(400)])

        XCTAssertEqual(outcome.events, [.next(270, 3), .completed(400)])
    }

    func testEveryBurstGetsANewTimerAfterTheLastOneEmitted() {
        let outcome = run([
            .next(210, 1), .next(211, 2), .next(300, 3), .next(305, 4), .next(500, 5), .completed(600),
        ])

        XCTAssertEqual(outcome.events, [.next(231, 2), .next(325, 4), .next(520, 5), .completed(600)])
        XCTAssertEqual(outcome.timers, 5, "one per burst, plus one re-arm in each of the first two bursts")
    }

    func testCompletionWhileTheTimerIsReArmedFlushesOnceAndTheTimerEmitsNothingMore() {
        let outcome = run([.next(210, 1), .next(225, 2), .completed(235)])

        XCTAssertEqual(outcome.events, [.next(235, 2), .completed(235)])
    }

    func testErrorWhileTheTimerIsReArmedDropsThePendingElement() {
        let outcome = run([.next(210, 1), .next(225, 2), .error(235, TestError.boom)])

        XCTAssertEqual(outcome.events, [.error(235, TestError.boom)])
    }

    func testDisposingWhileTheTimerIsReArmedCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(225, 2)])
        let observer = scheduler.start(disposed: 235) { source.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(scheduler.clock, 235, "no timer left to run after dispose")
    }

    func testAnElementSentFromTheObserverOfTheEmissionStartsItsOwnWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) {
            subscription = subject.debounce(.seconds(20), scheduler: scheduler)
                .do(onNext: { if $0 == 1 { subject.onNext(2) } })
                .subscribe(observer)
        }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subscription?.dispose() }

        scheduler.start()

        XCTAssertEqual(observer.events, [.next(130, 1), .next(150, 2)])
    }

    func testAnEmittedElementIsNotKeptAlive() {
        let outcome = HeldPayloads.run(disposingFirst: false) { $0.debounce(.seconds(20), scheduler: $1) }

        XCTAssertEqual(outcome.emitted, 1)
        XCTAssertFalse(outcome.lastAlive, "the sink must not hold an element it has emitted")
    }

    func testAPendingElementIsReleasedWithTheSubscription() {
        let outcome = HeldPayloads.run(disposingFirst: true) { $0.debounce(.seconds(20), scheduler: $1) }

        XCTAssertEqual(outcome.emitted, 0)
        XCTAssertFalse(outcome.lastAlive, "a pending element must be released once the subscription is gone")
    }

    func testAClockSetBackWhileAnElementIsPendingDelaysItByDueTimeAtMost() {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = TimerCountingScheduler(scheduler)
        let source = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(500)])
        // At 229 the scheduler's wall clock is set back by 1000 seconds (the timers keep their virtual times).
        scheduler.scheduleAt(229) { clock.clockOffset = -1000 }

        let observer = scheduler.start { source.debounce(.seconds(20), scheduler: clock) }

        // The timer fires at 230 and finds 2 arrived "in the future": it waits 20 more ticks, not 1000.
        XCTAssertEqual(observer.events, [.next(250, 2), .completed(500)])
    }

    func testRealTimeBurstEmitsOnlyTheLastElement() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.debounce")
        let subject = PublishSubject<Int>()
        let emitted = expectation(description: "the last element")
        let received = LockedBox<[Int]>([])
        let subscription = subject.debounce(.milliseconds(30), scheduler: scheduler)
            .subscribe(onNext: { value in
                received.mutate { $0.append(value) }
                if value == 999 { emitted.fulfill() }
            })
        // The burst is sent from the scheduler's queue, where the debounce timer runs: a test thread descheduled
        // for longer than the due time mid-burst cannot let the timer fire before the burst ends.
        scheduler.serialQueue.sync {
            for value in 0..<1000 {
                subject.onNext(value)
            }
        }

        wait(for: [emitted], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received.mutate { $0 }, [999])
    }
}
