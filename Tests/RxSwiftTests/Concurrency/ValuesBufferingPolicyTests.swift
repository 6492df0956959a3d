import Foundation
import RxTestSupport
import XCTest

@testable import RxSwift

/// Counts the `CountedElement` elements alive, and the most that were ever alive at once.
final class LiveElementCount: Sendable {
    private let counts = LockedState<(current: Int, peak: Int)>((0, 0))

    var current: Int { counts.withLock { $0.current } }
    var peak: Int { counts.withLock { $0.peak } }

    func make(_ value: Int) -> CountedElement { CountedElement(value, count: self) }

    func add(_ delta: Int) {
        counts.withLock { counts in
            counts.current += delta
            counts.peak = max(counts.peak, counts.current)
        }
    }
}

/// An element that is counted while it is alive, to see how many a stream's buffer holds.
final class CountedElement: Sendable {
    let value: Int
    private let count: LiveElementCount

    init(_ value: Int, count: LiveElementCount) {
        self.value = value
        self.count = count
        count.add(1)
    }

    deinit { count.add(-1) }
}

/// Drains `stream`, returning the elements and the error it ended with.
private func drain<Element>(
    _ stream: AsyncThrowingStream<Element, Swift.Error>
) async -> (elements: [Element], error: Swift.Error?) {
    var elements: [Element] = []
    do {
        for try await element in stream { elements.append(element) }
        return (elements, nil)
    } catch {
        return (elements, error)
    }
}

private func drain<Element>(_ stream: AsyncStream<Element>) async -> [Element] {
    var elements: [Element] = []
    for await element in stream { elements.append(element) }
    return elements
}

