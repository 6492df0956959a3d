import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Connectables built from a subject factory forget the connection and the subject when the source
/// terminates or the connection is disposed (upstream RxSwift 6.9); those built on one subject keep it.
final class MulticastTests: RxTestCase {
    func testPublishRefCountResubscribesTheSourceWithAFreshSubjectAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(300) { shared.subscribe(second).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testPublishOfAFailedSourceGivesLateSubscribersAFreshSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let connectable = Observable<Int>.error(TestError.boom).publish()
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { connectable.connect().disposed(by: bag) }
        scheduler.scheduleAt(200) { connectable.subscribe(observer).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(observer.events, [])
    }

    func testReplayConnectionDisposedForgetsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(110, 1), .next(120, 2), .completed(400)])
        let connectable = xs.replay(1)
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        var connection: Disposable?
        scheduler.scheduleAt(100) { connection = connectable.connect() }
        scheduler.scheduleAt(150) { connection?.dispose() }
        scheduler.scheduleAt(200) { connectable.subscribe(observer).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 150)])
    }

    func testReplayAllReconnectsToTheSourceAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let connectable = xs.replayAll()
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { connectable.connect().disposed(by: bag) }
        scheduler.scheduleAt(200) { connectable.subscribe(late).disposed(by: bag) }
        scheduler.scheduleAt(250) { connectable.connect().disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 130), Subscription(250, 280)])
    }

    func testMulticastMakeSubjectMakesOneSubjectPerConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var made = 0
        let connectable = xs.multicast(makeSubject: { () -> PublishSubject<Int> in
            made += 1
            return PublishSubject()
        })
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { connectable.connect().disposed(by: bag) }
        scheduler.scheduleAt(200) { connectable.subscribe(observer).disposed(by: bag) }
        scheduler.scheduleAt(300) { connectable.connect().disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(made, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 120), Subscription(300, 320)])
    }

    func testMulticastOnOneSubjectKeepsItsTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let connectable = xs.multicast(PublishSubject<Int>())
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { connectable.connect().disposed(by: bag) }
        scheduler.scheduleAt(200) { connectable.subscribe(observer).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 120)])
    }

    func testShareReplayForeverKeepsItsSubjectAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(300) { shared.subscribe(late).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        // Upstream's refCount does not connect for a subscriber that terminated while subscribing.
        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: Connecting and sharing

    func testPublishConnectStartsSharing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3), .completed(500)])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = published.subscribe(observer) }
        scheduler.scheduleAt(300) { connection = published.connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(310, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400)])
    }

    func testConnectTwiceReturnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let published = xs.publish()
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) {
            connections.append(published.connect())
            connections.append(published.connect())
        }
        scheduler.scheduleAt(300) { for connection in connections { connection.dispose() } }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertTrue(connections[0] as AnyObject === connections[1] as AnyObject)
    }

    func testReplayReplaysBufferToLateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let replayed = xs.replay(2)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(250) { _ = replayed.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(250, 2), .next(250, 3), .completed(300)])
    }

    func testReplayAllReplaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let replayed = xs.replayAll()
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(250) { _ = replayed.subscribe(observer) }
        scheduler.scheduleAt(300) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(250, 1), .next(250, 2), .next(250, 3)])
    }

    func testMulticastMakeSubjectFreshSubjectAfterDisconnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2)])
        let connectable = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) {
            _ = connectable.subscribe(first)
            connection = connectable.connect()
        }
        scheduler.scheduleAt(250) { connection?.dispose() }
        scheduler.scheduleAt(300) {
            _ = connectable.subscribe(second)
            connection = connectable.connect()
        }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1)])
        XCTAssertEqual(second.events, [.next(310, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
    }

    func testMulticastSelectorConnectsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.multicast(
                { PublishSubject<Int>() },
                selector: { shared in
                    Observable.zipLikePairs(shared)
                })
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testRefCountConnectsOnFirstAndDisconnectsOnLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3)])
        let counted = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptionA: Disposable?
        var subscriptionB: Disposable?
        scheduler.scheduleAt(200) { subscriptionA = counted.subscribe(a) }
        scheduler.scheduleAt(250) { subscriptionB = counted.subscribe(b) }
        scheduler.scheduleAt(270) { subscriptionA?.dispose() }
        scheduler.scheduleAt(300) { subscriptionB?.dispose() }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(b.events, [.next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}

extension ObservableType where Element == Int {
    /// A small selector used by the multicast(selector:) test: multiplies by ten.
    fileprivate static func zipLikePairs(_ shared: Observable<Int>) -> Observable<Int> {
        shared.map { $0 * 10 }
    }
}
