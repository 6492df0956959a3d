import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class FirstTests: RxTestCase {
    private let first: (Observable<Int>) -> Observable<Int?> = { $0.first().asObservable() }

    func testFirstNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), first)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testFirstEmptySucceedsWithNil() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), first)
        XCTAssertEqual(result.events, [.next(250, nil), .completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testFirstBasicDisposesTheSourceAfterTheFirstElement() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), first)
        XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testFirstError() {
        let input: [Recorded<Event<Int>>] = [.next(150, 1), .error(220, TestError.boom)]
        let result = OperatorMatrix.run(input, first)
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testFirstDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 205, first)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 205)])
    }

    func testFirstSubscribeOnSuccessAndOnFailure() {
        var outcomes: [String] = []
        _ = Observable.of(1, 2).first().subscribe(
            onSuccess: { outcomes.append("success \(String(describing: $0))") },
            onFailure: { outcomes.append("failure \($0)") }
        )
        _ = Observable<Int>.empty().first().subscribe(
            onSuccess: { outcomes.append("success \(String(describing: $0))") },
            onFailure: { outcomes.append("failure \($0)") }
        )
        _ = Observable<Int>.error(TestError.boom).first().subscribe(
            onSuccess: { outcomes.append("success \(String(describing: $0))") },
            onFailure: { outcomes.append("failure \($0)") }
        )
        XCTAssertEqual(outcomes, ["success Optional(1)", "success nil", "failure boom"])
    }

    func testFirstMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-|")
        let res = scheduler.start { xs.first().asObservable().map { $0 ?? "-" } }
        XCTAssertMarbles(res.events, "^-(a|)")
    }
}
