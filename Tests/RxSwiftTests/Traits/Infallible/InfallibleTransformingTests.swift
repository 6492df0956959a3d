import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class InfallibleTransformingTests: RxTestCase {
    /// Operators that keep one output per input element over `basic()` behave like the identity on the
    /// `never()` and `empty()` scenarios and on early disposal.
    func testElementwiseOperatorsNeverEmptyAndDisposeEarly() {
        let operators: [(String, (Infallible<Int>) -> Infallible<Int>)] = [
            ("map", { $0.map { $0 } }),
            ("compactMap", { $0.compactMap { $0 } }),
            ("flatMap", { $0.flatMap { Infallible.just($0) } }),
            ("flatMapLatest", { $0.flatMapLatest { Infallible.just($0) } }),
            ("flatMapFirst", { $0.flatMapFirst { Infallible.just($0) } }),
            ("concatMap", { $0.concatMap { Infallible.just($0) } }),
            ("scan", { $0.scan(0) { $1 } }),
            ("scan(into:)", { $0.scan(into: 0) { $0 = $1 } }),
        ]
        for (name, apply) in operators {
            let never = InfallibleMatrix.run(OperatorMatrix.never(), apply)
            XCTAssertEqual(never.events, [], name)
            XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)], name)
            let empty = InfallibleMatrix.run(OperatorMatrix.empty(), apply)
            XCTAssertEqual(empty.events, [.completed(250)], name)
            XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)], name)
            let early = InfallibleMatrix.run(OperatorMatrix.basic(), disposed: 215, apply)
            XCTAssertEqual(early.events, [.next(210, 2)], name)
            XCTAssertEqual(early.subscriptions, [Subscription(200, 215)], name)
        }
    }

    func testMap() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.map { "v\($0)" } }
        XCTAssertEqual(result.events, [.next(210, "v2"), .next(220, "v3"), .next(230, "v4"), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMap() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.compactMap { $0 % 2 == 0 ? $0 * 10 : nil } }
        XCTAssertEqual(result.events, [.next(210, 20), .next(230, 40), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapMergesInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(20, 20), .completed(30)])
        let observer = scheduler.start {
            Infallible(xs.asObservable()).flatMap { value in Infallible(inner.asObservable()).map { $0 + value } }
        }
        XCTAssertEqual(
            observer.events,
            [.next(215, 11), .next(225, 12), .next(230, 21), .next(240, 22), .completed(250)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(220, 250)])
    }

    func testFlatMapLatestSwitchesToTheNewestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(20, 20), .completed(30)])
        let observer = scheduler.start {
            Infallible(xs.asObservable()).flatMapLatest { value in Infallible(inner.asObservable()).map { $0 + value } }
        }
        XCTAssertEqual(observer.events, [.next(215, 11), .next(225, 12), .next(240, 22), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220), Subscription(220, 250)])
    }

    func testFlatMapFirstIgnoresElementsWhileInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 10), .completed(30)])
        let observer = scheduler.start {
            Infallible(xs.asObservable()).flatMapFirst { value in Infallible(inner.asObservable()).map { $0 + value } }
        }
        XCTAssertEqual(observer.events, [.next(215, 11), .next(255, 13), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(250, 280)])
    }

    func testConcatMapRunsInnerSequencesOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(20, 20), .completed(30)])
        let observer = scheduler.start {
            Infallible(xs.asObservable()).concatMap { value in Infallible(inner.asObservable()).map { $0 + value } }
        }
        XCTAssertEqual(
            observer.events,
            [.next(215, 11), .next(230, 21), .next(245, 12), .next(260, 22), .completed(270)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
    }

    func testScan() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 5), .next(230, 9), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testScanInto() {
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(result.events, [.next(210, [2]), .next(220, [2, 3]), .next(230, [2, 3, 4]), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    private final class Owner {
        let name = "owner"
    }

    func testWithUnretainedResultSelector() {
        let owner = Owner()
        let result = InfallibleMatrix.run(OperatorMatrix.basic()) { source in
            source.withUnretained(owner) { "\($0.name)\($1)" }
        }
        XCTAssertEqual(
            result.events, [.next(210, "owner2"), .next(220, "owner3"), .next(230, "owner4"), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testWithUnretainedTupleAndCompletesWhenTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        var owner: Owner? = Owner()
        scheduler.scheduleAt(220) { owner = nil }
        let observer = scheduler.start {
            Infallible(xs.asObservable()).withUnretained(owner!).map { "\($0.0.name)\($0.1)" }
        }
        XCTAssertEqual(observer.events, [.next(210, "owner1"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: Inner sequences of any ObservableConvertibleType (as upstream)

    func testFlatteningOperatorsAcceptAnyObservableConvertibleInner() {
        let operators: [(String, (Infallible<Int>) -> Infallible<Int>)] = [
            ("flatMap", { $0.flatMap { Observable.of($0, $0 * 10) } }),
            ("flatMapLatest", { $0.flatMapLatest { Observable.of($0, $0 * 10) } }),
            ("flatMapFirst", { $0.flatMapFirst { Observable.of($0, $0 * 10) } }),
            ("concatMap", { $0.concatMap { Observable.of($0, $0 * 10) } }),
        ]
        for (name, apply) in operators {
            let result = InfallibleMatrix.run(OperatorMatrix.basic(), apply)
            XCTAssertEqual(
                result.events,
                [
                    .next(210, 2), .next(210, 20), .next(220, 3), .next(220, 30), .next(230, 4), .next(230, 40),
                    .completed(300),
                ],
                name
            )
            XCTAssertEqual(result.subscriptions, [Subscription(200, 300)], name)
        }
        let fromSingles = InfallibleMatrix.run(OperatorMatrix.basic()) { $0.flatMap { Single.just($0 + 1) } }
        XCTAssertEqual(fromSingles.events, [.next(210, 3), .next(220, 4), .next(230, 5), .completed(300)])
    }

    /// As upstream, a failing inner sequence is a programmer error that travels as an error event.
    func testFailingObservableInnerTravelsAsAnErrorEvent() {
        let operators: [(String, (Infallible<Int>) -> Infallible<Int>)] = [
            ("flatMap", { $0.flatMap { $0 == 3 ? Observable.error(TestError.boom) : .just($0) } }),
            ("flatMapLatest", { $0.flatMapLatest { $0 == 3 ? Observable.error(TestError.boom) : .just($0) } }),
            ("flatMapFirst", { $0.flatMapFirst { $0 == 3 ? Observable.error(TestError.boom) : .just($0) } }),
            ("concatMap", { $0.concatMap { $0 == 3 ? Observable.error(TestError.boom) : .just($0) } }),
        ]
        for (name, apply) in operators {
            InfallibleMatrix.assertFailsAt220(
                InfallibleMatrix.run(OperatorMatrix.basic(), apply), before: [.next(210, 2)], name)
        }
    }
}
