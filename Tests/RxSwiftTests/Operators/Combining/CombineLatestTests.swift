import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class CombineLatestTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testCombineLatestMarbles() throws {
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1---2----|")
        let ys: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^---3----4-----|")
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertMarbles(res.events, "^---4-5--6-----|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 350)])
    }

    func testCombineLatestTupleOverload() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .completed(300)])
    }

    func testCombineLatestNeverNever() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    /// Upstream RxSwift: a source completing without an element does not complete the result by itself;
    /// the result completes when all have completed.
    func testCombineLatestEmptyNeverDoesNotCompleteAsUpstream() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    /// Upstream RxSwift: it completes at the next element of another source, which can never be combined.
    func testCombineLatestEmptyReturnCompletesAtTheUnpairableElement() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testCombineLatestErrorDisposesEverySource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 3), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestDisposeEarly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 5)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start(disposed: 230) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestSelectorThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { _, _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestEightSources() {
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + 10 * index, index), .completed(300)])
        }
        let res = scheduler.start {
            Observable.combineLatest(
                sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]
            ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(res.events, [.next(280, 36), .completed(300)])
        for source in sources { XCTAssertEqual(source.subscriptions, [Subscription(200, 300)]) }
    }

    func testCombineLatestThreeSourcesTuple() {
        var received: [String] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.just("a"), Observable.just(true))
            .subscribe(onNext: { received.append("\($0)\($1)\($2)") })
        XCTAssertEqual(received, ["1atrue"])
    }

    func testCombineLatestReentrantObserverFeedingASource() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.combineLatest(a, b) { $0 * 10 + $1 }.subscribe(onNext: {
            received.append($0)
            if $0 == 11 { b.onNext(2) }
        })
        a.onNext(1)
        b.onNext(1)
        a.onNext(3)
        subscription.dispose()
        XCTAssertEqual(received, [11, 12, 32])
    }

    // MARK: collection

    func testCombineLatestCollection() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start { Observable.combineLatest([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(230, [3, 2]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestCollectionResultSelectorErrorAndDispose() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start { Observable.combineLatest([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(220, 3), .error(240, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    /// The latest elements are updated in place once every source has one: an array the result kept (the
    /// `combineLatest(sources)` form) must not change with later elements.
    func testCombineLatestCollectionUpdatedInPlaceLeavesEmittedArraysAsTheyWere() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(240, 5), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(235, 4), .completed(300)])
        let zs = scheduler.createHotObservable([.next(205, 0), .next(245, 6), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest([xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(
            res.events,
            [
                .next(220, [1, 2, 0]), .next(230, [3, 2, 0]), .next(235, [3, 4, 0]), .next(240, [5, 4, 0]),
                .next(245, [5, 4, 6]), .completed(300),
            ])
    }

    /// A selector that does not keep the array sees the current latest elements each time.
    func testCombineLatestCollectionSelectorSeesTheCurrentElementsEachTime() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(240, 5), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(235, 4), .completed(300)])
        let zs = scheduler.createHotObservable([.next(205, 0), .next(245, 6), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest([xs.asObservable(), ys.asObservable(), zs.asObservable()]) {
                $0.map(String.init).joined()
            }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(220, "120"), .next(230, "320"), .next(235, "340"), .next(240, "540"), .next(245, "546"),
                .completed(300),
            ])
    }

    /// As upstream, an empty collection emits `resultSelector([])` and completes.
    func testCombineLatestEmptyCollectionEmitsTheEmptyResultAndCompletes() {
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
    }
}
