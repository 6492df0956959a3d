import RxSwift
import RxTestSupport
import XCTest

final class JustTests: RxTestCase {
    func testJustEmitsElementAndCompletes() {
        var events: [Event<Int>] = []
        _ = Observable.just(1).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(1)", "completed"])
    }

    func testJustIsSynchronousEvenInsideTrampoline() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.just(1).subscribe(onNext: { log.append("just \($0)") })
            log.append("after subscribe")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["just 1", "after subscribe"])
    }

    /// `subscribe(onNext:…)` on a `just` delivers without an observer (a fast path): the closures still run in
    /// the order a subscription runs them, and the returned subscription can be disposed.
    func testJustSubscribeClosuresRunInOrder() {
        var log: [String] = []
        let subscription = Observable.just(7).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 7", "completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log, ["next 7", "completed", "disposed"])
    }

    func testJustSubscribeWithoutClosuresDoesNothing() {
        let subscription = Observable.just("a").subscribe()
        subscription.dispose()
        var completions = 0
        _ = Observable.just("a").subscribe(onCompleted: { completions += 1 })
        XCTAssertEqual(completions, 1)
    }

    /// Work that the `onNext` closure schedules on the trampoline runs after the `just` finished, as with any
    /// subscription made outside the trampoline.
    func testJustSubscribeOnNextSchedulingOnTheTrampoline() {
        var log: [String] = []
        _ = Observable.just(1).subscribe(
            onNext: { value in
                log.append("just \(value)")
                _ = Observable.of(10, 20).subscribe(onNext: { log.append("of \($0)") })
            },
            onCompleted: { log.append("just completed") }
        )
        XCTAssertEqual(log, ["just 1", "of 10", "of 20", "just completed"])
    }

    func testJustWithSchedulerUsesTheScheduler() {
        let scheduler = ManualTestScheduler()
        var events: [Event<String>] = []
        _ = Observable.just("a", scheduler: scheduler).subscribe { events.append($0) }
        XCTAssertEqual(events.count, 0)
        scheduler.runAll()
        XCTAssertEqual(events.rendered(), ["next(a)", "completed"])
    }

    func testJustWithSynchronousScheduler() {
        let scheduler = SynchronousTestScheduler()
        var events: [Event<Int>] = []
        _ = Observable.just(3, scheduler: scheduler).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(3)", "completed"])
        XCTAssertEqual(scheduler.scheduleCount, 2)
    }

    func testJustWithSchedulerDisposedBeforeRunEmitsNothing() {
        let scheduler = ManualTestScheduler()
        var events: [Event<Int>] = []
        let subscription = Observable.just(1, scheduler: scheduler).subscribe { events.append($0) }
        subscription.dispose()
        scheduler.runAll()
        XCTAssertEqual(events.count, 0)
    }

    func testJustWithSchedulerDisposedBetweenElementAndCompletion() {
        let scheduler = ManualTestScheduler()
        var events: [Event<Int>] = []
        var subscription: Disposable?
        subscription = Observable.just(1, scheduler: scheduler).subscribe { event in
            events.append(event)
            subscription?.dispose()
        }
        scheduler.runAll()
        XCTAssertEqual(events.rendered(), ["next(1)"])
        subscription = nil
    }
}
