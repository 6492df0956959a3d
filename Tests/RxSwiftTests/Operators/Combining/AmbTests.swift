import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class AmbTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testAmbMarbles() throws {
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^---a-b-|")
        let ys: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-x---y---|")
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertMarbles(res.events, "^-x---y---|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testAmbNeverNever() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testAmbFirstTerminalEventWins() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(230, 1), .completed(240)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let empty = other.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let late = other.createHotObservable([Recorded<Event<Int>>.next(220, 1)])
        XCTAssertEqual(other.start { empty.amb(late) }.events, [.completed(210)])
        XCTAssertEqual(late.subscriptions, [Subscription(200, 210)])
    }

    func testAmbSequenceAndDisposeEarly() {
        let a = scheduler.createHotObservable([.next(240, 1)])
        let b = scheduler.createHotObservable([.next(230, 2), .next(260, 3)])
        let c = scheduler.createHotObservable([.next(250, 4)])
        let res = scheduler.start(disposed: 255) {
            Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(230, 2)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 255)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 230)])
    }

    func testAmbOfNoSequencesNeverEmits() {
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(res.events, [])
    }

    // MARK: Upstream RxSwift 6.9: every source is subscribed

    func testAmbSubscribesTheOtherSourceEvenWhenTheFirstFailsWhileBeingSubscribed() {
        let ys = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { Observable<Int>.error(TestError.boom).amb(ys) }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func testAmbSequenceSubscribesEverySourceAfterASynchronousWinner() {
        let ys = scheduler.createHotObservable([.next(210, 2)])
        let zs = scheduler.createHotObservable([.next(220, 3)])
        let res = scheduler.start { Observable.amb([Observable.just(1), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200)])
    }

    // MARK: Deliberate difference: the winner keeps running (Documentation/Differences.md)

    /// Upstream hands the right-hand observer of its two-source amb the left subscription to cancel, so a
    /// right source that terminates while being subscribed, after the left one has already won, disposes
    /// the winner: the result goes silent without a terminal event. Here the winner keeps running.
    func testAmbKeepsTheSynchronousWinnerRunningWhenALaterSourceCompletesWhileBeingSubscribed() {
        let behaviorBacked = BehaviorSubject(value: 1)
        scheduler.scheduleAt(300) { behaviorBacked.onNext(2) }
        scheduler.scheduleAt(400) { behaviorBacked.onCompleted() }
        let res = scheduler.start {
            Observable.amb([behaviorBacked.asObservable(), .empty(), .empty()])
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(300, 2), .completed(400)])
    }

    func testAmbKeepsTheSynchronousWinnerRunningWhenALaterSourceFailsWhileBeingSubscribed() {
        let behaviorBacked = BehaviorSubject(value: 1)
        scheduler.scheduleAt(300) { behaviorBacked.onNext(2) }
        let res = scheduler.start(disposed: 500) {
            behaviorBacked.asObservable().amb(Observable<Int>.error(TestError.boom))
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(300, 2)])
        XCTAssertFalse(behaviorBacked.hasObservers)
        behaviorBacked.onNext(3)
        XCTAssertEqual(res.events, [.next(200, 1), .next(300, 2)])
    }
}
