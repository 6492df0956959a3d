import RxCocoa
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `Driver.interval`, `Signal.interval` and `timer(_:period:)` on virtual time tick before what a tick
/// schedules for the same instant, as upstream's periodic scheduling does.
final class SharedSequencePeriodicTests: RxTestCase {
    func testDriverIntervalThrottledByTwoPeriodsTakesEveryOtherTick() {
        let events = recordShared {
            Driver<Int>.interval(.seconds(5)).throttle(.seconds(10)).asObservable().take(4)
        }
        XCTAssertEqual(events, [.next(205, 0), .next(215, 2), .next(225, 4), .next(235, 6), .completed(235)])
    }

    func testSignalIntervalDebouncedByItsOwnPeriodNeverFires() {
        let events = recordShared { Signal<Int>.interval(.seconds(5)).debounce(.seconds(5)).asObservable().take(3) }
        XCTAssertEqual(events, [])
    }

    func testDriverTimerWithPeriodDebouncedByItsOwnPeriodNeverFires() {
        let events = recordShared {
            Driver<Int>.timer(.seconds(5), period: .seconds(5)).debounce(.seconds(5)).asObservable().take(3)
        }
        XCTAssertEqual(events, [])
    }
}
