import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// An observer that runs `onDeinit` when it is released.
private final class DeinitObserver: ObserverType, @unchecked Sendable {
    // Sendable: `onDeinit` is set before the observer is shared.
    var onDeinit: () -> Void = {}

    func on(_ event: Event<Int>) {}

    deinit { onDeinit() }
}

/// A subject's subscriptions hold its subscriber list, not the subject: the subject's death releases its
/// observers, a subscription disposed afterwards does nothing, and releasing an observer may dispose others.
final class SubjectTokenOwnershipTests: RxTestCase {
    /// Subscribes a `DeinitObserver` to `subject` and returns its subscription and release flag.
    private func subscribeObserver<S: ObservableType>(
        _ subject: S, released: AtomicCounter
    ) -> Disposable where S.Element == Int {
        let observer = DeinitObserver()
        observer.onDeinit = { released.increment() }
        return subject.subscribe(observer)
    }

    private func assertObserversGoWithSubject<S: ObservableType & AnyObject>(
        _ make: () -> S, file: StaticString = #filePath, line: UInt = #line
    ) where S.Element == Int {
        let released = AtomicCounter()
        weak var weakSubject: S?
        var subscription: Disposable?
        do {
            let subject = make()
            weakSubject = subject
            subscription = subscribeObserver(subject, released: released)
            XCTAssertEqual(released.value, 0, "a live subject keeps its observer", file: file, line: line)
        }
        XCTAssertNil(weakSubject, "the subscription must not keep the subject alive", file: file, line: line)
        XCTAssertEqual(released.value, 1, "the observer is released with its subject", file: file, line: line)
        subscription?.dispose()  // after the subject's death: does nothing, and must not crash
        subscription?.dispose()
        XCTAssertEqual(released.value, 1, file: file, line: line)
    }

    func testObserverIsReleasedWithItsSubjectWhileTheSubscriptionIsStillHeld() {
        assertObserversGoWithSubject { PublishSubject<Int>() }
        assertObserversGoWithSubject { BehaviorSubject<Int>(value: 0) }
        assertObserversGoWithSubject { ReplaySubject<Int>.create(bufferSize: 2) }
        assertObserversGoWithSubject { AsyncSubject<Int>() }
    }

    func testDisposeReleasesTheObserverWhileTheSubjectLives() {
        let subject = PublishSubject<Int>()
        let released = AtomicCounter()
        let subscription = subscribeObserver(subject, released: released)
        subscription.dispose()
        XCTAssertEqual(released.value, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserverReleasedByDisposeMayDisposeAnotherSubscriptionOfTheSameSubject() {
        let subject = PublishSubject<Int>()
        let released = AtomicCounter()
        let other = subscribeObserver(subject, released: released)
        let first: Disposable
        do {
            let observer = DeinitObserver()
            observer.onDeinit = {
                other.dispose()  // re-enters the subject while the first observer is being released
                released.increment()
            }
            first = subject.subscribe(observer)
        }
        XCTAssertEqual(released.value, 0)
        first.dispose()
        XCTAssertEqual(released.value, 2)
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserverReleasedByTheSubjectsDeinitMayDisposeAnotherSubscriptionOfIt() {
        let released = AtomicCounter()
        var other: Disposable?
        do {
            let subject = PublishSubject<Int>()
            other = subscribeObserver(subject, released: released)
            let observer = DeinitObserver()
            observer.onDeinit = { [other] in
                other?.dispose()  // re-enters the dying subject's list after its lock was released
                released.increment()
            }
            _ = subject.subscribe(observer)
        }
        XCTAssertEqual(released.value, 2)
        other?.dispose()
    }

    func testNewSubscriberKeepsWorkingAfterAnEarlierSubscriptionWasDisposedTwice() {
        let subject = PublishSubject<Int>()
        let first = subject.subscribe(onNext: { _ in })
        first.dispose()
        var received: [Int] = []
        let second = subject.subscribe(onNext: { received.append($0) })
        first.dispose()  // keys are never reused: this must not remove the second subscriber
        subject.onNext(1)
        XCTAssertEqual(received, [1])
        second.dispose()
    }
}

/// Disposal racing a subject's deinit, bounded in iterations; CI runs it under ThreadSanitizer.
final class SubjectTokenOwnershipStressTests: RxTestCase {
    func testDisposeRacingTheSubjectsDeinitReleasesEveryObserverOnce() {
        let iterations = 2_000
        let released = AtomicCounter()
        for _ in 0..<iterations {
            let subject = Mutex<PublishSubject<Int>?>(PublishSubject<Int>())
            let subscriptions: [UncheckedDisposable] = subject.withLock { subject in
                (0..<2).map { _ in
                    let observer = DeinitObserver()
                    observer.onDeinit = { released.increment() }
                    return UncheckedDisposable(subject!.subscribe(observer))
                }
            }
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    subject.withLock { $0 = nil }  // the subject's deinit runs here
                } else {
                    for subscription in subscriptions { subscription.value.dispose() }
                }
            }
        }
        XCTAssertEqual(released.value, 2 * iterations, "every observer is released exactly once")
    }
}
