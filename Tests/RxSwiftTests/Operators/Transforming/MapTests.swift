import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class MapTests: RxTestCase {
    // MARK: map

    func testMapNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.map { $0 * 2 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testMapEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.map { $0 * 2 } }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testMapBasic() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.map { $0 * 2 } }
        XCTAssertEqual(result.events, [.next(210, 4), .next(220, 6), .next(230, 8), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testMapError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.map { $0 * 2 } }
        XCTAssertEqual(result.events, [.next(210, 4), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testMapDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { $0.map { $0 * 2 } }
        XCTAssertEqual(result.events, [.next(210, 4)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    func testMapThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.map { value -> Int in
                if value == 3 { throw TestError.boom }
                return value * 2
            }
        }
        XCTAssertEqual(result.events, [.next(210, 4), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    /// A downstream that takes elements directly (here `filter`'s sink) gets a sink made where `map` was applied
    /// (`OperatorProducer`): elements, a thrown error and early disposal behave as on the general path.
    func testMapIntoADownstreamSinkThrowsAndDisposesAsTheGeneralPath() {
        let throwing: (Observable<Int>) -> Observable<Int> = { source in
            source.map { value -> Int in
                if value == 3 { throw TestError.boom }
                return value * 2
            }
            .filter { _ in true }
        }
        let thrown = OperatorMatrix.run(OperatorMatrix.basic(), throwing)
        XCTAssertEqual(thrown.events, [.next(210, 4), .error(220, TestError.boom)])
        XCTAssertEqual(thrown.subscriptions, [Subscription(200, 220)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { $0.map { $0 * 2 }.filter { _ in true } }
        XCTAssertEqual(early.events, [.next(210, 4)])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 215)])
        var received: [Int] = []
        var completed = false
        _ = Observable.just(1).map { $0 + 1 }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [2])
        XCTAssertTrue(completed)
    }

    func testMapChangesType() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.map { "v\($0)" } }
        XCTAssertEqual(result.events, [.next(210, "v2"), .next(220, "v3"), .next(230, "v4"), .completed(300)])
    }

    func testMapReentrantObserverIsDepthFirst() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 * 10 }.subscribe(onNext: { value in
            received.append(value)
            if value == 10 { subject.onNext(2) }
        })
        subject.onNext(1)
        subject.onNext(3)
        subscription.dispose()
        XCTAssertEqual(received, [10, 20, 30])
    }

    // MARK: compactMap

    func testCompactMapNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.compactMap { $0 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testCompactMapEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.compactMap { $0 } }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testCompactMapBasicDropsNil() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.compactMap { $0.isMultiple(of: 2) ? "even \($0)" : nil }
        }
        XCTAssertEqual(result.events, [.next(210, "even 2"), .next(230, "even 4"), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMapError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.compactMap { $0 } }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMapDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 225) { $0.compactMap { $0 } }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
    }

    func testCompactMapThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.compactMap { value -> Int? in
                if value == 4 { throw TestError.boom }
                return value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .error(230, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 230)])
    }

    // MARK: Marble diagrams of Transforming.md

    func testMapMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "-1-^-1-2-3-|")
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertMarbles(res.events, "^-2-4-6-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testCompactMapMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-1-x-3-|")
        let res = scheduler.start { xs.compactMap { Int($0) } }
        XCTAssertMarbles(res.events, "^-1---3-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }
}
