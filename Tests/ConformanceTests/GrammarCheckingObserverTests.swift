import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// The grammar checker itself: each rule fires on a violation and stays quiet on a valid sequence.
final class GrammarCheckingObserverTests: RxTestCase {
    func testValidSequenceHasNoViolations() {
        let checker = GrammarCheckingObserver<Int>()
        let subscription = Observable.of(1, 2, 3).subscribe(checker)
        checker.disposing { subscription.dispose() }
        XCTAssertEqual(checker.violations, [])
        XCTAssertEqual(checker.elementCount, 3)
        XCTAssertEqual(checker.terminalEvent, "completed")
    }

    func testElementAfterCompletedBreaksR2() {
        let checker = GrammarCheckingObserver<Int>()
        checker.onCompleted()
        checker.onNext(1)
        XCTAssertEqual(checker.violations.count, 1)
        XCTAssertTrue(
            checker.violations[0].hasPrefix(GrammarRule.nothingAfterTerminal.rawValue), "\(checker.violations)")
    }

    func testSecondTerminalBreaksR3() {
        let checker = GrammarCheckingObserver<Int>()
        checker.onError(TestError.boom)
        checker.onCompleted()
        XCTAssertEqual(checker.violations.count, 1)
        XCTAssertTrue(checker.violations[0].hasPrefix(GrammarRule.singleTerminal.rawValue), "\(checker.violations)")
    }

    func testEventOnTheDisposingThreadAfterDisposeBreaksR4() {
        let checker = GrammarCheckingObserver<Int>()
        checker.disposing {}
        checker.onNext(1)
        XCTAssertEqual(checker.violations.count, 1)
        XCTAssertTrue(
            checker.violations[0].hasPrefix(GrammarRule.nothingAfterDispose.rawValue), "\(checker.violations)")
    }

    func testOneInFlightEventFromAnotherThreadAfterDisposeIsAllowedButASecondIsNot() {
        let checker = GrammarCheckingObserver<Int>()
        checker.disposing {}
        let other = Thread { checker.onNext(1) }
        other.start()
        XCTAssertTrue(waitPumpingMain(5) { checker.elementCount == 1 })
        XCTAssertEqual(checker.violations, [])
        let second = Thread { checker.onNext(2) }
        second.start()
        XCTAssertTrue(waitPumpingMain(5) { checker.elementCount == 2 })
        XCTAssertEqual(checker.violations.count, 1)
    }

    func testOverlappingCallsFromTwoThreadsBreakR1() {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let checker = GrammarCheckingObserver<Int>(onEvent: { event in
            if event.element == 1 {
                entered.signal()
                release.wait()
            }
        })
        let first = Thread { checker.onNext(1) }
        first.start()
        entered.wait()
        checker.onNext(2)
        release.signal()
        XCTAssertTrue(waitPumpingMain(5) { checker.elementCount == 2 })
        XCTAssertEqual(checker.violations.count, 1)
        XCTAssertTrue(checker.violations[0].hasPrefix(GrammarRule.serialCalls.rawValue), "\(checker.violations)")
    }

    func testSameThreadReentryIsAllowed() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = PublishSubject<Int>()
        let checker = GrammarCheckingObserver<Int>(onEvent: { event in
            if event.element == 1 { subject.onNext(2) }
        })
        let subscription = subject.subscribe(checker)
        subject.onNext(1)
        XCTAssertEqual(checker.violations, [])
        XCTAssertEqual(checker.elementCount, 2)
        subscription.dispose()
    }
}
