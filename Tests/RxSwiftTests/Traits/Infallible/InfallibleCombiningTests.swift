import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class InfallibleCombiningTests: RxTestCase {
    /// Two cold sources: the first emits 1, 2 and completes after 20 ticks, the second 3, 4 after 20.
    private func coldPair(
        _ scheduler: TestScheduler
    ) -> (TestableObservable<Int>, TestableObservable<Int>) {
        let first = scheduler.createColdObservable([.next(5, 1), .next(15, 2), .completed(20)])
        let second = scheduler.createColdObservable([.next(5, 3), .next(15, 4), .completed(20)])
        return (first, second)
    }

    private let concatenated: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(215, 2), .next(225, 3), .next(235, 4), .completed(240),
    ]
    private let concatenatedSubscriptions = [[Subscription(200, 220)], [Subscription(220, 240)]]

    func testConcatInstance() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, b) = coldPair(scheduler)
        let observer = scheduler.start { Infallible(a.asObservable()).concat(Infallible(b.asObservable())) }
        XCTAssertEqual(observer.events, concatenated)
        XCTAssertEqual([a.subscriptions, b.subscriptions], concatenatedSubscriptions)
    }

    func testConcatStaticVariadicCollectionAndSequence() {
        let forms: [(String, (Infallible<Int>, Infallible<Int>) -> Infallible<Int>)] = [
            ("variadic", { Infallible.concat($0, $1) }),
            ("collection", { Infallible.concat([$0, $1]) }),
            ("sequence", { first, second in Infallible.concat(AnySequence([first, second])) }),
        ]
        for (name, concat) in forms {
            let scheduler = TestScheduler(initialClock: 0)
            let (a, b) = coldPair(scheduler)
            let observer = scheduler.start { concat(Infallible(a.asObservable()), Infallible(b.asObservable())) }
            XCTAssertEqual(observer.events, concatenated, name)
            XCTAssertEqual([a.subscriptions, b.subscriptions], concatenatedSubscriptions, name)
        }
    }

    func testConcatDisposeEarlyDisposesTheRunningSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, b) = coldPair(scheduler)
        let observer = scheduler.start(disposed: 230) {
            Infallible(a.asObservable()).concat(Infallible(b.asObservable()))
        }
        XCTAssertEqual(observer.events, [.next(205, 1), .next(215, 2), .next(225, 3)])
        XCTAssertEqual([a.subscriptions, b.subscriptions], [[Subscription(200, 220)], [Subscription(220, 230)]])
    }

    private let merged: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(205, 3), .next(215, 2), .next(215, 4), .completed(220),
    ]

    func testMergeStaticForms() {
        let forms: [(String, (Infallible<Int>, Infallible<Int>) -> Infallible<Int>)] = [
            ("variadic", { Infallible.merge($0, $1) }),
            ("array", { Infallible.merge([$0, $1]) }),
            ("collection", { first, second in Infallible.merge(ContiguousArray([first, second])) }),
        ]
        for (name, merge) in forms {
            let scheduler = TestScheduler(initialClock: 0)
            let (a, b) = coldPair(scheduler)
            let observer = scheduler.start { merge(Infallible(a.asObservable()), Infallible(b.asObservable())) }
            XCTAssertEqual(observer.events, merged, name)
            XCTAssertEqual(
                [a.subscriptions, b.subscriptions], [[Subscription(200, 220)], [Subscription(200, 220)]], name)
        }
    }

    func testMergeInstanceOverNestedInfallibles() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, b) = coldPair(scheduler)
        let outer = scheduler.createHotObservable([
            .next(210, Infallible(a.asObservable())), .next(220, Infallible(b.asObservable())), .completed(230),
        ])
        let observer = scheduler.start { Infallible(outer.asObservable()).merge() }
        XCTAssertEqual(
            observer.events,
            [.next(215, 1), .next(225, 2), .next(225, 3), .next(235, 4), .completed(240)]
        )
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual([a.subscriptions, b.subscriptions], [[Subscription(210, 230)], [Subscription(220, 240)]])
    }

    func testStartWith() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.startWith(0).startWith(-1) }
        XCTAssertEqual(
            result.events,
            [.next(200, -1), .next(200, 0), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)]
        )
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testStartWithNever() {
        let result = InfallibleMatrix.run(OperatorMatrix.never()) { $0.startWith(0) }
        XCTAssertEqual(result.events, [.next(200, 0)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: withLatestFrom

    func testWithLatestFromResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(225, "b"), .completed(260)])
        let observer = scheduler.start {
            Infallible(xs.asObservable()).withLatestFrom(Infallible(ys.asObservable())) { "\($0)\($1)" }
        }
        XCTAssertEqual(observer.events, [.next(220, "3a"), .next(230, "4b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testWithLatestFromLatestOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(225, "b")])
        let observer = scheduler.start { Infallible(xs.asObservable()).withLatestFrom(Infallible(ys.asObservable())) }
        XCTAssertEqual(observer.events, [.next(220, "a"), .next(230, "b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testWithLatestFromErrorOfAPlainObservableIsIgnoredAndTheLatestStays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = scheduler.createHotObservable([.next(215, "a"), .error(222, TestError.boom)])
        let observer = scheduler.start { Infallible(xs.asObservable()).withLatestFrom(ys) }
        XCTAssertEqual(observer.events, [.next(220, "a"), .next(230, "a"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 222)])
    }

    func testWithLatestFromPlainSubjectAsSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let latest = BehaviorSubject(value: "x")
        scheduler.scheduleAt(225) { latest.onNext("y") }
        let observer = scheduler.start { Infallible(xs.asObservable()).withLatestFrom(latest) }
        XCTAssertEqual(observer.events, [.next(210, "x"), .next(220, "x"), .next(230, "y"), .completed(300)])
    }

    /// Upstream's `startWith` takes one element, so that it can be used as an `(Element) -> Infallible` value.
    func testStartWithTakesOneElementAndIsUsableAsAFunctionValue() {
        let prepend: (Int) -> Infallible<Int> = Infallible.of(2, 3).startWith
        var received: [Int] = []
        let subscription = prepend(1).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    /// 1.0's variadic `startWith` still compiles (deprecated) and prepends every element in order.
    func testDeprecatedVariadicStartWithForwards() {
        let calls: DeprecatedInfallibleStartWith = DeprecatedInfallibleStartWithCalls()
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { calls.startWith($0, [-1, 0]) }
        XCTAssertEqual(
            result.events,
            [.next(200, -1), .next(200, 0), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)]
        )
        let none = InfallibleMatrix.run(OperatorMatrix.empty()) { calls.startWith($0, []) }
        XCTAssertEqual(none.events, [.completed(250)])
    }

    // MARK: concat with any ObservableConvertibleType (as upstream)

    func testConcatInstanceAcceptsAnObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, b) = coldPair(scheduler)
        let observer = scheduler.start { Infallible(a.asObservable()).concat(b.asObservable()) }
        XCTAssertEqual(observer.events, concatenated)
        XCTAssertEqual([a.subscriptions, b.subscriptions], concatenatedSubscriptions)
    }

    func testConcatWithAFailingObservableTravelsAsAnErrorEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = coldPair(scheduler)
        let failing = scheduler.createColdObservable([.next(5, 9), .error(10, TestError.boom, Int.self)])
        let observer = scheduler.start { Infallible(a.asObservable()).concat(failing) }
        XCTAssertEqual(observer.events, [.next(205, 1), .next(215, 2), .next(225, 9), .error(230, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(220, 230)])
    }

    // MARK: withLatestFrom with a throwing selector (as upstream)

    func testWithLatestFromResultSelectorMayThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let ys = scheduler.createHotObservable([.next(205, "a"), .completed(260)])
        let observer = scheduler.start {
            Infallible(xs.asObservable()).withLatestFrom(Infallible(ys.asObservable())) {
                "\(try InfallibleMatrix.failOnThree($0))\($1)"
            }
        }
        XCTAssertEqual(observer.events, [.next(210, "2a"), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }
}

private protocol DeprecatedInfallibleStartWith {
    func startWith(_ source: Infallible<Int>, _ elements: [Int]) -> Infallible<Int>
}

private struct DeprecatedInfallibleStartWithCalls: DeprecatedInfallibleStartWith {
    @available(*, deprecated)
    func startWith(_ source: Infallible<Int>, _ elements: [Int]) -> Infallible<Int> {
        // The two arities the test uses: none, and two elements.
        elements.isEmpty ? source.startWith() : source.startWith(elements[0], elements[1])
    }
}
