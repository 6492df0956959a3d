// The seed's application lifecycle monitor on Linux: RxApplicationDelegateProxy over Application.
//
//     swift run --package-path Examples Lifecycle
//
// Then press Ctrl-Z and type `fg`, switch to another window and back (terminals with focus reports),
// or run `kill -TERM <pid>` from another terminal.
import CommandLineSupport
import DeviceKit
import Foundation
import RxCocoa
import RxDeviceKit
import RxSwift
import TerminalUI

/// Writes a line at once (standard output may be a pipe, which `print` would buffer).
func say(_ text: String) {
    Terminal().write(text + "\n")
}

/// An app delegate set before any proxy: the proxy must keep forwarding every call to it.
final class AppDelegate: ApplicationDelegate {
    func applicationDidBecomeActive(_ application: Application) {
        say("delegate: applicationDidBecomeActive")
    }

    func applicationWillResignActive(_ application: Application) {
        say("delegate: applicationWillResignActive")
    }

    func applicationWillEnterForeground(_ application: Application) {
        say("delegate: applicationWillEnterForeground")
    }

    func applicationDidEnterBackground(_ application: Application) {
        say("delegate: applicationDidEnterBackground")
    }

    func applicationWillTerminate(_ application: Application) {
        say("delegate: applicationWillTerminate")
    }
}

final class LifecycleMonitor {
    let disposeBag = DisposeBag()

    /// Sample 1: each state change on its own.
    func observeEachEvent() {
        // The app became active.
        Application.shared.rx
            .didBecomeActive
            .subscribe(onNext: { _ in
                say("rx.didBecomeActive: the app is active.")
            })
            .disposed(by: disposeBag)

        // The app goes from active to inactive.
        Application.shared.rx
            .willResignActive
            .subscribe(onNext: { _ in
                say("rx.willResignActive: the app goes from active to inactive.")
            })
            .disposed(by: disposeBag)

        // The app comes back from the background (not active yet).
        Application.shared.rx
            .willEnterForeground
            .subscribe(onNext: { _ in
                say("rx.willEnterForeground: the app comes back from the background (not active yet).")
            })
            .disposed(by: disposeBag)

        // The app went to the background.
        Application.shared.rx
            .didEnterBackground
            .subscribe(onNext: { _ in
                say("rx.didEnterBackground: the app is in the background.")
            })
            .disposed(by: disposeBag)

        // The app is about to exit.
        Application.shared.rx
            .willTerminate
            .subscribe(onNext: { _ in
                say("rx.willTerminate: the app is about to exit.")
            })
            .disposed(by: disposeBag)
    }

    /// Sample 2: the merged state sequence.
    func observeState() {
        Application.shared.rx
            .state
            .subscribe(onNext: { state in
                switch state {
                case .active:
                    say("rx.state: active")
                case .inactive:
                    say("rx.state: inactive (coming back from the background, or losing focus)")
                case .background:
                    say("rx.state: background")
                case .terminated:
                    say("rx.state: terminated")
                }
            })
            .disposed(by: disposeBag)
    }
}

let options = LifecycleOptions.parseCommandLineOrExit()

// The delegate is set first. `Application` holds it weakly (as UIApplication does); once the proxy takes its
// place, the proxy retains it (`setForwardToDelegate(_:retainDelegate:)` is overridden to do so).
let appDelegate = AppDelegate()
Application.shared.delegate = appDelegate
let monitor = LifecycleMonitor()
if options.observesEachEvent { monitor.observeEachEvent() }
if options.observesState { monitor.observeState() }
say("Lifecycle (pid \(getpid())): Ctrl-Z then fg, focus changes, Ctrl-C or kill -TERM \(getpid()); q quits.")
Application.shared.run()
