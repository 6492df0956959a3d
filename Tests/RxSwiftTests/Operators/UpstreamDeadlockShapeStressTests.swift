import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// The shapes that deadlocked upstream RxSwift in 2025–2026 (locks held while calling out), each run from
/// several threads under a watchdog: with take-your-turn delivery and DESIGN §3's "decide under the lock, act
/// outside it", every one completes.
final class UpstreamDeadlockShapeStressTests: RxTestCase {
    /// Checks that each subscriber of a run sees increasing integers.
    private static func increasing() -> @Sendable (Int) -> Void {
        let last = Atomic<Int>(Int.min)
        return { value in
            let previous = last.exchange(value, ordering: .relaxed)
            XCTAssertLessThan(previous, value, "a subscriber saw its elements out of order")
        }
    }

    func testShareReplayZippedWithItselfWhileSubscribersComeAndGo() {
        Watchdog.completes(within: 30, "share + zip under concurrent subscribe") {
            let source = PublishSubject<Int>()
            nonisolated(unsafe) let shared = source.share(replay: 1)
            // The two sides join the share at different moments, so their pairs need not match; each side is
            // increasing, and so is the zip of the first.
            nonisolated(unsafe) let zipped = Observable.zip(shared, shared.map { $0 }) { first, _ in first }
            let producer = BusyProducer(source.onNext)
            DispatchQueue.concurrentPerform(iterations: 3) { _ in
                for _ in 0..<200 {
                    zipped.subscribe(onNext: Self.increasing()).dispose()
                }
            }
            XCTAssertTrue(producer.finish(), "the producer did not stop")
        }
    }

    func testRefCountReconnectsWhileSubscribersComeAndGoFromSeveralThreads() {
        Watchdog.completes(within: 30, "refCount/multicast reconnecting under concurrent subscribe/dispose") {
            let source = PublishSubject<Int>()
            nonisolated(unsafe) let published = source.publish().refCount()
            nonisolated(unsafe) let replayed = source.replay(2).refCount()
            let producer = BusyProducer(source.onNext)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for _ in 0..<200 {
                    (thread % 2 == 0 ? published : replayed).subscribe(onNext: Self.increasing()).dispose()
                }
            }
            XCTAssertTrue(producer.finish(), "the producer did not stop")
        }
    }

    func testMergeWithSynchronousInnersFedFromSeveralThreads() {
        Watchdog.completes(within: 30, "merge of synchronous inners fed from several threads") {
            // Each thread feeds its own source; every element subscribes an inner that emits synchronously,
            // from inside the outer delivery, while the other threads' inners emit.
            let sources = (0..<4).map { _ in PublishSubject<Int>() }
            let delivered = Atomic<Int>(0)
            let subscription = Observable.merge(sources)
                .flatMap { value in Observable.of(value, value + 1) }
                .subscribe(onNext: { _ in delivered.add(1, ordering: .relaxed) })
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for value in 0..<500 { sources[thread].onNext(thread * 1_000 + value) }
            }
            XCTAssertEqual(delivered.load(ordering: .relaxed), 4 * 500 * 2)
            subscription.dispose()
        }
    }

    func testReplayBufferUnderConcurrentSubscribeWhileTheProducerEmits() {
        Watchdog.completes(within: 30, "replay buffer under concurrent subscribe") {
            let source = PublishSubject<Int>()
            let replay = ReplaySubject<Int>.create(bufferSize: 4)
            let forwarding = source.subscribe(replay)
            let producer = BusyProducer(source.onNext)
            DispatchQueue.concurrentPerform(iterations: 3) { _ in
                for _ in 0..<300 {
                    replay.subscribe(onNext: Self.increasing()).dispose()
                }
            }
            XCTAssertTrue(producer.finish(), "the producer did not stop")
            forwarding.dispose()
        }
    }
}
