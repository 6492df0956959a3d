import RxSwift
import RxTestSupport
import XCTest

final class ScheduledDisposableTests: RxTestCase {
    func testDisposesOnTheGivenScheduler() {
        let scheduler = ManualTestScheduler()
        let underlying = RecordingDisposable("u")
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: underlying)
        XCTAssertFalse(scheduled.isDisposed)
        scheduled.dispose()
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(underlying.disposeCount, 0)
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runAll()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testDisposeTwiceSchedulesOnce() {
        let scheduler = ManualTestScheduler()
        let underlying = RecordingDisposable("u")
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: underlying)
        scheduled.dispose()
        scheduled.dispose()
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runAll()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testOnCurrentThreadSchedulerDisposalWaitsForRunningWork() {
        let underlying = RecordingDisposable("u")
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: underlying)
        var countInsideAction = -1
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            scheduled.dispose()
            countInsideAction = underlying.disposeCount
            return Disposables.create()
        }
        XCTAssertEqual(countInsideAction, 0, "the disposal is queued behind the running action")
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(scheduled.scheduler is CurrentThreadScheduler)
    }

    func testOnCurrentThreadSchedulerOutsideWorkDisposesImmediately() {
        let underlying = RecordingDisposable("u")
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: underlying)
        scheduled.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }
}
