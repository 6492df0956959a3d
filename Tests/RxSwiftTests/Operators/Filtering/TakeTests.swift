import RxSwift
import RxTest
import RxTestSupport
import XCTest

private protocol DeprecatedTakeSpellings {
    func takeWhile(_ source: Observable<Int>, _ predicate: @escaping (Int) throws -> Bool) -> Observable<Int>
    func takeUntil(_ source: Observable<Int>, _ behavior: TakeBehavior, _ predicate: @escaping (Int) throws -> Bool)
        -> Observable<Int>
}

private struct DeprecatedTakeCalls: DeprecatedTakeSpellings {
    @available(*, deprecated)
    func takeWhile(_ source: Observable<Int>, _ predicate: @escaping (Int) throws -> Bool) -> Observable<Int> {
        source.takeWhile(predicate)
    }

    @available(*, deprecated)
    func takeUntil(_ source: Observable<Int>, _ behavior: TakeBehavior, _ predicate: @escaping (Int) throws -> Bool)
        -> Observable<Int>
    {
        source.takeUntil(behavior, predicate: predicate)
    }
}

final class TakeTests: RxTestCase {
    // MARK: take(_:)

    func testTakeNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.take(1) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testTakeEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.take(1) }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testTakeBasicCompletesWithTheLastElement() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.take(2) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testTakeMoreThanAvailable() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.take(10) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testTakeZeroCompletesWithoutSubscribing() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.take(0) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(result.subscriptions, [])
    }

    func testTakeError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.take(5) }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testTakeDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { $0.take(2) }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    func testTakeReentrantElementsCountOnce() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.take(2).subscribe(onNext: { value in
            received.append(value)
            subject.onNext(value + 1)
        })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2])
    }

    // MARK: take(while:behavior:)

    func testTakeWhileMatrix() {
        let small: (Observable<Int>) -> Observable<Int> = { $0.take(while: { $0 < 4 }) }
        let never = OperatorMatrix.run(OperatorMatrix.never(), small)
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(OperatorMatrix.run(OperatorMatrix.empty(), small).events, [.completed(250)])
        let basic = OperatorMatrix.run(OperatorMatrix.basic(), small)
        XCTAssertEqual(basic.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(basic.subscriptions, [Subscription(200, 230)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing(), small)
        XCTAssertEqual(failing.events, [.next(210, 2), .error(220, TestError.boom)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215, small)
        XCTAssertEqual(early.events, [.next(210, 2)])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 215)])
    }

    func testTakeWhileInclusive() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhileThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.take(while: { value in
                if value == 3 { throw TestError.boom }
                return true
            })
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    // MARK: takeLast(_:)

    func testTakeLastMatrix() {
        let lastTwo: (Observable<Int>) -> Observable<Int> = { $0.takeLast(2) }
        let never = OperatorMatrix.run(OperatorMatrix.never(), lastTwo)
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        let empty = OperatorMatrix.run(OperatorMatrix.empty(), lastTwo)
        XCTAssertEqual(empty.events, [.completed(250)])
        let basic = OperatorMatrix.run(OperatorMatrix.basic(), lastTwo)
        XCTAssertEqual(basic.events, [.next(300, 3), .next(300, 4), .completed(300)])
        XCTAssertEqual(basic.subscriptions, [Subscription(200, 300)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing(), lastTwo)
        XCTAssertEqual(failing.events, [.error(220, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 250, lastTwo)
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 250)])
    }

    func testTakeLastZeroAndNegativeOnlyComplete() {
        for count in [0, -3] {
            XCTAssertEqual(OperatorMatrix.run(OperatorMatrix.basic()) { $0.takeLast(count) }.events, [.completed(300)])
        }
    }

    func testDeprecatedSpellingsForward() {
        let calls: DeprecatedTakeSpellings = DeprecatedTakeCalls()
        let whileResult = OperatorMatrix.run(OperatorMatrix.basic()) { calls.takeWhile($0) { $0 < 3 } }
        XCTAssertEqual(whileResult.events, [.next(210, 2), .completed(220)])
        let untilResult = OperatorMatrix.run(OperatorMatrix.basic()) { calls.takeUntil($0, .inclusive) { $0 == 3 } }
        XCTAssertEqual(untilResult.events, [.next(210, 2), .next(220, 3), .completed(220)])
    }

    // MARK: Marble diagrams of Filtering.md

    func testTakeMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-|")
        let res = scheduler.start { xs.take(2) }
        XCTAssertMarbles(res.events, "^-1-(2|)")
    }

    func testTakeWhileMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-1-|")
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertMarbles(res.events, "^-1-2-|")
    }

    func testTakeLastMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-|")
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertMarbles(res.events, "^-------(23|)")
    }
}
