import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class CompletableAndThenTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    private func first(_ events: [Recorded<Event<Never>>]) -> TestableObservable<Never> {
        scheduler.createHotObservable(events)
    }

    // MARK: andThen(Completable)

    func testAndThenCompletableSubscribesTheSecondAfterTheFirstCompletes() {
        let xs = first([.completed(220)])
        let ys = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testAndThenCompletableErrorOfTheFirstSkipsTheSecond() {
        let xs = first([.error(220, TestError.boom)])
        let ys = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThenCompletableErrorOfTheSecond() {
        let xs = first([.completed(220)])
        let ys = scheduler.createColdObservable([Recorded<Event<Never>>.error(5, TestError.other)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.error(225, TestError.other)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 225)])
    }

    // MARK: andThen(Single)

    func testAndThenSingleSuccess() {
        let xs = first([.completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()).asObservable() }
        XCTAssertEqual(res.events, [.next(230, 42), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testAndThenSingleErrorOfTheFirstSkipsTheSingle() {
        let xs = first([.error(220, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()).asObservable() }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThenSingleDisposeWhileTheFirstRuns() {
        let xs = first([.completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let res = scheduler.start(disposed: 250) { xs.asCompletable().andThen(ys.asSingle()).asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThenSingleDisposeWhileTheSecondRuns() {
        let xs = first([.completed(220)])
        let ys = scheduler.createColdObservable([.next(100, 42), .completed(100)])
        let res = scheduler.start(disposed: 250) { xs.asCompletable().andThen(ys.asSingle()).asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testAndThenSingleWithSynchronousSources() {
        var outcomes: [String] = []
        _ = Completable.empty().andThen(Observable.just(1).asSingle())
            .subscribe(onSuccess: { outcomes.append("success \($0)") }, onFailure: { outcomes.append("\($0)") })
        _ = Completable.error(TestError.boom).andThen(Observable.just(1).asSingle())
            .subscribe(onSuccess: { outcomes.append("success \($0)") }, onFailure: { outcomes.append("\($0)") })
        XCTAssertEqual(outcomes, ["success 1", "boom"])
    }

    // MARK: andThen(Maybe)

    func testAndThenMaybeSuccess() {
        let xs = first([.completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asMaybe()).asObservable() }
        XCTAssertEqual(res.events, [.next(230, 42), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testAndThenMaybeEmpty() {
        let xs = first([.completed(220)])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asMaybe()).asObservable() }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testAndThenMaybeErrorOfTheFirstSkipsTheMaybe() {
        let xs = first([.error(220, TestError.boom)])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asMaybe()).asObservable() }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    // MARK: andThen(Observable)

    func testAndThenObservableForwardsEveryEvent() {
        let xs = first([.completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testAndThenObservableNeverFirst() {
        let xs = first([])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThenObservableErrorOfTheFirstSkipsTheObservable() {
        let xs = first([.error(220, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThenObservableDisposeWhileTheSecondRuns() {
        let xs = first([.completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let res = scheduler.start(disposed: 245) { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 245)])
    }

    func testAndThenChainsRunInOrder() {
        var order: [String] = []
        let step: (String) -> Completable = { name in
            Completable.create { observer in
                order.append(name)
                observer(.completed)
                return Disposables.create()
            }
        }
        var values: [Int] = []
        _ = step("a").andThen(step("b")).andThen(step("c")).andThen(Observable.of(1, 2))
            .subscribe(onNext: { values.append($0) }, onCompleted: { order.append("done") })
        XCTAssertEqual(order, ["a", "b", "c", "done"])
        XCTAssertEqual(values, [1, 2])
    }
}
