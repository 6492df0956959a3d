import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class MaterializeTests: RxTestCase {
    // MARK: materialize

    func testMaterializeNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.materialize() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testMaterializeEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.materialize() }
        XCTAssertEqual(result.events, [.next(250, .completed), .completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeBasic() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.materialize() }
        XCTAssertEqual(
            result.events,
            [.next(210, .next(2)), .next(220, .next(3)), .next(230, .next(4)), .next(300, .completed), .completed(300)]
        )
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testMaterializeErrorBecomesAnElementAndCompletes() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.materialize() }
        XCTAssertEqual(
            result.events,
            [.next(210, .next(2)), .next(220, .error(TestError.boom)), .completed(220)]
        )
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testMaterializeDisposeEarly() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { $0.materialize() }
        XCTAssertEqual(result.events, [.next(210, .next(2))])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    // MARK: dematerialize

    private func events(_ recorded: [Recorded<Event<Event<Int>>>]) -> [Recorded<Event<Event<Int>>>] { recorded }

    func testDematerializeNever() {
        let result = OperatorMatrix.run(events([.next(150, .next(1))])) { $0.dematerialize() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testDematerializeEmpty() {
        let result = OperatorMatrix.run(events([.completed(250)])) { $0.dematerialize() }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testDematerializeBasicStopsAtACompletedElement() {
        let input = events([.next(210, .next(1)), .next(220, .completed), .next(230, .next(3)), .completed(300)])
        let result = OperatorMatrix.run(input) { $0.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDematerializeErrorElement() {
        let input = events([.next(210, .next(1)), .next(220, .error(TestError.boom)), .completed(300)])
        let result = OperatorMatrix.run(input) { $0.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDematerializeSourceError() {
        let input = events([.next(210, .next(1)), .error(220, TestError.other)])
        let result = OperatorMatrix.run(input) { $0.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDematerializeDisposeEarly() {
        let input = events([.next(210, .next(1)), .next(220, .next(2)), .completed(300)])
        let result = OperatorMatrix.run(input, disposed: 215) { $0.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 215)])
    }

    /// `dematerialize` reads the event of any `EventConvertible` element, not only of an `Event`; after a described
    /// error nothing more is delivered, typed elements or events alike.
    func testDematerializeReadsAnyEventConvertibleAndStopsAtADescribedError() {
        struct Described: EventConvertible {
            let event: Event<String>
        }
        let subject = PublishSubject<Described>()
        var seen: [String] = []
        let subscription = subject.dematerialize().subscribe(
            onNext: { seen.append($0) },
            onError: { seen.append("error \($0)") },
            onCompleted: { seen.append("completed") }
        )
        subject.onNext(Described(event: .next("a")))
        subject.onNext(Described(event: .error(TestError.boom)))
        subject.onNext(Described(event: .next("b")))
        subject.on(.next(Described(event: .completed)))
        XCTAssertEqual(seen, ["a", "error \(TestError.boom)"])
        XCTAssertFalse(subject.hasObservers, "the source subscription ends with the described error")
        subscription.dispose()
    }

    func testRoundTrip() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.materialize().dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
    }

    // MARK: Marble diagrams of Transforming.md

    func testMaterializeMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-#")
        let res = scheduler.start { xs.materialize() }
        XCTAssertMarbles(
            res.events,
            "^-a-b-(e|)",
            values: ["a": .next(1), "b": .next(2), "e": .error(MarbleError())]
        )
    }

    func testDematerializeMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(
            marbles: "^-a-b-c-|",
            values: ["a": Event.next(1), "b": Event.next(2), "c": Event<Int>.completed]
        )
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertMarbles(res.events, "^-1-2-|")
    }
}
