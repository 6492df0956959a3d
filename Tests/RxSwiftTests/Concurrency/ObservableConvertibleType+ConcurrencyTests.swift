import Foundation
import RxTestSupport
import XCTest

@testable import RxSwift

final class ObservableValuesTests: RxTestCase {
    func testValuesYieldsElementsThenFinishes() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testValuesThrowsTheSourceError() async {
        var received: [Int] = []
        do {
            let failing = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(TestError.boom)
                return Disposables.create()
            }
            for try await value in failing.values {
                received.append(value)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
        XCTAssertEqual(received, [1])
    }

    func testValuesSubscribesWhenAccessedAndBuffersUnbounded() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        XCTAssertTrue(subject.hasObservers, "reading `values` subscribes at once")
        for value in 1...1_000 { subject.onNext(value) }
        subject.onCompleted()
        var received: [Int] = []
        for try await value in stream { received.append(value) }
        XCTAssertEqual(received, Array(1...1_000))
    }

    func testForTryAwaitOverSingleBackedValues() async throws {
        let single = Single<Int>.create { observer in
            observer(.success(5))
            return Disposables.create()
        }
        var received: [Int] = []
        for try await value in single.values {
            received.append(value)
        }
        XCTAssertEqual(received, [5])
    }

    func testFailingSingleBackedValuesThrows() async {
        let single = Single<Int>.create { observer in
            observer(.failure(TestError.boom))
            return Disposables.create()
        }
        do {
            for try await _ in single.values { XCTFail("no element expected") }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testCancellationBeforeTheFirstElementThrowsCancellationErrorAndDisposes() async {
        let counter = SubscriptionCounter()
        let stream = counter.never(Int.self).values
        XCTAssertEqual(counter.subscribed, 1)
        let task = Task {
            var received = 0
            for try await _ in stream { received += 1 }
            return received
        }
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        XCTAssertEqual(counter.disposed, 1)
    }

    func testCancellationWhileWaitingThrowsCancellationErrorAfterBufferedElements() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        let task = Task {
            var received: [Int] = []
            do {
                for try await value in stream { received.append(value) }
                return (received, nil as Error?)
            } catch {
                return (received, error)
            }
        }
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        try? await Task.sleep(for: .milliseconds(20))
        task.cancel()
        let (received, error) = await task.value
        XCTAssertEqual(received, [1])
        XCTAssertTrue(error is CancellationError, "got \(String(describing: error))")
        XCTAssertFalse(subject.hasObservers)
    }

    func testLeavingTheLoopDisposesTheSubscription() async throws {
        let subject = PublishSubject<Int>()
        func first() async throws -> Int? {
            let stream = subject.values
            subject.onNext(7)
            subject.onNext(8)
            for try await value in stream { return value }
            return nil
        }
        let value = try await first()
        XCTAssertEqual(value, 7)
        XCTAssertFalse(subject.hasObservers, "dropping the stream disposes the subscription")
    }

    func testElementsFromAnotherThreadArriveInOrder() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        DispatchQueue.global().async {
            for value in 0..<500 { subject.onNext(value) }
            subject.onCompleted()
        }
        var received: [Int] = []
        for try await value in stream { received.append(value) }
        XCTAssertEqual(received, Array(0..<500))
    }
}

final class InfallibleValuesTests: RxTestCase {
    func testInfallibleValuesIsANonThrowingStream() async {
        let infallible = Infallible(Observable.of(1, 2, 3))
        let stream: AsyncStream<Int> = infallible.values
        var received: [Int] = []
        for await value in stream { received.append(value) }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testInfallibleValuesCancellationEndsTheLoopAndDisposes() async {
        let counter = SubscriptionCounter()
        let stream = Infallible(counter.never(Int.self)).values
        XCTAssertEqual(counter.subscribed, 1)
        let task = Task {
            var received = 0
            for await _ in stream { received += 1 }
            return received
        }
        task.cancel()
        let received = await task.value
        XCTAssertEqual(received, 0)
        XCTAssertEqual(counter.disposed, 1)
    }
}
