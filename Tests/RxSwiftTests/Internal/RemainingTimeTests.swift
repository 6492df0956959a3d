import Foundation
import RxTestSupport
import XCTest

@testable import RxSwift

/// `DispatchTimeInterval.rxRemaining(afterWaiting:)`, the remaining time of `delay`'s and `throttle`'s timers.
final class RemainingTimeTests: RxTestCase {
    func testSubtractsTheWait() {
        XCTAssertEqual(RxTimeInterval.seconds(15).rxRemaining(afterWaiting: 5), .nanoseconds(10_000_000_000))
        XCTAssertEqual(RxTimeInterval.milliseconds(3).rxRemaining(afterWaiting: 0.001), .nanoseconds(2_000_000))
    }

    func testIsNeverNegative() {
        XCTAssertEqual(RxTimeInterval.seconds(1).rxRemaining(afterWaiting: 2), .nanoseconds(0))
        XCTAssertEqual(RxTimeInterval.seconds(-1).rxRemaining(afterWaiting: 0), .nanoseconds(0))
    }

    func testNeverStaysNever() {
        XCTAssertEqual(RxTimeInterval.never.rxRemaining(afterWaiting: 100), .never)
    }

    func testAWaitBeyondTheNanosecondRangeSaturates() {
        XCTAssertEqual(RxTimeInterval.seconds(1).rxRemaining(afterWaiting: .infinity), .nanoseconds(0))
        XCTAssertEqual(RxTimeInterval.seconds(1).rxRemaining(afterWaiting: 1e12), .nanoseconds(0))
        XCTAssertEqual(RxTimeInterval.seconds(1).rxRemaining(afterWaiting: -.infinity), .seconds(1))
        XCTAssertEqual(RxTimeInterval.seconds(1).rxRemaining(afterWaiting: .nan), .nanoseconds(1_000_000_000))
    }

    func testAClockThatWentBackDoesNotOverflow() {
        // A negative wait (the clock moved back) makes the remaining time longer, saturating at the interval.
        XCTAssertEqual(RxTimeInterval.seconds(1).rxRemaining(afterWaiting: -1), .nanoseconds(2_000_000_000))
        XCTAssertEqual(
            RxTimeInterval.nanoseconds(.max - 1).rxRemaining(afterWaiting: -1),
            .nanoseconds(.max - 1)
        )
    }
}
