import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SingleOperatorsTests: RxTestCase {
    // MARK: do

    private func doLog(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        throwing: Bool = false
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription], log: [String]) {
        var log: [String] = []
        let result = TraitMatrix.run(events, disposed: disposed) { fixture in
            fixture.single.do(
                onSuccess: { value in
                    log.append("\(fixture.scheduler.clock) success \(value)")
                    if throwing { throw TestError.other }
                },
                afterSuccess: { log.append("\(fixture.scheduler.clock) afterSuccess \($0)") },
                onError: { log.append("\(fixture.scheduler.clock) error \($0)") },
                afterError: { log.append("\(fixture.scheduler.clock) afterError \($0)") },
                onSubscribe: { log.append("\(fixture.scheduler.clock) subscribe") },
                onSubscribed: { log.append("\(fixture.scheduler.clock) subscribed") },
                onDispose: { log.append("\(fixture.scheduler.clock) dispose") }
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
            ["200 subscribe", "200 subscribed", "210 success 2", "210 afterSuccess 2", "210 dispose"]
        )
    }

    func testDoError() {
        let result = doLog(TraitMatrix.failing())
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(
            result.log,
            ["200 subscribe", "200 subscribed", "210 error boom", "210 afterError boom", "210 dispose"]
        )
    }

    func testDoDisposeEarly() {
        let result = doLog(TraitMatrix.late(), disposed: 250)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(result.log, ["200 subscribe", "200 subscribed", "250 dispose"])
    }

    func testDoOnSuccessThrows() {
        let result = doLog(TraitMatrix.success(), throwing: true)
        XCTAssertEqual(result.events, [.error(210, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(result.log, ["200 subscribe", "200 subscribed", "210 success 2", "210 dispose"])
    }

    // MARK: filter

    func testFilterKeeps() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.single.filter { $0 > 1 } }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testFilterDropsToEmptyMaybe() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.single.filter { $0 > 5 } }
        XCTAssertEqual(result.events, [.completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testFilterError() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { $0.single.filter { _ in true } }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testFilterDisposeEarly() {
        let result = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.single.filter { _ in true } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testFilterThrows() {
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.single.filter { _ in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    // MARK: map

    func testMapSuccess() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.single.map { "v\($0 * 2)" } }
        XCTAssertEqual(result.events, [.next(210, "v4"), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testMapError() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { $0.single.map { $0 * 2 } }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testMapDisposeEarly() {
        let result = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.single.map { $0 * 2 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testMapThrows() {
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.single.map { _ -> Int in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    // MARK: compactMap

    func testCompactMapValue() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.single.compactMap { $0 == 2 ? "two" : nil } }
        XCTAssertEqual(result.events, [.next(210, "two"), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testCompactMapNilCompletesEmpty() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.single.compactMap { _ -> String? in nil } }
        XCTAssertEqual(result.events, [.completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testCompactMapError() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { $0.single.compactMap { $0 } }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testCompactMapDisposeEarly() {
        let result = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.single.compactMap { $0 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testCompactMapThrows() {
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.single.compactMap { _ -> Int? in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    // MARK: flatMap

    func testFlatMapSuccess() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldSingle(100)
            inner = ys
            return fixture.single.flatMap { value in single.map { $0 + value } }
        }
        XCTAssertEqual(result.events, [.next(220, 102), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapInnerError() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldFailingSingle(TestError.other)
            inner = ys
            return fixture.single.flatMap { _ in single }
        }
        XCTAssertEqual(result.events, [.error(220, TestError.other)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapOuterError() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.failing()) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldSingle(100)
            inner = ys
            return fixture.single.flatMap { _ in single }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner?.subscriptions, [])
    }

    func testFlatMapDisposeEarlyDisposesInner() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.success(), disposed: 215) { fixture -> Single<Int> in
            let (single, ys) = fixture.coldSingle(100)
            inner = ys
            return fixture.single.flatMap { _ in single }
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 215)])
    }

    func testFlatMapThrows() {
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.single.flatMap { _ -> Single<Int> in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    // MARK: flatMapMaybe

    func testFlatMapMaybeSuccess() {
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.single.flatMapMaybe { value in fixture.coldSingle(value * 10).0.asMaybe() }
        }
        XCTAssertEqual(result.events, [.next(220, 20), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testFlatMapMaybeEmpty() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture -> Maybe<Int> in
            let (maybe, ys) = fixture.coldEmptyMaybe()
            inner = ys
            return fixture.single.flatMapMaybe { _ in maybe }
        }
        XCTAssertEqual(result.events, [.completed(220)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapMaybeError() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { fixture in
            fixture.single.flatMapMaybe { _ in Maybe<Int>.empty() }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testFlatMapMaybeDisposeEarly() {
        let result = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { fixture in
            fixture.single.flatMapMaybe { _ in Maybe<Int>.empty() }
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapMaybeThrows() {
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.single.flatMapMaybe { _ -> Maybe<Int> in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    // MARK: flatMapCompletable

    func testFlatMapCompletableCompletes() {
        var inner: TestableObservable<Int>?
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture -> Completable in
            let (maybe, ys) = fixture.coldEmptyMaybe()
            inner = ys
            return fixture.single.flatMapCompletable { _ in maybe.asCompletable() }
        }
        XCTAssertEqual(result.events, [.completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner?.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapCompletableInnerError() {
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.single.flatMapCompletable { _ in
                fixture.coldFailingSingle(TestError.other).0.asCompletable()
            }
        }
        XCTAssertEqual(result.events, [.error(220, TestError.other)])
    }

    func testFlatMapCompletableOuterError() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { fixture in
            fixture.single.flatMapCompletable { _ in Maybe<Int>.empty().asCompletable() }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testFlatMapCompletableDisposeEarly() {
        let result = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { fixture in
            fixture.single.flatMapCompletable { _ in Maybe<Int>.empty().asCompletable() }
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapCompletableThrows() {
        let result = TraitMatrix.run(TraitMatrix.success()) { fixture in
            fixture.single.flatMapCompletable { _ -> Completable in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    // MARK: catchAndReturn

    func testCatchAndReturnReplacesFailure() {
        let result = TraitMatrix.run(TraitMatrix.failing()) { $0.single.catchAndReturn(7) }
        XCTAssertEqual(result.events, [.next(210, 7), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testCatchAndReturnKeepsSuccess() {
        let result = TraitMatrix.run(TraitMatrix.success()) { $0.single.catchAndReturn(7) }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testCatchAndReturnDisposeEarly() {
        let result = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.single.catchAndReturn(7) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    // MARK: asMaybe, asCompletable

    func testAsMaybe() {
        let success = TraitMatrix.run(TraitMatrix.success()) { $0.single.asMaybe() }
        XCTAssertEqual(success.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.single.asMaybe() }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.single.asMaybe() }
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeSubscriberSeesSuccess() {
        var log: [String] = []
        _ = Single.just(4).asMaybe().subscribe(
            onSuccess: { log.append("success \($0)") },
            onCompleted: { log.append("completed") }
        )
        XCTAssertEqual(log, ["success 4"])
    }

    func testAsCompletable() {
        let success = TraitMatrix.run(TraitMatrix.success()) { $0.single.asCompletable() }
        XCTAssertEqual(success.events, [.completed(210)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 210)])
        let failure = TraitMatrix.run(TraitMatrix.failing()) { $0.single.asCompletable() }
        XCTAssertEqual(failure.events, [.error(210, TestError.boom)])
        XCTAssertEqual(failure.subscriptions, [Subscription(200, 210)])
        let early = TraitMatrix.run(TraitMatrix.late(), disposed: 250) { $0.single.asCompletable() }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }
}
