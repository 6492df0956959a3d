import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class MaybeOperatorsTests: RxTestCase {
    // MARK: do

    private func doLog(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        throwing: Bool = false
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription], log: [String]) {
        var log: [String] = []
        let result = TraitMatrix.run(events, disposed: disposed) { fixture in
            fixture.maybe.do(
                onNext: { value in
                    log.append("next \(value)")
                    if throwing { throw TestError.other }
                },
                afterNext: { log.append("afterNext \($0)") },
                onError: { log.append("error \($0)") },
                afterError: { log.append("afterError \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose \(fixture.scheduler.clock)") }
            )
        }
        return (result.events, result.subscriptions, log)
    }

    func testDoSuccess() {
        let result = doLog(TraitMatrix.success())
        XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(
            result.log,
            ["subscribe", "subscribed", "next 2", "afterNext 2", "completed", "afterCompleted", "dispose 210"]
        )
    }

    func testDoEmpty() {
        let result = doLog(TraitMatrix.empty())
        XCTAssertEqual(result.events, [.completed(210)])
        XCTAssertEqual(result.log, ["subscribe", "subscribed", "completed", "afterCompleted", "dispose 210"])
    }

    func testDoError() {
        let result = doLog(TraitMatrix.failing())
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(result.log, ["subscribe", "subscribed", "error boom", "afterError boom", "dispose 210"])
    }

    func testDoDisposeEarly() {
        let result = doLog(TraitMatrix.late(), disposed: 250)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(result.log, ["subscribe", "subscribed", "dispose 250"])
    }

    func testDoOnNextThrows() {
        let result = doLog(TraitMatrix.success(), throwing: true)
        XCTAssertEqual(result.events, [.error(210, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(result.log, ["subscribe", "subscribed", "next 2", "dispose 210"])
    }

    // MARK: filter

    func testFilter() {
        let kept = TraitMatrix.run(TraitMatrix.success()) { $0.maybe.filter { $0 == 2 } }
        XCTAssertEqual(kept.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(kept.subscriptions, [Subscription(200, 210)])
        let dropped = TraitMatrix.run(TraitMatrix.success()) { $0.maybe.filter { $0 != 2 } }
        XCTAssertEqual(dropped.events, [.completed(210)])
        let empty = TraitMatrix.run(TraitMatrix.empty()) { $0.maybe.filter { _ in true } }
        XCTAssertEqual(empty.events, [.completed(210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.maybe.filter { _ in true } }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        XCTAssertEqual(failure.subscriptions, [Subscription(200, 210)])
    }

    func testFilterDisposeEarlyAndThrows() {
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.maybe.filter { _ in true } }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
        let throwing = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.maybe.filter { _ in throw TestError.other }
        }
        XCTAssertEqual(throwing.events, [.error(210, TestError.other)])
        XCTAssertEqual(throwing.subscriptions, [Subscription(200, 210)])
    }

    // MARK: map

    func testMap() {
        let success = TraitMatrix.run(TraitMatrix.success()) { $0.maybe.map { "v\($0)" } }
        XCTAssertEqual(success.events, [.next(210, "v2"), .completed(210)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let empty = TraitMatrix.run(TraitMatrix.empty()) { $0.maybe.map { $0 * 2 } }
        XCTAssertEqual(empty.events, [.completed(210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.maybe.map { $0 * 2 } }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
    }

    func testMapDisposeEarlyAndThrows() {
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.maybe.map { $0 * 2 } }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
        let throwing = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.maybe.map { _ -> Int in throw TestError.other }
        }
        XCTAssertEqual(throwing.events, [.error(210, TestError.other)])
        XCTAssertEqual(throwing.subscriptions, [Subscription(200, 210)])
    }

    // MARK: compactMap

    func testCompactMap() {
        let value = TraitMatrix.run(TraitMatrix.success()) { $0.maybe.compactMap { $0 == 2 ? "two" : nil } }
        XCTAssertEqual(value.events, [.next(210, "two"), .completed(210)])
        XCTAssertEqual(value.subscriptions, [Subscription(200, 210)])
        let none = TraitMatrix.run(TraitMatrix.success()) { $0.maybe.compactMap { _ -> Int? in nil } }
        XCTAssertEqual(none.events, [.completed(210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.maybe.compactMap { $0 } }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
    }

    func testCompactMapDisposeEarlyAndThrows() {
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.maybe.compactMap { $0 } }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
        let throwing = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.maybe.compactMap { _ -> Int? in throw TestError.other }
        }
        XCTAssertEqual(throwing.events, [.error(210, TestError.other)])
    }

    // MARK: flatMap

    func testFlatMapSuccess() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture -> Maybe<Int> in
            let (single, ys) = fixture.coldSingle(100)
            inner = ys
            return fixture.maybe.flatMap { value in single.asMaybe().map { $0 + value } }
        }
        XCTAssertEqual(result.events, [.next(220, 102), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapOfEmptyCompletesWithoutCallingSelector() {
        var calls = 0
        let result = TraitMatrix.run(TraitMatrix.empty()) { fixture in
            fixture.maybe.flatMap { value -> Maybe<Int> in
                calls += 1
                return .just(value)
            }
        }
        XCTAssertEqual(result.events, [.completed(210)])
        XCTAssertEqual(calls, 0)
    }

    func testFlatMapInnerEmptyAndError() {
        let empty = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.maybe.flatMap { _ in fixture.coldEmptyMaybe().0 }
        }
        XCTAssertEqual(empty.events, [.completed(220)])
        let failure = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.maybe.flatMap { _ in fixture.coldFailingSingle(TestError.other).0.asMaybe() }
        }
        XCTAssertEqual(failure.events, [.error(220, TestError.other)])
        let outer = TraitMatrix.run(TraitMatrix.failing()) { fixture in
            fixture.maybe.flatMap { Maybe.just($0) }
        }
        XCTAssertEqual(outer.events, [.error(210, TestError.boom)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 210)])
    }

    func testFlatMapDisposeEarlyAndThrows() {
        var inner: TestableObservable<Int>?
        let early = TraitMatrix.run(TraitMatrix.success(), disposed: 215) { fixture -> Maybe<Int> in
            let (single, ys) = fixture.coldSingle(100)
            inner = ys
            return fixture.maybe.flatMap { _ in single.asMaybe() }
        }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 215)])
        let throwing = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.maybe.flatMap { _ -> Maybe<Int> in throw TestError.other }
        }
        XCTAssertEqual(throwing.events, [.error(210, TestError.other)])
        XCTAssertEqual(throwing.subscriptions, [Subscription(200, 210)])
    }

    // MARK: ifEmpty

    func testIfEmptyDefault() {
        let empty = TraitMatrix.run(TraitMatrix.empty()) { $0.maybe.ifEmpty(default: 9) }
        XCTAssertEqual(empty.events, [.next(210, 9), .completed(210)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        let success = TraitMatrix.run(TraitMatrix.success()) { $0.maybe.ifEmpty(default: 9) }
        XCTAssertEqual(success.events, [.next(210, 2), .completed(210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.maybe.ifEmpty(default: 9) }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.maybe.ifEmpty(default: 9) }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }

    func testIfEmptyDefaultIsASingle() {
        var log: [String] = []
        let single: Single<Int> = Maybe<Int>.empty().ifEmpty(default: 0)
        _ = single.subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log, ["success 0"])
    }

    func testIfEmptySwitchToMaybe() {
        var inner: TestableObservable<Int>?
        let empty = TraitMatrix.run(TraitMatrix.empty()) { fixture -> Maybe<Int> in
            let (single, ys) = fixture.coldSingle(100)
            inner = ys
            return fixture.maybe.ifEmpty(switchTo: single.asMaybe())
        }
        XCTAssertEqual(empty.events, [.next(220, 100), .completed(220)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 220)])

        var unused: TestableObservable<Int>?
        let success = TraitMatrix.run(TraitMatrix.success()) { fixture -> Maybe<Int> in
            let (single, ys) = fixture.coldSingle(100)
            unused = ys
            return fixture.maybe.ifEmpty(switchTo: single.asMaybe())
        }
        XCTAssertEqual(success.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(unused?.subscriptions, [])
    }

    func testIfEmptySwitchToSingle() {
        var inner: TestableObservable<Int>?
        let empty = TraitMatrix.run(TraitMatrix.empty()) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldFailingSingle(TestError.other)
            inner = ys
            return fixture.maybe.ifEmpty(switchTo: single)
        }
        XCTAssertEqual(empty.events, [.error(220, TestError.other)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 220)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { fixture in
            fixture.maybe.ifEmpty(switchTo: Single.just(1))
        }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        let early = TraitMatrix.run(TraitMatrix.empty(), disposed: 215) { fixture in
            fixture.maybe.ifEmpty(switchTo: fixture.coldSingle(100).0)
        }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 210)])
    }

    // MARK: catchAndReturn

    func testCatchAndReturn() {
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.maybe.catchAndReturn(7) }
        XCTAssertEqual(failure.events, [.next(210, 7), .completed(210)])
        XCTAssertEqual(failure.subscriptions, [Subscription(200, 210)])
        let empty = TraitMatrix.run(TraitMatrix.empty()) { $0.maybe.catchAndReturn(7) }
        XCTAssertEqual(empty.events, [.completed(210)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.maybe.catchAndReturn(7) }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }

    // MARK: asCompletable

    func testAsCompletable() {
        let success = TraitMatrix.run(TraitMatrix.success()) { $0.maybe.asCompletable() }
        XCTAssertEqual(success.events, [.completed(210)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let empty = TraitMatrix.run(TraitMatrix.empty()) { $0.maybe.asCompletable() }
        XCTAssertEqual(empty.events, [.completed(210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.maybe.asCompletable() }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.maybe.asCompletable() }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }
}
