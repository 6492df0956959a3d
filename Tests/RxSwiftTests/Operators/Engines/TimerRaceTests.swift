import XCTest

@testable import RxSwift

/// `heartbeat` and `timeout` decide the race between the source's events and their timer with one ``TimerRace``.
final class TimerRaceTests: XCTestCase {
    func testEachEventStartsANewWaitSoThatTheTimerOfAnEarlierOneLoses() {
        let race = TimerRace()
        let first = race.eventArrived(closing: false)
        let second = race.eventArrived(closing: false)
        XCTAssertEqual(first, 1)
        XCTAssertEqual(second, 2)
        XCTAssertNil(race.timerFired(1, closing: false), "the wait of the first event was replaced by the second's")
        XCTAssertEqual(race.timerFired(2, closing: false), 3, "a timer that wins starts the next wait")
        XCTAssertNil(race.timerFired(2, closing: false), "a wait is won once")
    }

    func testAClosingEventEndsTheRace() {
        let race = TimerRace()
        let last = race.eventArrived(closing: true)
        XCTAssertEqual(last, 1)
        XCTAssertNil(race.timerFired(1, closing: false))
        XCTAssertNil(race.eventArrived(closing: false))
    }

    func testAClosingTimerEndsTheRace() {
        let race = TimerRace()
        XCTAssertEqual(race.timerFired(0, closing: true), 1, "the timer of the subscription's wait wins first")
        XCTAssertNil(race.eventArrived(closing: false), "after the timeout, the source's events are ignored")
        XCTAssertNil(race.timerFired(1, closing: false))
    }
}
