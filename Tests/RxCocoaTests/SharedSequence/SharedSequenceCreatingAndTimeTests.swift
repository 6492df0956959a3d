import RxCocoa
import RxTest
import RxTestSupport
import XCTest

final class SharedSequenceCreatingAndTimeTests: RxTestCase {
    func testJustEmptyNever() {
        XCTAssertEqual(recordShared { Driver.just(1) }, [.next(200, 1), .completed(200)])
        XCTAssertEqual(recordShared { Signal<Int>.empty() }, [.completed(200)])
        XCTAssertEqual(recordShared { Driver<Int>.never() }, [])
    }

    func testOfAndFromForms() {
        XCTAssertEqual(recordShared { Driver.of(1, 2) }, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(recordShared { Signal.from([3, 4]) }, [.next(200, 3), .next(200, 4), .completed(200)])
        XCTAssertEqual(recordShared { Driver.from(5...6) }, [.next(200, 5), .next(200, 6), .completed(200)])
        XCTAssertEqual(recordShared { Driver.from(optional: 7) }, [.next(200, 7), .completed(200)])
        XCTAssertEqual(recordShared { Driver<Int>.from(optional: nil) }, [.completed(200)])
    }

    func testDeferredCallsFactoryPerConnection() {
        withSharingTestScheduler { scheduler in
            var calls = 0
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { () -> Driver<Int> in
                Driver.deferred {
                    calls += 1
                    return xs.asDriver(onErrorJustReturn: -1)
                }
            }
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testIntervalAndTimerRunOnTheMockedScheduler() {
        withSharingTestScheduler { scheduler in
            let res = scheduler.start(disposed: 235) { Driver<Int>.interval(.seconds(10)) }
            XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        }
        withSharingTestScheduler { scheduler in
            let res = scheduler.start(disposed: 230) { Signal<Int>.timer(.seconds(5), period: .seconds(10)) }
            XCTAssertEqual(res.events, [.next(205, 0), .next(215, 1), .next(225, 2)])
        }
    }

    func testThrottleLatestAndNotLatest() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).throttle(.seconds(15)) }
            XCTAssertEqual(res.events, [.next(210, 2), .next(225, 3), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).throttle(.seconds(15), latest: false) }
            XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testDebounce() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(5)) }
            XCTAssertEqual(res.events, [.next(217, 2), .next(235, 3), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testDelay() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).delay(.seconds(10)) }
            XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(310)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testDelayDeliversEventsThatArrivedTogetherInConsecutiveActions() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).delay(.seconds(10)) }
            // One event per scheduled action; this scheduler does not simulate processing delay, so the
            // follow-up actions (due at once) run at the same virtual time.
            XCTAssertEqual(res.events, [.next(220, 1), .next(220, 2), .completed(220)])
        }
    }
}
