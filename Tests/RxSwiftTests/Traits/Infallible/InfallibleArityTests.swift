import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `n` hot sources; source `i` (1-based) emits `i` at 200 + 10i, `10i` at 300 + 10i and completes at
/// 400 + 10i.
private struct ArityFixture {
    let scheduler = TestScheduler(initialClock: 0)
    let hot: [TestableObservable<Int>]
    let sources: [Infallible<Int>]

    init(_ count: Int) {
        let scheduler = self.scheduler
        hot = (1...count).map { i in
            scheduler.createHotObservable([
                .next(200 + 10 * i, i), .next(300 + 10 * i, 10 * i), .completed(400 + 10 * i),
            ])
        }
        sources = hot.map { Infallible($0.asObservable()) }
    }

    var count: Int { hot.count }

    var zipEvents: [Recorded<Event<Int>>] {
        let sum = (1...count).reduce(0, +)
        return [.next(200 + 10 * count, sum), .next(300 + 10 * count, 10 * sum), .completed(400 + 10 * count)]
    }

    /// Each source's subscription ends when it completes.
    var zipSubscriptions: [[Subscription]] { combineLatestSubscriptions }

    var combineLatestEvents: [Recorded<Event<Int>>] {
        let sum = (1...count).reduce(0, +)
        var events: [Recorded<Event<Int>>] = [.next(200 + 10 * count, sum)]
        var current = sum
        for i in 1...count {
            current += 9 * i
            events.append(.next(300 + 10 * i, current))
        }
        events.append(.completed(400 + 10 * count))
        return events
    }

    var combineLatestSubscriptions: [[Subscription]] {
        (1...count).map { [Subscription(200, 400 + 10 * $0)] }
    }

    var subscriptions: [[Subscription]] { hot.map(\.subscriptions) }
}

