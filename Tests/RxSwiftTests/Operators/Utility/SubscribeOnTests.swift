import Dispatch
import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private protocol DeprecatedSubscribeOn {
    func subscribeOn(_ source: Observable<Int>, _ scheduler: ImmediateSchedulerType) -> Observable<Int>
}

private struct DeprecatedSubscribeOnCalls: DeprecatedSubscribeOn {
    @available(*, deprecated)
    func subscribeOn(_ source: Observable<Int>, _ scheduler: ImmediateSchedulerType) -> Observable<Int> {
        source.subscribeOn(scheduler)
    }
}

final class SubscribeOnTests: RxTestCase {
    func testNeverSubscribesAndDisposesOnTheScheduler() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in source.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(201, 1001)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in source.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(201, 251)])
    }

    func testBasicEventsAreNotMoved() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in source.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        // As upstream: the source is disposed through the scheduler after its terminal event too.
        XCTAssertEqual(result.subscriptions, [Subscription(201, 301)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.subscribe(on: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(201, 221)])
    }

    func testDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { source, scheduler in
            source.subscribe(on: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(201, 216)])
    }

    /// A downstream that takes elements directly (an operator's sink) gets a sink made where `subscribe(on:)` was
    /// applied (`OperatorProducer`); its events, subscription and disposal times are those of the general path.
    func testADownstreamSinkSeesTheSameEventsAndTimes() {
        let passThrough: (Observable<Int>) -> Observable<Int> = { $0.filter { _ in true } }
        let basic = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            passThrough(source.subscribe(on: scheduler))
        }
        XCTAssertEqual(basic.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(basic.subscriptions, [Subscription(201, 301)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            passThrough(source.subscribe(on: scheduler))
        }
        XCTAssertEqual(failing.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(201, 221)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { source, scheduler in
            passThrough(source.subscribe(on: scheduler))
        }
        XCTAssertEqual(early.events, [.next(210, 2)])
        XCTAssertEqual(early.subscriptions, [Subscription(201, 216)])
    }

    func testDisposedBeforeTheScheduledSubscriptionNeverSubscribes() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 200) { source, scheduler in
            source.subscribe(on: scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [])
    }

    func testSubscriptionSideEffectsRunOnTheScheduler() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "subscribe-on-tests")
        let subscribedOnMain = expectation(description: "subscribed")
        let disposedOffMain = expectation(description: "disposed")
        let source = Observable<Int>.create { observer in
            XCTAssertFalse(Thread.isMainThread)
            subscribedOnMain.fulfill()
            observer.onNext(1)
            return Disposables.create {
                XCTAssertFalse(Thread.isMainThread)
                disposedOffMain.fulfill()
            }
        }
        let received = expectation(description: "element")
        let subscription = source.subscribe(on: scheduler).subscribe(onNext: { _ in received.fulfill() })
        wait(for: [subscribedOnMain, received], timeout: 10)
        subscription.dispose()
        wait(for: [disposedOffMain], timeout: 10)
    }

    func testDeprecatedSubscribeOnForwards() {
        let calls: DeprecatedSubscribeOn = DeprecatedSubscribeOnCalls()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        _ = scheduler.start { calls.subscribeOn(xs.asObservable(), scheduler) }
        // `asObservable()` wraps the hot observable in a sink that disposes it on its completion (300).
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 300)])
    }

    func testSubscribeOnMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-|")
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertMarbles(res.events, "^-1-2-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 261)])
    }

    /// Regression: with the source's subscription held by the sink and disposed by the sink's own terminal
    /// event, a source that ended during the scheduled action was disposed from inside the main scheduler's
    /// turn, which queues; its disposal must run once `schedule` has returned, inline on main, as before.
    func testSourceThatEndsDuringSubscriptionOnMainIsDisposedBeforeSubscribeReturns() {
        struct EndsAtOnce: ObservableType {
            typealias Element = Int
            let onDispose: () -> Void
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.on(.next(1))
                observer.on(.completed)
                return Disposables.create(with: onDispose)
            }
        }
        var log: [String] = []
        _ = EndsAtOnce { log.append("source disposed") }
            .subscribe(on: MainScheduler.instance)
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        log.append("returned")
        XCTAssertEqual(log, ["next 1", "completed", "source disposed", "returned"])
    }

    /// On the main thread with the main scheduler's turn free, `subscribe(on:)` takes that turn itself (no action
    /// is scheduled): the source is subscribed before `subscribe` returns and disposed before `dispose` returns.
    func testSubscribeOnMainSchedulerFromMainSubscribesAndDisposesInline() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            log.append("subscribed on main: \(Thread.isMainThread)")
            observer.onNext(1)
            return Disposables.create { log.append("source disposed") }
        }
        let subscription = source.subscribe(on: MainScheduler()).subscribe(onNext: { log.append("next \($0)") })
        log.append("returned")
        subscription.dispose()
        log.append("disposed")
        XCTAssertEqual(log, ["subscribed on main: true", "next 1", "returned", "source disposed", "disposed"])
    }

    /// The inline turn is the scheduler's own: inside an action that the same `MainScheduler` runs, subscribing on it
    /// is deferred until that action has ended (as `schedule` would be), and so is its disposal.
    func testSubscribeOnMainSchedulerInsideItsOwnActionIsDeferred() {
        let scheduler = MainScheduler()
        let log = LockedState([String]())
        let subscribed = expectation(description: "subscribed")
        let source = Observable<Int>.create { _ in
            log.withLock { $0.append("subscribed") }
            subscribed.fulfill()
            return Disposables.create { log.withLock { $0.append("source disposed") } }
        }
        let subscription = SingleAssignmentDisposable()
        _ = scheduler.schedule(()) { _ in
            subscription.setDisposable(source.subscribe(on: scheduler).subscribe())
            log.withLock { $0.append("action ended") }
            return Disposables.create()
        }
        wait(for: [subscribed], timeout: 2)
        XCTAssertEqual(log.withLock { $0 }, ["action ended", "subscribed"])
        let disposedLater = expectation(description: "source disposed")
        _ = scheduler.schedule(()) { _ in
            subscription.dispose()
            log.withLock { $0.append("dispose returned") }
            DispatchQueue.main.async { disposedLater.fulfill() }
            return Disposables.create()
        }
        wait(for: [disposedLater], timeout: 2)
        XCTAssertEqual(
            log.withLock { $0 }, ["action ended", "subscribed", "dispose returned", "source disposed"]
        )
    }

    /// `ConcurrentMainScheduler` runs actions inline on the main queue: `subscribe(on:)` subscribes and disposes
    /// inline there, and from another thread it subscribes on the main thread.
    func testSubscribeOnConcurrentMainSchedulerIsInlineOnMainAndMovesOtherThreadsToMain() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            log.append("subscribed")
            return Disposables.create { log.append("source disposed") }
        }
        let subscription = source.subscribe(on: ConcurrentMainScheduler.instance).subscribe()
        log.append("returned")
        subscription.dispose()
        XCTAssertEqual(log, ["subscribed", "returned", "source disposed"])

        let onMain = expectation(description: "subscribed from a background thread")
        // The subscription on main can run before the background thread stores its disposable: the test waits for
        // both, or it disposes nothing and the subscription outlives it (a flaky leak under TRACE_RESOURCES).
        let stored = expectation(description: "the background thread stored its subscription")
        let background = LockedState<Disposable?>(nil)
        DispatchQueue.global().async {
            let threadCheck = Observable<Int>.create { _ in
                XCTAssertTrue(Thread.isMainThread)
                onMain.fulfill()
                return Disposables.create()
            }
            let made = threadCheck.subscribe(on: ConcurrentMainScheduler.instance).subscribe()
            background.withLock { $0 = made }
            stored.fulfill()
        }
        wait(for: [onMain, stored], timeout: 2)
        let made = background.withLock { $0 }
        XCTAssertNotNil(made)
        made?.dispose()
    }

    /// The sink disposes the source subscription when the last of three steps happens (subscribed, disposed,
    /// `schedule` returned): disposal racing with the scheduled subscription on another thread still disposes every
    /// subscription that was made, exactly once, and never one that was not.
    func testSubscriptionsRacingWithDisposalAreEachDisposedExactlyOnce() {
        let queue = DispatchQueue(label: "subscribe-on-race", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let counts = LockedCounts()
        let source = Observable<Int>.create { _ in
            counts.add(subscribed: 1)
            return Disposables.create { counts.add(disposed: 1) }
        }
        for round in 0..<400 {
            let subscription = source.subscribe(on: scheduler).subscribe()
            if round.isMultiple(of: 2) {
                // Let the scheduled subscription happen first (the other rounds race with it).
                while counts.values.subscribed <= round / 2 { Thread.sleep(forTimeInterval: 0.0005) }
            }
            subscription.dispose()
        }
        // The first barrier waits for the scheduled subscriptions and the disposals scheduled so far; the second for
        // the disposals that those subscriptions scheduled themselves.
        queue.sync(flags: .barrier) {}
        queue.sync(flags: .barrier) {}
        let (subscribed, disposed) = counts.values
        XCTAssertGreaterThanOrEqual(subscribed, 200)
        XCTAssertEqual(disposed, subscribed)
    }
}

/// Two counters behind a lock, for the race test.
private final class LockedCounts: @unchecked Sendable {
    // Sendable: both counters are touched only under `lock`.
    private let lock = NSLock()
    private var subscribed = 0
    private var disposed = 0

    func add(subscribed more: Int = 0, disposed moreDisposed: Int = 0) {
        lock.lock()
        subscribed += more
        disposed += moreDisposed
        lock.unlock()
    }

    var values: (subscribed: Int, disposed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (subscribed, disposed)
    }
}
