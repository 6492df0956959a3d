import DeviceKit
import Foundation
import XCTest

final class ApplicationTests: XCTestCase {
    func testJobControlFocusAndTerminationGiveUIKitsCallsInOrder() {
        let exits = ExitRecorder()
        let application = Application(
            suspendProcess: { _ in exits.record("stopped") }, exitProcess: { exits.record("exit \($0)") })
        let delegate = CallRecorder()
        application.delegate = delegate

        XCTAssertEqual(application.applicationState, .inactive)
        application.handle(.launched)
        XCTAssertEqual(application.applicationState, .active)
        application.handle(.focusOut)
        XCTAssertEqual(application.applicationState, .inactive)
        application.handle(.focusIn)
        application.handle(.suspend)
        XCTAssertEqual(application.applicationState, .background)
        application.handle(.resume(foreground: false))  // `bg`: still in the background
        XCTAssertEqual(application.applicationState, .background)
        application.handle(.resume(foreground: true))  // `fg`
        XCTAssertEqual(application.applicationState, .active)
        application.handle(.terminate)
        application.handle(.terminate)  // a second signal while exiting changes nothing

        XCTAssertEqual(
            delegate.calls,
            [
                "didBecomeActive", "willResignActive", "didBecomeActive", "willResignActive", "didEnterBackground",
                "willEnterForeground", "didBecomeActive", "willTerminate",
            ])
        XCTAssertEqual(exits.events, ["stopped", "exit 0"])
    }

    func testSuspendingWhileInactiveDoesNotResignAgain() {
        let application = Application(suspendProcess: { _ in }, exitProcess: { _ in })
        let delegate = CallRecorder()
        application.delegate = delegate
        application.handle(.launched)
        application.handle(.focusOut)
        application.handle(.suspend)
        XCTAssertEqual(delegate.calls, ["didBecomeActive", "willResignActive", "didEnterBackground"])
    }

    func testEventsThatDoNotApplyToTheStateAreIgnored() {
        let application = Application(suspendProcess: { _ in }, exitProcess: { _ in })
        let delegate = CallRecorder()
        application.delegate = delegate
        application.handle(.resume(foreground: true))  // SIGCONT without a stop (kill -CONT)
        application.handle(.focusOut)  // not active yet
        application.handle(.launched)
        application.handle(.focusIn)  // already active
        XCTAssertEqual(delegate.calls, ["didBecomeActive"])
    }

    func testTerminateUsesTheExitCode() {
        let exits = ExitRecorder()
        let application = Application(suspendProcess: { _ in }, exitProcess: { exits.record("exit \($0)") })
        application.terminate(exitCode: 3)
        XCTAssertEqual(exits.events, ["exit 3"])
    }
}

final class CallRecorder: ApplicationDelegate {
    private(set) var calls: [String] = []

    func applicationDidBecomeActive(_ application: Application) { calls.append("didBecomeActive") }
    func applicationWillResignActive(_ application: Application) { calls.append("willResignActive") }
    func applicationWillEnterForeground(_ application: Application) { calls.append("willEnterForeground") }
    func applicationDidEnterBackground(_ application: Application) { calls.append("didEnterBackground") }
    func applicationWillTerminate(_ application: Application) { calls.append("willTerminate") }
}

final class ExitRecorder: @unchecked Sendable {
    // Sendable: `recorded` is guarded by `lock`.
    private let lock = NSLock()
    private var recorded: [String] = []

    var events: [String] { lock.withLock { recorded } }

    func record(_ event: String) {
        lock.withLock { recorded.append(event) }
    }
}
