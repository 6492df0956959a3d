import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

final class ShareStressTests: RxTestCase {
    /// Two threads subscribing first to `share(replay: 0)` at the same time: connect runs once.
    func testConcurrentFirstSubscribersConnectOnce() {
        for _ in 0..<300 {
            let connects = Atomic<Int>(0)
            let source = Observable<Int>.create { _ in
                connects.wrappingAdd(1, ordering: .relaxed)
                return Disposables.create()
            }
            nonisolated(unsafe) let shared = source.share(replay: 0)
            let group = DispatchGroup()
            let subscriptions = LockedBox<[Disposable]>([])
            for _ in 0..<2 {
                DispatchQueue.global().async(group: group) {
                    let subscription = shared.subscribe()
                    subscriptions.mutate { $0.append(subscription) }
                }
            }
            XCTAssertEqual(group.wait(timeout: .now() + 5), .success)
            XCTAssertEqual(connects.load(ordering: .relaxed), 1)
            subscriptions.mutate { list in for subscription in list { subscription.dispose() } }
        }
    }

    /// `take(1)` + `share(replay: 1)` feeding `zip`-like consumers from two threads must not deadlock.
    func testTakeOneShareReplayFromTwoThreadsDoesNotDeadlock() {
        for _ in 0..<300 {
            let subject = PublishSubject<Int>()
            nonisolated(unsafe) let shared = subject.take(1).share(replay: 1)
            let group = DispatchGroup()
            let received = Atomic<Int>(0)
            for _ in 0..<2 {
                DispatchQueue.global().async(group: group) {
                    _ = shared.subscribe(onNext: { _ in received.wrappingAdd(1, ordering: .relaxed) })
                }
            }
            DispatchQueue.global().async(group: group) { subject.onNext(1) }
            XCTAssertEqual(group.wait(timeout: .now() + 5), .success, "deadlock")
            subject.onNext(2)
            XCTAssertLessThanOrEqual(received.load(ordering: .relaxed), 2)
        }
    }

    /// `share(replay: 1)` replaying to a new subscriber while another disposes the upstream.
    func testReplayWhileDisposingUpstream() {
        for _ in 0..<300 {
            let subject = BehaviorSubject(value: 0)
            nonisolated(unsafe) let shared = subject.share(replay: 1)
            nonisolated(unsafe) let first = shared.subscribe()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { first.dispose() }
            DispatchQueue.global().async(group: group) {
                var values: [Int] = []
                let second = shared.subscribe(onNext: { values.append($0) })
                second.dispose()
                XCTAssertLessThanOrEqual(values.count, 2)
            }
            XCTAssertEqual(group.wait(timeout: .now() + 5), .success, "deadlock")
        }
    }

    /// Subscribers arriving and leaving concurrently while the source emits.
    func testConcurrentSubscribeDisposeWhileEmitting() {
        let subject = PublishSubject<Int>()
        nonisolated(unsafe) let shared = subject.share(replay: 1)
        let stop = Atomic<Bool>(false)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            var value = 0
            while !stop.load(ordering: .relaxed) {
                subject.onNext(value)
                value += 1
            }
        }
        for _ in 0..<3 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<2_000 {
                    let subscription = shared.subscribe(onNext: { _ in })
                    subscription.dispose()
                }
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { stop.store(true, ordering: .relaxed) }
        XCTAssertEqual(group.wait(timeout: .now() + 20), .success, "deadlock")
        XCTAssertFalse(subject.hasObservers)
    }

    /// Subscribers joining a live `share(replay: 1)` connection from two threads while a third sends: each is
    /// replayed the latest element (live elements sent meanwhile are held back for it) before any live element, so
    /// every subscriber sees strictly increasing elements.
    func testJoinersOfABusyShareReplaySeeTheLatestElementBeforeLiveOnes() {
        for _ in 0..<20 {
            let source = PublishSubject<Int>()
            nonisolated(unsafe) let shared = source.share(replay: 1)
            let kept = shared.subscribe()
            source.onNext(0)
            let outOfOrder = Atomic<Int>(0)
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                for element in 1...2_000 { source.onNext(element) }
            }
            for thread in 0..<2 {
                DispatchQueue.global().async(group: group) {
                    for round in 0..<200 {
                        var last = -1
                        let record: (Int) -> Void = { element in
                            if element <= last { outOfOrder.add(1, ordering: .relaxed) }
                            last = element
                        }
                        let subscription =
                            (thread + round).isMultiple(of: 2)
                            ? shared.subscribe(onNext: record)
                            : shared.subscribe(AnyObserver { if case .next(let element) = $0 { record(element) } })
                        subscription.dispose()
                    }
                }
            }
            XCTAssertEqual(group.wait(timeout: .now() + 20), .success, "deadlock")
            XCTAssertEqual(outOfOrder.load(ordering: .relaxed), 0)
            kept.dispose()
        }
    }

    /// Threads joining and leaving one share at once, through both subscribe paths: every connection that was
    /// made is disconnected exactly once, and none is left once every subscriber has left.
    func testJoiningWhileTheLastSubscriberLeavesDisconnectsEveryConnectionExactlyOnce() {
        for replay in [0, 1] {
            let source = ShareConnectionTests.CountingSource()
            nonisolated(unsafe) let shared = source.observable(sending: 1).share(replay: replay)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for round in 0..<500 {
                    let subscription =
                        (thread + round).isMultiple(of: 2)
                        ? shared.subscribe(onNext: { _ in }) : shared.subscribe(AnyObserver { _ in })
                    subscription.dispose()
                }
            }
            let counts = source.counts
            XCTAssertGreaterThan(counts[0], 0)
            XCTAssertEqual(counts[0], counts[1], "replay \(replay): every connection disconnected once")
        }
    }
}

/// A tiny lock-protected box for test bookkeeping.
final class LockedBox<Value>: @unchecked Sendable {
    // Sendable: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func mutate<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
