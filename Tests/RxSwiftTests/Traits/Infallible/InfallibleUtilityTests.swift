import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class InfallibleUtilityTests: RxTestCase {
    // MARK: share

    func testShareOneUpstreamSubscriptionAndReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let shared = Infallible(xs.asObservable()).share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.asObservable().subscribe(first)) }
        scheduler.scheduleAt(225) { subscriptions.append(shared.asObservable().subscribe(second)) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(second.events, [.next(225, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        for subscription in subscriptions { subscription.dispose() }
    }

    func testShareWhileConnectedResubscribesAfterTheLastSubscriberLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let shared = Infallible(xs.asObservable()).share(replay: 1, scope: .whileConnected)
        let observer = scheduler.createObserver(Int.self)
        var first: Disposable?
        var second: Disposable?
        scheduler.scheduleAt(200) { first = shared.asObservable().subscribe(observer) }
        scheduler.scheduleAt(215) { first?.dispose() }
        scheduler.scheduleAt(225) { second = shared.asObservable().subscribe(observer) }
        scheduler.scheduleAt(235) { second?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 2), .next(230, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215), Subscription(225, 235)])
    }

    // MARK: do

    func testDelayOneEventPerScheduledAction() {
        let result = InfallibleMatrix.run([.next(210, 1), .next(210, 2), .completed(210)]) { source, scheduler in
            source.delay(.seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(220, 1), .next(221, 2), .completed(222)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testDoRunsSideEffectsInOrder() {
        var log: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start {
            Infallible(xs.asObservable()).do(
                onNext: { log.append("next \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(
            log,
            ["subscribe", "subscribed", "next 1", "afterNext 1", "completed", "afterCompleted", "dispose"]
        )
    }

    func testDoDisposeEarly() {
        var disposed = 0
        let result = InfallibleMatrix.run(OperatorMatrix.basic(), disposed: 215) {
            $0.do(onDispose: { disposed += 1 })
        }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(disposed, 1)
    }

    // MARK: debug

    func testDebugPassesEventsThrough() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.debug("infallible", trimOutput: true) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    // MARK: subscribe

    func testSubscribeClosures() {
        var log: [String] = []
        let subscription = Infallible.of(1, 2).subscribe(
            onNext: { log.append("\($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["1", "2", "completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log.count, 4, "disposal after completion does not call onDisposed again")
    }

    func testSubscribeClosuresDisposeCallsOnDisposed() {
        var disposed = 0
        let subscription = Infallible<Int>.never().subscribe(onDisposed: { disposed += 1 })
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    private final class Recorder {
        var log: [String] = []
    }

    func testSubscribeWithObject() {
        let recorder = Recorder()
        let subscription = Infallible.of(1, 2).subscribe(
            with: recorder,
            onNext: { $0.log.append("\($1)") },
            onCompleted: { $0.log.append("completed") },
            onDisposed: { $0.log.append("disposed") }
        )
        XCTAssertEqual(recorder.log, ["1", "2", "completed", "disposed"])
        subscription.dispose()
    }

    func testSubscribeWithObjectIgnoresEventsOnceTheObjectIsGone() {
        let subject = PublishSubject<Int>()
        var recorder: Recorder? = Recorder()
        weak let weakRecorder = recorder
        var received: [Int] = []
        let subscription = Infallible(subject.asObservable()).subscribe(
            with: recorder!,
            onNext: { _, value in received.append(value) }
        )
        subject.onNext(1)
        recorder = nil
        XCTAssertNil(weakRecorder, "the object is held weakly")
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        subscription.dispose()
    }

    func testSubscribeEventClosure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        var events: [InfallibleEvent<Int>] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = Infallible(xs.asObservable()).subscribe { events.append($0) } }
        scheduler.start()
        XCTAssertEqual(events, [.next(2), .next(3), .next(4), .completed])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        subscription?.dispose()
    }

    // MARK: bind

    func testBindToObserversForwardsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = Infallible(xs.asObservable()).bind(to: first, second) }
        scheduler.scheduleAt(225) { binding?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        let completing = scheduler.createObserver(Int.self)
        _ = Infallible.of(7).bind(to: completing)
        XCTAssertEqual(completing.events.map(\.value), [.next(7), .completed])
    }

    func testBindToOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let optional = scheduler.createObserver(Int?.self)
        let subject = PublishSubject<Int?>()
        var received: [Int?] = []
        let observation = subject.subscribe(onNext: { received.append($0) })
        _ = Infallible.of(1, 2).bind(to: optional, optional)
        _ = Infallible.of(3).bind(to: subject.asObserver())
        XCTAssertEqual(
            optional.events,
            [.next(0, 1), .next(0, 1), .next(0, 2), .next(0, 2), .completed(0), .completed(0)]
        )
        XCTAssertEqual(received, [3])
        observation.dispose()
    }

    func testBindToBinderFunctions() {
        let infallible = Infallible.of(1, 2, 3)
        let count = infallible.bind(to: { (source: Infallible<Int>) -> Int in
            var count = 0
            _ = source.subscribe(onNext: { _ in count += 1 })
            return count
        })
        XCTAssertEqual(count, 3)
        let curried: (Infallible<Int>) -> (Int) -> [Int] = { source in
            { multiplier in
                var values: [Int] = []
                _ = source.subscribe(onNext: { values.append($0 * multiplier) })
                return values
            }
        }
        XCTAssertEqual(infallible.bind(to: curried, curriedArgument: 10), [10, 20, 30])
    }

    func testBindOnNextAndWithObject() {
        var received: [Int] = []
        _ = Infallible.of(1, 2).bind(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        let recorder = Recorder()
        _ = Infallible.of(3).bind(with: recorder) { $0.log.append("\($1)") }
        XCTAssertEqual(recorder.log, ["3"])
    }

    // MARK: do with throwing handlers (as upstream)

    func testDoHandlersMayThrowAndTheThrowTravelsAsAnErrorEvent() {
        let onNext = InfallibleMatrix.run(OperatorMatrix.basic()) {
            $0.do(onNext: { _ = try InfallibleMatrix.failOnThree($0) })
        }
        InfallibleMatrix.assertFailsAt220(onNext, before: [.next(210, 2)], "onNext")
        let afterNext = InfallibleMatrix.run(OperatorMatrix.basic()) {
            $0.do(afterNext: { _ = try InfallibleMatrix.failOnThree($0) })
        }
        InfallibleMatrix.assertFailsAt220(afterNext, before: [.next(210, 2), .next(220, 3)], "afterNext")
        let onCompleted = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.do(onCompleted: { throw TestError.boom }) }
        XCTAssertEqual(
            onCompleted.events, [.next(210, 2), .next(220, 3), .next(230, 4), .error(300, TestError.boom)])
    }

    /// As for `Observable.do`: a throw after the completion has been forwarded cannot become an event.
    func testDoAfterCompletedThrowIsDroppedAfterTheCompletion() {
        var ran = false
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { source in
            source.do(afterCompleted: {
                ran = true
                throw TestError.boom
            })
        }
        XCTAssertTrue(ran)
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
    }
}
