import Dispatch
import Foundation
import RxBlocking
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

final class BlockingObservableThreadingTests: RxTestCase {
    /// A source that emits `elements` and completes from an action on `scheduler`.
    private static func emitting(_ elements: [Int], on scheduler: ImmediateSchedulerType) -> Observable<Int> {
        Observable.create { observer in
            scheduler.schedule(()) { _ in
                for element in elements { observer.onNext(element) }
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }

    func testSourceOnABackgroundSerialSchedulerFromTheMainThread() throws {
        XCTAssertTrue(Thread.isMainThread)
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.blocking.background")
        let source = Self.emitting([1, 2, 3], on: scheduler)
        XCTAssertEqual(try source.toBlocking(timeout: 2).toArray(), [1, 2, 3])
        XCTAssertEqual(try source.toBlocking(timeout: 2).first(), 1)
        XCTAssertEqual(try source.toBlocking(timeout: 2).last(), 3)
    }

    func testSourceOnABackgroundSerialSchedulerFromABackgroundThread() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let source = UncheckedSendable(Self.emitting([4, 5], on: scheduler))
        let result = LockedState<[Int]?>(nil)
        let wasMain = Atomic<Bool>(true)
        let done = expectation(description: "blocking call returned")
        DispatchQueue.global().async {
            wasMain.store(Thread.isMainThread, ordering: .relaxed)
            let values = try? source.value.toBlocking(timeout: 2).toArray()
            result.withLock { $0 = values }
            done.fulfill()
        }
        wait(for: [done], timeout: 3)
        XCTAssertFalse(wasMain.load(ordering: .relaxed))
        XCTAssertEqual(result.withLock { $0 }, [4, 5])
    }

    func testTimeoutFromABackgroundThread() {
        let source = UncheckedSendable(Observable<Int>.never())
        let timedOut = Atomic<Bool>(false)
        let done = expectation(description: "blocking call returned")
        DispatchQueue.global().async {
            do {
                _ = try source.value.toBlocking(timeout: 0.02).first()
            } catch {
                timedOut.store(BlockingObservableTests.isTimeout(error), ordering: .relaxed)
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
        XCTAssertTrue(timedOut.load(ordering: .relaxed))
    }

    func testSourceDeliveringOnMainSchedulerWhileBlockingTheMainThread() throws {
        XCTAssertTrue(Thread.isMainThread)
        let onMain = LockedState([Bool]())
        let source = Self.emitting([1, 2, 3], on: MainScheduler.asyncInstance)
            .do(onNext: { _ in onMain.withLock { $0.append(Thread.isMainThread) } })
        XCTAssertEqual(try source.toBlocking(timeout: 2).toArray(), [1, 2, 3])
        XCTAssertEqual(onMain.withLock { $0 }, [true, true, true])
    }

    func testSourceScheduledRecursivelyOnMainSchedulerWhileBlockingTheMainThread() throws {
        let source = Observable.of(1, 2, 3, scheduler: MainScheduler.instance)
        XCTAssertEqual(try source.toBlocking(timeout: 2).toArray(), [1, 2, 3])
    }

    func testMainSchedulerTimerWhileBlockingTheMainThread() throws {
        let source = Observable<Int>.timer(.milliseconds(10), scheduler: MainScheduler.instance)
        XCTAssertEqual(try source.toBlocking(timeout: 2).first(), 0)
    }

    func testSourceHoppingFromBackgroundToMainWhileBlockingTheMainThread() throws {
        let background = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.blocking.hop")
        let source = Observable<Int>.create { observer in
            let boxed = UncheckedSendable(observer)
            return background.schedule(()) { _ in
                DispatchQueue.main.async {
                    boxed.value.onNext(Thread.isMainThread ? 1 : -1)
                    boxed.value.onCompleted()
                }
                return Disposables.create()
            }
        }
        XCTAssertEqual(try source.toBlocking(timeout: 2).single(), 1)
    }

    func testMainQueueSourceThatNeverEmitsTimesOut() {
        let source = Observable<Int>.timer(.seconds(10), scheduler: MainScheduler.instance)
        let start = Date()
        XCTAssertThrowsError(try source.toBlocking(timeout: 0.03).first()) { error in
            XCTAssertTrue(BlockingObservableTests.isTimeout(error))
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }
}
