import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Concurrency checks for subjects and composite disposables, bounded in threads and iterations.
/// CI runs them under ThreadSanitizer (`--filter Stress`).
final class SubjectStressTests: RxTestCase {
    private let threads = 4
    private let operations = 10_000

    func testPublishSubjectConcurrentOnNextWithSubscribeAndDispose() {
        expectMisuseReports()  // sends to one subject from several threads at once, on purpose
        let subject = PublishSubject<Int>()
        let permanentCount = AtomicCounter()
        let permanent = subject.subscribe(onNext: { _ in permanentCount.increment() })
        let transientCount = AtomicCounter()
        let operations = operations

        DispatchQueue.concurrentPerform(iterations: threads) { index in
            if index % 2 == 0 {
                for value in 0..<operations { subject.onNext(value) }
            } else {
                for _ in 0..<(operations / 10) {
                    let subscription = subject.subscribe(onNext: { _ in transientCount.increment() })
                    subject.onNext(-1)
                    subscription.dispose()
                }
            }
        }
        let producers = (threads + 1) / 2
        let transientSenders = threads / 2
        let expected = producers * operations + transientSenders * (operations / 10)
        XCTAssertEqual(permanentCount.value, expected, "the permanent subscriber sees every element exactly once")
        XCTAssertGreaterThanOrEqual(transientCount.value, transientSenders * (operations / 10))
        permanent.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testCompositeDisposableConcurrentInsertRemoveDispose() {
        for _ in 0..<20 {
            let composite = CompositeDisposable()
            let disposedCount = AtomicCounter()
            let insertedCount = AtomicCounter()
            let perThread = operations / 20
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                for step in 0..<perThread {
                    if index == 0 && step == perThread / 2 { composite.dispose() }
                    let disposable = Disposables.create { disposedCount.increment() }
                    insertedCount.increment()
                    if let key = composite.insert(disposable), step % 2 == 0 {
                        composite.remove(for: key)
                    }
                }
            }
            composite.dispose()
            XCTAssertEqual(disposedCount.value, insertedCount.value, "every inserted disposable is disposed once")
            XCTAssertEqual(composite.count, 0)
        }
    }

    func testBehaviorSubjectSubscribeRacingOnNextDeliversInitialValueFirstAndInOrder() {
        let rounds = 50
        let subscribersPerRound = threads - 1
        for _ in 0..<rounds {
            let subject = BehaviorSubject(value: 0)
            let logs = (0..<subscribersPerRound).map { _ in ConcurrentEventLog<Int>() }
            // A LockedList (NSLock), which ThreadSanitizer sees, rather than a Synchronization.Mutex, which it does not
            // on Linux: the appends from the subscriber threads were reported as a race.
            let subscriptions = LockedList<UncheckedDisposable>()
            let total = 200
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                if index == 0 {
                    for value in 1...total { subject.onNext(value) }
                } else {
                    let log = logs[index - 1]
                    let subscription = subject.subscribe { log.append($0) }
                    subscriptions.append(UncheckedDisposable(subscription))
                }
            }
            subject.onCompleted()
            for log in logs {
                let values = log.events.compactMap(\.element)
                XCTAssertFalse(values.isEmpty)
                guard let first = values.first else { continue }
                XCTAssertEqual(
                    values, Array(first...total), "initial value first, then every later element once, in order")
                XCTAssertTrue(log.events.last?.isCompleted ?? false)
            }
            for subscription in subscriptions.elements { subscription.value.dispose() }
        }
    }

    func testReplaySubjectSubscribeRacingOnNextKeepsOrder() {
        for _ in 0..<50 {
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            let logs = (0..<(threads - 1)).map { _ in ConcurrentEventLog<Int>() }
            let total = 200
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                if index == 0 {
                    for value in 1...total { subject.onNext(value) }
                    subject.onCompleted()
                } else {
                    let log = logs[index - 1]
                    _ = subject.subscribe { log.append($0) }
                }
            }
            for log in logs {
                let values = log.events.compactMap(\.element)
                if let first = values.first {
                    XCTAssertEqual(values, Array(first...total))
                }
                XCTAssertTrue(log.events.last?.isCompleted ?? false)
            }
        }
    }

    func testConcurrentDisposeOfSubscriptionRunsOnDisposedOnce() {
        for _ in 0..<200 {
            let subject = PublishSubject<Int>()
            let disposedCount = AtomicCounter()
            let subscription = UncheckedDisposable(subject.subscribe(onDisposed: { disposedCount.increment() }))
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                subscription.value.dispose()
            }
            XCTAssertEqual(disposedCount.value, 1)
            XCTAssertFalse(subject.hasObservers)
        }
    }

    func testCompletionRacingDisposeRunsOnDisposedOnce() {
        for _ in 0..<500 {
            let subject = PublishSubject<Int>()
            let disposedCount = AtomicCounter()
            let completedCount = AtomicCounter()
            let subscription = UncheckedDisposable(
                subject.subscribe(
                    onCompleted: { completedCount.increment() },
                    onDisposed: { disposedCount.increment() }
                )
            )
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { subject.onCompleted() } else { subscription.value.dispose() }
            }
            XCTAssertEqual(disposedCount.value, 1)
            XCTAssertLessThanOrEqual(completedCount.value, 1)
        }
    }

    func testDisposeBagConcurrentInsertDisposesEverythingOnce() {
        let disposedCount = AtomicCounter()
        let perThread = operations / 10
        do {
            let bag = DisposeBag()
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                for _ in 0..<perThread {
                    bag.insert(Disposables.create { disposedCount.increment() })
                }
            }
            XCTAssertEqual(disposedCount.value, 0)
        }
        XCTAssertEqual(disposedCount.value, threads * perThread)
    }
}
