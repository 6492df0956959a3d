import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Calls the deprecated spelling through a protocol, so that the call sites in tests do not warn.
private protocol DeprecatedCompletableMerge {
    func merge(_ sources: [Completable]) -> Completable
    func mergeVariadic(_ first: Completable, _ second: Completable) -> Completable
    func mergeCollection(_ sources: ArraySlice<Completable>) -> Completable
}

private struct DeprecatedCompletableMergeCalls: DeprecatedCompletableMerge {
    @available(*, deprecated)
    func merge(_ sources: [Completable]) -> Completable { Completable.merge(sources) }
    @available(*, deprecated)
    func mergeVariadic(_ first: Completable, _ second: Completable) -> Completable {
        Completable.merge(first, second)
    }
    @available(*, deprecated)
    func mergeCollection(_ sources: ArraySlice<Completable>) -> Completable { Completable.merge(sources) }
}

/// `Completable.concat` (instance, variadic, sequence, collection), `Completable.zip` and the deprecated
/// `Completable.merge`.
final class CompletableConcatTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    private func cold(_ events: [Recorded<Event<Never>>]) -> TestableObservable<Never> {
        scheduler.createColdObservable(events)
    }

    // MARK: concat

    func testConcatInstanceRunsTheSecondAfterTheFirst() {
        let xs = cold([.completed(30)])
        let ys = cold([.completed(20)])
        let res = scheduler.start { xs.asCompletable().concat(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testConcatVariadicErrorSkipsTheRest() {
        let xs = cold([.completed(10)])
        let ys = cold([.error(10, TestError.boom)])
        let zs = cold([.completed(10)])
        let res = scheduler.start {
            Completable.concat(xs.asCompletable(), ys.asCompletable(), zs.asCompletable())
        }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    func testConcatSequenceIsIteratedLazily() {
        let xs = cold([.completed(10)])
        let ys = cold([.completed(10)])
        var made = 0
        let sources = (0..<2).lazy.map { index -> Completable in
            made += 1
            return index == 0 ? xs.asCompletable() : ys.asCompletable()
        }
        let res = scheduler.start { Completable.concat(AnySequence(sources)) }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(made, 2)
    }

    func testConcatCollectionDisposeEarly() {
        let xs = cold([.completed(10)])
        let ys = cold([.completed(100)])
        let res = scheduler.start(disposed: 250) {
            Completable.concat([xs.asCompletable(), ys.asCompletable()][...])
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testConcatOfNothingCompletes() {
        let res = scheduler.start { Completable.concat([Completable]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    // MARK: zip

    func testZipVariadicCompletesWhenAllHaveCompleted() {
        let xs = cold([.completed(30)])
        let ys = cold([.completed(10)])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testZipArrayFailsAtTheFirstErrorAndDisposesTheOthers() {
        let xs = cold([.completed(100)])
        let ys = cold([.error(20, TestError.boom)])
        let zs = cold([])
        let res = scheduler.start {
            Completable.zip([xs.asCompletable(), ys.asCompletable(), zs.asCompletable()])
        }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
    }

    func testZipCollectionDisposeEarly() {
        let xs = cold([.completed(100)])
        let ys = cold([])
        let res = scheduler.start(disposed: 250) {
            Completable.zip([xs.asCompletable(), ys.asCompletable()][...])
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testZipNeverDoesNotComplete() {
        let xs = cold([.completed(10)])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), Completable.never()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testZipOfNothingCompletes() {
        let res = scheduler.start { Completable.zip([Completable]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    // MARK: merge (deprecated)

    func testDeprecatedMergeForwardsToZip() {
        let calls: DeprecatedCompletableMerge = DeprecatedCompletableMergeCalls()
        let xs = cold([.completed(30)])
        let ys = cold([.error(10, TestError.boom)])
        let res = scheduler.start { calls.merge([xs.asCompletable(), ys.asCompletable()]) }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        var outcomes: [String] = []
        _ = calls.mergeVariadic(.empty(), .empty()).subscribe(onCompleted: { outcomes.append("variadic") })
        _ = calls.mergeCollection([.empty()][...]).subscribe(onCompleted: { outcomes.append("collection") })
        XCTAssertEqual(outcomes, ["variadic", "collection"])
    }
}
