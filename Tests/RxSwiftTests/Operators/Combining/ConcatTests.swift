import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ConcatTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testConcatMarbles() throws {
        let xs: TestableObservable<String> = try scheduler.createColdObservable(marbles: "-a-b|")
        let ys: TestableObservable<String> = try scheduler.createColdObservable(marbles: "--c|")
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertMarbles(res.events, "^a-b--c|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(240, 270)])
    }

    func testConcatVariadicSequenceAndCollection() {
        var variadic: [Int] = []
        var sequence: [Int] = []
        var collection: [Int] = []
        _ = Observable.concat(.of(1, 2), .just(3)).subscribe(onNext: { variadic.append($0) })
        let lazySources = (1...3).lazy.map { Observable.just($0 * 10) }
        _ = Observable.concat(AnySequence(lazySources)).subscribe(onNext: { sequence.append($0) })
        _ = Observable.concat([Observable.just(5), .just(6)]).subscribe(onNext: { collection.append($0) })
        XCTAssertEqual(variadic, [1, 2, 3])
        XCTAssertEqual(sequence, [10, 20, 30])
        XCTAssertEqual(collection, [5, 6])
    }

    func testConcatNeverKeepsTheSecondUnsubscribed() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatEmpty() {
        let res = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testConcatErrorStopsTheChain() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatDisposeEarly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 3), .next(30, 4), .completed(40)])
        let res = scheduler.start(disposed: 240) { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testConcatOfObservableOfObservables() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(212, b.asObservable()), .completed(215),
        ])
        let res = scheduler.start { outer.concat() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(235, 2), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240)])
    }

    func testConcatOfManySynchronousSourcesDoesNotGrowTheStack() {
        var count = 0
        _ = Observable.concat((0..<100_000).map { _ in Observable.just(1, scheduler: CurrentThreadScheduler.instance) })
            .subscribe(onNext: { count += $0 })
        XCTAssertEqual(count, 100_000)
    }

    // MARK: maxTailRecursiveSinkStackSize (upstream diagnostic)

    #if DEBUG || TRACE_RESOURCES
        func testConcatOfManySynchronousSourcesKeepsTheTailRecursionFlat() {
            maxTailRecursiveSinkStackSize = 0
            var count = 0
            _ = Observable.concat((0..<1_000).map { Observable.just($0) }).subscribe(onNext: { _ in count += 1 })
            XCTAssertEqual(count, 1_000)
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
        }

        func testConcatOfALazySequenceKeepsTheTailRecursionFlat() {
            maxTailRecursiveSinkStackSize = 0
            var received: [Int] = []
            _ = Observable.concat(AnySequence((0..<500).lazy.map { Observable.just($0) }))
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, Array(0..<500))
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
        }

        func testNestedConcatAddsOneLevel() {
            maxTailRecursiveSinkStackSize = 0
            let inner = Observable.concat([Observable.just(1), Observable.just(2)])
            var received: [Int] = []
            _ = Observable.concat([inner, Observable.just(3)]).subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2, 3])
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 2)
        }
    #endif
}
