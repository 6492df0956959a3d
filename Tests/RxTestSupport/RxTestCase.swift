import Foundation
import RxSwift
import XCTest

/// Base class of every XCTest suite in this package.
///
/// With `TRACE_RESOURCES` defined, it records ``Resources/total`` before each test and fails the test
/// if the count has not returned to that value shortly after the test ends (the main run loop is
/// pumped while waiting, so work queued on the main queue can finish).
///
/// The conventions every suite follows, with the vocabulary of this target:
/// - Test methods are named `test` and what happens, in camel case without underscores:
///   `testDisposedEarlyEmitsNothingPending`, `testOtherErrorFailsTheResult`.
/// - Sequences fail with ``TestError`` (`.boom`, and `.other` where a test tells two errors apart).
/// - Operator scenarios run through ``OperatorMatrix/run(_:on:disposed:_:)`` on its standard inputs
///   (`never`, `empty`, `basic`, `failing`); time operators take the scheduler from its closure.
open class RxTestCase: XCTestCase {
    /// Reads the misuse reports captured since ``expectMisuseReports(reentrancy:synchronization:)``.
    private var capturedMisuse: (@Sendable () -> MisuseReports.Captured)?
    private var expectedMisuse = (reentrancy: false, synchronization: false)
    /// The errors that reached ``Hooks/defaultErrorHandler`` during the test (captured, not printed).
    private let unhandled = LockedList<Error>()
    private var originalErrorHandler: Hooks.DefaultErrorHandler?
    private var unhandledErrorsExpected = false
    private let debugLines = LockedList<String>()

    /// The lines the `debug` operator wrote since the test started: captured instead of printed (printed as well
    /// when `RX_TEST_VERBOSE` is set), so that a green run prints only the test runners' lines.
    public var debugOutput: [String] { debugLines.elements }

    /// For a test that lets an error reach a subscription without `onError` on purpose: the errors that reach
    /// ``Hooks/defaultErrorHandler`` are captured (as in every test, so that a green run prints no
    /// `Unhandled error happened` line) and do not fail the test.
    /// - Returns: the errors captured so far; read it again at the end of the test for the later ones.
    @discardableResult
    public func expectUnhandledErrors() -> [Error] {
        unhandledErrorsExpected = true
        return unhandled.elements
    }

    /// The errors that reached ``Hooks/defaultErrorHandler`` since the test started.
    public var unhandledErrors: [Error] { unhandled.elements }

    /// For a test that breaks the sequence grammar on purpose: captures the debug builds' misuse reports
    /// until the end of the test instead of printing them, and then checks (in debug builds) that the
    /// expected kinds were reported. With both `false` the reports are only silenced (a stress test whose
    /// concurrent sends may or may not overlap).
    public func expectMisuseReports(reentrancy: Bool = false, synchronization: Bool = false) {
        capturedMisuse = MisuseReports.begin()
        expectedMisuse = (reentrancy, synchronization)
    }

    #if TRACE_RESOURCES
        private var resourcesAtStart: Int32 = 0
    #endif

    override open func setUp() {
        super.setUp()
        originalErrorHandler = Hooks.defaultErrorHandler
        let unhandled = self.unhandled
        Hooks.defaultErrorHandler = { _, error in unhandled.append(error) }
        let debugLines = self.debugLines
        DebugLog.output.withLock { output in
            output = { line in
                debugLines.append(line)
                TestDiagnostics.note(line)
            }
        }
        #if TRACE_RESOURCES
            resourcesAtStart = Resources.total
        #endif
    }

    override open func tearDown() {
        DebugLog.output.withLock { $0 = nil }
        if let originalErrorHandler {
            Hooks.defaultErrorHandler = originalErrorHandler
        }
        let unexpected = unhandledErrorsExpected ? [] : unhandled.elements
        XCTAssertTrue(
            unexpected.isEmpty,
            "errors reached Hooks.defaultErrorHandler (call expectUnhandledErrors() if the test means it): \(unexpected)"
        )
        if let read = capturedMisuse {
            MisuseReports.end()
            capturedMisuse = nil
            let captured = read()
            if MisuseReports.isEnabled && expectedMisuse.reentrancy {
                XCTAssertGreaterThan(captured.reentrancy, 0, "a reentrancy anomaly was expected")
            }
            if MisuseReports.isEnabled && expectedMisuse.synchronization {
                XCTAssertGreaterThan(captured.synchronization, 0, "a synchronization anomaly was expected")
            }
        }
        #if TRACE_RESOURCES
            let deadline = Date().addingTimeInterval(2)
            while Resources.total != resourcesAtStart && Date() < deadline {
                if Thread.isMainThread {
                    RunLoop.main.run(until: Date().addingTimeInterval(0.01))
                } else {
                    Thread.sleep(forTimeInterval: 0.01)
                }
            }
            XCTAssertEqual(
                Resources.total,
                resourcesAtStart,
                "Rx resources leaked: \(Resources.total - resourcesAtStart) still alive after the test"
            )
        #endif
        super.tearDown()
    }
}
