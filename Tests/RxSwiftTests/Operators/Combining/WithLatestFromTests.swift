import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class WithLatestFromTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testWithLatestFromMarbles() throws {
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a---b--c-|")
        let ys: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^--1--2-|")
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertMarbles(res.events, "^-----1--2-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 280)])
    }

    func testWithLatestFromResultSelectorAndSecondSubscribedFirst() {
        var order: [String] = []
        let first = Observable<Int>.deferred {
            order.append("first")
            return .just(1)
        }
        let second = Observable<Int>.deferred {
            order.append("second")
            return .just(10)
        }
        var received: [Int] = []
        _ = first.withLatestFrom(second) { $0 + $1 }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(order, ["second", "first"])
        XCTAssertEqual(received, [11])
    }

    func testWithLatestFromNeverAndEmpty() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 0)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testWithLatestFromSecondErrorFails() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError.boom)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testWithLatestFromFirstErrorAndDisposeEarly() {
        let xs = scheduler.createHotObservable([.next(220, 1), .error(230, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(210, 5)])
        let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 6), .error(230, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])

        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(220, 1), .next(240, 2)])
        let b = other.createHotObservable([.next(210, 5)])
        let early = other.start(disposed: 230) { a.withLatestFrom(b) }
        XCTAssertEqual(early.events, [.next(220, 5)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testWithLatestFromSelectorThrows() {
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 5)])
        let res = scheduler.start { xs.withLatestFrom(ys) { _, _ -> Int in throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }
}
