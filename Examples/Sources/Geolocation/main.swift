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

/// What to do about a source that cannot be used: the Linux counterpart of the app's page in Settings.
/// - Parameters:
///   - source: the source.
///   - problem: why it cannot be used, when known.
/// - Returns: one line of advice that fits the problem.
func settingsHint(for source: LocationSource, problem: SourceProblem?) -> String {
    switch (source, problem) {
    case (.nmeaFile(let url, _, _), .notFound?):
        return "There is no file \(url.path): check the path (ls \(url.deletingLastPathComponent().path))"
    case (.nmeaFile(let url, _, _), .isDirectory?):
        return "\(url.path) is a folder: give the path of an NMEA log inside it"
    case (.nmeaFile(let url, _, _), .noSentences?):
        return "\(url.path) holds no $GPGGA or $GPRMC sentence: record the log again or choose another file"
    case (.nmeaFile(let url, _, _), _):
        return "Make the log readable: chmod a+r \(url.path)"
    case (.device(let path, _), .notFound?):
        return "No receiver at \(path): plug it in, then look for it with ls /dev/ttyACM* /dev/ttyUSB*"
    case (.device, _):
        return "Let your user read the receiver: sudo usermod -aG dialout $USER (then log in again)"
    case (.gpsd(let host, let port), .unreachable?):
        return "\(host) cannot be reached: check the host name, the network and any firewall on the way to port \(port)"
    case (.gpsd(let host, let port), .hungUp?):
        return "Something on \(host):\(port) accepts connections but hangs up: is it gpsd? (gpsd -N -D 2 shows its log)"
    case (.gpsd(let host, let port), _):
        return
            "Nothing listens on \(host):\(port): start gpsd there (gpsd -G -S \(port) /dev/ttyACM0), or give its port"
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
    // Why the source cannot be used, for the advice behind the button.
    var sourceProblem: SourceProblem?

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
        // Messages name paths and hosts: wrap them rather than cut them at the edge of the screen.
        settingsLabel.lineBreakMode = .byWordWrapping
        errorLabel.lineBreakMode = .byWordWrapping
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

        // Why the source cannot be used, if it cannot. When it fails after access was granted (a gpsd that
        // hangs up), the button is hidden: the advice is shown at once.
        let locationManager = geolocationService.locationManager
        locationManager.rx.didFailWithError
            .compactMap { ($0 as? LocationError)?.sourceProblem }
            .subscribe(onNext: { [weak self] problem in
                self?.sourceProblem = problem
                if locationManager.authorizationStatus == .authorizedAlways { self?.openAppPreferences() }
            })
            .disposed(by: disposeBag)

        // The last three things that went wrong (a bad NMEA line, a gpsd that went away…).
        geolocationService.failure
            .scan([String]()) { problems, problem in Array((problems + ["Problem: \(problem)"]).suffix(3)) }
            .map { Optional($0.joined(separator: "\n")) }
            .drive(errorLabel.rx.text)
            .disposed(by: disposeBag)
    }

    // Shows how to grant access to the source.
    private func openAppPreferences() {
        settingsLabel.text = settingsHint(for: geolocationService.locationManager.source, problem: sourceProblem)
        settingsLabel.isHidden = false
    }
}

let locationSource = GeolocationOptions.parseCommandLineOrExit().locationSource
let viewController = GeolocationViewController(locationManager: LocationManager(source: locationSource))
Application.shared.run(window: Window(rootViewController: viewController))
