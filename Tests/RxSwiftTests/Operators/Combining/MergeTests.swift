import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class MergeTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testMergeOfSynchronousSequencesInterleavesOnTheTrampoline() {
        var received: [Int] = []
        _ = Observable.merge(.of(1, 2, 3), .of(4, 5, 6)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 4, 2, 5, 3, 6])
    }

    func testMergeArrayAndCollectionOverloads() {
        var fromArray: [Int] = []
        var fromCollection: [Int] = []
        _ = Observable.merge([Observable.of(1, 2), .of(3)]).subscribe(onNext: { fromArray.append($0) })
        let slice: ArraySlice<Observable<Int>> = [.just(7), .just(8)]
        _ = Observable.merge(slice).subscribe(onNext: { fromCollection.append($0) })
        XCTAssertEqual(fromArray, [1, 3, 2])
        XCTAssertEqual(fromCollection, [7, 8])
    }

    func testMergeMarbles() throws {
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a---c-|")
        let ys: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^--b---d--|")
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertMarbles(res.events, "^-ab--cd--|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testMergeNever() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testMergeEmpty() {
        let res = scheduler.start { Observable<Int>.merge([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testMergeErrorDisposesEverySource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(215, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(215, 2), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testMergeDisposeEarly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(215, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testMergeOfObservableOfObservables() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .next(30, 3), .completed(40)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(220, b.asObservable()), .completed(230),
        ])
        let res = scheduler.start { outer.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 260)])
    }

    func testMergeMaxConcurrentOneQueuesInnersInOrder() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(212, b.asObservable()), .completed(215),
        ])
        let res = scheduler.start { outer.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(235, 2), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240)])
    }

    /// Bad input: upstream does not trap on `maxConcurrent: 0`; no inner is ever subscribed and the
    /// result completes with the source.
    func testMergeMaxConcurrentZeroSubscribesNoInnerAndCompletesWithTheSource() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, a.asObservable()), .completed(250)])
        let res = scheduler.start { outer.merge(maxConcurrent: 0) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(a.subscriptions, [])
    }

    func testMergeReentrantObserverFeedingASource() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.merge(subject.asObservable(), other.asObservable()).subscribe(onNext: {
            received.append($0)
            if $0 == 1 { other.onNext(2) }
        })
        subject.onNext(1)
        subject.onNext(3)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 3])
    }
}
