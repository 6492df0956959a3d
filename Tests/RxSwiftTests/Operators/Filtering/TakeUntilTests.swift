import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class TakeUntilTests: RxTestCase {
    func testSourceNeverOtherNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), other: []) { source, other in
            source.take(until: other)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 1000)])
    }

    func testSourceEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), other: []) { source, other in
            source.take(until: other)
        }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 250)])
    }

    func testBasicOtherNeverEmits() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), other: []) { source, other in
            source.take(until: other)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 300)])
    }

    func testOtherElementCompletesTheResult() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), other: [.next(225, "x")]) { source, other in
            source.take(until: other)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 225)])
    }

    func testOtherCompletionDoesNothing() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), other: [.completed(215)]) { source, other in
            source.take(until: other)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 215)])
    }

    func testOtherErrorFailsTheResult() {
        let result = OperatorMatrix.run(
            OperatorMatrix.basic(), other: [.error(225, TestError.other)]
        ) { source, other in
            source.take(until: other)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .error(225, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 225)])
    }

    func testSourceError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing(), other: []) { source, other in
            source.take(until: other)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarly() {
        let result = OperatorMatrix.run(
            OperatorMatrix.basic(), other: [.next(250, "x")], disposed: 215
        ) { source, other in
            source.take(until: other)
        }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 215)])
    }

    func testOtherEmittingDuringSubscriptionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let res = scheduler.start { xs.take(until: Observable.just(0)) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testDeprecatedTakeUntilForwards() {
        let calls: DeprecatedTimeOperators = DeprecatedTimeOperatorCalls()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = scheduler.createHotObservable([.next(215, 0)])
        let res = scheduler.start { calls.takeUntil(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(215)])
    }

    // MARK: Marble diagram of Time.md

    func testTakeUntilMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-c-d-|")
        let ys: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^----x")
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertMarbles(res.events, "^-a-b|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    // MARK: take(until:behavior:) with a predicate

    func testTakeUntilPredicateExclusiveAndInclusive() {
        let exclusive = OperatorMatrix.run(OperatorMatrix.basic()) { $0.take(until: { $0 == 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(exclusive.subscriptions, [Subscription(200, 220)])
        let inclusive = OperatorMatrix.run(OperatorMatrix.basic()) { $0.take(until: { $0 == 3 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(210, 2), .next(220, 3), .completed(220)])
    }

    func testTakeUntilPredicateMatrix() {
        let untilBig: (Observable<Int>) -> Observable<Int> = { $0.take(until: { $0 > 10 }) }
        XCTAssertEqual(OperatorMatrix.run(OperatorMatrix.never(), untilBig).events, [])
        XCTAssertEqual(OperatorMatrix.run(OperatorMatrix.empty(), untilBig).events, [.completed(250)])
        XCTAssertEqual(
            OperatorMatrix.run(OperatorMatrix.basic(), untilBig).events,
            [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)]
        )
        let failing = OperatorMatrix.run(OperatorMatrix.failing(), untilBig)
        XCTAssertEqual(failing.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215, untilBig)
        XCTAssertEqual(early.subscriptions, [Subscription(200, 215)])
        let throwing = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.take(until: { (_: Int) throws -> Bool in throw TestError.other })
        }
        XCTAssertEqual(throwing.events, [.error(210, TestError.other)])
        XCTAssertEqual(throwing.subscriptions, [Subscription(200, 210)])
    }

    func testTakeUntilPredicateMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-1-|")
        let res = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }
        XCTAssertMarbles(res.events, "^-1-2-(3|)")
    }
}
