import RxTest
import RxTestSupport
import XCTest

@testable import RxSwift

/// A trait's subscribe delivers at most one outcome and disposes its source on it, even when the raw
/// source behind the trait does not keep the trait's grammar.
final class SingleRawSourceTests: RxTestCase {
    /// Subscribes at 200 to a trait of the given kind made straight from the hot source (no `create`
    /// to enforce the trait's grammar), disposes at 1000; see ``TraitMatrix/subscribe(_:disposed:as:_:)``.
    private func subscribeRaw<Trait>(
        _ events: [Recorded<Event<Int>>],
        trait: Trait.Type,
        _ subscribe: @escaping (PrimitiveSequence<Trait, Int>, OutcomeLog) -> Disposable
    ) -> (log: [String], subscriptions: [Subscription]) {
        TraitMatrix.subscribe(events, as: { PrimitiveSequence(raw: $0.asObservable()) }, subscribe)
    }

    private func singleLog(_ single: Single<Int>, _ log: OutcomeLog) -> Disposable {
        single.subscribe { event in
            switch event {
            case .success(let value): log.append("success \(value)")
            case .failure(let error): log.append("failure \(error)")
            }
        }
    }

    func testSingleOfEmptySourceFailsWithNoElements() {
        let result = subscribeRaw([.completed(210)], trait: SingleTrait.self, singleLog)
        XCTAssertEqual(result.log, ["210 failure \(RxError.noElements)"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testSingleOnFailureOfEmptySourceGetsNoElements() {
        var errors: [Swift.Error] = []
        let result = subscribeRaw([.completed(210)], trait: SingleTrait.self) { single, log in
            single.subscribe(
                onSuccess: { log.append("success \($0)") },
                onFailure: { errors.append($0) },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(result.log, ["210 disposed"])
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.map { "\($0)" }, ["\(RxError.noElements)"])
    }

    func testSingleOfTwoElementSourceDeliversOneOutcomeAndDisposesAtTheFirst() {
        let result = subscribeRaw(
            [.next(210, 1), .next(220, 2), .completed(230)], trait: SingleTrait.self, singleLog)
        XCTAssertEqual(result.log, ["210 success 1"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testSingleOfSourceThatNeverCompletesDisposesItOnSuccess() {
        let result = subscribeRaw([.next(210, 1)], trait: SingleTrait.self, singleLog)
        XCTAssertEqual(result.log, ["210 success 1"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testMaybeOfTwoElementSourceDeliversOneOutcome() {
        let result = subscribeRaw(
            [.next(210, 1), .next(220, 2), .completed(230)], trait: MaybeTrait.self
        ) { maybe, log in
            maybe.subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(result.log, ["210 success 1", "210 disposed"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }

    func testMaybeOfEmptySourceCompletes() {
        let result = subscribeRaw([.completed(210)], trait: MaybeTrait.self) { maybe, log in
            maybe.subscribe { event in log.append("\(event)") }
        }
        XCTAssertEqual(result.log, ["210 completed"])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 210)])
    }
}
