import RxSwift
import RxTest
import RxTestSupport
import Synchronization
import XCTest

private struct Item: Equatable {
    let id: Int
    let label: String
}

final class DistinctUntilChangedTests: RxTestCase {
    private let repeating: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(300),
    ]

    func testNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { $0.distinctUntilChanged() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { $0.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testEquatableDropsConsecutiveDuplicatesOnly() {
        let result = OperatorMatrix.run(repeating) { $0.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { $0.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeEarly() {
        let result = OperatorMatrix.run(repeating, disposed: 235) { $0.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 235)])
    }

    func testKeySelector() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { $0.distinctUntilChanged { $0 / 3 } }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(300)])
    }

    func testKeySelectorThrows() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.distinctUntilChanged { value -> Int in
                if value == 3 { throw TestError.boom }
                return value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    /// The previous element is kept in place (not in an `Optional`): it is replaced by each distinct element
    /// and released with the subscription.
    func testKeepsOnlyThePreviousElementAndReleasesIt() {
        final class Box: Equatable {
            let value: Int
            init(_ value: Int) { self.value = value }
            static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
        }
        let source = PublishSubject<Box>()
        var received: [Int] = []
        weak var first: Box?
        weak var last: Box?
        let subscription = source.distinctUntilChanged().subscribe(onNext: { received.append($0.value) })
        do {
            let one = Box(1)
            let two = Box(2)
            first = one
            last = two
            source.onNext(one)
            source.onNext(Box(1))
            source.onNext(two)
        }
        XCTAssertNil(first, "replaced by a distinct element, so released")
        XCTAssertNotNil(last, "kept to compare with the next element")
        subscription.dispose()
        XCTAssertNil(last, "released with the subscription")
        XCTAssertEqual(received, [1, 2])
    }

    func testComparer() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.distinctUntilChanged { previous, next in abs(previous - next) < 2 }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(230, 4), .completed(300)])
    }

    func testComparerIsNotCalledForTheFirstElementAndThrowingFails() {
        var calls: [String] = []
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.distinctUntilChanged { (previous: Int, next: Int) -> Bool in
                calls.append("\(previous)-\(next)")
                if next == 4 { throw TestError.boom }
                return false
            }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .error(230, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(calls, ["2-3", "3-4"])
    }

    func testKeySelectorAndComparer() {
        let result = OperatorMatrix.run(repeating) { source in
            source.distinctUntilChanged({ "\($0)" }, comparer: { $0 == $1 })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
    }

    func testKeySelectorAndComparerThrows() {
        let result = OperatorMatrix.run(repeating) { source in
            source.distinctUntilChanged(
                { $0 }, comparer: { (_: Int, _: Int) throws -> Bool in throw TestError.other })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testKeyPath() {
        let items: [Recorded<Event<Item>>] = [
            .next(210, Item(id: 1, label: "a")), .next(220, Item(id: 1, label: "b")),
            .next(230, Item(id: 2, label: "b")), .completed(300),
        ]
        let result = OperatorMatrix.run(items) { $0.distinctUntilChanged(at: \.id) }
        XCTAssertEqual(
            result.events,
            [.next(210, Item(id: 1, label: "a")), .next(230, Item(id: 2, label: "b")), .completed(300)]
        )
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-a-b-b-a-|")
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertMarbles(res.events, "^-a---b---a-|")
    }

    /// An element whose instances are counted, compared by `id`.
    private final class Tracked: Equatable {
        static let live = Atomic<Int>(0)
        let id: Int
        init(_ id: Int) {
            self.id = id
            Self.live.add(1, ordering: .relaxed)
        }
        deinit { Self.live.subtract(1, ordering: .relaxed) }
        static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.id == rhs.id }
    }

    /// Regression (the previous element's storage is allocated when the first element arrives): a subscription
    /// that sees no element allocates and releases nothing; one that does keeps only the latest distinct element
    /// and releases it when the subscription ends.
    func testThePreviousElementIsKeptFromTheFirstElementAndReleasedAtTheEnd() {
        let subject = PublishSubject<Tracked>()
        var seen: [Int] = []
        let idle = subject.distinctUntilChanged().subscribe()
        idle.dispose()
        do {
            let subscription = subject.distinctUntilChanged().subscribe(onNext: { seen.append($0.id) })
            subject.onNext(Tracked(1))
            subject.onNext(Tracked(1))
            subject.onNext(Tracked(2))
            XCTAssertEqual(Tracked.live.load(ordering: .relaxed), 1, "only the latest distinct element is kept")
            subscription.dispose()
        }
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(Tracked.live.load(ordering: .relaxed), 0, "the kept element is released with the sink")
    }
}
