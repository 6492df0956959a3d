import Dispatch
import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `map` and `subscribe(on:)` of a single-element source (`just`) subscribed with closures take the element from the
/// source without a sink or an observer (`subscribeDirectly` of a scalar source, `ScalarProducer`). Every test here runs the same
/// chain on `just` and on a `create` source that sends the same events, which takes the general path, and compares
/// what the closures, the trampoline and the disposal saw.
final class SingleElementSubscriptionTests: RxTestCase {
    /// The same single element as `just(element)`, through the general path (a `create` source is not `just`).
    private func generalJust(_ element: Int) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// Subscribes closures that log everything, schedules on the current-thread trampoline from `onNext`, and logs
    /// when `subscribe` has returned and when `dispose` has.
    private func run(_ source: Observable<Int>, withErrorClosure: Bool = true) -> [String] {
        var log: [String] = []
        let subscription = source.subscribe(
            onNext: { element in
                log.append("next \(element)")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("trampolined work")
                    return Disposables.create()
                }
            },
            onError: withErrorClosure ? { log.append("error \($0)") } : nil,
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        log.append("returned")
        subscription.dispose()
        log.append("dispose returned")
        return log
    }

    func testMapOfJustDeliversAsTheGeneralPath() {
        let fused = run(Observable.just(1).map { $0 * 10 })
        XCTAssertEqual(fused, run(generalJust(1).map { $0 * 10 }))
        XCTAssertEqual(
            fused, ["next 10", "completed", "disposed", "trampolined work", "returned", "dispose returned"]
        )
    }

    func testMapOfJustThatThrowsDeliversTheErrorThenTheDisposalAsTheGeneralPath() {
        let failing: (Int) throws -> Int = { _ in throw TestError.boom }
        let fused = run(Observable.just(1).map(failing))
        XCTAssertEqual(fused, run(generalJust(1).map(failing)))
        XCTAssertEqual(fused, ["error boom", "disposed", "returned", "dispose returned"])
    }

    func testMapOfJustThatThrowsWithoutAnErrorClosureGoesToTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("handled \(error)") }
        let failing: (Int) throws -> Int = { _ in throw TestError.boom }

        let fused = run(Observable.just(1).map(failing), withErrorClosure: false)
        XCTAssertEqual(handled, ["handled boom"])
        XCTAssertEqual(fused, run(generalJust(1).map(failing), withErrorClosure: false))
        XCTAssertEqual(handled, ["handled boom", "handled boom"])
        XCTAssertEqual(fused, ["disposed", "returned", "dispose returned"])
    }

    /// The transform runs once per subscription, when subscribing, not when `map` is applied.
    func testMapOfJustTransformsOncePerSubscription() {
        var calls = 0
        let mapped = Observable.just(2).map { element -> Int in
            calls += 1
            return element + calls
        }
        XCTAssertEqual(calls, 0)
        var elements: [Int] = []
        _ = mapped.subscribe(onNext: { elements.append($0) })
        _ = mapped.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(elements, [3, 4])
    }

    /// Subscribed from inside another subscription's delivery (the trampoline already runs), as the general path.
    func testMapOfJustSubscribedWhileTheTrampolineRunsDeliversAsTheGeneralPath() {
        func nested(_ inner: Observable<Int>) -> [String] {
            var log: [String] = []
            _ = generalJust(0).subscribe(onNext: { _ in
                log += self.run(inner)
                log.append("outer onNext returned")
            })
            return log
        }
        XCTAssertEqual(nested(Observable.just(1).map { $0 + 1 }), nested(generalJust(1).map { $0 + 1 }))
    }

    /// On the main thread with the scheduler's turn free, `Driver.just`'s shape (`just(…).subscribe(on: main)`)
    /// delivers in that turn, before `subscribe` returns, as the general path.
    func testSubscribeOnMainSchedulerOfJustDeliversInlineAsTheGeneralPath() {
        let fused = run(Observable.just(1).subscribe(on: MainScheduler()))
        XCTAssertEqual(fused, run(generalJust(1).subscribe(on: MainScheduler())))
        XCTAssertEqual(
            fused, ["next 1", "completed", "disposed", "trampolined work", "returned", "dispose returned"]
        )
        let concurrentMain = run(Observable.just(1).subscribe(on: ConcurrentMainScheduler.instance))
        XCTAssertEqual(concurrentMain, run(generalJust(1).subscribe(on: ConcurrentMainScheduler.instance)))
        XCTAssertEqual(concurrentMain, fused)
    }

    /// Inside an action of the same `MainScheduler` the turn is taken: the subscription is scheduled, as the
    /// general path's.
    func testSubscribeOnMainSchedulerOfJustInsideItsOwnActionIsDeferredAsTheGeneralPath() {
        func deferred(_ makeSource: @escaping (MainScheduler) -> Observable<Int>) -> [String] {
            let scheduler = MainScheduler()
            let log = LockedState([String]())
            let done = expectation(description: "delivered")
            _ = scheduler.schedule(()) { _ in
                _ = makeSource(scheduler).subscribe(
                    onNext: { element in log.withLock { $0.append("next \(element)") } },
                    onCompleted: {
                        log.withLock { $0.append("completed") }
                        done.fulfill()
                    }
                )
                log.withLock { $0.append("action ended") }
                return Disposables.create()
            }
            wait(for: [done], timeout: 2)
            return log.withLock { $0 }
        }
        let fused = deferred { Observable.just(1).subscribe(on: $0) }
        XCTAssertEqual(fused, deferred { self.generalJust(1).subscribe(on: $0) })
        XCTAssertEqual(fused, ["action ended", "next 1", "completed"])
    }

    /// From another thread the subscription moves to the main thread, as the general path's.
    func testSubscribeOnMainSchedulerOfJustFromAnotherThreadDeliversOnMain() {
        let log = LockedState([String]())
        let done = expectation(description: "delivered")
        let returned = expectation(description: "subscribe returned")
        DispatchQueue.global().async {
            _ = Observable.just(1).subscribe(on: MainScheduler()).subscribe(
                onNext: { element in log.withLock { $0.append("next \(element) on main: \(Thread.isMainThread)") } },
                onCompleted: { done.fulfill() }
            )
            log.withLock { $0.append("returned") }
            returned.fulfill()
        }
        wait(for: [done, returned], timeout: 5)
        // The main thread may deliver before or after the background thread records that `subscribe` returned.
        XCTAssertEqual(log.withLock { $0 }.sorted(), ["next 1 on main: true", "returned"])
    }

    /// A virtual-time scheduler never runs inline: the element comes at the scheduled time.
    func testSubscribeOnATestSchedulerOfJustIsScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(100) {
            _ = Observable.just(1).subscribe(on: scheduler).subscribe(
                onNext: { log.append("next \($0) at \(scheduler.clock)") },
                onCompleted: { log.append("completed at \(scheduler.clock)") }
            )
            log.append("returned at \(scheduler.clock)")
        }
        scheduler.start()
        XCTAssertEqual(log, ["returned at 100", "next 1 at 101", "completed at 101"])
    }
}
