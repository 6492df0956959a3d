import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ObservableToTraitTests: RxTestCase {
    // MARK: asSingle()

    private let asSingle: (Observable<Int>) -> Observable<Int> = { $0.asSingle().asObservable() }

    func testAsSingleNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), asSingle)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testAsSingleEmptyFailsWithNoElements() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), asSingle)
        XCTAssertEqual(result.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleOneElementIsDeliveredOnCompletion() {
        let input: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 7), .completed(300)]
        let result = OperatorMatrix.run(input, asSingle)
        XCTAssertEqual(result.events, [.next(300, 7), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testAsSingleTwoElementsFailAtTheSecondAndDisposeTheSource() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), asSingle)
        XCTAssertEqual(result.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing(), asSingle)
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleDisposeEarlyDropsTheHeldElement() {
        let input: [Recorded<Event<Int>>] = [.next(210, 7), .completed(300)]
        let result = OperatorMatrix.run(input, disposed: 250, asSingle)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleBadInputReachesOnFailure() {
        var outcomes: [String] = []
        let record: (Observable<Int>) -> Void = { source in
            _ = source.asSingle().subscribe(
                onSuccess: { outcomes.append("success \($0)") },
                onFailure: { outcomes.append("failure \($0)") }
            )
        }
        record(.just(1))
        record(.empty())
        record(.of(1, 2))
        XCTAssertEqual(
            outcomes,
            ["success 1", "failure \(RxError.noElements)", "failure \(RxError.moreThanOneElement)"]
        )
    }

    func testAsSingleSecondElementStopsASynchronousSource() {
        var produced: [Int] = []
        let source = Observable<Int>.create { observer in
            for value in 1...5 {
                produced.append(value)
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.asSingle().asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(RxError.moreThanOneElement)])
        // `create` keeps running after disposal, but nothing more is delivered.
        XCTAssertEqual(produced, [1, 2, 3, 4, 5])
    }

    // MARK: asMaybe()

    private let asMaybe: (Observable<Int>) -> Observable<Int> = { $0.asMaybe().asObservable() }

    func testAsMaybeNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), asMaybe)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testAsMaybeEmptyCompletes() {
        let result = OperatorMatrix.run(OperatorMatrix.empty(), asMaybe)
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeOneElementIsDeliveredOnCompletion() {
        let input: [Recorded<Event<Int>>] = [.next(210, 7), .completed(300)]
        let result = OperatorMatrix.run(input, asMaybe)
        XCTAssertEqual(result.events, [.next(300, 7), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testAsMaybeTwoElementsFailAtTheSecondAndDisposeTheSource() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), asMaybe)
        XCTAssertEqual(result.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testAsMaybeError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing(), asMaybe)
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testAsMaybeDisposeEarly() {
        let input: [Recorded<Event<Int>>] = [.next(210, 7), .completed(300)]
        let result = OperatorMatrix.run(input, disposed: 250, asMaybe)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    // MARK: asCompletable()

    private let asCompletable: (Observable<Int>) -> Observable<Never> = {
        $0.ignoreElements().asCompletable().asObservable()
    }

    func testIgnoreElementsStillReturnsObservableOfNever() {
        let ignored: Observable<Never> = Observable.of(1, 2).ignoreElements()
        var events: [Event<Never>] = []
        _ = ignored.asCompletable().asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testAsCompletableNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), asCompletable)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testAsCompletableCompletesWhenTheSourceDoes() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), asCompletable)
        XCTAssertEqual(result.events, [.completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testAsCompletableError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing(), asCompletable)
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testAsCompletableDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215, asCompletable)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    func testAsCompletableSubscribeOnCompleted() {
        var outcomes: [String] = []
        _ = Observable<Never>.empty().asCompletable().subscribe(
            onCompleted: { outcomes.append("completed") },
            onError: { outcomes.append("error \($0)") }
        )
        _ = Observable<Never>.error(TestError.boom).asCompletable().subscribe(
            onCompleted: { outcomes.append("completed") },
            onError: { outcomes.append("error \($0)") }
        )
        XCTAssertEqual(outcomes, ["completed", "error boom"])
    }
}
