import Foundation
import RxTest
import RxTestSupport
import XCTest

@testable import RxSwift

final class DebugTests: RxTestCase {
    private let timestamp = #"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}"#

    private func assertMatches(_ text: String, _ pattern: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotNil(text.range(of: "^" + pattern + "$", options: .regularExpression), text, file: file, line: line)
    }

    func testLineFormat() {
        assertMatches(DebugLog.line("numbers", "subscribed"), timestamp + ": numbers -> subscribed")
        assertMatches(DebugLog.line("numbers", "isDisposed"), timestamp + ": numbers -> isDisposed")
    }

    /// The hand-rolled timestamp agrees with a `DateFormatter` using upstream's format, in local time.
    func testTimestampMatchesDateFormatter() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let dates = [
            Date(timeIntervalSince1970: 0.5),
            Date(timeIntervalSince1970: 1_790_000_000.007),
            Date(timeIntervalSince1970: 1_700_000_000.999),
            Date(timeIntervalSince1970: 951_782_400.25),  // 2000-02-29
        ]
        for date in dates {
            XCTAssertEqual(DebugLog.timestamp(date), formatter.string(from: date))
        }
    }

    func testEventDescriptions() {
        XCTAssertEqual(DebugLog.describe(Event.next(1), trimOutput: false), "Event next(1)")
        XCTAssertEqual(DebugLog.describe(Event<Int>.completed, trimOutput: false), "Event completed")
        XCTAssertEqual(
            DebugLog.describe(Event<Int>.error(TestError.boom), trimOutput: true), "Event error(boom)")
    }

    /// Regression: trimming counted the `Event ` prefix; upstream trims the event text alone.
    func testTrimOutputKeepsTwentyCharactersAtEachEnd() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        let event = Event.next(long)
        XCTAssertEqual(DebugLog.describe(event, trimOutput: false), "Event next(\(long))")
        let trimmed = DebugLog.describe(event, trimOutput: true)
        XCTAssertEqual(
            trimmed, "Event next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "z", count: 19) + ")"
        )
        let exactly40 = Event.next(String(repeating: "b", count: 34))
        XCTAssertEqual(
            DebugLog.describe(exactly40, trimOutput: true), "Event next(\(String(repeating: "b", count: 34)))")
    }

    func testDebugPassesEventsThrough() {
        let basic = OperatorMatrix.run(OperatorMatrix.basic()) { $0.debug("basic") }
        XCTAssertEqual(basic.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(basic.subscriptions, [Subscription(200, 300)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing()) { $0.debug("failing", trimOutput: true) }
        XCTAssertEqual(failing.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215) { $0.debug() }
        XCTAssertEqual(early.events, [.next(210, 2)])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 215)])
        let never = OperatorMatrix.run(OperatorMatrix.never()) { $0.debug() }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(OperatorMatrix.run(OperatorMatrix.empty()) { $0.debug() }.events, [.completed(250)])
    }

    /// `debug` writes upstream's lines (captured by ``RxTestCase`` instead of printed): the subscription, every
    /// event and the disposal, each after a timestamp and the identifier.
    func testDebugWritesTheSubscriptionEveryEventAndTheDisposal() {
        _ = OperatorMatrix.run(OperatorMatrix.basic()) { $0.debug("basic") }
        // Each line starts with `yyyy-MM-dd HH:mm:ss.SSS: ` (25 characters).
        XCTAssertEqual(
            debugOutput.map { String($0.dropFirst(25)) },
            [
                "basic -> subscribed", "basic -> Event next(2)", "basic -> Event next(3)", "basic -> Event next(4)",
                "basic -> Event completed", "basic -> isDisposed",
            ])
    }

    func testDebugMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-|")
        let res = scheduler.start { xs.debug("marbles") }
        XCTAssertMarbles(res.events, "^-1-2-|")
    }
}
