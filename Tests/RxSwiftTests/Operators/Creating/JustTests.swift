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
