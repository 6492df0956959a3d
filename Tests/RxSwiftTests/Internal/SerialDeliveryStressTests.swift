import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Every family of operators that serialises several sources or a source and a timer through `SerialDelivery`,
/// fed from two threads at once (and timers on a concurrent scheduler): deliveries never overlap, nothing
/// follows a terminal event, and the run ends. Run under ThreadSanitizer in CI (the `Stress` filter), where a
/// race on an operator's state would show. merge, flatMap, combineLatest, zip, withLatestFrom and
/// switchLatest have their own stress tests (`CombiningStressTests`, `FlatMapStressTests`); the replay gate
/// has `ReplayGateStressTests`.
final class SerialDeliveryStressTests: RxTestCase {
    private let eventsPerThread = 400

    /// Feeds `first` and `second` from two threads, then completes both; checks the result's deliveries.
    private func run<Result>(
        _ build: (Observable<Int>, Observable<Int>, SchedulerType) -> Observable<Result>,
        expectTerminal: Bool = true,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let sources = [PublishSubject<Int>(), PublishSubject<Int>()]
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = OverlapRecorder<Result>()
        let subscription = build(sources[0], sources[1], scheduler).subscribe(recorder)
        let count = eventsPerThread
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for value in 0..<count {
                sources[thread].onNext(value)
                if value % 40 == 0 { usleep(200) }  // let timers fire in between
            }
            sources[thread].onCompleted()
        }
        if expectTerminal {
            let deadline = Date().addingTimeInterval(10)
            while !recorder.isTerminated && Date() < deadline { usleep(1_000) }
            XCTAssertTrue(recorder.isTerminated, "no terminal event", file: file, line: line)
        }
        subscription.dispose()
        XCTAssertEqual(recorder.overlapCount, 0, "overlapping deliveries", file: file, line: line)
        if recorder.isTerminated {
            XCTAssertEqual(recorder.terminals.count, 1, "one terminal event", file: file, line: line)
        }
    }

    func testSample() {
        run({ source, sampler, _ in source.sample(sampler) }, expectTerminal: false)
    }

    func testDebounce() {
        run { first, second, scheduler in
            Observable.merge(first, second).debounce(.microseconds(100), scheduler: scheduler)
        }
    }

    func testThrottle() {
        run { first, second, scheduler in
            Observable.merge(first, second).throttle(.microseconds(200), latest: true, scheduler: scheduler)
        }
    }

    func testBufferWithTimeSpan() {
        run { first, second, scheduler in
            Observable.merge(first, second).buffer(timeSpan: .microseconds(300), count: 7, scheduler: scheduler)
        }
    }

    func testWindowWithTimeSpan() {
        run { first, second, scheduler in
            Observable.merge(first, second)
                .window(timeSpan: .microseconds(300), count: 7, scheduler: scheduler)
                .flatMap { $0.toArray().asObservable() }
        }
    }

    func testTimeoutSwitchingToAnotherSequence() {
        run { first, second, scheduler in
            Observable.merge(first, second).timeout(
                .microseconds(500), other: Observable.of(-1, -2), scheduler: scheduler)
        }
    }

    func testTakeUntilAndSkipUntil() {
        run { source, other, _ in
            Observable.merge(
                source.take(until: other.filter { $0 == 200 }), source.skip(until: other.filter { $0 == 100 }))
        }
    }

    func testTakeForDuration() {
        run { first, second, scheduler in
            Observable.merge(first, second).take(for: .milliseconds(2), scheduler: scheduler)
        }
    }

    func testSwitchLatestOfBothSources() {
        run { first, second, _ in first.map { _ in second }.switchLatest() }
    }

    /// The threads of two producers (set before they emit, read by the observer).
    private final class ProducerThreads: @unchecked Sendable {
        // Sendable: `ids` is guarded by `lock`.
        private let lock = NSLock()
        private var ids: [pthread_t?] = [nil, nil]

        func register(_ producer: Int) {
            lock.withLock { ids[producer] = pthread_self() }
        }

        func isCurrent(_ producer: Int) -> Bool {
            guard let id = lock.withLock({ ids[producer] }) else { return false }
            return pthread_equal(id, pthread_self()) != 0
        }
    }

    func testEachThreadDeliversItsOwnElements() {
        // Take your turn: an element is delivered on the thread that produced it, never by another thread.
        let sources = [PublishSubject<Int>(), PublishSubject<Int>()]
        let producers = ProducerThreads()
        let foreign = Atomic<Int>(0)
        let subscription = Observable.merge(sources[0], sources[1]).subscribe(onNext: { value in
            if !producers.isCurrent(value & 1) { foreign.add(1, ordering: .relaxed) }
        })
        let count = eventsPerThread
        DispatchQueue.concurrentPerform(iterations: 2) { producer in
            producers.register(producer)
            for value in 0..<count { sources[producer].onNext(value << 1 | producer) }
        }
        XCTAssertEqual(foreign.load(ordering: .relaxed), 0, "elements delivered by a thread that did not produce them")
        subscription.dispose()
    }
}
