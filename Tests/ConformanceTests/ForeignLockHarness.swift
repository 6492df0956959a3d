import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// The foreign-lock shape of upstream's deadlock reports, run under a watchdog: thread B subscribes and has an
/// element delivered whose observer first takes a lock L; the calling thread A, holding L, does something to the
/// same source (subscribes, disposes, sends) while B's delivery waits for L; then A lets go. Whatever A does must
/// not wait for B's delivery, or both wait forever.
enum ForeignLockHarness {
    /// Runs the shape.
    /// - Parameters:
    ///   - what: names the case in failure messages.
    ///   - deliver: on thread B, subscribes (and makes an element arrive, if subscribing does not): calls
    ///     `observed` for every element it receives, which blocks on L the first time; returns the subscription.
    ///   - whileHolding: on thread A, holding L, once B's first element is being delivered; given B's subscription
    ///     (disposing it before `deliver` has returned disposes it as soon as it does).
    /// - Returns: whether both threads finished in time (a failure is reported when they did not).
    @discardableResult
    static func run(
        _ what: String,
        deliver: @escaping @Sendable (_ observed: @escaping @Sendable () -> Void) -> Disposable,
        whileHolding: @escaping @Sendable (_ delivering: Disposable) -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        Watchdog.completes(within: 5, what, file: file, line: line) {
            let lock = NSLock()
            let inDelivery = DispatchSemaphore(value: 0)
            let delivered = DispatchSemaphore(value: 0)
            let subscription = SingleAssignmentDisposable()
            let calls = Atomic<Int>(0)
            lock.lock()
            Thread {
                subscription.setDisposable(
                    deliver {
                        guard calls.add(1, ordering: .relaxed).newValue == 1 else { return }
                        inDelivery.signal()
                        lock.lock()
                        lock.unlock()
                    })
                delivered.signal()
            }.start()
            if inDelivery.wait(timeout: .now() + 4) == .timedOut { XCTFail("\(what): nothing delivered") }
            whileHolding(subscription)
            lock.unlock()
            XCTAssertEqual(delivered.wait(timeout: .now() + 4), .success, "\(what): the delivery did not end")
            subscription.dispose()
        }
    }
}
