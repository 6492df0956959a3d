import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class IfEmptyTests: RxTestCase {
    // MARK: ifEmpty(default:)

    func testDefaultNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.ifEmpty(default: 0) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testDefaultEmptyEmitsTheDefault() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.ifEmpty(default: 0) }
        XCTAssertEqual(result.events, [.next(250, 0), .completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testDefaultBasicIsUnchanged() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.ifEmpty(default: 0) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testDefaultErrorIsForwarded() {
        let input: [Recorded<Event<Int>>] = [.error(220, TestError.boom)]
        let result = OperatorMatrix.run(input) { $0.ifEmpty(default: 0) }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDefaultDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), disposed: 240) { $0.ifEmpty(default: 0) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 240)])
    }

    // MARK: ifEmpty(switchTo:)

    func testSwitchToSubscribesToTheFallbackWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.empty())
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 7), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
    }

    func testSwitchToIsNotUsedWhenTheSourceHasElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testSwitchToFallbackErrorAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.empty())
        let ys = scheduler.createColdObservable([.next(10, 7), .error(20, TestError.boom)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 7), .error(270, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])

        let early = TestScheduler(initialClock: 0)
        let xs2 = early.createHotObservable(OperatorMatrix.empty())
        let ys2 = early.createColdObservable([.next(10, 7), .completed(20)])
        let res2 = early.start(disposed: 265) { xs2.ifEmpty(switchTo: ys2.asObservable()) }
        XCTAssertEqual(res2.events, [.next(260, 7)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 265)])
    }

    func testSwitchToWithASynchronouslyEmptySource() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().ifEmpty(switchTo: .of(1, 2)).subscribe { events.append($0) }
        XCTAssertEqual(events.map(\.debugDescription), ["next(1)", "next(2)", "completed"])
    }

    func testIfEmptyMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^---|")
        let res = scheduler.start { xs.ifEmpty(default: 0) }
        XCTAssertMarbles(res.events, "^---(0|)")
        let ys: TestableObservable<Int> = try scheduler.createColdObservable(marbles: "-1-2|")
        let zs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^---|", subscribed: 1200)
        let switched = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            zs.ifEmpty(switchTo: ys.asObservable())
        }
        XCTAssertMarbles(switched.events, "^----1-2|", subscribed: 1200)
    }
}
