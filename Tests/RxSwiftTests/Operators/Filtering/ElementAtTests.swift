import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Calls the deprecated spelling through a protocol, so that the call sites in tests do not warn.
private protocol DeprecatedElementAt {
    func elementAt(_ source: Observable<Int>, _ index: Int) -> Observable<Int>
}

private struct DeprecatedElementAtCalls: DeprecatedElementAt {
    @available(*, deprecated)
    func elementAt(_ source: Observable<Int>, _ index: Int) -> Observable<Int> { source.elementAt(index) }
}

final class ElementAtTests: RxTestCase {
    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.element(at: 0) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmptyFailsWithArgumentOutOfRange() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.element(at: 0) }
        XCTAssertEqual(result.events, [.error(250, RxError.argumentOutOfRange)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasicEmitsTheElementAndCompletesAtOnce() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.element(at: 1) }
        XCTAssertEqual(result.events, [.next(220, 3), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testIndexBeyondTheEnd() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.element(at: 3) }
        XCTAssertEqual(result.events, [.error(300, RxError.argumentOutOfRange)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.element(at: 1) }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 225) { $0.element(at: 2) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
    }

    /// Regression: an element sent re-entrantly while the observer handled the element at `index` was
    /// emitted as well (the countdown happened after forwarding).
    func testReentrantElementDuringDeliveryIsNotEmittedTwice() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.element(at: 0).subscribe { event in
            events.append(event)
            if case .next(1) = event { subject.onNext(2) }
        }
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(events.map(\.debugDescription), ["next(1)", "completed"])
    }

    /// `element(at:)` and `take(_:)` share one countdown sink: the largest index counts without overflowing and,
    /// as for any index past the end, the sequence fails when the source completes.
    func testTheLargestIndexCountsWithoutOverflowAndFailsAtTheEnd() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.element(at: Int.max) }
        XCTAssertEqual(result.events, [.error(300, RxError.argumentOutOfRange)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    /// The shared countdown sink, for `take(_:)` and `element(at:)` of the same position: `take` forwards the
    /// elements before it, `element(at:)` drops them; both end with it at the same time.
    func testTakeAndElementAtEndWithTheSameElement() {
        let taken = OperatorMatrix.run(OperatorMatrix.basic()) { $0.take(3) }
        let atIndex = OperatorMatrix.run(OperatorMatrix.basic()) { $0.element(at: 2) }
        XCTAssertEqual(taken.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)])
        XCTAssertEqual(atIndex.events, [.next(230, 4), .completed(230)])
        XCTAssertEqual(taken.subscriptions, atIndex.subscriptions)
    }

    // take(_:) and element(at:) trap on negative counts (documented, not tested: traps end the process).

    func testDeprecatedElementAtForwards() {
        let calls: DeprecatedElementAt = DeprecatedElementAtCalls()
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { calls.elementAt($0, 2) }
        XCTAssertEqual(result.events, [.next(230, 4), .completed(230)])
    }

    func testElementAtMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-c-|")
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertMarbles(res.events, "^---(b|)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }
}
