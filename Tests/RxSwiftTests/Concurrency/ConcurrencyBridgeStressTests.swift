import Dispatch
import Foundation
import RxTestSupport
import Synchronization
import XCTest

@testable import RxSwift

/// Races between the async bridges' outcomes and task cancellation or disposal. Bounded in iterations
/// and time; CI also runs this class under ThreadSanitizer.
final class ConcurrencyBridgeStressTests: RxTestCase {
    private static let timeLimit: TimeInterval = 15

    func testSingleValueCancellationRacingSuccessResumesExactlyOnce() async {
        let iterations = 10_000
        let workers = 2
        let perWorker = iterations / workers
        let deadline = Date().addingTimeInterval(Self.timeLimit)
        let tally = RaceTally()

        let attempted = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var attempted = 0
                    for index in 0..<perWorker where Date() < deadline {
                        let expected = worker * perWorker + index
                        let gate = ObserverGate<Int>(tally: tally) { observer in
                            observer.onNext(expected)
                            observer.onCompleted()
                        }
                        let result = await Self.race(variant: index % 4, gate: gate) {
                            try await Single(raw: gate.observable).value
                        }
                        tally.record(result, expected: expected)
                        attempted += 1
                    }
                    return attempted
                }
            }
            return await group.reduce(0, +)
        }

        XCTAssertGreaterThan(attempted, 0)
        tally.assertConsistent(attempted: attempted)
    }

    func testCompletableValueCancellationRacingCompletion() async {
        let iterations = 2_000
        let deadline = Date().addingTimeInterval(Self.timeLimit)
        let tally = RaceTally()
        var attempted = 0
        for index in 0..<iterations where Date() < deadline {
            let gate = ObserverGate<Never>(tally: tally) { observer in observer.onCompleted() }
            let result = await Self.race(variant: index % 4, gate: gate) {
                try await Completable(raw: gate.observable).value
            }
            tally.record(result.map { 0 }, expected: 0)
            attempted += 1
        }
        XCTAssertGreaterThan(attempted, 0)
        tally.assertConsistent(attempted: attempted)
    }

    func testValuesCancellationRacingElementsAlwaysDisposes() async {
        let iterations = 2_000
        let deadline = Date().addingTimeInterval(Self.timeLimit)
        var attempted = 0
        for index in 0..<iterations where Date() < deadline {
            let subject = PublishSubject<Int>()
            let stream = subject.values
            let task = Task.detached {
                var received: [Int] = []
                do {
                    for try await value in stream { received.append(value) }
                } catch {
                    if !(error is CancellationError) { XCTFail("unexpected error \(error)") }
                }
                return received
            }
            DispatchQueue.global().async {
                for value in 0..<3 { subject.onNext(value) }
            }
            if index.isMultiple(of: 2) { await Task.yield() }
            task.cancel()
            let received = await task.value
            XCTAssertEqual(received, Array(0..<received.count), "elements arrive in order, none twice")
            let disposed = await eventually { !subject.hasObservers }
            XCTAssertTrue(disposed)
            attempted += 1
        }
        XCTAssertGreaterThan(attempted, 0)
    }

    func testAsyncSequenceDisposeRacingIterationCancelsEveryTask() async {
        let iterations = 2_000
        let deadline = Date().addingTimeInterval(Self.timeLimit)
        let terminations = Atomic<Int>(0)
        var attempted = 0
        for _ in 0..<iterations where Date() < deadline {
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            continuation.onTermination = { _ in terminations.wrappingAdd(1, ordering: .relaxed) }
            let subscription = stream.asObservable().subscribe()
            DispatchQueue.global().async {
                continuation.yield(1)
                continuation.yield(2)
            }
            subscription.dispose()
            attempted += 1
        }
        let allCancelled = await eventually { terminations.load(ordering: .relaxed) == attempted }
        XCTAssertTrue(allCancelled, "\(terminations.load(ordering: .relaxed)) of \(attempted) tasks ended")
    }

    /// Runs `operation` in a detached task and races its cancellation against the gate's outcome.
    ///
    /// Variant 0 cancels before the task subscribes; the others wait for the subscription, then emit
    /// from another thread while cancelling (1 cancels first, 2 emits first, 3 does both concurrently).
    private static func race<Element, Value: Sendable>(
        variant: Int,
        gate: ObserverGate<Element>,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async -> Result<Value, Error> {
        let task = Task.detached { try await operation() }
        switch variant {
        case 0:
            task.cancel()
        case 1:
            while !gate.isSubscribed { await Task.yield() }
            task.cancel()
            DispatchQueue.global().async { gate.emit() }
        case 2:
            while !gate.isSubscribed { await Task.yield() }
            DispatchQueue.global().async { gate.emit() }
            task.cancel()
        default:
            while !gate.isSubscribed { await Task.yield() }
            DispatchQueue.global().async { gate.emit() }
            DispatchQueue.global().async { task.cancel() }
        }
        let result = await task.result
        // An outcome that lost the race still arrives; wait so every subscription is accounted for.
        while gate.isSubscribed && !gate.isDisposed { await Task.yield() }
        return result
    }
}

/// Outcome counters shared by the racing workers.
private final class RaceTally: Sendable {
    let resumes = Atomic<Int>(0)
    let successes = Atomic<Int>(0)
    let cancellations = Atomic<Int>(0)
    let subscriptions = Atomic<Int>(0)
    let disposals = Atomic<Int>(0)

    func record(_ result: Result<Int, Error>, expected: Int) {
        resumes.wrappingAdd(1, ordering: .relaxed)
        switch result {
        case .success(let value):
            if value != expected { XCTFail("got \(value), expected \(expected)") }
            successes.wrappingAdd(1, ordering: .relaxed)
        case .failure(let error):
            if !(error is CancellationError) { XCTFail("unexpected error \(error)") }
            cancellations.wrappingAdd(1, ordering: .relaxed)
        }
    }

    func assertConsistent(attempted: Int, file: StaticString = #filePath, line: UInt = #line) {
        let successes = successes.load(ordering: .relaxed)
        let cancellations = cancellations.load(ordering: .relaxed)
        XCTAssertEqual(resumes.load(ordering: .relaxed), attempted, "one outcome per await", file: file, line: line)
        XCTAssertEqual(successes + cancellations, attempted, file: file, line: line)
        XCTAssertEqual(
            disposals.load(ordering: .relaxed),
            subscriptions.load(ordering: .relaxed),
            "every subscription is disposed",
            file: file,
            line: line
        )
    }
}

/// A source that keeps its observer so that the test can send the outcome from any thread.
private final class ObserverGate<Element>: Sendable {
    private let observer = LockedState<AnyObserver<Element>?>(nil)
    private let disposed = Atomic<Bool>(false)
    private let tally: RaceTally
    private let outcome: UncheckedSendable<(AnyObserver<Element>) -> Void>

    init(tally: RaceTally, outcome: @escaping (AnyObserver<Element>) -> Void) {
        self.tally = tally
        self.outcome = UncheckedSendable(outcome)
    }

    var isSubscribed: Bool { observer.withLock { $0 != nil } }
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    var observable: Observable<Element> {
        Observable.create { observer in
            self.tally.subscriptions.wrappingAdd(1, ordering: .relaxed)
            self.observer.withLock { $0 = observer }
            return Disposables.create {
                self.disposed.store(true, ordering: .releasing)
                self.tally.disposals.wrappingAdd(1, ordering: .relaxed)
            }
        }
    }

    func emit() {
        guard let target = observer.withLock({ $0 }) else { return }
        outcome.value(target)
    }
}
