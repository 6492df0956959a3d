import Foundation
import RxRelay
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Concurrent `accept` on every relay type (CI runs these under ThreadSanitizer). Bounded: 8 threads ×
/// 2,000 elements per test.
final class RelayStressTests: RxTestCase {
    private static let threads = 8
    private static let perThread = 2_000
    private static let total = threads * perThread

    /// Accepts `perThread` distinct values from each of 8 threads: thread `t` sends `t * 100_000 + i`.
    private func acceptConcurrently(_ accept: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<Self.perThread { accept(thread * 100_000 + index) }
        }
    }

    func testPublishRelayConcurrentAcceptEveryElementDeliveredOnce() {
        expectMisuseReports()  // sends to one subject from several threads at once, on purpose
        let relay = PublishRelay<Int>()
        let count = Atomic<Int>(0)
        let sum = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { value in
            count.wrappingAdd(1, ordering: .relaxed)
            sum.wrappingAdd(value, ordering: .relaxed)
        })
        acceptConcurrently { relay.accept($0) }
        XCTAssertEqual(count.load(ordering: .relaxed), Self.total)
        XCTAssertEqual(sum.load(ordering: .relaxed), expectedSum())
        subscription.dispose()
    }

    func testBehaviorRelayConcurrentAcceptValueIsTheLastOfSomeThread() {
        expectMisuseReports()  // sends to one subject from several threads at once, on purpose
        let relay = BehaviorRelay(value: -1)
        let count = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { _ in count.wrappingAdd(1, ordering: .relaxed) })
        let sawForeignValue = Atomic<Bool>(false)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<Self.perThread {
                relay.accept(thread * 100_000 + index)
                let current = relay.value
                if current % 100_000 >= Self.perThread { sawForeignValue.store(true, ordering: .relaxed) }
            }
        }
        XCTAssertEqual(count.load(ordering: .relaxed), Self.total + 1, "the initial value plus every accept")
        XCTAssertFalse(sawForeignValue.load(ordering: .relaxed), "value only ever holds an accepted value")
        let lastValues = (0..<Self.threads).map { $0 * 100_000 + Self.perThread - 1 }
        XCTAssertTrue(lastValues.contains(relay.value), "final value \(relay.value) is some thread's last")
        subscription.dispose()
    }

    func testReplayRelayConcurrentAcceptBufferHoldsTheNewestElements() {
        expectMisuseReports()  // sends to one subject from several threads at once, on purpose
        let relay = ReplayRelay<Int>.create(bufferSize: 3)
        let count = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { _ in count.wrappingAdd(1, ordering: .relaxed) })
        acceptConcurrently { relay.accept($0) }
        XCTAssertEqual(count.load(ordering: .relaxed), Self.total)
        var replayed: [Int] = []
        let late = relay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed.count, 3)
        late.dispose()
        subscription.dispose()
    }

    func testUnboundedReplayRelayConcurrentAcceptReplaysEverything() {
        expectMisuseReports()  // sends to one subject from several threads at once, on purpose
        let relay = ReplayRelay<Int>.createUnbound()
        acceptConcurrently { relay.accept($0) }
        var replayed: [Int] = []
        let late = relay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed.count, Self.total)
        XCTAssertEqual(replayed.reduce(0, +), expectedSum())
        late.dispose()
    }

    func testInfallibleOfRelaysConcurrentAcceptWhileSubscribing() {
        expectMisuseReports()  // sends to one subject from several threads at once, on purpose
        let relay = PublishRelay<Int>()
        let received = Atomic<Int>(0)
        let bag = CompositeDisposable()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            if thread % 2 == 0 {
                for index in 0..<Self.perThread { relay.accept(index) }
            } else {
                for _ in 0..<200 {
                    let subscription = relay.asInfallible().subscribe(onNext: { _ in
                        received.wrappingAdd(1, ordering: .relaxed)
                    })
                    _ = bag.insert(subscription)
                }
            }
        }
        let beforeDispose = received.load(ordering: .relaxed)
        bag.dispose()
        relay.accept(0)
        XCTAssertEqual(received.load(ordering: .relaxed), beforeDispose, "no element after disposal")
    }

    private func expectedSum() -> Int {
        let perThreadSum = (0..<Self.perThread).reduce(0, +)
        return (0..<Self.threads).reduce(0) { $0 + $1 * 100_000 * Self.perThread + perThreadSum }
    }

    func testSubscribeToBusyBehaviorRelayReturnsWhileProducerKeepsAccepting() {
        let relay = BehaviorRelay(value: 0)
        BusySourceHarness.run(
            subscriberThreads: 8, roundsPerThread: 100, timeBound: 20, observerDelay: 100,
            emit: { relay.accept($0) }, subscribe: { relay.subscribe(onNext: $0) }
        )
    }

    func testSubscribeToBusyReplayRelayReturnsWhileProducerKeepsAccepting() {
        let relay = ReplayRelay<Int>.create(bufferSize: 3)
        BusySourceHarness.run(
            subscriberThreads: 8, roundsPerThread: 100, timeBound: 20, observerDelay: 100,
            emit: { relay.accept($0) }, subscribe: { relay.subscribe(onNext: $0) }
        )
    }
}
