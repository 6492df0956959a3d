import RxCocoa
import RxRelay
import RxTest
import RxTestSupport
import XCTest

final class SignalTests: RxTestCase {
    private func failingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    }

    func testAsSignalOnErrorJustReturn() {
        withSharingTestScheduler { scheduler in
            let xs = failingSource(scheduler)
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(250, -1), .completed(250)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testAsSignalOnErrorSignalWith() {
        withSharingTestScheduler { scheduler in
            let xs = failingSource(scheduler)
            let ys = scheduler.createHotObservable([.next(240, 9), .next(260, 10), .completed(270)])
            let res = scheduler.start { xs.asSignal(onErrorSignalWith: ys.asSignal(onErrorJustReturn: -2)) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(260, 10), .completed(270)])
            XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
        }
    }

    func testAsSignalOnErrorRecover() {
        withSharingTestScheduler { scheduler in
            let xs = failingSource(scheduler)
            let res = scheduler.start {
                xs.asSignal(onErrorRecover: { error in Signal.just(error is TestError ? 7 : 0) })
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(250, 7), .completed(250)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testSignalSharesButReplaysNothingToLateSubscriber() {
        withSharingTestScheduler { scheduler in
            let result = DriverTests.lateSubscriberScenario(scheduler) { $0.asSignal(onErrorJustReturn: -1) }
            XCTAssertEqual(result.a.events, [.next(210, 1), .next(220, 2), .next(320, 3)])
            XCTAssertEqual(result.b.events, [.next(320, 3)])
            XCTAssertEqual(result.c.events, [.next(650, 4)])
            XCTAssertEqual(result.xs, [Subscription(200, 500), Subscription(600, 700)])
        }
    }

    func testPublishRelayAsSignalDeliversOnlyLaterElements() {
        withSharingTestScheduler { scheduler in
            let relay = PublishRelay<Int>()
            scheduler.scheduleAt(150) { relay.accept(0) }
            scheduler.scheduleAt(210) { relay.accept(1) }
            scheduler.scheduleAt(220) { relay.accept(2) }
            let res = scheduler.start { relay.asSignal() }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        }
    }

    func testIdentityConversions() {
        withSharingTestScheduler { scheduler in
            let relay = PublishRelay<Int>()
            scheduler.scheduleAt(210) { relay.accept(1) }
            let res = scheduler.start { relay.asSignal().asSignal().asSharedSequence() }
            XCTAssertEqual(res.events, [.next(210, 1)])
        }
    }
}
