import RxSwift
import RxTest
import RxTestSupport
import XCTest

private final class Owner {
    var calls: [String] = []
}

final class CompletableTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    private func hot(_ events: [Recorded<Event<Never>>]) -> TestableObservable<Never> {
        scheduler.createHotObservable(events)
    }

    private func cold(_ events: [Recorded<Event<Never>>]) -> TestableObservable<Never> {
        scheduler.createColdObservable(events)
    }

    // MARK: create

    func testCreateCompleted() {
        var disposed = 0
        let res = scheduler.start {
            Completable.create { observer in
                observer(.completed)
                return Disposables.create { disposed += 1 }
            }
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(disposed, 1)
    }

    func testCreateError() {
        let res = scheduler.start {
            Completable.create { observer in
                observer(.error(TestError.boom))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    }

    func testCreateCallingTheObserverTwiceUsesOnlyTheFirstOutcome() {
        let completedFirst = scheduler.start {
            Completable.create { observer in
                observer(.completed)
                observer(.error(TestError.boom))
                return Disposables.create()
            }
        }
        XCTAssertEqual(completedFirst.events, [.completed(200)])

        var outcomes: [String] = []
        _ = Completable.create { observer in
            observer(.error(TestError.boom))
            observer(.completed)
            observer(.error(TestError.other))
            return Disposables.create()
        }
        .subscribe(onCompleted: { outcomes.append("completed") }, onError: { outcomes.append("error \($0)") })
        XCTAssertEqual(outcomes, ["error boom"])
    }

    func testCreateDisposeEarlyDisposesTheCreatedResource() {
        var disposedAt: [TestTime] = []
        let scheduler = self.scheduler!
        let res = scheduler.start(disposed: 300) {
            Completable.create { observer in
                let pending = scheduler.scheduleRelative((), dueTime: .seconds(500)) { _ in
                    observer(.completed)
                    return Disposables.create()
                }
                return Disposables.create {
                    disposedAt.append(scheduler.clock)
                    pending.dispose()
                }
            }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposedAt, [300])
    }

    // MARK: subscribe

    func testSubscribeEventClosure() {
        var events: [String] = []
        _ = Completable.empty().subscribe { event in
            switch event {
            case .completed: events.append("completed")
            case .error(let error): events.append("error \(error)")
            }
        }
        _ = Completable.error(TestError.boom).subscribe { event in
            switch event {
            case .completed: events.append("completed")
            case .error(let error): events.append("error \(error)")
            }
        }
        XCTAssertEqual(events, ["completed", "error boom"])
    }

    func testSubscribeClosuresOrderAndDisposal() {
        var calls: [String] = []
        _ = Completable.empty().subscribe(
            onCompleted: { calls.append("completed") },
            onError: { calls.append("error \($0)") },
            onDisposed: { calls.append("disposed") }
        )
        _ = Completable.error(TestError.boom).subscribe(
            onCompleted: { calls.append("completed") },
            onError: { calls.append("error \($0)") },
            onDisposed: { calls.append("disposed") }
        )
        let subscription = Completable.never().subscribe(
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed by hand") }
        )
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(calls, ["completed", "disposed", "error boom", "disposed", "disposed by hand"])
    }

    func testSubscribeWithoutOnErrorUsesTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        _ = Completable.error(TestError.boom).subscribe(onCompleted: {})
        XCTAssertEqual(handled, ["boom"])
    }

    func testSubscribeWithObjectPassesTheObjectWhileItLives() {
        var owner: Owner? = Owner()
        let subject = PublishSubject<Never>()
        let subscription = subject.asCompletable().subscribe(
            with: owner!,
            onCompleted: { $0.calls.append("completed") },
            onError: { owner, error in owner.calls.append("error \(error)") },
            onDisposed: { $0.calls.append("disposed") }
        )
        _ = Completable.error(TestError.boom).subscribe(
            with: owner!,
            onCompleted: { $0.calls.append("completed") },
            onError: { owner, error in owner.calls.append("error \(error)") }
        )
        XCTAssertEqual(owner?.calls, ["error boom"])
        weak let released = owner
        owner = nil
        XCTAssertNil(released)
        subject.onCompleted()
        subscription.dispose()
    }

    func testSubscribeWithObjectCompleted() {
        let owner = Owner()
        _ = Completable.empty().subscribe(
            with: owner,
            onCompleted: { $0.calls.append("completed") },
            onDisposed: { $0.calls.append("disposed") }
        )
        XCTAssertEqual(owner.calls, ["completed", "disposed"])
    }

    // MARK: empty / error / never

    func testEmpty() {
        let res = scheduler.start { Completable.empty() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testError() {
        let res = scheduler.start { Completable.error(TestError.boom) }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    }

    func testNever() {
        let res = scheduler.start { Completable.never() }
        XCTAssertEqual(res.events, [])
    }

    // MARK: deferred

    func testDeferredCallsTheFactoryPerSubscription() {
        var calls = 0
        let xs = cold([.completed(30)])
        let deferred = Completable.deferred {
            calls += 1
            return xs.asCompletable()
        }
        let res = scheduler.start { deferred }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        let second = deferred.subscribe()
        XCTAssertEqual(calls, 2)
        second.dispose()
    }

    func testDeferredFactoryThrows() {
        let res = scheduler.start { Completable.deferred { throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    }

    // MARK: do

    func testDoCompletedOrder() {
        var calls: [String] = []
        let xs = hot([.completed(250)])
        let res = scheduler.start {
            xs.asCompletable().do(
                onError: { calls.append("onError \($0)") },
                afterError: { calls.append("afterError \($0)") },
                onCompleted: { calls.append("onCompleted") },
                afterCompleted: { calls.append("afterCompleted") },
                onSubscribe: { calls.append("onSubscribe") },
                onSubscribed: { calls.append("onSubscribed") },
                onDispose: { calls.append("onDispose") }
            )
        }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(calls, ["onSubscribe", "onSubscribed", "onCompleted", "afterCompleted", "onDispose"])
    }

    func testDoErrorOrder() {
        var calls: [String] = []
        let xs = hot([.error(250, TestError.boom)])
        let res = scheduler.start {
            xs.asCompletable().do(
                onError: { calls.append("onError \($0)") },
                afterError: { calls.append("afterError \($0)") },
                onCompleted: { calls.append("onCompleted") },
                onDispose: { calls.append("onDispose") }
            )
        }
        XCTAssertEqual(res.events, [.error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(calls, ["onError boom", "afterError boom", "onDispose"])
    }

    func testDoOnCompletedThrowsFailsTheCompletable() {
        let xs = hot([.completed(250)])
        let res = scheduler.start {
            xs.asCompletable().do(onCompleted: { throw TestError.other })
        }
        XCTAssertEqual(res.events, [.error(250, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoDisposeEarly() {
        var calls: [String] = []
        let xs = hot([.completed(250)])
        let res = scheduler.start(disposed: 220) {
            xs.asCompletable().do(
                onCompleted: { calls.append("onCompleted") }, onDispose: { calls.append("onDispose") })
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls, ["onDispose"])
    }

    // MARK: catch

    func testCatchSwitchesToTheFallback() {
        let xs = hot([.error(230, TestError.boom)])
        let ys = cold([.completed(20)])
        let res = scheduler.start { xs.asCompletable().catch { _ in ys.asCompletable() } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatchNotNeededOnCompletion() {
        let xs = hot([.completed(230)])
        let ys = cold([.completed(20)])
        let res = scheduler.start { xs.asCompletable().catch { _ in ys.asCompletable() } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatchHandlerThrows() {
        let xs = hot([.error(230, TestError.boom)])
        let res = scheduler.start { xs.asCompletable().catch { _ in throw TestError.other } }
        XCTAssertEqual(res.events, [.error(230, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
