import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SingleTests: RxTestCase {
    // MARK: first()

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

    // MARK: single() / single(_:)

    func testSingleNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.single() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testSingleEmptyFailsWithNoElements() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.single() }
        XCTAssertEqual(result.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testSingleOneElementWaitsForCompletion() {
        let input: [Recorded<Event<Int>>] = [.next(210, 7), .completed(300)]
        let result = OperatorMatrix.run(input) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 7), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testSingleSecondElementFailsWithMoreThanOneElement() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testSingleError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testSingleDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    func testSinglePredicate() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.single { $0 == 3 } }
        XCTAssertEqual(result.events, [.next(220, 3), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        let none = OperatorMatrix.run(OperatorMatrix.basic()) { $0.single { $0 > 10 } }
        XCTAssertEqual(none.events, [.error(300, RxError.noElements)])
        let two = OperatorMatrix.run(OperatorMatrix.basic()) { $0.single { $0.isMultiple(of: 2) } }
        XCTAssertEqual(two.events, [.next(210, 2), .error(230, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 230)])
    }

    func testSinglePredicateThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.single { value in
                if value == 3 { throw TestError.boom }
                return false
            }
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testFirstMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-|")
        let res = scheduler.start { xs.first().asObservable().map { $0 ?? "-" } }
        XCTAssertMarbles(res.events, "^-(a|)")
    }

    func testSingleMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-b-|")
        let res = scheduler.start { xs.single() }
        XCTAssertMarbles(res.events, "^-a-#", errors: ["#": RxError.moreThanOneElement])
    }
}
