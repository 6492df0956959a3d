import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ShareTests: RxTestCase {
    func testShareReplay1FourSubscribersOneUpstreamSubscription() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(1)
            return Disposables.create()
        }
        let shared = source.share(replay: 1)
        var received: [[Int]] = Array(repeating: [], count: 4)
        let bag = DisposeBag()
        for index in 0..<4 {
            shared.subscribe(onNext: { received[index].append($0) }).disposed(by: bag)
        }
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(received, [[1], [1], [1], [1]])
    }

    func testShareWhileConnectedDropsBufferAndResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(150) { subscription?.dispose() }
        scheduler.scheduleAt(200) { subscription = shared.subscribe(second) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2)])
        // No replay of the old buffer: the source is subscribed again.
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 150), Subscription(200, 300)])
    }

    func testShareForeverReplaysOldBufferThenReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(150) { subscription?.dispose() }
        scheduler.scheduleAt(200) { subscription = shared.subscribe(second) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2)])
        XCTAssertEqual(second.events, [.next(200, 2), .next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 150), Subscription(200, 300)])
    }

    func testShareReplay0LateSubscriberGetsOnlyNewElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let shared = xs.share()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
        scheduler.scheduleAt(250) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(260, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShareErrorReachesEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let shared = xs.share(replay: 1)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(a)
            _ = shared.subscribe(b)
        }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(b.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// Regression: a subscriber that joined while the previous connection was completing (so it got the
    /// fresh subject of the next connection) was never connected, and leaked.
    func testSubscriberJoiningWhileConnectionCompletesIsConnected() {
        let subject = PublishSubject<Int>()
        let shared = subject.take(1).share(replay: 1)
        var late: [Event<Int>] = []
        var lateSubscription: Disposable?
        let first = shared.subscribe(onCompleted: {
            lateSubscription = shared.subscribe { late.append($0) }
        })
        subject.onNext(1)
        XCTAssertEqual(late, [])
        subject.onNext(2)
        XCTAssertEqual(late, [.next(2), .completed])
        first.dispose()
        lateSubscription?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testRefCountSubscriberDisposingFromInsideOnNext() {
        let subject = PublishSubject<Int>()
        let shared = subject.share()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = shared.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }
}
