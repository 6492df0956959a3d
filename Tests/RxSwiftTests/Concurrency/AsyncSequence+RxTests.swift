import Dispatch
import Foundation
import RxTestSupport
import XCTest

@testable import RxSwift

final class AsyncSequenceAsObservableTests: RxTestCase {
    func testEmitsEachElementThenCompletes() async {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let events = await renderedEvents(of: stream.asObservable())
        XCTAssertEqual(events, ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testSequenceThatThrowsEmitsTheError() async {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError.boom)
        }
        let events = await renderedEvents(of: stream.asObservable(priority: .high))
        XCTAssertEqual(events, ["next(1)", "error(boom)"])
    }

    func testCancellationErrorThrownBySequenceCompletes() async {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: CancellationError())
        }
        let events = await renderedEvents(of: stream.asObservable())
        XCTAssertEqual(events, ["next(1)", "completed"])
    }

    func testEmptySequenceCompletes() async {
        let stream = AsyncStream<Int> { $0.finish() }
        let events = await renderedEvents(of: stream.asObservable())
        XCTAssertEqual(events, ["completed"])
    }

    func testDisposeCancelsTheIteratingTask() async {
        let firstElement = expectation(description: "first element")
        let terminated = expectation(description: "sequence terminated")
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { terminated.fulfill() }
        }
        let received = LockedState<[String]>([])
        let subscription = stream.asObservable().subscribe { event in
            received.withLock { $0.append(event.debugDescription) }
            if case .next = event { firstElement.fulfill() }
        }
        continuation.yield(1)
        await fulfillment(of: [firstElement], timeout: 5)
        subscription.dispose()
        await fulfillment(of: [terminated], timeout: 5)
        continuation.yield(2)
        try? await Task.sleep(for: .milliseconds(10))
        XCTAssertEqual(received.withLock { $0 }, ["next(1)"], "nothing is delivered after dispose")
    }

    func testIteratesOffTheSubscribingThread() {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        let delivered = DispatchSemaphore(value: 0)
        let subscription = stream.asObservable().subscribe(onNext: { _ in delivered.signal() })
        // The subscribing thread blocks here, so the element can only arrive from another thread.
        XCTAssertEqual(delivered.wait(timeout: .now() + 5), .success)
        subscription.dispose()
    }

    func testEverySubscriptionIteratesItsOwnIterator() async {
        let sequence = CountingSequence(limit: 2)
        let observable = sequence.asObservable()
        let first = await renderedEvents(of: observable)
        let second = await renderedEvents(of: observable)
        XCTAssertEqual(first, ["next(0)", "next(1)", "completed"])
        XCTAssertEqual(second, first)
    }
}

/// A non-Sendable async sequence counting from zero up to `limit`.
private struct CountingSequence: AsyncSequence {
    typealias Element = Int
    let limit: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let limit: Int
        var next = 0

        mutating func next() async -> Int? {
            guard next < limit else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(limit: limit)
    }
}
