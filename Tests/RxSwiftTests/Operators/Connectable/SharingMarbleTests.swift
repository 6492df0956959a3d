import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// The marble diagrams of `RxSwift.docc/Operators/Sharing.md`, checked.
final class SharingMarbleTests: RxTestCase {
    func testPublishConnectMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "--a--b--c--|")
        let published = xs.publish()
        let observer = scheduler.createObserver(String.self)
        var subscription: Disposable?
        var connection: Disposable?
        scheduler.scheduleAt(0) { subscription = published.subscribe(observer) }
        scheduler.scheduleAt(40) { connection = published.connect() }
        scheduler.start()
        XCTAssertMarbles(observer.events, "-----b--c--|")
        XCTAssertEqual(xs.subscriptions, [Subscription(40, 110)])
        subscription?.dispose()
        connection?.dispose()
    }

    func testShareReplayMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a--b--|")
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(230) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertMarbles(first.events, "^-a--b--|")
        XCTAssertMarbles(late.events, "^--a-b--|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }
}