final class ObservableValuesBufferingPolicyTests: RxTestCase {
    func testUnboundedKeepsEveryElementTheLoopHasNotAskedFor() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .unbounded)
        for value in 1...1_000 { subject.onNext(value) }
        subject.onCompleted()
        let (received, error) = await drain(stream)
        XCTAssertEqual(received, Array(1...1_000))
        XCTAssertNil(error)
    }

    func testBufferingOldestKeepsTheFirstWaitingElementsOfASlowConsumer() async throws {
        let subject = PublishSubject<Int>()
        var iterator = subject.values(bufferingPolicy: .bufferingOldest(3)).makeAsyncIterator()
        for value in 1...10 { subject.onNext(value) }
        let first = try await iterator.next()
        XCTAssertEqual(first, 1)
        // 2 and 3 still wait; of 11...20 only 11 finds room.
        for value in 11...20 { subject.onNext(value) }
        subject.onCompleted()
        var rest: [Int] = []
        while let value = try await iterator.next() { rest.append(value) }
        XCTAssertEqual(rest, [2, 3, 11])
    }

    func testBufferingNewestKeepsTheLastWaitingElementsOfASlowConsumer() async throws {
        let subject = PublishSubject<Int>()
        var iterator = subject.values(bufferingPolicy: .bufferingNewest(3)).makeAsyncIterator()
        for value in 1...10 { subject.onNext(value) }
        let first = try await iterator.next()
        XCTAssertEqual(first, 8)
        // 9 and 10 still wait; 11...20 push them out.
        for value in 11...20 { subject.onNext(value) }
        subject.onCompleted()
        var rest: [Int] = []
        while let value = try await iterator.next() { rest.append(value) }
        XCTAssertEqual(rest, [18, 19, 20])
    }

    func testBufferOfZeroDropsWhatArrivesWhileTheLoopIsNotWaiting() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .bufferingNewest(0))
        for value in 1...5 { subject.onNext(value) }
        subject.onCompleted()
        let (received, error) = await drain(stream)
        XCTAssertEqual(received, [])
        XCTAssertNil(error)
    }

    func testBufferOfZeroDeliversWhatArrivesWhileTheLoopIsWaiting() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .bufferingOldest(0))
        let received = LockedState<Int?>(nil)
        let consumer = Task {
            for try await value in stream {
                received.withLock { $0 = value }
                return
            }
        }
        var sent = 0
        // Elements sent before the consumer task waits in `next()` are dropped; send until one arrives.
        let delivered = await eventually {
            sent += 1
            subject.onNext(sent)
            return received.withLock { $0 } != nil
        }
        XCTAssertTrue(delivered, "no element reached the waiting loop")
        _ = await consumer.result
        let value = received.withLock { $0 } ?? 0
        XCTAssertTrue((1...sent).contains(value), "got \(value) of 1...\(sent)")
    }

    func testBoundedPoliciesHoldAtMostTheirLimitWhileTheLoopDoesNotRead() async {
        let unboundedCount = LiveElementCount()
        let newestCount = LiveElementCount()
        let oldestCount = LiveElementCount()
        let subjects = (
            PublishSubject<CountedElement>(), PublishSubject<CountedElement>(), PublishSubject<CountedElement>()
        )
        let unbounded = subjects.0.values(bufferingPolicy: .unbounded)
        let newest = subjects.1.values(bufferingPolicy: .bufferingNewest(8))
        let oldest = subjects.2.values(bufferingPolicy: .bufferingOldest(8))
        for value in 0..<1_000 {
            subjects.0.onNext(unboundedCount.make(value))
            subjects.1.onNext(newestCount.make(value))
            subjects.2.onNext(oldestCount.make(value))
        }
        XCTAssertEqual(unboundedCount.current, 1_000, "unbounded keeps every element")
        XCTAssertEqual(newestCount.current, 8)
        XCTAssertEqual(oldestCount.current, 8)
        XCTAssertLessThanOrEqual(newestCount.peak, 9, "a dropped element is released when the next one arrives")
        XCTAssertLessThanOrEqual(oldestCount.peak, 9)
        subjects.1.onCompleted()
        subjects.2.onCompleted()
        let newestValues = await drain(newest).elements.map(\.value)
        let oldestValues = await drain(oldest).elements.map(\.value)
        XCTAssertEqual(newestValues, Array(992..<1_000))
        XCTAssertEqual(oldestValues, Array(0..<8))
        withExtendedLifetime(unbounded) {}
    }

    func testSlowConsumerOfAFastProducerOnAnotherThreadHoldsABoundedBuffer() async {
        for policy in [
            AsyncThrowingStream<CountedElement, Swift.Error>.Continuation.BufferingPolicy.bufferingNewest(4),
            .bufferingOldest(4),
        ] {
            let count = LiveElementCount()
            let subject = PublishSubject<CountedElement>()
            let stream = subject.values(bufferingPolicy: policy)
            DispatchQueue.global().async {
                for value in 0..<2_000 { subject.onNext(count.make(value)) }
                subject.onCompleted()
            }
            var received: [Int] = []
            do {
                for try await element in stream {
                    received.append(element.value)
                    try await Task.sleep(for: .milliseconds(1))
                }
            } catch {
                XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(received, received.sorted(), "in order")
            XCTAssertEqual(Set(received).count, received.count, "no element twice")
            // At most: the 4 waiting, the one being added before the oldest is dropped, the one in the loop.
            XCTAssertLessThanOrEqual(count.peak, 6, "\(policy)")
            if case .bufferingNewest = policy {
                XCTAssertEqual(received.last, 1_999, "the newest element is kept")
            } else {
                XCTAssertEqual(received.first, 0, "the oldest element is kept")
            }
            XCTAssertEqual(count.current, 0)
        }
    }

    func testErrorArrivesAfterTheKeptElements() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .bufferingNewest(2))
        for value in 1...5 { subject.onNext(value) }
        subject.onError(TestError.boom)
        let (received, error) = await drain(stream)
        XCTAssertEqual(received, [4, 5])
        XCTAssertEqual(error as? TestError, .boom)
        XCTAssertFalse(subject.hasObservers)
    }

    func testCompletionEndsTheLoopAfterTheKeptElements() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values(bufferingPolicy: .bufferingOldest(2))
        for value in 1...5 { subject.onNext(value) }
        subject.onCompleted()
        let (received, error) = await drain(stream)
        XCTAssertEqual(received, [1, 2])
        XCTAssertNil(error)
        XCTAssertFalse(subject.hasObservers)
    }

    func testCancellationThrowsCancellationErrorAndDisposes() async {
        let counter = SubscriptionCounter()
        let stream = counter.never(Int.self).values(bufferingPolicy: .bufferingNewest(1))
        XCTAssertEqual(counter.subscribed, 1, "reading it subscribes at once")
        let task = Task { await drain(stream) }
        task.cancel()
        let (received, error) = await task.value
        XCTAssertEqual(received, [])
        XCTAssertTrue(error is CancellationError, "got \(String(describing: error))")
        XCTAssertEqual(counter.disposed, 1)
    }

    func testLeavingTheLoopDisposesTheSubscription() async throws {
        let subject = PublishSubject<Int>()
        func first() async throws -> Int? {
            let stream = subject.values(bufferingPolicy: .bufferingOldest(1))
            subject.onNext(1)
            subject.onNext(2)
            for try await value in stream { return value }
            return nil
        }
        let value = try await first()
        XCTAssertEqual(value, 1)
        XCTAssertFalse(subject.hasObservers, "leaving the loop and dropping the stream disposes the subscription")
    }

    func testDocumentationExample() async throws {
        let prices = PublishSubject<Int>()
        let stream = prices.values(bufferingPolicy: .bufferingNewest(2))
        for price in 1...5 { prices.onNext(price) }
        prices.onCompleted()
        var printed: [Int] = []
        for try await price in stream { printed.append(price) }
        XCTAssertEqual(printed, [4, 5])
    }
}

