import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxTestSupport
import XCTest

/// Real threads: Driver and Signal deliver on the main thread even when the source emits on a background
/// queue. On Linux the main queue only runs while something drains it; `wait(for:timeout:)` pumps the main
/// run loop, which drains it.
final class DriverMainThreadTests: RxTestCase {
    private func assertDeliversOnMainThread<S: SharedSequenceConvertibleType>(
        _ makeShared: (PublishSubject<Int>) -> S,
        subscribe: (S, @escaping (Int) -> Void, @escaping () -> Void) -> Disposable
    ) where S.Element == Int {
        let subject = PublishSubject<Int>()
        let shared = makeShared(subject)
        let completed = expectation(description: "completed on the main thread")
        var received: [Int] = []
        var offMainThread = 0
        let subscription = subscribe(
            shared,
            { element in
                received.append(element)
                if !Thread.isMainThread { offMainThread += 1 }
            },
            {
                if !Thread.isMainThread { offMainThread += 1 }
                completed.fulfill()
            }
        )
        DispatchQueue.global().async {
            XCTAssertFalse(Thread.isMainThread)
            for value in 1...5 { subject.onNext(value) }
            subject.onCompleted()
        }
        wait(for: [completed], timeout: 5)
        XCTAssertEqual(received, [1, 2, 3, 4, 5])
        XCTAssertEqual(offMainThread, 0)
        subscription.dispose()
    }

    func testDriverDeliversOnMainThreadWhenSourceEmitsInBackground() {
        assertDeliversOnMainThread(
            { $0.asDriver(onErrorJustReturn: -1) },
            subscribe: { driver, onNext, onCompleted in driver.drive(onNext: onNext, onCompleted: onCompleted) }
        )
    }

    func testSignalDeliversOnMainThreadWhenSourceEmitsInBackground() {
        assertDeliversOnMainThread(
            { $0.asSignal(onErrorJustReturn: -1) },
            subscribe: { signal, onNext, onCompleted in signal.emit(onNext: onNext, onCompleted: onCompleted) }
        )
    }

    func testDriverJustDrivenOnMainThreadDeliversSynchronously() {
        var received: [Int] = []
        let subscription = Driver.just(1).drive(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        subscription.dispose()
    }

    func testBehaviorRelayDriverUpdatedFromBackgroundReachesMainThread() {
        let relay = BehaviorRelay(value: 0)
        let reached = expectation(description: "latest value on the main thread")
        var onMain = true
        let subscription = relay.asDriver().drive(onNext: { value in
            onMain = onMain && Thread.isMainThread
            if value == 3 { reached.fulfill() }
        })
        DispatchQueue.global().async {
            for value in 1...3 { relay.accept(value) }
        }
        wait(for: [reached], timeout: 5)
        XCTAssertTrue(onMain)
        subscription.dispose()
    }
}
