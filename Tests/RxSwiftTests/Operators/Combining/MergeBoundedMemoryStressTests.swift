import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Two threads flood an operator that serialises its sources while the observer is slow: with take-your-turn
/// delivery the number of elements sent but not yet delivered stays at most one per producer (each producer is
/// inside its own `onNext`), whatever the run time, and each `onNext` returns after its own element was
/// delivered. The queue-and-drain delivery this replaced piled up about a million elements in such a run.
final class MergeBoundedMemoryStressTests: RxTestCase {
    /// What the producers and the slow observer share.
    private final class Flood: @unchecked Sendable {
        // Sendable: atomics only, and `lastDeliveredOf0/1` are written by the observer (one delivery at a time)
        // and read by producer `p` after its `onNext` returned (the turn's hand-over orders the two).
        let sent = Atomic<Int>(0)
        let delivered = Atomic<Int>(0)
        let mostUndelivered = Atomic<Int>(0)
        let lateReturns = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        let lastDeliveredOf0 = Atomic<Int>(-1)
        let lastDeliveredOf1 = Atomic<Int>(-1)

        /// The slow observer: about 50 µs per element.
        func deliver(_ tagged: Int) {
            if tagged & 1 == 0 {
                lastDeliveredOf0.store(tagged >> 1, ordering: .relaxed)
            } else {
                lastDeliveredOf1.store(tagged >> 1, ordering: .relaxed)
            }
            delivered.add(1, ordering: .relaxed)
            usleep(50)
        }

        func produce(_ producer: Int, into observer: AnyObserver<Int>) {
            var value = 0
            while !stop.load(ordering: .relaxed) {
                let undelivered = sent.add(1, ordering: .relaxed).newValue - delivered.load(ordering: .relaxed)
                if undelivered > mostUndelivered.load(ordering: .relaxed) {
                    mostUndelivered.store(undelivered, ordering: .relaxed)
                }
                observer.onNext(value << 1 | producer)
                let last =
                    producer == 0
                    ? lastDeliveredOf0.load(ordering: .relaxed) : lastDeliveredOf1.load(ordering: .relaxed)
                if last != value { lateReturns.add(1, ordering: .relaxed) }
                value += 1
            }
        }
    }

    /// Floods `operatorUnderTest` from two threads for `seconds` and checks the counters.
    private func flood(
        for seconds: Double,
        _ operatorUnderTest: (Observable<Int>, Observable<Int>) -> Observable<Int>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let sources = [PublishSubject<Int>(), PublishSubject<Int>()]
        let state = Flood()
        let subscription = operatorUnderTest(sources[0], sources[1]).subscribe(onNext: { state.deliver($0) })
        let finished = DispatchSemaphore(value: 0)
        for producer in 0..<2 {
            Thread {
                state.produce(producer, into: sources[producer].asObserver())
                finished.signal()
            }.start()
        }
        usleep(UInt32(seconds * 1_000_000))
        state.stop.store(true, ordering: .relaxed)
        for _ in 0..<2 {
            XCTAssertEqual(
                finished.wait(timeout: .now() + 2), .success, "a producer did not return when told to stop",
                file: file, line: line)
        }
        subscription.dispose()
        let sent = state.sent.load(ordering: .relaxed)
        XCTAssertGreaterThan(sent, 100, "the producers hardly ran", file: file, line: line)
        XCTAssertEqual(
            state.delivered.load(ordering: .relaxed), sent, "every element was delivered", file: file, line: line)
        XCTAssertLessThanOrEqual(
            state.mostUndelivered.load(ordering: .relaxed), 2, "at most one undelivered element per producer",
            file: file, line: line)
        XCTAssertEqual(
            state.lateReturns.load(ordering: .relaxed), 0, "an onNext returned before its element was delivered",
            file: file, line: line)
    }

    func testTwoThreadsFloodingMergeWithASlowObserverKeepAtMostOneUndeliveredElementEach() {
        flood(for: 2) { Observable.merge($0, $1) }
    }

    func testTwoThreadsFloodingFlatMapWithASlowObserverKeepAtMostOneUndeliveredElementEach() {
        flood(for: 0.5) { first, second in Observable.of(first, second).flatMap { $0 } }
    }
}