final class InfallibleValuesBufferingPolicyTests: RxTestCase {
    func testBufferingOldestAndNewestOfASlowConsumer() async {
        let subject = PublishSubject<Int>()
        let infallible = subject.asInfallible(onErrorJustReturn: -1)
        let oldest = infallible.values(bufferingPolicy: .bufferingOldest(2))
        let newest = infallible.values(bufferingPolicy: .bufferingNewest(2))
        let unbounded = infallible.values(bufferingPolicy: .unbounded)
        for value in 1...5 { subject.onNext(value) }
        subject.onCompleted()
        let oldestValues = await drain(oldest)
        let newestValues = await drain(newest)
        let unboundedValues = await drain(unbounded)
        XCTAssertEqual(oldestValues, [1, 2])
        XCTAssertEqual(newestValues, [4, 5])
        XCTAssertEqual(unboundedValues, [1, 2, 3, 4, 5])
    }

    func testBoundedPolicyHoldsAtMostItsLimit() async {
        let count = LiveElementCount()
        let subject = PublishSubject<CountedElement>()
        let stream = Infallible(subject.asObservable()).values(bufferingPolicy: .bufferingNewest(3))
        for value in 0..<500 { subject.onNext(count.make(value)) }
        XCTAssertEqual(count.current, 3)
        subject.onCompleted()
        let received = await drain(stream).map(\.value)
        XCTAssertEqual(received, [497, 498, 499])
        XCTAssertEqual(count.current, 0)
    }

    func testCancellationEndsTheLoopAndDisposes() async {
        let counter = SubscriptionCounter()
        let stream = Infallible(counter.never(Int.self)).values(bufferingPolicy: .bufferingOldest(1))
        XCTAssertEqual(counter.subscribed, 1)
        let task = Task { await drain(stream) }
        task.cancel()
        let received = await task.value
        XCTAssertEqual(received, [])
        XCTAssertEqual(counter.disposed, 1)
    }

    func testAFailingSourceEndsTheLoopAfterTheKeptElements() async {
        let failing = Observable<Int>.create { observer in
            for value in 1...4 { observer.onNext(value) }
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        let received = await drain(Infallible(failing).values(bufferingPolicy: .bufferingNewest(2)))
        XCTAssertEqual(received, [3, 4])
    }

    func testDocumentationExample() async {
        let ticks = PublishSubject<Int>()
        let stream = ticks.asInfallible(onErrorJustReturn: 0).values(bufferingPolicy: .bufferingOldest(2))
        for tick in 1...5 { ticks.onNext(tick) }
        ticks.onCompleted()
        var printed: [Int] = []
        for await tick in stream { printed.append(tick) }
        XCTAssertEqual(printed, [1, 2])
    }
}