final class InfallibleArityTests: RxTestCase {
    func testZip2() {
        let fixture = ArityFixture(2)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.zip(s[0], s[1]) { [$0, $1].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.zipEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.zipSubscriptions)
        let tuples = ArityFixture(2)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.zip(t[0], t[1]).map { [$0.0, $0.1].reduce(0, +) }
        }
        XCTAssertEqual(tupleObserver.events, tuples.zipEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.zipSubscriptions)
    }

    func testZip3() {
        let fixture = ArityFixture(3)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.zip(s[0], s[1], s[2]) { [$0, $1, $2].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.zipEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.zipSubscriptions)
        let tuples = ArityFixture(3)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.zip(t[0], t[1], t[2]).map { [$0.0, $0.1, $0.2].reduce(0, +) }
        }
        XCTAssertEqual(tupleObserver.events, tuples.zipEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.zipSubscriptions)
    }

    func testZip4() {
        let fixture = ArityFixture(4)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.zipEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.zipSubscriptions)
        let tuples = ArityFixture(4)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.zip(t[0], t[1], t[2], t[3]).map { [$0.0, $0.1, $0.2, $0.3].reduce(0, +) }
        }
        XCTAssertEqual(tupleObserver.events, tuples.zipEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.zipSubscriptions)
    }

    func testZip5() {
        let fixture = ArityFixture(5)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.zipEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.zipSubscriptions)
        let tuples = ArityFixture(5)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.zip(t[0], t[1], t[2], t[3], t[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4].reduce(0, +) }
        }
        XCTAssertEqual(tupleObserver.events, tuples.zipEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.zipSubscriptions)
    }

    func testZip6() {
        let fixture = ArityFixture(6)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.zipEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.zipSubscriptions)
        let tuples = ArityFixture(6)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.zip(t[0], t[1], t[2], t[3], t[4], t[5]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5].reduce(0, +)
            }
        }
        XCTAssertEqual(tupleObserver.events, tuples.zipEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.zipSubscriptions)
    }

    func testZip7() {
        let fixture = ArityFixture(7)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.zipEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.zipSubscriptions)
        let tuples = ArityFixture(7)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.zip(t[0], t[1], t[2], t[3], t[4], t[5], t[6]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6].reduce(0, +)
            }
        }
        XCTAssertEqual(tupleObserver.events, tuples.zipEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.zipSubscriptions)
    }

    func testZip8() {
        let fixture = ArityFixture(8)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        }
        XCTAssertEqual(observer.events, fixture.zipEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.zipSubscriptions)
        let tuples = ArityFixture(8)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.zip(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7].reduce(0, +)
            }
        }
        XCTAssertEqual(tupleObserver.events, tuples.zipEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.zipSubscriptions)
    }

    func testCombineLatest2() {
        let fixture = ArityFixture(2)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.combineLatest(s[0], s[1]) { [$0, $1].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.combineLatestEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.combineLatestSubscriptions)
        let tuples = ArityFixture(2)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.combineLatest(t[0], t[1]).map { [$0.0, $0.1].reduce(0, +) }
        }
        XCTAssertEqual(tupleObserver.events, tuples.combineLatestEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.combineLatestSubscriptions)
    }

    func testCombineLatest3() {
        let fixture = ArityFixture(3)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.combineLatestEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.combineLatestSubscriptions)
        let tuples = ArityFixture(3)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.combineLatest(t[0], t[1], t[2]).map { [$0.0, $0.1, $0.2].reduce(0, +) }
        }
        XCTAssertEqual(tupleObserver.events, tuples.combineLatestEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.combineLatestSubscriptions)
    }

    func testCombineLatest4() {
        let fixture = ArityFixture(4)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.combineLatestEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.combineLatestSubscriptions)
        let tuples = ArityFixture(4)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.combineLatest(t[0], t[1], t[2], t[3]).map { [$0.0, $0.1, $0.2, $0.3].reduce(0, +) }
        }
        XCTAssertEqual(tupleObserver.events, tuples.combineLatestEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.combineLatestSubscriptions)
    }

    func testCombineLatest5() {
        let fixture = ArityFixture(5)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.combineLatestEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.combineLatestSubscriptions)
        let tuples = ArityFixture(5)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.combineLatest(t[0], t[1], t[2], t[3], t[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4].reduce(0, +) }
        }
        XCTAssertEqual(tupleObserver.events, tuples.combineLatestEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.combineLatestSubscriptions)
    }

    func testCombineLatest6() {
        let fixture = ArityFixture(6)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
        }
        XCTAssertEqual(observer.events, fixture.combineLatestEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.combineLatestSubscriptions)
        let tuples = ArityFixture(6)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.combineLatest(t[0], t[1], t[2], t[3], t[4], t[5]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5].reduce(0, +)
            }
        }
        XCTAssertEqual(tupleObserver.events, tuples.combineLatestEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.combineLatestSubscriptions)
    }

    func testCombineLatest7() {
        let fixture = ArityFixture(7)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
            }
        }
        XCTAssertEqual(observer.events, fixture.combineLatestEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.combineLatestSubscriptions)
        let tuples = ArityFixture(7)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.combineLatest(t[0], t[1], t[2], t[3], t[4], t[5], t[6]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6].reduce(0, +)
            }
        }
        XCTAssertEqual(tupleObserver.events, tuples.combineLatestEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.combineLatestSubscriptions)
    }

    func testCombineLatest8() {
        let fixture = ArityFixture(8)
        let s = fixture.sources
        let observer = fixture.scheduler.start {
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        }
        XCTAssertEqual(observer.events, fixture.combineLatestEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.combineLatestSubscriptions)
        let tuples = ArityFixture(8)
        let t = tuples.sources
        let tupleObserver = tuples.scheduler.start {
            Infallible.combineLatest(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7].reduce(0, +)
            }
        }
        XCTAssertEqual(tupleObserver.events, tuples.combineLatestEvents)
        XCTAssertEqual(tuples.subscriptions, tuples.combineLatestSubscriptions)
    }

    func testZipCollection() {
        let fixture = ArityFixture(3)
        let observer = fixture.scheduler.start { Infallible.zip(fixture.sources) { $0.reduce(0, +) } }
        XCTAssertEqual(observer.events, fixture.zipEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.zipSubscriptions)
        let arrays = ArityFixture(3)
        let arrayObserver = arrays.scheduler.start { Infallible.zip(arrays.sources).map { $0.reduce(0, +) } }
        XCTAssertEqual(arrayObserver.events, arrays.zipEvents)
        XCTAssertEqual(arrays.subscriptions, arrays.zipSubscriptions)
    }

    func testCombineLatestCollection() {
        let fixture = ArityFixture(3)
        let observer = fixture.scheduler.start { Infallible.combineLatest(fixture.sources) { $0.reduce(0, +) } }
        XCTAssertEqual(observer.events, fixture.combineLatestEvents)
        XCTAssertEqual(fixture.subscriptions, fixture.combineLatestSubscriptions)
        let arrays = ArityFixture(3)
        let arrayObserver = arrays.scheduler.start { Infallible.combineLatest(arrays.sources).map { $0.reduce(0, +) } }
        XCTAssertEqual(arrayObserver.events, arrays.combineLatestEvents)
        XCTAssertEqual(arrays.subscriptions, arrays.combineLatestSubscriptions)
    }

    // MARK: Throwing result selectors (as upstream)

    /// Fails with ``TestError/boom`` whatever it combines.
    private static func fail(_ values: Int...) throws -> Int {
        throw TestError.boom
    }

    /// `zip` (or `combineLatest`) of `s` whose result selector always throws.
    private static func throwingForm(zip: Bool, _ s: [Infallible<Int>]) -> Infallible<Int> {
        switch s.count {
        case 2:
            zip ? .zip(s[0], s[1]) { try fail($0, $1) } : .combineLatest(s[0], s[1]) { try fail($0, $1) }
        case 3:
            zip
                ? .zip(s[0], s[1], s[2]) { try fail($0, $1, $2) }
                : .combineLatest(s[0], s[1], s[2]) { try fail($0, $1, $2) }
        case 4:
            zip
                ? .zip(s[0], s[1], s[2], s[3]) { try fail($0, $1, $2, $3) }
                : .combineLatest(s[0], s[1], s[2], s[3]) { try fail($0, $1, $2, $3) }
        case 5:
            zip
                ? .zip(s[0], s[1], s[2], s[3], s[4]) { try fail($0, $1, $2, $3, $4) }
                : .combineLatest(s[0], s[1], s[2], s[3], s[4]) { try fail($0, $1, $2, $3, $4) }
        case 6:
            zip
                ? .zip(s[0], s[1], s[2], s[3], s[4], s[5]) { try fail($0, $1, $2, $3, $4, $5) }
                : .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { try fail($0, $1, $2, $3, $4, $5) }
        case 7:
            zip
                ? .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try fail($0, $1, $2, $3, $4, $5, $6) }
                : .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try fail($0, $1, $2, $3, $4, $5, $6) }
        default:
            zip
                ? .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { try fail($0, $1, $2, $3, $4, $5, $6, $7) }
                : .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    try fail($0, $1, $2, $3, $4, $5, $6, $7)
                }
        }
    }

    func testThrowingResultSelectorsOfEveryArityEndEverySourceWithTheError() {
        for arity in 2...8 {
            for zip in [true, false] {
                let name = "\(zip ? "zip" : "combineLatest") of \(arity)"
                let fixture = ArityFixture(arity)
                let sources = fixture.sources
                let observer = fixture.scheduler.start { Self.throwingForm(zip: zip, sources) }
                let failedAt = 200 + 10 * arity
                XCTAssertEqual(observer.events, [.error(failedAt, TestError.boom)], name)
                XCTAssertEqual(
                    fixture.subscriptions, Array(repeating: [Subscription(200, failedAt)], count: arity), name)
            }
        }
    }

    func testThrowingResultSelectorsOfTheCollectionForms() {
        let zipped = ArityFixture(3)
        let zipObserver = zipped.scheduler.start { Infallible.zip(zipped.sources) { try Self.fail($0.count) } }
        XCTAssertEqual(zipObserver.events, [.error(230, TestError.boom)])
        XCTAssertEqual(zipped.subscriptions, Array(repeating: [Subscription(200, 230)], count: 3))
        let combined = ArityFixture(3)
        let combineObserver = combined.scheduler.start {
            Infallible.combineLatest(combined.sources) { try Self.fail($0.count) }
        }
        XCTAssertEqual(combineObserver.events, [.error(230, TestError.boom)])
        XCTAssertEqual(combined.subscriptions, Array(repeating: [Subscription(200, 230)], count: 3))
    }
}
