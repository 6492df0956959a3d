import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class FilterTests: RxTestCase {
    private let isEven: (Observable<Int>) -> Observable<Int> = { $0.filter { $0.isMultiple(of: 2) } }

    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), isEven)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), isEven)
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testBasic() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), isEven)
        XCTAssertEqual(result.events, [.next(210, 2), .next(230, 4), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing(), isEven)
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 225, isEven)
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 225)])
    }

    func testPredicateThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.filter { value in
                if value == 3 { throw TestError.boom }
                return true
            }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testPredicateNotCalledAfterDispose() {
        let subject = PublishSubject<Int>()
        var calls = 0
        let subscription = subject.filter { _ in
            calls += 1
            return true
        }.subscribe()
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(calls, 1)
    }

    func testFilterMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-3-4-|")
        let res = scheduler.start { xs.filter { $0.isMultiple(of: 2) } }
        XCTAssertMarbles(res.events, "^---2---4-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
