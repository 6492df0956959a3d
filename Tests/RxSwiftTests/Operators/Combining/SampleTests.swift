import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SampleTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testSampleMarbles() throws {
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b---c-|")
        let ticks: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^---t--t----t-|")
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertMarbles(res.events, "^---b-------(c|)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 320)])
    }

    func testSampleDefaultValue() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let ticks = scheduler.createHotObservable([.next(220, "t"), .next(230, "t")])
        let res = scheduler.start { xs.sample(ticks, defaultValue: 0) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 0)])
    }

    func testSampleSamplerCompletionSamplesButDoesNotComplete() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ticks = scheduler.createHotObservable([Recorded<Event<String>>.completed(220)])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSampleNeverAndEmpty() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let ticks = scheduler.createHotObservable([Recorded<Event<String>>.next(150, "t")])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 1000)])
    }

    func testSampleErrorsAndDisposeEarly() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ticks = scheduler.createHotObservable([Recorded<Event<String>>.error(220, TestError.boom)])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let source = other.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let sampler = other.createHotObservable([.next(220, "t"), .next(240, "t")])
        XCTAssertEqual(
            other.start { source.sample(sampler) }.events,
            [.next(220, 1), .error(230, TestError.boom)]
        )
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 230)])

        let third = TestScheduler(initialClock: 0)
        let a = third.createHotObservable([.next(210, 1), .next(230, 2)])
        let b = third.createHotObservable([.next(220, "t"), .next(240, "t")])
        XCTAssertEqual(third.start(disposed: 235) { a.sample(b) }.events, [.next(220, 1)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 235)])
    }
}
