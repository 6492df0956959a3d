import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// The connection of `share(replay: 0 or 1, scope: .whileConnected)` (issue 30): one object whose subscriber
/// list ends when its last subscriber leaves or its source terminates; an ended connection is never joined.
final class ShareConnectionTests: RxTestCase {
    /// A source that counts its subscriptions and disposals and sends `element` to each subscriber at once.
    final class CountingSource: @unchecked Sendable {
        // Sendable: the counters are atomic.
        let subscriptions = Atomic<Int>(0)
        let disposals = Atomic<Int>(0)

        func observable(sending element: Int?) -> Observable<Int> {
            Observable.create { observer in
                self.subscriptions.wrappingAdd(1, ordering: .relaxed)
                if let element { observer.onNext(element) }
                return Disposables.create { self.disposals.wrappingAdd(1, ordering: .relaxed) }
            }
        }

        var counts: [Int] {
            [subscriptions.load(ordering: .relaxed), disposals.load(ordering: .relaxed)]
        }
    }

    /// The second subscriber of a connection is replayed its latest element, through the observer path and the
    /// closure path, and then gets the live elements.
    func testLaterSubscribersAreReplayedTheLatestElementOnBothSubscribePaths() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        var third: [Int] = []
        let a = shared.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        let b = shared.subscribe(onNext: { second.append($0) })
        let c = shared.subscribe(AnyObserver { event in if case .next(let value) = event { third.append(value) } })
        subject.onNext(2)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
        XCTAssertEqual(third, [1, 2])
        for subscription in [a, b, c] { subscription.dispose() }
    }

    /// The last subscriber leaving disconnects the source and drops the latest element; the next subscriber
    /// connects again and is replayed nothing from the old connection.
    func testLastSubscriberLeavingDisconnectsAndTheNextSubscriberReconnects() {
        let source = CountingSource()
        let shared = source.observable(sending: 7).share(replay: 1)
        var received: [Int] = []
        let a = shared.subscribe(onNext: { received.append($0) })
        let b = shared.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(source.counts, [1, 0])
        a.dispose()
        XCTAssertEqual(source.counts, [1, 0], "a subscriber is left: still connected")
        b.dispose()
        XCTAssertEqual(source.counts, [1, 1])
        b.dispose()
        XCTAssertEqual(source.counts, [1, 1], "disposing twice disconnects once")
        let c = shared.subscribe(onNext: { received.append($0 * 10) })
        XCTAssertEqual(source.counts, [2, 1])
        XCTAssertEqual(received, [7, 7, 70])
        c.dispose()
        XCTAssertEqual(source.counts, [2, 2])
    }

    /// A connection whose source terminated is not joined: a later subscriber starts a new connection (and is not
    /// told the old terminal event).
    func testSubscriberAfterTheSourceTerminatedStartsANewConnection() {
        let subscriptions = Atomic<Int>(0)
        let source = Observable<Int>.create { observer in
            let number = subscriptions.add(1, ordering: .relaxed).newValue
            observer.onNext(number)
            observer.onCompleted()
            return Disposables.create()
        }
        for replay in [0, 1] {
            subscriptions.store(0, ordering: .relaxed)
            let shared = source.share(replay: replay)
            var events: [String] = []
            _ = shared.subscribe(onNext: { events.append("a\($0)") }, onCompleted: { events.append("a|") })
            _ = shared.subscribe(onNext: { events.append("b\($0)") }, onCompleted: { events.append("b|") })
            XCTAssertEqual(events, ["a1", "a|", "b2", "b|"], "replay \(replay)")
        }
    }
}
