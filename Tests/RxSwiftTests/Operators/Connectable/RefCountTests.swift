import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `refCount` counts a subscriber only once it has subscribed without terminating (upstream RxSwift 6.9).
final class RefCountTests: RxTestCase {
    /// `share(replay: 1, scope: .forever)` over a source that emits its subscription count and completes at
    /// once, with a way to read how many times the source was subscribed.
    private func completedForeverShare() -> (shared: Observable<Int>, subscriptions: () -> Int) {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onCompleted()
            return Disposables.create()
        }
        return (source.share(replay: 1, scope: .forever), { subscriptions })
    }

    func testSubscriberThatTerminatedWhileSubscribingDoesNotConnect() {
        let (shared, subscriptions) = completedForeverShare()
        var received: [String] = []
        _ = shared.subscribe(onNext: { received.append("a\($0)") }, onCompleted: { received.append("a|") })
        _ = shared.subscribe(onNext: { received.append("b\($0)") }, onCompleted: { received.append("b|") })
        XCTAssertEqual(received, ["a1", "a|", "b1", "b|"])
        XCTAssertEqual(subscriptions(), 1)
    }

    func testSubscriberFromInsideACompletionHandlerGetsTheReplayWithoutReconnecting() {
        let (shared, subscriptions) = completedForeverShare()
        var received: [String] = []
        _ = shared.subscribe(onCompleted: {
            _ = shared.subscribe(onNext: { received.append("inner\($0)") }, onCompleted: { received.append("inner|") })
        })
        XCTAssertEqual(received, ["inner1", "inner|"])
        XCTAssertEqual(subscriptions(), 1)
    }

    func testHotSourceTerminatedForeverShareConnectsNoMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(300) { shared.subscribe(late).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWhileConnectedShareReconnectsForASubscriberAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(300) { shared.subscribe(late).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }
}
