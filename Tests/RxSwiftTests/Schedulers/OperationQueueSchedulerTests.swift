import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

final class OperationQueueSchedulerTests: RxTestCase {
    func testPropertiesAndDefaultPriority() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .normal)
        let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertEqual(high.queuePriority, .high)
    }

    func testScheduleRunsActionOnTheOperationQueue() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let done = expectation(description: "action ran")
        let onQueue = Atomic<Bool>(false)
        let received = Atomic<Int>(0)
        _ = scheduler.schedule(9) { state in
            onQueue.store(OperationQueue.current === queue, ordering: .relaxed)
            received.store(state, ordering: .relaxed)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertTrue(onQueue.load(ordering: .relaxed))
        XCTAssertEqual(received.load(ordering: .relaxed), 9)
    }

    func testSerialOperationQueueRunsActionsInOrder() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let values = LockedState([Int]())
        for index in 0..<30 {
            _ = scheduler.schedule(index) { index in
                values.withLock { $0.append(index) }
                return Disposables.create()
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(values.withLock { $0 }, Array(0..<30))
    }

    func testDisposingBeforeTheActionRunsPreventsIt() {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = Atomic<Bool>(false)
        let keptRan = Atomic<Bool>(false)
        let disposable = scheduler.schedule(()) { _ in
            ran.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            keptRan.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        disposable.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(ran.load(ordering: .relaxed))
        XCTAssertTrue(keptRan.load(ordering: .relaxed))
    }

    func testDisposingAfterTheActionRanDisposesItsResult() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let innerDisposed = Atomic<Bool>(false)
        let disposable = scheduler.schedule(()) { _ in
            Disposables.create { innerDisposed.store(true, ordering: .relaxed) }
        }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(innerDisposed.load(ordering: .relaxed))
        disposable.dispose()
        XCTAssertTrue(innerDisposed.load(ordering: .relaxed))
    }
}
