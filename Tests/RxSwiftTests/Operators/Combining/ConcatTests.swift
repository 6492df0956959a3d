import Foundation
import RxBlocking
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

        func testAConcatNestedBeforeTheLastSourcePutsItsGeneratorOnTopOfTheStack() {
            maxTailRecursiveSinkStackSize = 0
            let inner = Observable.concat([Observable.just(1), Observable.just(2)])
            var received: [Int] = []
            _ = Observable.concat([inner, Observable.just(3)]).subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2, 3])
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 2)
        }

        func testAConcatNestedInLastPositionReplacesTheSpentGenerator() {
            maxTailRecursiveSinkStackSize = 0
            let inner = Observable.concat([Observable.just(2), Observable.just(3)])
            var received: [Int] = []
            _ = Observable.just(1).concat(inner).subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2, 3])
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
        }

        /// Upstream's test: recursion through collections (count known) keeps one generator.
        func testRecursiveConcatOfCollectionsRunsOnOneGenerator() throws {
            maxTailRecursiveSinkStackSize = 0
            let elements = try recursiveConcat(from: 0, ofCollections: true).take(100).toBlocking().toArray()
            XCTAssertEqual(elements, Array(0..<100))
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
        }

        /// Upstream's test: recursion through plain sequences (count unknown) keeps every level's generator
        /// until it is exhausted; upstream asserts more than 10, the stack holds one per level.
        func testRecursiveConcatOfSequencesKeepsEveryLevelsGenerator() throws {
            maxTailRecursiveSinkStackSize = 0
            let elements = try recursiveConcat(from: 0, ofCollections: false).take(100).toBlocking().toArray()
            XCTAssertEqual(elements, Array(0..<100))
            XCTAssertGreaterThan(maxTailRecursiveSinkStackSize, 10)
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 100)
        }
    #endif

    // MARK: Nested concat runs in one sink

    /// `concat([just(i), <the same for i + 1>])`, built lazily, as a collection (count known) or as a plain
    /// sequence (count unknown).
    private func recursiveConcat(from start: Int, ofCollections: Bool) -> Observable<Int> {
        let sources = [0, 1].lazy.map { position in
            position == 0
                ? Observable.just(start, scheduler: CurrentThreadScheduler.instance)
                : self.recursiveConcat(from: start + 1, ofCollections: ofCollections)
        }
        return ofCollections ? Observable.concat(sources) : Observable.concat(AnySequence(sources))
    }

    func testNestedConcatSubscribesTheInnerSourcesInOrderAndOnce() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.concat([
                a.asObservable().concat(Observable.concat([b.asObservable()])), Observable.concat(c.asObservable()),
            ])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
    }

    func testNestedConcatFailsAndDisposesLikeASubscribedOne() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.boom)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.concat([Observable.concat([a.asObservable(), b.asObservable()]), c.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError.boom)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 230)])
        XCTAssertEqual(c.subscriptions, [])

        let other = TestScheduler(initialClock: 0)
        let d = other.createColdObservable([.next(10, 1), .completed(20)])
        let e = other.createColdObservable([.next(10, 2), .completed(20)])
        let early = other.start(disposed: 225) {
            Observable.concat([Observable.concat([d.asObservable(), e.asObservable()]), d.asObservable()])
        }
        XCTAssertEqual(early.events, [.next(210, 1)])
        XCTAssertEqual(e.subscriptions, [Subscription(220, 225)])
    }

    /// The sink steps a nested concatenation's sources itself: every subscription begins a new, lazy iteration of
    /// them, as subscribing to the nested concatenation would.
    func testEachSubscriptionIteratesTheSourcesOfANestedConcatenationAfresh() {
        var made = 0
        let inner = Observable.concat(
            AnySequence(
                [0, 1].lazy.map { element -> Observable<Int> in
                    made += 1
                    return .just(element)
                }))
        let outer = Observable.concat([inner, .just(2)])
        XCTAssertEqual(made, 0, "nothing is iterated before a subscription")
        var first: [Int] = []
        var second: [Int] = []
        _ = outer.subscribe(onNext: { first.append($0) })
        _ = outer.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [0, 1, 2])
        XCTAssertEqual(second, [0, 1, 2])
        XCTAssertEqual(made, 4)
    }

    func testNestedEmptyConcatsAreSkipped() {
        let nothing = Observable<Int>.concat([Observable<Int>]())
        var received: [Int] = []
        var completed = false
        _ = Observable.concat([
            nothing, Observable.concat([nothing, .just(1)]), nothing, .concat(AnySequence([nothing])),
        ])
        .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1])
        XCTAssertTrue(completed)
    }

    /// Each level of a recursive concatenation used to subscribe a nested sink: time grew with the square of
    /// the steps, memory with the steps, and 40,000 steps overflowed the stack. One million steps now run
    /// in one sink with one generator, in linear time and constant memory.
    func testOneMillionStepsOfRecursiveConcatRunInLinearTimeAndConstantMemory() {
        let steps = 1_000_000
        var count = 0
        var outOfOrder = 0
        var residentAtTenPercent: Int?
        var completed = false
        let start = Date()
        _ = recursiveConcat(from: 0, ofCollections: true).take(steps).subscribe(
            onNext: { element in
                if element != count { outOfOrder += 1 }
                count += 1
                if count == steps / 10 { residentAtTenPercent = ProcessMemory.residentBytes() }
            },
            onCompleted: { completed = true }
        )
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertTrue(completed)
        XCTAssertEqual(count, steps)
        XCTAssertEqual(outOfOrder, 0)
        // About 2 s in release builds and 4 s in debug builds on a loaded 2-core machine; quadratic time
        // would take hours.
        XCTAssertLessThan(elapsed, 60, "quadratic time is back")
        if let before = residentAtTenPercent, let after = ProcessMemory.residentBytes() {
            // 900,000 nested sinks would need gigabytes; one sink needs nothing more per step.
            XCTAssertLessThan(after - before, 32 << 20, "memory grows with the steps")
        }
    }
}
