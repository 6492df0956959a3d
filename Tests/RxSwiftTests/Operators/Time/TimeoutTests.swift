import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class TimeoutTests: RxTestCase {
    func testNeverTimesOut() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in
            source.timeout(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.error(300, RxError.timeout)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            source.timeout(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicElementsRestartTheTimer() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.timeout(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testTimeoutAfterTheLastElement() {
        let result = OperatorMatrix.run([.next(210, 1), .next(320, 2)]) { source, scheduler in
            source.timeout(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(310, RxError.timeout)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 310)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.timeout(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), disposed: 250) { source, scheduler in
            source.timeout(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    // MARK: With a fallback sequence

    func testSwitchesToOtherOnTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
    }

    func testOtherIsNotSubscribedWithoutTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = scheduler.createColdObservable([.next(10, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testOtherErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.never())
        let ys: TestableObservable<Int> = scheduler.createColdObservable([.error(10, TestError.other)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(310, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 310)])
    }

    func testDisposingAfterTheSwitchDisposesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.never())
        let ys = scheduler.createColdObservable([.next(10, -1), .next(100, -2)])
        let res = scheduler.start(disposed: 350) { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(310, -1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 350)])
    }

    // MARK: Marble diagrams of Time.md

    func testTimeoutMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-----b-|")
        let res = scheduler.start { xs.timeout(.seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^-a---#", errors: ["#": RxError.timeout])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testTimeoutWithOtherMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-----b-|")
        let ys: TestableObservable<String> = try scheduler.createColdObservable(marbles: "x|")
        let res = scheduler.start { xs.timeout(.seconds(40), other: ys, scheduler: scheduler) }
        XCTAssertMarbles(res.events, "^-a---x|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(260, 270)])
    }
}
