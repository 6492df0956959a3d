import RxSwift
import RxTest
import RxTestSupport
import XCTest

private protocol DeprecatedCatchSpellings {
    func catchError(_ source: Observable<Int>, _ handler: @escaping (Error) throws -> Observable<Int>) -> Observable<
        Int
    >
    func catchErrorJustReturn(_ source: Observable<Int>, _ element: Int) -> Observable<Int>
    func catchErrorSequence(_ sources: [Observable<Int>]) -> Observable<Int>
}

private struct DeprecatedCatchCalls: DeprecatedCatchSpellings {
    @available(*, deprecated)
    func catchError(_ source: Observable<Int>, _ handler: @escaping (Error) throws -> Observable<Int>) -> Observable<
        Int
    > {
        source.catchError(handler)
    }

    @available(*, deprecated)
    func catchErrorJustReturn(_ source: Observable<Int>, _ element: Int) -> Observable<Int> {
        source.catchErrorJustReturn(element)
    }

    @available(*, deprecated)
    func catchErrorSequence(_ sources: [Observable<Int>]) -> Observable<Int> {
        Observable.catchError(sources)
    }
}

final class CatchTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    private func fallback() -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 100), .completed(20)])
    }

    // MARK: catch(_:)

    func testCatchNever() {
        let xs = scheduler.createHotObservable(OperatorMatrix.never())
        let ys = fallback()
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatchEmptyAndBasicAreUnchanged() {
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = fallback()
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [])
        let empty = OperatorMatrix.run(OperatorMatrix.empty()) { $0.catch { _ in .just(0) } }
        XCTAssertEqual(empty.events, [.completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
    }

    func testCatchErrorSwitchesToTheHandlersSequence() {
        let xs = scheduler.createHotObservable(OperatorMatrix.failing())
        let ys = fallback()
        var caught: [String] = []
        let res = scheduler.start {
            xs.catch { error in
                caught.append("\(error)")
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 100), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(caught, ["boom"])
    }

    func testCatchFallbackErrorIsForwarded() {
        let xs = scheduler.createHotObservable(OperatorMatrix.failing())
        let ys = scheduler.createColdObservable([.error(5, TestError.other, Int.self)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(225, TestError.other)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 225)])
    }

    func testCatchDisposeEarlyDuringFallback() {
        let xs = scheduler.createHotObservable(OperatorMatrix.failing())
        let ys = fallback()
        let res = scheduler.start(disposed: 225) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 225)])
    }

    func testCatchHandlerThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source in
            source.catch { _ in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testCatchSynchronousFailure() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(TestError.boom).catch { _ in .of(1, 2) }.subscribe { events.append($0) }
        XCTAssertEqual(events.map(\.debugDescription), ["next(1)", "next(2)", "completed"])
    }

    /// A downstream that takes elements directly (an operator's sink) gets a sink made where `catch` was applied
    /// (`OperatorProducer`); its events and the subscriptions of the source and the fallback are the general
    /// path's, where the downstream is a `TestableObserver`, which only takes events.
    func testCatchIntoADownstreamSinkSeesTheSameEventsAndSubscriptionsAsTheGeneralPath() {
        func run(
            _ events: [Recorded<Event<Int>>], disposed: TestTime = 1000, throughSink: Bool
        ) -> (events: [Recorded<Event<Int>>], source: [Subscription], fallback: [Subscription]) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let ys = scheduler.createColdObservable([.next(10, 100), .completed(20)])
            let res = scheduler.start(disposed: disposed) { () -> Observable<Int> in
                let caught = xs.catch { error in
                    if case TestError.other = error { throw TestError.other }
                    return ys.asObservable()
                }
                return throughSink ? caught.filter { _ in true } : caught
            }
            return (res.events, xs.subscriptions, ys.subscriptions)
        }
        let scenarios: [(String, [Recorded<Event<Int>>], TestTime)] = [
            ("basic", OperatorMatrix.basic(), 1000),
            ("failing", OperatorMatrix.failing(), 1000),
            ("disposed during the fallback", OperatorMatrix.failing(), 225),
            ("handler throws", [.next(210, 1), .error(220, TestError.other)], 1000),
        ]
        for (name, events, disposed) in scenarios {
            let general = run(events, disposed: disposed, throughSink: false)
            let sink = run(events, disposed: disposed, throughSink: true)
            XCTAssertEqual(sink.events, general.events, name)
            XCTAssertEqual(sink.source, general.source, name)
            XCTAssertEqual(sink.fallback, general.fallback, name)
        }
        let failing = run(OperatorMatrix.failing(), throughSink: true)
        XCTAssertEqual(failing.events, [.next(210, 2), .next(230, 100), .completed(240)])
        XCTAssertEqual(failing.fallback, [Subscription(220, 240)])
    }

    /// `subscribe(onNext:)` hands its observer over as the receiver; a source failing during `subscribe` still
    /// switches to the fallback before `subscribe` returns.
    func testCatchSubscribedWithClosuresSwitchesToTheFallbackOfASynchronousFailure() {
        var log: [String] = []
        let subscription = Observable<Int>.error(TestError.boom).catch { _ in .of(1, 2) }.subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        log.append("returned")
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed", "returned"])
    }

    // MARK: catchAndReturn(_:)

    func testCatchAndReturnMatrix() {
        let recover: (Observable<Int>) -> Observable<Int> = { $0.catchAndReturn(-1) }
        let never = OperatorMatrix.run(OperatorMatrix.never(), recover)
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(OperatorMatrix.run(OperatorMatrix.empty(), recover).events, [.completed(250)])
        XCTAssertEqual(
            OperatorMatrix.run(OperatorMatrix.basic(), recover).events,
            [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)]
        )
        let failing = OperatorMatrix.run(OperatorMatrix.failing(), recover)
        XCTAssertEqual(failing.events, [.next(210, 2), .next(220, -1), .completed(220)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
        let early = OperatorMatrix.run(OperatorMatrix.failing(), disposed: 215, recover)
        XCTAssertEqual(early.events, [.next(210, 2)])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 215)])
    }

    // MARK: catch(sequence:)

    func testCatchSequenceTriesEachSourceWhileTheyFail() {
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other)])
        let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [first.asObservable(), second.asObservable(), third.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(third.subscriptions, [Subscription(240, 260)])
    }

    func testCatchSequenceStopsAtTheFirstCompletion() {
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testCatchSequenceAllFailForwardsTheLastError() {
        let first = scheduler.createColdObservable([.error(10, TestError.boom, Int.self)])
        let second = scheduler.createColdObservable([.error(10, TestError.other, Int.self)])
        let res = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
        XCTAssertEqual(res.events, [.error(220, TestError.other)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 220)])
    }

    func testCatchSequenceEmptyCompletesAndNeverWaits() {
        let empty = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(empty.events, [.completed(200)])
        let xs = scheduler.createHotObservable(OperatorMatrix.never())
        let never = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
            Observable.catch(sequence: [xs.asObservable()])
        }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(1200, 1300)])
    }

    func testCatchSequenceManySynchronousFailuresDoNotGrowTheStack() {
        let failures = Array(repeating: Observable<Int>.error(TestError.boom), count: 50_000)
        var events: [Event<Int>] = []
        _ = Observable.catch(sequence: failures + [.just(1)]).subscribe { events.append($0) }
        XCTAssertEqual(events.map(\.debugDescription), ["next(1)", "completed"])
    }

    func testDeprecatedSpellingsForward() {
        let calls: DeprecatedCatchSpellings = DeprecatedCatchCalls()
        let caught = OperatorMatrix.run(OperatorMatrix.failing()) { calls.catchError($0) { _ in .just(7) } }
        XCTAssertEqual(caught.events, [.next(210, 2), .next(220, 7), .completed(220)])
        let returned = OperatorMatrix.run(OperatorMatrix.failing()) { calls.catchErrorJustReturn($0, 8) }
        XCTAssertEqual(returned.events, [.next(210, 2), .next(220, 8), .completed(220)])
        var events: [Event<Int>] = []
        _ = calls.catchErrorSequence([.error(TestError.boom), .just(9)]).subscribe { events.append($0) }
        XCTAssertEqual(events.map(\.debugDescription), ["next(9)", "completed"])
    }

    // MARK: Marble diagrams of ErrorHandling.md

    func testCatchMarbles() throws {
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-#")
        let ys: TestableObservable<Int> = try scheduler.createColdObservable(marbles: "-8-9|")
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertMarbles(res.events, "^-1-2--8-9|")
    }

    func testCatchAndReturnMarbles() throws {
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-#")
        let res = scheduler.start { xs.catchAndReturn(0) }
        XCTAssertMarbles(res.events, "^-1-2-(0|)")
    }

    func testCatchSequenceMarbles() throws {
        let first: TestableObservable<Int> = try scheduler.createColdObservable(marbles: "-1-#")
        let second: TestableObservable<Int> = try scheduler.createColdObservable(marbles: "-2|")
        let res = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
        XCTAssertMarbles(res.events, "^1--2|")
    }
}
