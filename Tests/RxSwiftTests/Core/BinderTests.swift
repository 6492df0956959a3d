import Foundation
import RxSwift
import RxTestSupport
import XCTest

private final class Target {
    var values: [Int] = []
    var deliveredOnMainThread: Bool?
}

final class BinderTests: RxTestCase {
    func testBindsEveryElementOnCurrentThreadScheduler() {
        let target = Target()
        let binder = Binder(target, scheduler: CurrentThreadScheduler.instance) { target, value in
            target.values.append(value)
        }
        let subscription = Observable.of(1, 2, 3).subscribe(binder)
        XCTAssertEqual(target.values, [1, 2, 3])
        subscription.dispose()
    }

    func testCompletedIsIgnored() {
        let target = Target()
        let binder = Binder<Int>(target, scheduler: CurrentThreadScheduler.instance) { target, value in
            target.values.append(value)
        }
        binder.onNext(1)
        binder.onCompleted()
        binder.onNext(2)
        XCTAssertEqual(target.values, [1, 2])
    }

    func testAsObserverForwardsToBinding() {
        let target = Target()
        let observer = Binder<Int>(target, scheduler: CurrentThreadScheduler.instance) { target, value in
            target.values.append(value * 10)
        }.asObserver()
        observer.onNext(4)
        observer.onCompleted()
        XCTAssertEqual(target.values, [40])
    }

    func testDoesNotRetainTarget() {
        weak var weakTarget: Target?
        var calls = 0
        let binder: Binder<Int>
        do {
            let target = Target()
            weakTarget = target
            binder = Binder(target, scheduler: CurrentThreadScheduler.instance) { target, value in
                calls += 1
                target.values.append(value)
            }
            binder.onNext(1)
            XCTAssertEqual(target.values, [1])
        }
        XCTAssertNil(weakTarget)
        binder.onNext(2)
        XCTAssertEqual(calls, 1)
    }

    func testDefaultSchedulerRunsInlineOnMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        let target = Target()
        let binder = Binder<Int>(target) { target, value in
            target.deliveredOnMainThread = Thread.isMainThread
            target.values.append(value)
        }
        binder.onNext(9)
        XCTAssertEqual(target.values, [9])
        XCTAssertEqual(target.deliveredOnMainThread, true)
    }

    func testMainSchedulerDeliversOnMainThreadFromBackgroundThread() {
        XCTAssertTrue(Thread.isMainThread)
        let target = Target()
        let binder = UncheckedBinder(
            Binder<Int>(target, scheduler: MainScheduler.instance) { target, value in
                target.deliveredOnMainThread = Thread.isMainThread
                target.values.append(value)
            }
        )
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            binder.binder.onNext(42)
            sent.signal()
        }
        XCTAssertEqual(sent.wait(timeout: .now() + 5), .success)
        let deadline = Date().addingTimeInterval(5)
        while target.values.isEmpty && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(target.values, [42])
        XCTAssertEqual(target.deliveredOnMainThread, true)
    }
}

/// Hands a binder to a background thread; the test only uses it there once.
private struct UncheckedBinder: @unchecked Sendable {
    // Sendable: the binder is used by one thread at a time (sent once, then the test waits).
    let binder: Binder<Int>
    init(_ binder: Binder<Int>) { self.binder = binder }
}
