import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class FlatMapTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    /// Inner sequence: `10 * outer + 1` after 10 ticks, `10 * outer + 2` after 20, completes after 30.
    private func inner() -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    }

    // MARK: flatMap

    func testFlatMapNever() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = inner()
        let res = scheduler.start { xs.flatMap { _ in ys } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testFlatMapEmpty() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let ys = inner()
        let res = scheduler.start { xs.flatMap { _ in ys } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testFlatMapInnersOutliveOuter() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(215, 2), .completed(230)])
        let ys = inner()
        let res = scheduler.start { xs.flatMap { outer in ys.map { outer * 10 + $0 } } }
        XCTAssertEqual(
            res.events,
            [.next(220, 11), .next(225, 21), .next(230, 12), .next(235, 22), .completed(245)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(215, 245)])
    }

    func testFlatMapOuterError() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .error(225, TestError.boom),
        ])
        let ys = inner()
        let res = scheduler.start { xs.flatMap { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(225, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 225)])
    }

    func testFlatMapInnerErrorDisposesEverything() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(400)])
        let failing = scheduler.createColdObservable([.next(5, 7), .error(10, TestError.boom)])
        let ys = inner()
        let res = scheduler.start { xs.flatMap { $0 == 1 ? ys.asObservable() : failing.asObservable() } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(220, 7), .error(225, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 225)])
        XCTAssertEqual(failing.subscriptions, [Subscription(215, 225)])
    }

    func testFlatMapDisposeEarly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(230)])
        let ys = inner()
        let res = scheduler.start(disposed: 227) { xs.flatMap { outer in ys.map { outer * 10 + $0 } } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(225, 21)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 227)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 227), Subscription(215, 227)])
    }

    func testFlatMapSelectorThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(230)])
        let ys = inner()
        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw TestError.boom }
                return ys
            }
        }
        XCTAssertEqual(res.events, [.error(215, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 215)])
    }

    func testFlatMapReentrantObserverFeedingTheSource() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.flatMap { Observable.just($0) }.subscribe(onNext: { value in
            received.append(value)
            if value == 1 { subject.onNext(2) }
        })
        subject.onNext(1)
        subject.onNext(3)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testFlatMapReentrantObserverFeedingAnInner() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.just(()).flatMap { inner }.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { inner.onNext(value + 1) }
            received.append(-value)
        })
        inner.onNext(1)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 3, -3, -2, -1])
    }

    // MARK: flatMapFirst

    // MARK: flatMap over `just` (handed over without subscribing)

    func testFlatMapJustDeliversEveryElementThenCompletes() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).flatMap { Observable.just($0 * 10) }.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(10)", "next(20)", "next(30)", "completed"])
    }

    func testFlatMapJustMixedWithALiveInnerWaitsForIt() {
        let source = PublishSubject<Int>()
        let live = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = source.flatMap { $0 == 0 ? live.asObservable() : Observable.just($0) }.subscribe { events.append($0) }
        source.onNext(0)
        source.onNext(1)
        live.onNext(100)
        source.onNext(2)
        source.onCompleted()
        XCTAssertEqual(events.rendered(), ["next(1)", "next(100)", "next(2)"])
        live.onCompleted()
        XCTAssertEqual(events.rendered(), ["next(1)", "next(100)", "next(2)", "completed"])
    }

    func testFlatMapJustStopsAfterDisposeFromInsideOnNext() {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            source.flatMap { Observable.just($0) }.subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription.dispose() }
            })
        )
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(source.hasObservers)
    }

    func testFlatMapFirstAndConcatMapOverJust() {
        var first: [Int] = []
        var concat: [Int] = []
        _ = Observable.of(1, 2, 3).flatMapFirst { Observable.just($0) }.subscribe(onNext: { first.append($0) })
        _ = Observable.of(1, 2, 3).concatMap { Observable.just($0) }.subscribe(onNext: { concat.append($0) })
        XCTAssertEqual(first, [1, 2, 3])
        XCTAssertEqual(concat, [1, 2, 3])
    }

    func testFlatMapFirstDropsWhileActive() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(250, 3), .completed(260),
        ])
        let ys = inner()
        var selected: [Int] = []
        let res = scheduler.start {
            xs.flatMapFirst { outer -> Observable<Int> in
                selected.append(outer)
                return ys.map { outer * 10 + $0 }
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(260, 31), .next(270, 32), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(250, 280)])
        XCTAssertEqual(selected, [1, 3])
    }

    func testFlatMapFirstDoesNotCallSelectorForDroppedElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let ys = inner()
        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                if value == 2 { throw TestError.boom }
                return ys
            }
        }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMapFirstNeverEmptyErrorThrows() {
        XCTAssertEqual(
            OperatorMatrix.run(OperatorMatrix.never()) { $0.flatMapFirst { Observable.just($0) } }.events, [])
        let empty = OperatorMatrix.run(OperatorMatrix.empty()) { $0.flatMapFirst { Observable.just($0) } }
        XCTAssertEqual(empty.events, [.completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing()) { $0.flatMapFirst { Observable.just($0) } }
        XCTAssertEqual(failing.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
        let throwing = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.flatMapFirst { value -> Observable<Int> in
                if value == 3 { throw TestError.boom }
                return .just(value)
            }
        }
        XCTAssertEqual(throwing.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(throwing.subscriptions, [Subscription(200, 220)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 225) {
            $0.flatMapFirst { Observable.just($0) }
        }
        XCTAssertEqual(early.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 225)])
    }

    // MARK: concatMap

    func testConcatMapSubscribesOneAfterAnother() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let ys = inner()
        let res = scheduler.start { xs.concatMap { outer in ys.map { outer * 10 + $0 } } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(250, 21), .next(260, 22), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
    }

    func testConcatMapInnerErrorDropsWaitingInners() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let failing = scheduler.createColdObservable([.next(10, 5), .error(20, TestError.boom)])
        let ys = inner()
        let res = scheduler.start { xs.concatMap { $0 == 1 ? failing.asObservable() : ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(220, 5), .error(230, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatMapMatrix() {
        let never = OperatorMatrix.run(OperatorMatrix.never()) { $0.concatMap { Observable.just($0) } }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        let empty = OperatorMatrix.run(OperatorMatrix.empty()) { $0.concatMap { Observable.just($0) } }
        XCTAssertEqual(empty.events, [.completed(250)])
        let basic = OperatorMatrix.run(OperatorMatrix.basic()) { $0.concatMap { Observable.of($0, -$0) } }
        XCTAssertEqual(
            basic.events,
            [
                .next(210, 2), .next(210, -2), .next(220, 3), .next(220, -3), .next(230, 4), .next(230, -4),
                .completed(300),
            ]
        )
        XCTAssertEqual(basic.subscriptions, [Subscription(200, 300)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing()) { $0.concatMap { Observable.just($0) } }
        XCTAssertEqual(failing.events, [.next(210, 2), .error(220, TestError.boom)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { $0.concatMap { Observable.just($0) } }
        XCTAssertEqual(early.events, [.next(210, 2)])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 215)])
        let throwing = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.concatMap { value -> Observable<Int> in
                if value == 4 { throw TestError.boom }
                return .just(value)
            }
        }
        XCTAssertEqual(throwing.events, [.next(210, 2), .next(220, 3), .error(230, TestError.boom)])
        XCTAssertEqual(throwing.subscriptions, [Subscription(200, 230)])
    }

    // MARK: Marble diagrams of Transforming.md

    func testFlatMapMarbles() throws {
        let xs = try scheduler.createHotObservable(marbles: "^-a--b------|", values: ["a": 1, "b": 2])
        let inner = "-x-y|"
        let res = scheduler.start {
            xs.flatMap { outer in
                try self.scheduler.createColdObservable(marbles: inner, values: ["x": outer * 10, "y": outer * 10 + 1])
            }
        }
        XCTAssertMarbles(res.events, "^--p-qr-s---|", values: ["p": 10, "q": 11, "r": 20, "s": 21])
    }

    func testFlatMapFirstMarbles() throws {
        let xs = try scheduler.createHotObservable(marbles: "^-a-b----c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start {
            xs.flatMapFirst { outer in
                try self.scheduler.createColdObservable(marbles: "-x--y|", values: ["x": outer, "y": outer * 10])
            }
        }
        XCTAssertMarbles(res.events, "^--1--p---3--q|", values: ["p": 10, "q": 30])
    }

    func testConcatMapMarbles() throws {
        let xs = try scheduler.createHotObservable(marbles: "^-a-b-|", values: ["a": 1, "b": 2])
        let res = scheduler.start {
            xs.concatMap { outer in
                try self.scheduler.createColdObservable(marbles: "-x-y|", values: ["x": outer, "y": outer * 10])
            }
        }
        XCTAssertMarbles(res.events, "^--1-p-2-q|", values: ["p": 10, "q": 20])
    }
}
