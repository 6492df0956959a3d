import RxCocoa
import RxRelay
import RxTest
import RxTestSupport
import XCTest

final class DriverSubscriptionTests: RxTestCase {
    /// Drives the basic hot source (2 at 210, 3 at 220, completed at 300) with `subscribe` from 200 to
    /// 1000, on the main thread, and returns the upstream subscriptions.
    private func drive(_ subscribe: @escaping (TestScheduler, Driver<Int>) -> Disposable) -> [Subscription] {
        var subscriptions: [Subscription] = []
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let driver = xs.asDriver(onErrorJustReturn: -1)
            var disposable: Disposable?
            scheduler.scheduleAt(200) { disposable = subscribe(scheduler, driver) }
            scheduler.scheduleAt(1000) { disposable?.dispose() }
            scheduler.start()
            subscriptions = xs.subscriptions
        }
        return subscriptions
    }

    func testDriveObservers() {
        var observers: [TestableObserver<Int>] = []
        let subscriptions = drive { scheduler, driver in
            observers = [scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)]
            return driver.drive(observers[0], observers[1])
        }
        for observer in observers {
            XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 3), .completed(300)])
        }
        XCTAssertEqual(observers.count, 2)
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
    }

    func testDriveOptionalObservers() {
        var observer: TestableObserver<Int?>?
        let subscriptions = drive { scheduler, driver in
            let created = scheduler.createObserver(Int?.self)
            observer = created
            return driver.drive(created)
        }
        XCTAssertEqual(observer?.events, [.next(210, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
    }

    func testDriveBehaviorRelays() {
        let relays = [BehaviorRelay(value: 0), BehaviorRelay(value: 0)]
        let optional = BehaviorRelay<Int?>(value: nil)
        var seen: [Int] = []
        let seenSubscription = relays[0].subscribe(onNext: { seen.append($0) })
        let subscriptions = drive { _, driver in
            Disposables.create(driver.drive(relays[0], relays[1]), driver.drive(optional))
        }
        XCTAssertEqual(seen, [0, 2, 3])
        XCTAssertEqual(relays[1].value, 3)
        XCTAssertEqual(optional.value, 3)
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
        seenSubscription.dispose()
    }

    func testDriveReplayRelays() {
        let relays = [ReplayRelay<Int>.createUnbound(), ReplayRelay<Int>.createUnbound()]
        let optional = ReplayRelay<Int?>.create(bufferSize: 1)
        let subscriptions = drive { _, driver in
            Disposables.create(driver.drive(relays[0], relays[1]), driver.drive(optional))
        }
        for relay in relays {
            var replayed: [Int] = []
            relay.subscribe(onNext: { replayed.append($0) }).dispose()
            XCTAssertEqual(replayed, [2, 3])
        }
        var last: [Int?] = []
        optional.subscribe(onNext: { last.append($0) }).dispose()
        XCTAssertEqual(last, [3])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
    }

    func testDriveClosures() {
        var log: [String] = []
        let subscriptions = drive { _, driver in
            driver.drive(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(log, ["next 2", "next 3", "completed", "disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
    }

    func testDriveWithObjectPassesTheObjectWhileItIsAlive() {
        final class Target {
            var log: [String] = []
        }
        let target = Target()
        _ = drive { _, driver in
            driver.drive(
                with: target,
                onNext: { $0.log.append("next \($1)") },
                onCompleted: { $0.log.append("completed") },
                onDisposed: { $0.log.append("disposed") }
            )
        }
        XCTAssertEqual(target.log, ["next 2", "next 3", "completed", "disposed"])

        var calls = 0
        var released: Target? = Target()
        weak let weakTarget = released
        _ = drive { scheduler, driver in
            scheduler.scheduleAt(215) { released = nil }
            return driver.drive(with: weakTarget!, onNext: { _, _ in calls += 1 }, onDisposed: { _ in calls += 100 })
        }
        XCTAssertEqual(calls, 1)
        XCTAssertNil(weakTarget)
    }

    func testDriveWithoutArgumentsRunsSideEffects() {
        var seen: [Int] = []
        let subscriptions = drive { _, driver in driver.do(onNext: { seen.append($0) }).drive() }
        XCTAssertEqual(seen, [2, 3])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
    }

    func testDriveTransformationAndCurriedArgument() {
        var seen: [Int] = []
        let subscriptions = drive { _, driver in
            driver.drive { (observable: Observable<Int>) -> Disposable in
                observable.subscribe(onNext: { seen.append($0) })
            }
        }
        XCTAssertEqual(seen, [2, 3])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])

        final class Sink {
            var values: [Int] = []
        }
        let sink = Sink()
        func bind(_ observable: Observable<Int>) -> (Sink) -> Disposable {
            { target in observable.subscribe(onNext: { target.values.append($0 * 10) }) }
        }
        _ = drive { _, driver in driver.drive(bind, curriedArgument: sink) }
        XCTAssertEqual(sink.values, [20, 30])
    }
}
