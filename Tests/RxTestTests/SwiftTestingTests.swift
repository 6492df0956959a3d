import RxSwift
import RxTest
import Testing

/// RxTest from Swift Testing, for teams whose tests use `@Test` and `#expect` rather than XCTest: recorded
/// events and subscriptions compare with `==`, and a marble diagram is checked through
/// `MarbleDiagram.mismatchDescription`, which `XCTAssertMarbles` reports. Swift Testing runs tests, and the
/// cases of a parameterised test, in parallel: each owns its scheduler.
@Suite struct RxTestUnderSwiftTestingTests {
    @Test func recordedEventsAndSubscriptionsOfAHotObservableCompareWithExpect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(230),
        ])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.events == [.next(210, 20), .next(220, 30), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func marbleMismatchDescriptionIsNilWhenTheEventsMatchAndNamesTheFirstDifferenceOtherwise() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(marbles: "-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.filter { $0 != 3 } }
        #expect(MarbleDiagram.mismatchDescription(actual: res.events, expected: "^-b---|", values: ["b": 2]) == nil)
        let mismatch = MarbleDiagram.mismatchDescription(
            actual: res.events, expected: "^-b-c-|", values: ["b": 2, "c": 3])
        #expect(mismatch?.contains("first difference at frame 4 (time 240)") == true)
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7])
    func parallelCasesEachKeepTheirOwnVirtualClock(offset: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10 + offset, offset), .completed(20 + offset)])
        let res = scheduler.start { xs.asObservable() }
        #expect(res.events == [.next(210 + offset, offset), .completed(220 + offset)])
        #expect(xs.subscriptions == [Subscription(200, 220 + offset)])
    }
}
