import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Subscribing to a subject while another thread keeps emitting into it.
///
/// Regression: a new subscriber's replay gate (now `ReplayGatedEntry`) delivered, on the subscribing thread,
/// every event the producer queued while the replay ran, looping until the producer paused: with a
/// producer that never pauses `subscribe` never returned and the queue grew without bound (hundreds of MB
/// within a minute). Each test runs one producer thread and 8 subscribing threads for a bounded number of
/// subscribe/dispose rounds under a watchdog, so the old code fails after the time bound instead of
/// hanging. CI runs them under ThreadSanitizer (`--filter Stress`).
final class ReplayGateStressTests: RxTestCase {
    private static let subscriberThreads = 8
    private static let roundsPerThread = 200
    /// Generous: the rounds take well under a second on a loaded 2-core machine, even under TSan.
    private static let timeBound: TimeInterval = 20

    func testSubscribeToShareReplayOfBusyBehaviorSubjectReturnsWhileProducerKeepsEmitting() {
        let subject = BehaviorSubject(value: 0)
        // The mapping costs a few microseconds, as a user's would: more than the producer spends per element.
        let shared = subject.map { spin($0) }.share(replay: 1)
        BusySourceHarness.run(
            subscriberThreads: Self.subscriberThreads, roundsPerThread: Self.roundsPerThread,
            timeBound: Self.timeBound, observerDelay: 100, emit: { subject.onNext($0) },
            subscribe: { shared.subscribe(onNext: $0) }
        )
    }

    func testSubscribeToBusyBehaviorSubjectReturnsWhileProducerKeepsEmitting() {
        let subject = BehaviorSubject(value: 0)
        BusySourceHarness.run(
            subscriberThreads: Self.subscriberThreads, roundsPerThread: Self.roundsPerThread,
            timeBound: Self.timeBound, observerDelay: 100, emit: { subject.onNext($0) },
            subscribe: { subject.subscribe(onNext: $0) }
        )
    }

    func testSubscribeToBusyReplaySubjectReturnsWhileProducerKeepsEmitting() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        BusySourceHarness.run(
            subscriberThreads: Self.subscriberThreads, roundsPerThread: Self.roundsPerThread,
            timeBound: Self.timeBound, observerDelay: 100, emit: { subject.onNext($0) },
            subscribe: { subject.subscribe(onNext: $0) }
        )
    }

    func testSubscribeToShareReplayOfBusyPublishSubjectReturnsWhileProducerKeepsEmitting() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 2)
        BusySourceHarness.run(
            subscriberThreads: Self.subscriberThreads, roundsPerThread: Self.roundsPerThread,
            timeBound: Self.timeBound, observerDelay: 100, emit: { subject.onNext($0) },
            subscribe: { shared.subscribe(onNext: $0) }
        )
    }

    /// Regression (issue 40): the producer's element waited for the replay (a turn per subject), so a replayed
    /// element that waits for the producer deadlocked. Now the element is held back for this subscriber, the
    /// producer returns at once, and the subscriber gets it right after its replay.
    func testEventFromAnotherThreadDuringReplayIsHeldBackWithoutMakingTheProducerWait() {
        let subject = BehaviorSubject(value: 0)
        let log = LockedState<[String]>([])
        let producerReturned = DispatchSemaphore(value: 0)
        let subscribing = Thread.current
        let subscription = subject.subscribe(onNext: { value in
            let thread = Thread.current == subscribing ? "subscriber" : "producer"
            log.withLock { $0.append("\(value) on \(thread)") }
            guard value == 0 else { return }
            Thread {
                subject.onNext(1)
                log.withLock { $0.append("onNext(1) returned") }
                producerReturned.signal()
            }.start()
            // The replay waits for the producer: the producer must not wait for the replay.
            let returned = producerReturned.wait(timeout: .now() + 5) == .success
            log.withLock { $0.append(returned ? "replay done" : "replay done, producer still waiting") }
        })
        XCTAssertEqual(
            log.withLock { $0 }, ["0 on subscriber", "onNext(1) returned", "replay done", "1 on subscriber"])
        subscription.dispose()
    }

    /// A producer that outruns a replaying subscriber by more than the backlog's bound waits for it to catch up
    /// instead of growing the backlog without limit; the subscriber still sees every element once, in order.
    func testProducerOutrunningAReplayBeyondTheBacklogBoundWaitsAndNothingIsLost() {
        let subject = BehaviorSubject(value: 0)
        let received = LockedList<Int>()
        let producerDone = DispatchSemaphore(value: 0)
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            guard value == 0 else { return }
            Thread {
                for value in 1...2_000 { subject.onNext(value) }
                producerDone.signal()
            }.start()
            // Far more than the bound arrives while the replay is delivered: the producer must be held back.
            Thread.sleep(forTimeInterval: 0.05)
        })
        XCTAssertEqual(producerDone.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(received.elements, Array(0...2_000))
        subscription.dispose()
    }
}

/// Returns `value` after a few microseconds of work the optimiser cannot remove.
private func spin(_ value: Int) -> Int {
    var hash = UInt64(truncatingIfNeeded: value)
    for round in 0..<2_000 { hash = (hash ^ UInt64(round)) &* 0x100_0000_01B3 }
    return hash == 0 ? value &+ 1 : value
}
