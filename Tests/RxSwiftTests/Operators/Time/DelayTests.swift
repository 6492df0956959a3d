import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class DelayTests: RxTestCase {
    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in
            source.delay(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmptyDelaysCompletion() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            source.delay(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.completed(270)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicShiftsEveryEvent() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.delay(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(230, 2), .next(240, 3), .next(250, 4), .completed(320)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testErrorIsDeliveredAtOnceAndDropsPendingElements() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.delay(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testErrorAfterDeliveredElements() {
        let result = OperatorMatrix.run([.next(210, 1), .error(240, TestError.boom)]) { source, scheduler in
            source.delay(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(230, 1), .error(240, TestError.boom)])
    }

    func testDisposedEarlyDropsPendingElements() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 235) { source, scheduler in
            source.delay(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(230, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 235)])
    }

    // MARK: Marble diagram of Time.md

    func testDelayMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-|")
        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^---a-b-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    // MARK: One event per scheduled action (upstream RxSwift 6.9)

    func testDelayDeliversEventsThatArrivedTogetherInConsecutiveActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(221, 2), .completed(222)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDelayOfJustCompletesOneTickAfterItsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(206)])
    }

    func testDelayNextActionWaitsOnlyTheRemainingDueTime() {
        // 2 arrives 5 after 1: once 1 is delivered at 220, 2 has 5 left to wait.
        let result = OperatorMatrix.run([.next(210, 1), .next(215, 2), .completed(400)]) { source, scheduler in
            source.delay(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(230, 1), .next(235, 2), .completed(420)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 400)])
    }

    func testDelayErrorDropsEventsQueuedTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(210, 2), .next(210, 3), .error(221, TestError.boom),
        ])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        // The source's error at 221 runs before the action scheduled for 221 (it was scheduled earlier): the
        // queued 2 and 3 are dropped.
        XCTAssertEqual(res.events, [.next(220, 1), .error(221, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 221)])
    }

    /// The elements wait in a typed queue with their arrival times beside them and the completion behind them: an
    /// error releases the queued elements at once, and disposing does too; nothing queued is delivered afterwards.
    func testDelayReleasesQueuedElementsOnErrorAndOnDisposal() {
        final class Box {}
        for ending in ["error", "dispose"] {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Box>()
            var seen: [String] = []
            let subscription = subject.delay(.seconds(10), scheduler: scheduler).subscribe(
                onNext: { _ in seen.append("next") },
                onError: { _ in seen.append("error") },
                onCompleted: { seen.append("completed") }
            )
            weak var queued: Box?
            do {
                let box = Box()
                queued = box
                subject.onNext(box)
            }
            XCTAssertNotNil(queued, ending)
            if ending == "error" { subject.onError(TestError.boom) } else { subscription.dispose() }
            XCTAssertNil(queued, "released by the \(ending)")
            subject.onCompleted()
            scheduler.start()
            XCTAssertEqual(seen, ending == "error" ? ["error"] : [], ending)
            subscription.dispose()
        }
    }

    func testDelayDeliversInOrderOnARealSerialScheduler() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "delay-test")
        let done = expectation(description: "completed")
        let values = LockedState<[Int]>([])
        let subscription = Observable.range(start: 0, count: 50)
            .delay(.milliseconds(5), scheduler: scheduler)
            .subscribe(onNext: { value in values.withLock { $0.append(value) } }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(values.withLock { $0 }, Array(0..<50))
    }
}
