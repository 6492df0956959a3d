import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// DESIGN §3 for the connectables: `multicast(makeSubject:)` runs the user's subject factory and releases a
/// finished connection's subject outside its lock, so both may call back into the connectable. Both used to
/// deadlock (the factory ran, and the old subject was released, while the connectable's lock was held).
final class MulticastLockDisciplineTests: RxTestCase {
    /// A subject that runs `onDeinit` when it is released.
    private final class ReleaseReportingSubject: SubjectType, @unchecked Sendable {
        // Sendable: `subject` is a PublishSubject (thread-safe); `onDeinit` is set once, before sharing.
        typealias Element = Int
        private let subject = PublishSubject<Int>()
        var onDeinit: () -> Void = {}

        func asObserver() -> PublishSubject<Int> { subject }

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            subject.subscribe(observer)
        }

        deinit { onDeinit() }
    }

    /// Lets the connectable's own closures reach it (weakly: no reference cycle).
    private final class WeakConnectable: @unchecked Sendable {
        // Sendable: set once before the closures run, on the test's thread.
        weak var value: ConnectableObservable<Int>?
    }

    /// Holds what a closure made.
    private final class Box<Value>: @unchecked Sendable {
        // Sendable: written by a closure that runs on the test's thread, read after it.
        var value: Value?
    }

    func testSubjectFactoryThatSubscribesToItsOwnConnectableDoesNotDeadlock() {
        Watchdog.completes(within: 10, "a subject factory calling back into the connectable") {
            let weak = WeakConnectable()
            let factoryCalls = Atomic<Int>(0)
            let inner = Box<Disposable>()
            let connectable = Observable<Int>.of(1, 2).multicast(makeSubject: { () -> PublishSubject<Int> in
                if factoryCalls.add(1, ordering: .relaxed).newValue == 1 {
                    inner.value = weak.value?.subscribe(onNext: { _ in })
                }
                return PublishSubject<Int>()
            })
            weak.value = connectable
            var received: [Int] = []
            let subscription = connectable.subscribe(onNext: { received.append($0) })
            connectable.connect().dispose()
            XCTAssertEqual(received, [1, 2], "the subscriber got the subject that was installed")
            XCTAssertEqual(factoryCalls.load(ordering: .relaxed), 2, "the re-entrant call made the installed subject")
            subscription.dispose()
            inner.value?.dispose()
        }
    }

    func testReleasingAFinishedConnectionsSubjectThatCallsBackIntoTheConnectableDoesNotDeadlock() {
        Watchdog.completes(within: 10, "a released subject calling back into the connectable") {
            let weak = WeakConnectable()
            let released = Atomic<Int>(0)
            let source = PublishSubject<Int>()
            let connectable = source.multicast(makeSubject: { () -> ReleaseReportingSubject in
                let subject = ReleaseReportingSubject()
                subject.onDeinit = {
                    released.add(1, ordering: .relaxed)
                    // Calls into the connectable while the old subject is being released.
                    weak.value?.subscribe(onNext: { _ in }).dispose()
                }
                return subject
            })
            weak.value = connectable
            var received: [Int] = []
            let subscription = connectable.subscribe(onNext: { received.append($0) })
            let connection = connectable.connect()
            source.onNext(1)
            source.onCompleted()
            subscription.dispose()
            connection.dispose()
            XCTAssertEqual(received, [1])
            XCTAssertGreaterThanOrEqual(
                released.load(ordering: .relaxed), 1, "the finished connection's subject was released")
        }
    }
}
