import Foundation
import RxTestSupport
import XCTest

@testable import RxSwift

final class PrimitiveSequenceValueTests: RxTestCase {
    private func single<Element>(_ source: Observable<Element>) -> Single<Element> {
        Single(raw: source)
    }

    // MARK: Single

    func testSingleValueReturnsTheElement() async throws {
        let value = try await single(Observable.just(42)).value
        XCTAssertEqual(value, 42)
    }

    func testSingleValueThrowsTheError() async {
        do {
            _ = try await single(Observable<Int>.error(TestError.boom)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testSingleValueOfAnEmptySourceThrowsNoElements() async {
        do {
            _ = try await single(Observable<Int>.empty()).value
            XCTFail("expected an error")
        } catch {
            guard case RxError.noElements = error else {
                return XCTFail("expected RxError.noElements, got \(error)")
            }
        }
    }

    func testSingleValueTakesTheFirstElementAndDisposes() async throws {
        let subject = PublishSubject<Int>()
        let task = Task { try await Single(raw: subject.asObservable()).value }
        let subscribed = await eventually { subject.hasObservers }
        XCTAssertTrue(subscribed)
        subject.onNext(1)
        subject.onNext(2)
        let value = try await task.value
        XCTAssertEqual(value, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    /// As upstream, the subscription is made in a cancelled task; one that does not finish at once is then
    /// disposed and throws `CancellationError`.
    func testSingleValueInACancelledTaskSubscribesThenThrowsCancellationErrorAndDisposes() async {
        let counter = SubscriptionCounter()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single(raw: counter.never(Int.self)).value
        }
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        XCTAssertEqual(counter.subscribed, 1)
        XCTAssertEqual(counter.disposed, 1)
    }

    func testFinishedSingleMaybeAndCompletableReturnTheirResultInACancelledTask() async throws {
        let task = Task { () -> (Int, Int?, Int?) in
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.empty().value
            let element = try await Single.just(7).value
            let nothing = try await Maybe<Int>.empty().value
            let something = try await Maybe.just(8).value
            XCTAssertNil(nothing)
            return (element, nothing, something)
        }
        let (element, nothing, something) = try await task.value
        XCTAssertEqual(element, 7)
        XCTAssertNil(nothing)
        XCTAssertEqual(something, 8)
    }

    func testFailedSingleThrowsItsErrorInACancelledTask() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single<Int>.error(TestError.boom).value
        }
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testSingleValueCancelledWhileWaitingThrowsCancellationErrorAndDisposes() async {
        let counter = SubscriptionCounter()
        let task = Task { try await Single(raw: counter.never(Int.self)).value }
        let subscribed = await eventually { counter.subscribed == 1 }
        XCTAssertTrue(subscribed)
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        XCTAssertEqual(counter.disposed, 1)
    }

    // MARK: Maybe

    func testMaybeValueReturnsTheElement() async throws {
        let value = try await Maybe(raw: Observable.just("a")).value
        XCTAssertEqual(value, "a")
    }

    func testMaybeValueOfAnEmptyMaybeIsNil() async throws {
        let value = try await Maybe(raw: Observable<Int>.empty()).value
        XCTAssertNil(value)
    }

    func testMaybeValueThrowsTheError() async {
        do {
            _ = try await Maybe(raw: Observable<Int>.error(TestError.boom)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testMaybeValueCancelledThrowsCancellationErrorAndDisposes() async {
        let counter = SubscriptionCounter()
        let task = Task { try await Maybe(raw: counter.never(Int.self)).value }
        let subscribed = await eventually { counter.subscribed == 1 }
        XCTAssertTrue(subscribed)
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        XCTAssertEqual(counter.disposed, 1)
    }

    // MARK: Completable

    func testCompletableValueReturnsOnCompletion() async throws {
        let completed = LockedState(false)
        let completable = Completable(
            raw: Observable<Never>.create { observer in
                completed.withLock { $0 = true }
                observer.onCompleted()
                return Disposables.create()
            }
        )
        try await completable.value
        XCTAssertTrue(completed.withLock { $0 })
    }

    func testCompletableValueThrowsTheError() async {
        do {
            try await Completable(raw: Observable<Never>.error(TestError.boom)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testCompletableValueInACancelledTaskThatDoesNotFinishThrowsCancellationError() async {
        let counter = SubscriptionCounter()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable(raw: counter.never(Never.self)).value
        }
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        XCTAssertEqual(counter.subscribed, 1)
        XCTAssertEqual(counter.disposed, 1)
    }
}

final class SingleCreateAsyncTests: RxTestCase {
    private static let marker = TaskLocal<Int>(wrappedValue: 0)

    func testCreateEmitsTheResultOfTheWork() async throws {
        let value = try await Single<Int>.create { 6 * 7 }.value
        XCTAssertEqual(value, 42)
    }

    func testCreatePropagatesTheErrorOfTheWork() async {
        do {
            _ = try await Single<Int>.create(detached: true) { throw TestError.boom }.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testCreateStartsOneTaskPerSubscription() async throws {
        let runs = LockedState(0)
        let single = Single<Int>.create {
            runs.withLock { runs in
                runs += 1
                return runs
            }
        }
        let first = try await single.value
        let second = try await single.value
        XCTAssertEqual([first, second], [1, 2])
    }

    func testCreateInheritsTaskLocalsUnlessDetached() async throws {
        let marker = Self.marker
        let (attached, detached) = try await marker.withValue(1) {
            let attached = try await Single<Int>.create(detached: false) { marker.get() }.value
            let detached = try await Single<Int>.create(detached: true) { marker.get() }.value
            return (attached, detached)
        }
        XCTAssertEqual(attached, 1)
        XCTAssertEqual(detached, 0)
    }

    func testCreatePassesThePriority() async throws {
        let priority = try await Single<TaskPriority>.create(detached: true, priority: .low) {
            Task.currentPriority
        }.value
        XCTAssertEqual(priority, .low)
    }

    func testDisposeCancelsTheTask() async {
        for detached in [false, true] {
            let started = expectation(description: "work started (detached: \(detached))")
            let cancelled = expectation(description: "work saw cancellation (detached: \(detached))")
            let single = Single<Int>.create(detached: detached) {
                started.fulfill()
                do {
                    try await Task.sleep(for: .seconds(30))
                } catch is CancellationError {
                    cancelled.fulfill()
                    throw CancellationError()
                }
                return 1
            }
            let outcome = LockedState<String?>(nil)
            let subscription = single.subscribe(
                onSuccess: { value in outcome.withLock { $0 = "success(\(value))" } },
                onFailure: { error in outcome.withLock { $0 = "failure(\(error))" } }
            )
            await fulfillment(of: [started], timeout: 5)
            subscription.dispose()
            await fulfillment(of: [cancelled], timeout: 5)
            try? await Task.sleep(for: .milliseconds(10))
            XCTAssertNil(outcome.withLock { $0 }, "nothing is emitted after dispose")
        }
    }
}
