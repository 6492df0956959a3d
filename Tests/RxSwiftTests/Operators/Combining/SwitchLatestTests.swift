import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SwitchLatestTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testSwitchLatestMarbles() throws {
        let a: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a--b--c-|")
        let b: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^---x--y---|")
        let outer = scheduler.createHotObservable([
            .next(205, a.asObservable()), .next(235, b.asObservable()), .completed(240),
        ])
        let res = scheduler.start { outer.switchLatest() }
        XCTAssertMarbles(res.events, "^-a-x--y---|")
        XCTAssertEqual(a.subscriptions, [Subscription(205, 235)])
        XCTAssertEqual(b.subscriptions, [Subscription(235, 310)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
    }

    func testSwitchLatestNeverAndEmpty() {
        let never = scheduler.createHotObservable([Recorded<Event<Observable<Int>>>]())
        let res = scheduler.start { never.switchLatest() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        let other = TestScheduler(initialClock: 0)
        let empty = other.createHotObservable([Recorded<Event<Observable<Int>>>.completed(230)])
        XCTAssertEqual(other.start { empty.switchLatest() }.events, [.completed(230)])
    }

    func testSwitchLatestInnerErrorAndDisposeEarly() {
        let inner = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
        let outer = scheduler.createHotObservable([.next(210, inner.asObservable())])
        let res = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(res.events, [.next(215, 1), .error(220, TestError.boom)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let long = other.createColdObservable([.next(5, 1), .next(50, 2)])
        let source = other.createHotObservable([.next(210, long.asObservable())])
        let early = other.start(disposed: 230) { source.switchLatest() }
        XCTAssertEqual(early.events, [.next(215, 1)])
        XCTAssertEqual(long.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }
}
