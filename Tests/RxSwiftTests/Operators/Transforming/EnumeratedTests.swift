import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class EnumeratedTests: RxTestCase {
    /// Tuples are not Equatable: render each pair as `index:element`.
    private let render: (Observable<Int>) -> Observable<String> = { source in
        source.enumerated().map { "\($0.index):\($0.element)" }
    }

    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), render)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), render)
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicIndexesFromZero() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), render)
        XCTAssertEqual(result.events, [.next(210, "0:2"), .next(220, "1:3"), .next(230, "2:4"), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing(), render)
        XCTAssertEqual(result.events, [.next(210, "0:2"), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 221, render)
        XCTAssertEqual(result.events, [.next(210, "0:2"), .next(220, "1:3")])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 221)])
    }

    func testIndexRestartsPerSubscription() {
        let source = Observable.of("a", "b").enumerated()
        var seen: [String] = []
        _ = source.subscribe(onNext: { seen.append("\($0.index)\($0.element)") })
        _ = source.subscribe(onNext: { seen.append("\($0.index)\($0.element)") })
        XCTAssertEqual(seen, ["0a", "1b", "0a", "1b"])
    }

    func testEnumeratedMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-c-|")
        let res = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertMarbles(res.events, "^-0-1-2-|")
    }
}
