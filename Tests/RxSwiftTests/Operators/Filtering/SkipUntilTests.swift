import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SkipUntilTests: RxTestCase {
    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), other: []) { source, other in
            source.skip(until: other)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 1000)])
    }

    func testEmptyWhileTheGateIsShutEndsWithoutEvents() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), other: []) { source, other in
            source.skip(until: other)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 250)])
    }

    func testBasicOtherElementOpensTheGate() {
        let result = OperatorMatrix.run(
            OperatorMatrix.basic(), other: [.next(215, "x"), .next(225, "y")]
        ) { source, other in
            source.skip(until: other)
        }
        XCTAssertEqual(result.events, [.next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 215)])
    }

    func testOtherNeverEmitsKeepsTheGateShut() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), other: []) { source, other in
            source.skip(until: other)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 300)])
    }

    func testOtherCompletionKeepsTheGateShut() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), other: [.completed(215)]) { source, other in
            source.skip(until: other)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 215)])
    }

    func testOtherErrorFailsTheResult() {
        let result = OperatorMatrix.run(
            OperatorMatrix.basic(), other: [.error(215, TestError.other)]
        ) { source, other in
            source.skip(until: other)
        }
        XCTAssertEqual(result.events, [.error(215, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 215)])
    }

    func testSourceError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing(), other: [.next(205, "x")]) { source, other in
            source.skip(until: other)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 205)])
    }

    func testDisposedEarly() {
        let result = OperatorMatrix.run(
            OperatorMatrix.basic(), other: [.next(215, "x")], disposed: 225
        ) { source, other in
            source.skip(until: other)
        }
        XCTAssertEqual(result.events, [.next(220, 3)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 215)])
    }

    func testDeprecatedSkipUntilForwards() {
        let calls: DeprecatedTimeOperators = DeprecatedTimeOperatorCalls()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = scheduler.createHotObservable([.next(225, 0)])
        let res = scheduler.start { calls.skipUntil(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(230, 4), .completed(300)])
    }

    // MARK: Marble diagram of Time.md

    func testSkipUntilMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-c-d-|")
        let ys: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^----x")
        let res = scheduler.start { xs.skip(until: ys) }
        XCTAssertMarbles(res.events, "^-----c-d-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    // MARK: Upstream RxSwift 6.9 timelines

    func testSourceCompletingBeforeTheGateOpensProducesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.skip(until: Observable<Int>.never()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSourceErrorIsForwardedWhileTheGateIsShut() {
        let result = OperatorMatrix.run([.next(210, 1), .error(250, TestError.boom)], other: []) { source, other in
            source.skip(until: other)
        }
        XCTAssertEqual(result.events, [.error(250, TestError.boom)])
        XCTAssertEqual(result.otherSubscriptions, [Subscription(200, 250)])
    }

    func testSkipUntilItselfSubscribesTheSourceFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.skip(until: xs) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(200, 210)])
    }

    func testSynchronouslyCompletingSourceStillSubscribesTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable<Int>.empty().skip(until: ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }
}
