import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ZipTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testZipMarbles() throws {
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2---3-|")
        let ys: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^---4-5-----6-|")
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertMarbles(res.events, "^---5-7-----9-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 340)])
    }

    func testZipTupleOverload() {
        var received: [String] = []
        _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b"))
            .subscribe(onNext: { received.append("\($0)\($1)") })
        XCTAssertEqual(received, ["1a", "2b"])
    }

    func testZipNeverNever() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    /// Upstream RxSwift 6.9: the fixed-arity zip completes only when every source has completed, even when an
    /// element can never be paired.
    func testZipWithACompletedSourceCompletesOnlyWhenEverySourceHasCompleted() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipTupleWithACompletedSourceCompletesOnlyWhenEverySourceHasCompleted() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.zip(xs, ys).map { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipThreeSourcesWithACompletedSourceWaitsForTheOthers() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(230)])
        let zs = scheduler.createHotObservable([.next(220, 3), .completed(260)])
        let res = scheduler.start { Observable.zip(xs, ys, zs) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 260)])
    }

    func testZipCompletesWhenAllSourcesHaveCompleted() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 2), .completed(240)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testZipErrorDisposesEverySource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 3), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipDisposeEarly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 5)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 6)])
        let res = scheduler.start(disposed: 245) { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testZipSelectorThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys) { _, _ -> Int in throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipEightSources() {
        var received: [Int] = []
        let s = (1...8).map { Observable.of($0, $0 * 100) }
        _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [36, 3600])
    }

    /// The element that completes a set goes out without being queued (the other queues each give their first):
    /// over interleavings of three sources, the n-th result is still made of the n-th element of each, and it is
    /// emitted when the last of those arrives.
    func testZipElementCompletingASetIsPairedWithTheFirstQueuedOfEachOtherSource() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func nextIndex() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % 3
        }
        for _ in 0..<50 {
            let subjects = (0..<3).map { _ in PublishSubject<Int>() }
            var received: [[Int]] = []
            let subscription = Observable.zip(subjects[0], subjects[1], subjects[2]) { [$0, $1, $2] }
                .subscribe(onNext: { received.append($0) })
            var sent = [0, 0, 0]
            var expected: [[Int]] = []
            for _ in 0..<30 {
                let source = nextIndex()
                subjects[source].onNext(source * 1000 + sent[source])
                sent[source] += 1
                // A set is whole once every source has sent more elements than there are results.
                if sent.allSatisfy({ $0 > expected.count }) {
                    let n = expected.count
                    expected.append([n, 1000 + n, 2000 + n])
                }
                XCTAssertEqual(received, expected)
            }
            subscription.dispose()
        }
    }

    /// Disposing the result ends every source's subscription, for the sinks of 2…8 sources and of a collection alike
    /// (their disposal disposes the subscriptions; no composite of them is kept besides).
    func testDisposingZipAndCombineLatestEndsEverySourceSubscription() {
        let shapes: [(String, ([Observable<Int>]) -> Observable<Int>)] = [
            ("zip of 3", { Observable.zip($0[0], $0[1], $0[2]) { $0 + $1 + $2 } }),
            ("combineLatest of 3", { Observable.combineLatest($0[0], $0[1], $0[2]) { $0 + $1 + $2 } }),
            ("zip of a collection", { Observable.zip($0) { $0.reduce(0, +) } }),
            ("combineLatest of a collection", { Observable.combineLatest($0) { $0.reduce(0, +) } }),
        ]
        for (name, apply) in shapes {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<3).map { _ in scheduler.createHotObservable([.next(210, 1), .completed(400)]) }
            _ = scheduler.start(disposed: 250) { apply(sources.map { $0.asObservable() }) }
            for source in sources {
                XCTAssertEqual(source.subscriptions, [Subscription(200, 250)], name)
            }
        }
    }

    // MARK: collection

    func testZipCollection() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 2), .completed(250)])
        let res = scheduler.start { Observable.zip([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testZipCollectionUnpairableElementCompletesAsUpstream() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let res = scheduler.start { Observable.zip([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    /// Bad input: as upstream, zipping an empty collection completes at once.
    func testZipEmptyCollectionCompletesImmediately() {
        let res = scheduler.start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }
}
