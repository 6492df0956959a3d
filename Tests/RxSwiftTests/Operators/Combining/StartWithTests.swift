import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class StartWithTests: RxTestCase {
    func testStartWithMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-----c-|")
        let res = scheduler.start { xs.startWith("a", "b") }
        XCTAssertMarbles(res.events, "(^ab)-c-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testStartWithNeverEmptyAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let neverResult = scheduler.start { never.startWith(0) }
        XCTAssertEqual(neverResult.events, [.next(200, 0)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        let other = TestScheduler(initialClock: 0)
        let failing2 = other.createHotObservable([Recorded<Event<Int>>.error(220, TestError.boom)])
        let errorResult = other.start { failing2.startWith(1, 2) }
        XCTAssertEqual(errorResult.events, [.next(200, 1), .next(200, 2), .error(220, TestError.boom)])
        XCTAssertEqual(failing2.subscriptions, [Subscription(200, 220)])
    }

    func testStartWithDisposeEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .next(230, 4), .completed(240)])
        let res = scheduler.start(disposed: 220) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testStartWithEmptySource() {
        var received: [Int] = []
        var completed = false
        _ = Observable<Int>.empty().startWith(1, 2).subscribe(
            onNext: { received.append($0) },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
    }
}
