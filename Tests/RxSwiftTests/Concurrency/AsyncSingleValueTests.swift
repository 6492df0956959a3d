import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// `Single.create { try await … }.value` awaits the work in the awaiting task (issue 43): the same outcome as through a
/// subscription, with the awaiting task's cancellation, and no task of its own.
final class AsyncSingleValueTests: RxTestCase {
    @TaskLocal static var request: String?

    func testValueReturnsTheElementOfTheWork() async throws {
        let value = try await Single.create { 20 + 22 }.value
        XCTAssertEqual(value, 42)
    }

    func testValueThrowsTheErrorOfTheWork() async {
        do {
            _ = try await Single<Int>.create { throw TestError.boom }.value
            XCTFail("no error")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testWorkRunsOncePerAwait() async throws {
        let runs = LockedList<Int>()
        let single = Single.create {
            runs.append(1)
            return runs.elements.count
        }
        let first = try await single.value
        let second = try await single.value
        XCTAssertEqual([first, second], [1, 2])
    }

    func testTheWorkSeesTheAwaitingTasksLocalsAndCancellation() async throws {
        let single = Single<String>.create {
            try Task.checkCancellation()
            return Self.request ?? "none"
        }
        let seen = try await Self.$request.withValue("r1") { try await single.value }
        XCTAssertEqual(seen, "r1")

        let started = DispatchSemaphore(value: 0)
        let waiting = Single<Int>.create {
            started.signal()
            try await Task.sleep(nanoseconds: 10_000_000_000)
            return 1
        }
        let task = Task { try await waiting.value }
        started.wait()
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("not cancelled")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    /// A single derived by an operator, and a detached or prioritised one, go through a subscription as before.
    func testDerivedDetachedAndPrioritisedSinglesStillWork() async throws {
        let mapped = try await Single.create { 20 }.map { $0 + 1 }.value
        let detached = try await Single.create(detached: true) { 30 }.value
        let prioritised = try await Single.create(priority: .high) { 40 }.value
        XCTAssertEqual([mapped, detached, prioritised], [21, 30, 40])
    }

    /// Subscribing (rather than awaiting `value`) still starts a task per subscription.
    func testSubscribingStillRunsTheWorkInATask() throws {
        let single = Single.create { 7 }
        let received = LockedList<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = single.subscribe(onSuccess: {
            received.append($0)
            done.signal()
        })
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        subscription.dispose()
        XCTAssertEqual(received.elements, [7])
    }
}
