import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class InfallibleFilteringTests: RxTestCase {
    private struct Item: Equatable {
        let id: Int
        let label: String
    }

    func testFilteringOperatorsNeverAndEmpty() {
        let operators: [(String, (Infallible<Int>) -> Infallible<Int>)] = [
            ("filter", { $0.filter { _ in true } }),
            ("distinctUntilChanged", { $0.distinctUntilChanged() }),
            ("take", { $0.take(5) }),
            ("take(while:)", { $0.take(while: { _ in true }) }),
            ("take(until: predicate)", { $0.take(until: { _ in false }) }),
            ("take(until: other)", { $0.take(until: Infallible<Int>.never()) }),
            ("skip", { $0.skip(0) }),
            ("skip(while:)", { $0.skip(while: { _ in false }) }),
        ]
        for (name, apply) in operators {
            let never = InfallibleMatrix.run(OperatorMatrix.never(), apply)
            XCTAssertEqual(never.events, [], name)
            XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)], name)
            let empty = InfallibleMatrix.run(OperatorMatrix.empty(), apply)
            XCTAssertEqual(empty.events, [.completed(250)], name)
            XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)], name)
        }
    }

    func testFilter() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.filter { $0 % 2 == 0 } }
        XCTAssertEqual(result.events, [.next(210, 2), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testFilterDisposeEarly() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic(), disposed: 225) { $0.filter { $0 > 2 } }
        XCTAssertEqual(result.events, [.next(220, 3)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
    }

    // MARK: distinctUntilChanged

    private let repeating: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 12), .next(250, 2), .completed(300),
    ]

    func testDistinctUntilChangedEquatable() {
        let result = InfallibleMatrix.run(repeating) { $0.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .next(240, 12), .next(250, 2), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedKeySelector() {
        let result = InfallibleMatrix.run(repeating) { $0.distinctUntilChanged { $0 % 10 } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedComparer() {
        let result = InfallibleMatrix.run(repeating) { $0.distinctUntilChanged { abs($0 - $1) < 5 } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 12), .next(250, 2), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedKeySelectorAndComparer() {
        let result = InfallibleMatrix.run(repeating) { source in
            source.distinctUntilChanged({ $0 / 10 }, comparer: { $0 == $1 })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 12), .next(250, 2), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedKeyPath() {
        let events: [Recorded<Event<Item>>] = [
            .next(210, Item(id: 1, label: "a")), .next(220, Item(id: 1, label: "b")),
            .next(230, Item(id: 2, label: "b")), .completed(300),
        ]
        let result = InfallibleMatrix.run(events) { $0.distinctUntilChanged(at: \.id) }
        XCTAssertEqual(
            result.events,
            [.next(210, Item(id: 1, label: "a")), .next(230, Item(id: 2, label: "b")), .completed(300)]
        )
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    // MARK: take

    func testTakeCount() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.take(2) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testTakeForDuration() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.take(for: .seconds(25), scheduler: $1) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
    }

    func testTakeWhileExclusiveAndInclusive() {
        let exclusive = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.take(while: { $0 < 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(exclusive.subscriptions, [Subscription(200, 220)])
        let inclusive = InfallibleMatrix.run(OperatorMatrix.basic()) {
            $0.take(while: { $0 < 3 }, behavior: .inclusive)
        }
        XCTAssertEqual(inclusive.events, [.next(210, 2), .next(220, 3), .completed(220)])
        XCTAssertEqual(inclusive.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicate() {
        let exclusive = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.take(until: { $0 == 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(exclusive.subscriptions, [Subscription(200, 220)])
        let inclusive = InfallibleMatrix.run(OperatorMatrix.basic()) {
            $0.take(until: { $0 == 3 }, behavior: .inclusive)
        }
        XCTAssertEqual(inclusive.events, [.next(210, 2), .next(220, 3), .completed(220)])
    }

    func testTakeUntilOtherInfallibleTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let trigger = scheduler.createHotObservable([.next(225, "stop"), .completed(240)])
        let observer = scheduler.start {
            Infallible(xs.asObservable()).take(until: Infallible(trigger.asObservable()))
        }
        XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilOtherFailingObservableTriggerIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let trigger = scheduler.createHotObservable([.error(215, TestError.boom, String.self)])
        let observer = scheduler.start { Infallible(xs.asObservable()).take(until: trigger) }
        XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 215)])
    }

    // MARK: skip

    func testSkipCount() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.skip(2) }
        XCTAssertEqual(result.events, [.next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testSkipForDuration() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.skip(.seconds(15), scheduler: $1) }
        XCTAssertEqual(result.events, [.next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testSkipWhile() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.skip(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testSkipUntilOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let trigger = scheduler.createHotObservable([.next(215, "go"), .completed(240)])
        let observer = scheduler.start {
            Infallible(xs.asObservable()).skip(until: Infallible(trigger.asObservable()))
        }
        XCTAssertEqual(observer.events, [.next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 215)])
    }

    func testSkipUntilOtherFailingTriggerSkipsEverythingAndDoesNotFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let trigger = scheduler.createHotObservable([.error(215, TestError.boom, String.self)])
        let observer = scheduler.start { Infallible(xs.asObservable()).skip(until: trigger) }
        // The gate never opened, so the source's completion is not forwarded either (as Observable.skip(until:)).
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 215)])
    }

    // MARK: debounce, throttle

    func testDebounce() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)]
        let result = InfallibleMatrix.run(events) { $0.debounce(.seconds(10), scheduler: $1) }
        XCTAssertEqual(result.events, [.next(225, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testThrottleLatestAndNotLatest() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)]
        let latest = InfallibleMatrix.run(events) { $0.throttle(.seconds(20), scheduler: $1) }
        XCTAssertEqual(latest.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(latest.subscriptions, [Subscription(200, 300)])
        let first = InfallibleMatrix.run(events) { $0.throttle(.seconds(20), latest: false, scheduler: $1) }
        XCTAssertEqual(first.events, [.next(210, 1), .next(240, 3), .completed(300)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 300)])
    }

    // MARK: Throwing closures (as upstream): the throw travels as an error event

    func testDistinctUntilChangedClosuresMayThrow() {
        let fail = InfallibleMatrix.failOnThree(_:) as (Int) throws -> Int
        let operators: [(String, (Infallible<Int>) -> Infallible<Int>)] = [
            ("keySelector", { $0.distinctUntilChanged { try fail($0) } }),
            ("comparer", { $0.distinctUntilChanged { try fail($1) == $0 } }),
            ("keySelector, comparer", { $0.distinctUntilChanged({ try fail($0) }, comparer: { $0 == $1 }) }),
            ("keySelector, throwing comparer", { $0.distinctUntilChanged({ $0 }, comparer: { try fail($1) == $0 }) }),
        ]
        for (name, apply) in operators {
            let outcome = InfallibleMatrix.run(OperatorMatrix.basic(), apply)
            InfallibleMatrix.assertFailsAt220(outcome, before: [.next(210, 2)], name)
        }
    }

    func testDistinctUntilChangedThrowingClosuresThatDoNotThrowFilterAsBefore() {
        let result = InfallibleMatrix.run(repeating) { source in
            source.distinctUntilChanged({ try InfallibleMatrix.failOnThree($0 % 10) }, comparer: { $0 == $1 })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(300)])
    }

    func testSkipWhileAndTakeWhileAndTakeUntilPredicatesMayThrow() {
        let skip = InfallibleMatrix.run(OperatorMatrix.basic()) {
            $0.skip(while: { try InfallibleMatrix.failOnThree($0) < 3 })
        }
        InfallibleMatrix.assertFailsAt220(skip, before: [], "skip(while:)")
        let takeWhile = InfallibleMatrix.run(OperatorMatrix.basic()) {
            $0.take(while: { try InfallibleMatrix.failOnThree($0) < 10 }, behavior: .inclusive)
        }
        InfallibleMatrix.assertFailsAt220(takeWhile, before: [.next(210, 2)], "take(while:behavior:)")
        let takeUntil = InfallibleMatrix.run(OperatorMatrix.basic()) {
            $0.take(until: { try InfallibleMatrix.failOnThree($0) > 10 }, behavior: .exclusive)
        }
        InfallibleMatrix.assertFailsAt220(takeUntil, before: [.next(210, 2)], "take(until:behavior:)")
    }

    func testThrowingPredicatesThatDoNotThrowBehaveAsBefore() {
        let skip = InfallibleMatrix.run(OperatorMatrix.basic()) {
            $0.skip(while: { try InfallibleMatrix.failOnThree($0 * 10) < 30 })
        }
        XCTAssertEqual(skip.events, [.next(220, 3), .next(230, 4), .completed(300)])
        let take = InfallibleMatrix.run(OperatorMatrix.basic()) {
            $0.take(until: { try InfallibleMatrix.failOnThree($0 * 2) == 6 })
        }
        XCTAssertEqual(take.events, [.next(210, 2), .completed(220)])
    }
}
