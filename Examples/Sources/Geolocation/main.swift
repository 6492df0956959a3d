// The seed's geolocation screen on Linux: GeolocationService over LocationManager's delegate proxy.
//
//     swift run --package-path Examples Geolocation                      # the bundled track
//     swift run --package-path Examples Geolocation --nmea drive.nmea    # a log of your own
//     swift run --package-path Examples Geolocation --device /dev/ttyACM0
//     swift run --package-path Examples Geolocation --gpsd localhost:2947
import CommandLineSupport
import DeviceKit
import Foundation
import RxCocoa
import RxDeviceKit
import RxSwift
import TerminalUI

/// How to grant access to a source: the Linux counterpart of the app's page in Settings.
func settingsHint(for source: LocationSource) -> String {
    switch source {
    case .nmeaFile(let url, _, _):
        return "Make the log readable: chmod a+r \(url.path)"
    case .device(let path, _):
        return "Let your user read the receiver: sudo usermod -aG dialout $USER (then log in again), or check \(path)"
    case .gpsd(let host, let port):
        return "Start gpsd where it can be reached: gpsd -G -S \(port) /dev/ttyACM0 (on \(host))"
    }
}

final class GeolocationViewController: ViewController, @unchecked Sendable {
    let sourceLabel = Label()
    let label = Label(text: "Waiting for a position…")
    let button = Button(title: "Location access is not authorized: open settings", key: "s")
    let settingsLabel = Label()
    let errorLabel = Label()
    let disposeBag = DisposeBag()
    let geolocationService: GeolocationService

    init(locationManager: LocationManager) {
        geolocationService = GeolocationService(locationManager: locationManager)
        super.init()
        title = "Geolocation"
        if case .nmeaFile(let url, _, _) = locationManager.source, url == LocationSource.bundledTrackURL {
            sourceLabel.text = "Source: the bundled track (a walk on the Champ de Mars, Paris)"
        } else {
            sourceLabel.text = "Source: \(locationManager.source)"
        }
        settingsLabel.isHidden = true
        for view in [sourceLabel, label, button, settingsLabel, errorLabel] { addView(view) }

        // The authorization, bound to the button (hidden while authorized).
        geolocationService.authorized
            .drive(button.rx.isHidden)
            .disposed(by: disposeBag)

        // The coordinates, bound to the label.
        geolocationService.location
            .drive(label.rx.coordinates)
            .disposed(by: disposeBag)

        // Pressing the button.
        button.rx.tap
            .bind { [weak self] _ -> Void in
                self?.openAppPreferences()
            }
            .disposed(by: disposeBag)

        // Without a terminal nobody can press a key: a source that cannot be read ends the program.
        if !Terminal().isInteractive {
            geolocationService.locationManager.rx.didChangeAuthorizationStatus
                .filter { $0 == .denied || $0 == .restricted }
                .delay(.milliseconds(100), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in Application.shared.terminate(exitCode: 1) })
                .disposed(by: disposeBag)
        }

        // The last three things that went wrong (a bad NMEA line, a gpsd that went away…).
        geolocationService.failure
            .scan([String]()) { problems, problem in Array((problems + ["Problem: \(problem)"]).suffix(3)) }
            .map { Optional($0.joined(separator: "\n")) }
            .drive(errorLabel.rx.text)
            .disposed(by: disposeBag)
    }

    // Shows how to grant access to the source.
    private func openAppPreferences() {
        settingsLabel.text = settingsHint(for: geolocationService.locationManager.source)
        settingsLabel.isHidden = false
    }
}

let locationSource = GeolocationOptions.parseCommandLineOrExit().locationSource
let viewController = GeolocationViewController(locationManager: LocationManager(source: locationSource))
Application.shared.run(window: Window(rootViewController: viewController))
