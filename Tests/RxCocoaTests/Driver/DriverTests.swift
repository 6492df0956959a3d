import RxCocoa
import RxRelay
import RxTest
import RxTestSupport
import XCTest

final class DriverTests: RxTestCase {
    private func failingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(250, TestError.boom)])
    }

    func testAsDriverOnErrorJustReturnReplacesErrorWithElementAndCompletion() {
        withSharingTestScheduler { scheduler in
            let xs = failingSource(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(250, -1), .completed(250)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testAsDriverOnErrorDriveWithContinuesWithTheOtherDriver() {
        withSharingTestScheduler { scheduler in
            let xs = failingSource(scheduler)
            let ys = scheduler.createHotObservable([.next(240, 9), .next(260, 10), .completed(270)])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: ys.asDriver(onErrorJustReturn: -2)) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(260, 10), .completed(270)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
        }
    }

    func testAsDriverOnErrorRecoverReceivesTheError() {
        withSharingTestScheduler { scheduler in
            let xs = failingSource(scheduler)
            var recovered: [Error] = []
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    recovered.append(error)
                    return Driver.just(7)
                })
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(250, 7), .completed(250)])
            XCTAssertEqual(recovered.count, 1)
            XCTAssertTrue(recovered.first is TestError)
        }
    }

    func testAsSharedSequenceGenericConversions() {
        withSharingTestScheduler { scheduler in
            let xs = failingSource(scheduler)
            let res = scheduler.start {
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(250, -1), .completed(250)])
        }
        withSharingTestScheduler { scheduler in
            let xs = failingSource(scheduler)
            let res = scheduler.start { xs.asSharedSequence(onErrorDriveWith: Signal.just(5)) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(250, 5), .completed(250)])
        }
        withSharingTestScheduler { scheduler in
            let xs = failingSource(scheduler)
            let res = scheduler.start { () -> Driver<Int> in
                xs.asSharedSequence(onErrorRecover: { _ in Driver.of(6, 8) })
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(250, 6), .next(250, 8), .completed(250)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    /// Subscribes A at 200, B at 300, disposes A at 400 and B at 500, subscribes C at 600 until 700.
    static func lateSubscriberScenario<S: SharedSequenceConvertibleType>(
        _ scheduler: TestScheduler,
        _ make: (TestableObservable<Int>) -> S
    ) -> (a: TestableObserver<Int>, b: TestableObserver<Int>, c: TestableObserver<Int>, xs: [Subscription])
    where S.Element == Int {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3), .next(650, 4)])
        let shared = make(xs)
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var disposables: [Disposable] = []
        scheduler.scheduleAt(200) { disposables.append(shared.asObservable().subscribe(observers[0])) }
        scheduler.scheduleAt(300) { disposables.append(shared.asObservable().subscribe(observers[1])) }
        scheduler.scheduleAt(400) { disposables[0].dispose() }
        scheduler.scheduleAt(500) { disposables[1].dispose() }
        scheduler.scheduleAt(600) { disposables.append(shared.asObservable().subscribe(observers[2])) }
        scheduler.scheduleAt(700) { disposables[2].dispose() }
        scheduler.start()
        return (observers[0], observers[1], observers[2], xs.subscriptions)
    }

    func testDriverReplaysLatestToLateSubscriberWhileConnectedAndDropsItAfterwards() {
        withSharingTestScheduler { scheduler in
            let result = Self.lateSubscriberScenario(scheduler) { $0.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(result.a.events, [.next(210, 1), .next(220, 2), .next(320, 3)])
            XCTAssertEqual(result.b.events, [.next(300, 2), .next(320, 3)])
            XCTAssertEqual(result.c.events, [.next(650, 4)])
            XCTAssertEqual(result.xs, [Subscription(200, 500), Subscription(600, 700)])
        }
    }

    func testBehaviorRelayAsDriverStartsWithCurrentValue() {
        withSharingTestScheduler { scheduler in
            let relay = BehaviorRelay(value: 1)
            scheduler.scheduleAt(210) { relay.accept(2) }
            let res = scheduler.start { relay.asDriver() }
            XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2)])
        }
    }

    func testInfallibleAsDriver() {
        struct Source: InfallibleType {
            let observable: Observable<Int>
            func asObservable() -> Observable<Int> { observable }
        }
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { Source(observable: xs.asObservable()).asDriver() }
            XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testIdentityConversions() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { () -> Observable<Int> in
                let driver = xs.asDriver(onErrorJustReturn: -1)
                return driver.asDriver().asSharedSequence().asObservable()
            }
            XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
        }
    }
}
