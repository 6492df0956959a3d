import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class FlatMapLatestTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    /// `10 * outer + 1` after 10 ticks, `+ 2` after 20, `+ 3` after 50, completes after 70.
    private func inner() -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(50, 3), .completed(70)])
    }

    func testNever() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = inner()
        let res = scheduler.start { xs.flatMapLatest { _ in ys } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testEmpty() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let ys = inner()
        let res = scheduler.start { xs.flatMapLatest { _ in ys } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSwitchesToTheLatestInner() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = inner()
        let res = scheduler.start { xs.flatMapLatest { outer in ys.map { outer * 10 + $0 } } }
        XCTAssertEqual(
            res.events,
            [.next(220, 11), .next(230, 12), .next(250, 21), .next(260, 22), .next(290, 23), .completed(310)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(240, 310)])
    }

    func testOuterError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(235, TestError.boom)])
        let ys = inner()
        let res = scheduler.start { xs.flatMapLatest { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .error(235, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 235)])
    }

    func testInnerError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let res = scheduler.start { xs.flatMapLatest { _ in failing } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 230)])
    }

    func testErrorOfASupersededInnerIsIgnored() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let failing = scheduler.createColdObservable([.error(20, TestError.boom, Int.self)])
        let ys = inner()
        let res = scheduler.start { xs.flatMapLatest { $0 == 1 ? failing.asObservable() : ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(225, 1), .next(235, 2), .next(265, 3), .completed(300)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 215)])
    }

    func testDisposeEarly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = inner()
        let res = scheduler.start(disposed: 255) { xs.flatMapLatest { outer in ys.map { outer * 10 + $0 } } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(250, 21)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(240, 255)])
    }

    func testSelectorThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = inner()
        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 { throw TestError.boom }
                return ys
            }
        }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testReentrantObserverSwitchesDuringDelivery() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        var received: [String] = []
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: { value in
            received.append(value)
            if value == "a" { outer.onNext(1) }
        })
        outer.onNext(0)
        inners[0].onNext("a")
        inners[0].onNext("dropped")
        inners[1].onNext("b")
        subscription.dispose()
        XCTAssertEqual(received, ["a", "b"])
        XCTAssertFalse(inners[0].hasObservers)
        XCTAssertFalse(inners[1].hasObservers)
    }

    /// A replaced inner's elements and completion are dropped; the source's completion waits for the latest inner,
    /// whose own completion then completes the result.
    func testReplacedInnerIsIgnoredAndCompletionWaitsForTheLatestInner() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        var seen: [String] = []
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(
            onNext: { seen.append($0) },
            onCompleted: { seen.append("completed") }
        )
        outer.onNext(0)
        inners[0].onNext("a")
        outer.onNext(1)
        inners[0].onNext("stale")
        inners[0].onCompleted()
        inners[1].onNext("b")
        outer.onCompleted()
        XCTAssertEqual(seen, ["a", "b"])
        inners[1].onNext("c")
        inners[1].onCompleted()
        XCTAssertEqual(seen, ["a", "b", "c", "completed"])
        subscription.dispose()
    }

    func testFlatMapLatestMarbles() throws {
        let xs = try scheduler.createHotObservable(marbles: "^-a--b-----|", values: ["a": 1, "b": 2])
        let res = scheduler.start {
            xs.flatMapLatest { outer in
                try self.scheduler.createColdObservable(marbles: "-x--y|", values: ["x": outer, "y": outer * 10])
            }
        }
        XCTAssertMarbles(res.events, "^--1--2--p-|", values: ["p": 20])
    }
}
