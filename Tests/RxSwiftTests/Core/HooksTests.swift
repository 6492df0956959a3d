import RxSwift
import RxTestSupport
import XCTest

final class HooksTests: RxTestCase {
    func testRecordCallStackOnErrorDefaultsToFalse() {
        XCTAssertFalse(Hooks.recordCallStackOnError)
    }

    func testRecordedCallStackIsPassedToDefaultErrorHandler() {
        let originalHandler = Hooks.defaultErrorHandler
        let originalCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = originalHandler
            Hooks.customCaptureSubscriptionCallstack = originalCapture
            Hooks.recordCallStackOnError = false
        }
        var captured: [[String]] = []
        Hooks.defaultErrorHandler = { stack, _ in captured.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
        Hooks.recordCallStackOnError = true
        XCTAssertTrue(Hooks.recordCallStackOnError)

        _ = Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in })
        XCTAssertEqual(captured, [["frame 1", "frame 2"]])
    }

    func testCustomCaptureIsNotCalledWhenRecordingIsOff() {
        let originalHandler = Hooks.defaultErrorHandler
        let originalCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = originalHandler
            Hooks.customCaptureSubscriptionCallstack = originalCapture
        }
        var captureCalls = 0
        var captured: [[String]] = []
        Hooks.defaultErrorHandler = { stack, _ in captured.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = {
            captureCalls += 1
            return ["x"]
        }
        _ = Observable<Int>.error(TestError.boom).subscribe()
        XCTAssertEqual(captureCalls, 0)
        XCTAssertEqual(captured, [[]])
    }

    func testStandardCaptureReturnsRealCallStack() {
        let originalHandler = Hooks.defaultErrorHandler
        defer {
            Hooks.defaultErrorHandler = originalHandler
            Hooks.recordCallStackOnError = false
        }
        var captured: [[String]] = []
        Hooks.defaultErrorHandler = { stack, _ in captured.append(stack) }
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(TestError.boom).subscribe()
        XCTAssertEqual(captured.count, 1)
        XCTAssertFalse(captured.first?.isEmpty ?? true)
    }

    func testDefaultErrorHandlerCanBeReplacedAndRestored() {
        let original = Hooks.defaultErrorHandler
        var calls = 0
        Hooks.defaultErrorHandler = { _, _ in calls += 1 }
        Hooks.defaultErrorHandler([], TestError.boom)
        Hooks.defaultErrorHandler = original
        XCTAssertEqual(calls, 1)
        // The restored handler (RxTestCase's, which captures instead of printing) gets the next error.
        XCTAssertEqual(expectUnhandledErrors().count, 0)
        Hooks.defaultErrorHandler([], TestError.boom)
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(unhandledErrors.map { $0 as? TestError }, [.boom])
    }
}
