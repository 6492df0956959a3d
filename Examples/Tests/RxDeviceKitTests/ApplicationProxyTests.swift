import DeviceKit
import Foundation
import RxCocoa
import RxDeviceKit
import RxSwift
import XCTest

final class ApplicationProxyTests: ResourceCheckingTestCase {
    private func makeApplication() -> Application {
        Application(suspendProcess: { _ in }, exitProcess: { _ in })
    }

    func testStateStartsWithTheCurrentStateAndFollowsEveryChange() {
        let application = makeApplication()
        let states = Recording(application.rx.state)
        for event: Application.Event in [
            .launched, .focusOut, .focusIn, .suspend, .resume(foreground: true), .terminate,
        ] {
            application.handle(event)
        }
        XCTAssertEqual(
            states.elements,
            [.inactive, .active, .inactive, .active, .inactive, .background, .inactive, .active, .terminated])
        states.dispose()
    }

    func testEachSequenceSeesItsOwnDelegateMethod() {
        let application = makeApplication()
        let active = Recording(application.rx.didBecomeActive)
        let resign = Recording(application.rx.willResignActive)
        let foreground = Recording(application.rx.willEnterForeground)
        let background = Recording(application.rx.didEnterBackground)
        let terminate = Recording(application.rx.willTerminate)
        application.handle(.launched)
        application.handle(.suspend)
        application.handle(.resume(foreground: true))
        application.handle(.terminate)
        XCTAssertEqual(active.elements, [.active, .active])
        XCTAssertEqual(resign.elements, [.inactive])
        XCTAssertEqual(foreground.elements, [.inactive])
        XCTAssertEqual(background.elements, [.background])
        XCTAssertEqual(terminate.elements, [.terminated])
        for recording in [active, resign, foreground, background, terminate] { recording.dispose() }
    }

    func testAnAppDelegateSetBeforeTheProxyIsRetainedAndReceivesEveryCall() {
        let application = makeApplication()
        var delegate: LifecycleRecorder? = LifecycleRecorder()
        weak let weakDelegate = delegate
        application.delegate = delegate
        let states = Recording(application.rx.state)
        // Application holds its delegate weakly; the proxy's setForwardToDelegate override retains it.
        delegate = nil
        XCTAssertNotNil(weakDelegate)

        application.handle(.launched)
        application.handle(.focusOut)
        application.handle(.terminate)
        XCTAssertEqual(weakDelegate?.calls, ["didBecomeActive", "willResignActive", "willTerminate"])
        XCTAssertEqual(states.elements, [.inactive, .active, .inactive, .terminated])
        states.dispose()
    }

    func testDeallocatingTheApplicationCompletesItsSequencesAndReleasesTheDelegate() {
        var application: Application? = makeApplication()
        var delegate: LifecycleRecorder? = LifecycleRecorder()
        weak let weakDelegate = delegate
        application?.delegate = delegate
        let states = Recording(application!.rx.state)
        let terminate = Recording(application!.rx.willTerminate)
        delegate = nil
        application = nil
        XCTAssertTrue(states.isCompleted)
        XCTAssertTrue(terminate.isCompleted)
        XCTAssertNil(weakDelegate)
    }
}

final class LifecycleRecorder: ApplicationDelegate {
    private(set) var calls: [String] = []

    func applicationDidBecomeActive(_ application: Application) { calls.append("didBecomeActive") }
    func applicationWillResignActive(_ application: Application) { calls.append("willResignActive") }
    func applicationWillEnterForeground(_ application: Application) { calls.append("willEnterForeground") }
    func applicationDidEnterBackground(_ application: Application) { calls.append("didEnterBackground") }
    func applicationWillTerminate(_ application: Application) { calls.append("willTerminate") }
}
