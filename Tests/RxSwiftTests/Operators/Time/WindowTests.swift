import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class WindowTests: RxTestCase {
    /// Flattens the windows into "<window index> <element>" strings.
    private static func labelled(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        windows.enumerated().flatMap { index, window in window.map { "\(index) \($0)" } }
    }

    /// The times at which windows open.
    private func windowTimes(_ events: [Recorded<Event<Int>>], timeSpan: Int = 100, count: Int = 2) -> [TestTime] {
        let result = OperatorMatrix.run(events, disposed: 650) { source, scheduler in
            source.window(timeSpan: .seconds(timeSpan), count: count, scheduler: scheduler).map { _ in 0 }
        }
        return result.events.compactMap { $0.value.isStopEvent ? nil : $0.time }
    }

    func testNeverOpensWindowsOnTime() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in
            Self.labelled(source.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler))
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(windowTimes(OperatorMatrix.never()), [200, 300, 400, 500, 600])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            Self.labelled(source.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler))
        }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicClosesOnCount() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            Self.labelled(source.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler))
        }
        XCTAssertEqual(result.events, [.next(210, "0 2"), .next(220, "0 3"), .next(230, "1 4"), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(windowTimes(OperatorMatrix.basic()), [200, 220])
    }

    func testErrorFailsTheWindowAndTheResult() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            Self.labelled(source.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler))
        }
        XCTAssertEqual(result.events, [.next(210, "0 2"), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { source, scheduler in
            Self.labelled(source.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler))
        }
        XCTAssertEqual(result.events, [.next(210, "0 2")])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    func testAWindowKeepsTheSourceSubscribedAfterTheOuterIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let observer = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler)
                .take(1)
                .subscribe(onNext: { window in inner = window.subscribe(observer) })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(225) { inner?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    // MARK: Bad input

    func testCountZeroClosesWindowsOnTimeOnly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            Self.labelled(source.window(timeSpan: .seconds(40), count: 0, scheduler: scheduler))
        }
        XCTAssertEqual(result.events, [.next(210, "0 2"), .next(220, "0 3"), .next(230, "0 4"), .completed(300)])
        XCTAssertEqual(windowTimes(OperatorMatrix.basic(), timeSpan: 40, count: 0), [200, 240, 280])
    }

    // MARK: Marble diagram of Time.md

    func testWindowMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^a-bc---d----|")
        let windows = scheduler.createObserver(Int.self)
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(60), count: 3, scheduler: scheduler)
                .enumerated()
                .do(onNext: { index, _ in windows.onNext(index) }, onCompleted: { windows.onCompleted() })
                .flatMap { index, window in window.map { "\(index)\($0)" } }
        }
        XCTAssertMarbles(windows.events, "(^x)y-----z--|", values: ["x": 0, "y": 1, "z": 2])
        XCTAssertMarbles(res.events, "^A-BC---D----|", values: ["A": "0a", "B": "0b", "C": "0c", "D": "1d"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }
}
