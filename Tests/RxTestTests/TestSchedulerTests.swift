import RxTest
import RxTestSupport
import XCTest

final class TestSchedulerTests: RxTestCase {
    func testDefaults() {
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func testStartCreatesSubscribesAndDisposesAtTheDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start { () -> Observable<Int> in
            log.append("created@\(scheduler.clock)")
            return Observable.create { observer in
                log.append("subscribed@\(scheduler.clock)")
                observer.onNext(1)
                return Disposables.create { log.append("disposed@\(scheduler.clock)") }
            }
        }
        XCTAssertEqual(log, ["created@100", "subscribed@200", "disposed@1000"])
        XCTAssertEqual(res.events, [.next(200, 1)])
    }

    func testStartWithCustomTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [TestTime] = []
        let res = scheduler.start(created: 10, subscribed: 20, disposed: 30) { () -> Observable<Int> in
            log.append(scheduler.clock)
            return Observable.create { _ in
                log.append(scheduler.clock)
                return Disposables.create { log.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(log, [10, 20, 30])
        XCTAssertEqual(res.events, [])
    }

    func testStartWithDisposedOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(400, 2), .completed(500)])
        let res = scheduler.start(disposed: 300) { xs }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStartWithCreationOperators() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable.of(1, 2) }.events,
            [.next(200, 1), .next(200, 2), .completed(200)]
        )
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never() }.events, [])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable<Int>.error(TestError.boom) }.events,
            [.error(200, TestError.boom)]
        )
    }

    func testStartAcceptsAnyObservableConvertibleType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, "a"), .completed(220)])
    }

    func testProcessingDelayMovesWorkDueNowOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        scheduler.scheduleAt(50) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [51, 51, 55])
    }

    func testWithoutProcessingDelayWorkDueNowRunsAtTheSameTime() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var times: [TestTime] = []
        scheduler.scheduleAt(50) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [50])
    }

    func testResolutionConvertsRealIntervalsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var times: [TestTime] = []
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(250)) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(times, [250, 2000])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 2))
    }

    func testTimerOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            (0..<7).map { Recorded.next(300 + $0 * 100, $0) },
            "the disposal at 1000 was scheduled before the tick at 1000, so it runs first"
        )
    }

    func testAdvanceToAndStop() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(20) { scheduler.stop() }
        scheduler.scheduleAt(30) { observer.onNext(3) }
        scheduler.advanceTo(15)
        XCTAssertEqual(observer.events, [.next(10, 1)])
        XCTAssertEqual(scheduler.clock, 15)
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 20)
        XCTAssertEqual(observer.events, [.next(10, 1)])
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .next(30, 3)])
    }

    func testObserverRecordsTheClock() {
        let scheduler = TestScheduler(initialClock: 42)
        let observer = scheduler.createObserver(String.self)
        observer.onNext("a")
        observer.onCompleted()
        XCTAssertEqual(observer.events, [.next(42, "a"), .completed(42)])
    }

    func testConverter() {
        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.5)
        XCTAssertEqual(converter.convertFromVirtualTime(10), Date(timeIntervalSince1970: 5))
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 5)), 10)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(3), 1.5)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1.6), 3)
        XCTAssertEqual(converter.offsetVirtualTime(10, offset: 5), 15)
        XCTAssertEqual(converter.compareVirtualTime(1, 2), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(2, 2), .equal)
        XCTAssertEqual(converter.compareVirtualTime(3, 2), .greaterThan)
    }

    /// As upstream, a TestScheduler is `CustomDebugStringConvertible`: its clock and its queued work.
    func testDebugDescriptionShowsTheClockAndTheQueuedItems() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.scheduleAt(300) {}
        scheduler.scheduleAt(210) {}
        XCTAssertEqual(scheduler.debugDescription, "TestScheduler(clock: 0, queued: [#1 at 210, #0 at 300])")
        scheduler.advanceTo(250)
        let described: CustomDebugStringConvertible = scheduler
        XCTAssertEqual(described.debugDescription, "TestScheduler(clock: 250, queued: [#0 at 300])")
    }
}
