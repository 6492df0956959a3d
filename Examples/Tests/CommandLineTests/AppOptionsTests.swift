import ArgumentParser
import CommandLineSupport
import DeviceKit
import Foundation
import XCTest

@testable import Geolocation
@testable import ImagePicker
@testable import Lifecycle
@testable import Weather

/// Every app's command line, read by the one parser: the options keep their meaning, and mistakes get the
/// one format of usage errors.
final class AppOptionsTests: XCTestCase {
    func testEveryProgramAnswersAnUnknownArgumentInTheSameFormat() {
        let programs: [(any ParsableArguments.Type, String)] = [
            (GeolocationOptions.self, "Geolocation"), (LifecycleOptions.self, "Lifecycle"),
            (ImagePickerOptions.self, "ImagePicker"), (Weather.Options.self, "Weather"),
        ]
        for (type, name) in programs {
            let lines = usageError(type, ["--bogus"])
            XCTAssertTrue(lines.first?.hasPrefix("Error: Unknown option '--bogus'") == true, "\(name): \(lines)")
            assertUsageError(lines, message: lines.first.map { String($0.dropFirst(7)) } ?? "", command: name)
            assertUsageError(
                usageError(type, ["stray"]), message: "Unexpected argument 'stray'", command: name)
            XCTAssertTrue(help(type, ["--help"]).contains("\nUSAGE: \(name) "), name)
        }
    }

    // MARK: Geolocation

    func testGeolocationReplaysTheBundledTrackInALoopByDefault() {
        XCTAssertEqual(parsed(GeolocationOptions.self, [])?.locationSource, .bundledTrack)
        XCTAssertEqual(
            parsed(GeolocationOptions.self, ["--speed", "4"])?.locationSource,
            .nmeaFile(LocationSource.bundledTrackURL, speed: 4, loops: true))
    }

    func testGeolocationSourcesKeepTheirOptions() {
        XCTAssertEqual(
            parsed(GeolocationOptions.self, ["--nmea", "drive.nmea", "--speed", "0", "--loop"])?.locationSource,
            .nmeaFile(URL(fileURLWithPath: "drive.nmea"), speed: 0, loops: true))
        XCTAssertEqual(
            parsed(GeolocationOptions.self, ["--nmea", "drive.nmea"])?.locationSource,
            .nmeaFile(URL(fileURLWithPath: "drive.nmea"), speed: 1, loops: false))
        XCTAssertEqual(
            parsed(GeolocationOptions.self, ["--device", "/dev/ttyACM0", "--baud", "4800"])?.locationSource,
            .device(path: "/dev/ttyACM0", baudRate: 4800))
        XCTAssertEqual(
            parsed(GeolocationOptions.self, ["--device", "/dev/ttyACM0"])?.locationSource,
            .device(path: "/dev/ttyACM0", baudRate: 9600))
        XCTAssertEqual(
            parsed(GeolocationOptions.self, ["--gpsd", "localhost"])?.locationSource,
            .gpsd(host: "localhost", port: 2947))
    }

    func testGeolocationRejectsBadValuesWithAReason() {
        let geolocation = GeolocationOptions.self
        assertUsageError(
            usageError(geolocation, ["--nmea", "a.nmea", "--gpsd", "localhost"]),
            message: "Give only one of --nmea, --device and --gpsd.", command: "Geolocation")
        // Issue 32: the message says what the option means and its range.
        for (argument, shown) in [("-3", "-3"), ("-0.5", "-0.5")] {
            assertUsageError(
                usageError(geolocation, ["--speed", argument]),
                message: "--speed is how many times faster than real time the NMEA log is replayed: a number ≥ 0 "
                    + "(1 = real time, 0 = as fast as possible), not '\(shown)'.",
                command: "Geolocation")
        }
        assertUsageError(
            usageError(geolocation, ["--speed", "fast"]), message: "The value 'fast' is invalid for '--speed <n>'",
            command: "Geolocation")
        assertUsageError(
            usageError(geolocation, ["--baud", "0"]), message: "--baud: '0' is not a speed.", command: "Geolocation")
        assertUsageError(
            usageError(geolocation, ["--nmea"]), message: "Missing value for '--nmea <file>'", command: "Geolocation")
        let gpsd = usageError(geolocation, ["--gpsd", "host:port"])
        XCTAssertTrue(gpsd.first?.hasPrefix("Error: --gpsd: 'host:port' is not HOST:PORT") == true, "\(gpsd)")
    }

    // MARK: Lifecycle

    func testLifecycleRunsBothSamplesUnlessOneIsChosen() {
        let both = parsed(LifecycleOptions.self, [])
        XCTAssertEqual(both.map { [$0.observesEachEvent, $0.observesState] }, [true, true])
        let events = parsed(LifecycleOptions.self, ["--events"])
        XCTAssertEqual(events.map { [$0.observesEachEvent, $0.observesState] }, [true, false])
        let state = parsed(LifecycleOptions.self, ["--state"])
        XCTAssertEqual(state.map { [$0.observesEachEvent, $0.observesState] }, [false, true])
    }

    func testLifecycleRejectsBothSamplesAtOnce() {
        // Before the one parser, `--events --state` ran neither sample and printed nothing.
        assertUsageError(
            usageError(LifecycleOptions.self, ["--events", "--state"]),
            message: "Value to be set with flag '--state' had already been set with flag '--events'",
            command: "Lifecycle")
    }

    // MARK: ImagePicker

    func testImagePickerShowsTheBundledSamplesOrTheGivenFolder() {
        let defaults = parsed(ImagePickerOptions.self, [])
        XCTAssertEqual(defaults?.libraryURL, ImagePickerController.bundledLibraryURL)
        XCTAssertEqual(defaults?.classic, false)
        let given = parsed(ImagePickerOptions.self, ["--classic", "--library", "/tmp/pictures"])
        XCTAssertEqual(given?.libraryURL, URL(fileURLWithPath: "/tmp/pictures"))
        XCTAssertEqual(given?.classic, true)
    }

    // MARK: Weather

    func testWeatherDefaultsToTheFixtureServerAndTheBundledTrack() {
        let options = parsed(Weather.Options.self, [])
        XCTAssertEqual(options?.delay, 0.4)
        XCTAssertNil(options?.apiURL)
        XCTAssertEqual(options?.locationSource, .bundledTrack)
        XCTAssertNil(options?.requestLog)
        XCTAssertNil(options?.trace)
    }

    func testWeatherOptionsKeepTheirMeaning() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("weather-options-\(getpid()).nmea")
        try Data("$GPRMC\n".utf8).write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let options = parsed(
            Weather.Options.self,
            [
                "--delay", "1.5", "--api-url", "http://127.0.0.1:9/data/2.5", "--nmea", log.path,
                "--log-requests", "requests.log", "--trace", "trace.txt",
            ])
        XCTAssertEqual(options?.delay, 1.5)
        XCTAssertEqual(options?.apiURL, URL(string: "http://127.0.0.1:9/data/2.5"))
        XCTAssertEqual(options?.locationSource, .nmeaFile(log, speed: 1, loops: false))
        XCTAssertEqual(options?.requestLog, "requests.log")
        XCTAssertEqual(options?.trace, "trace.txt")
        XCTAssertEqual(
            parsed(Weather.Options.self, ["--gpsd", "[::1]:2948"])?.locationSource, .gpsd(host: "::1", port: 2948))
    }

    func testWeatherRejectsBadValuesWithAReason() {
        let weather = Weather.Options.self
        assertUsageError(
            usageError(weather, ["--delay", "61"]), message: "--delay: '61.0' is not a number of seconds from 0 to 60.",
            command: "Weather")
        assertUsageError(
            usageError(weather, ["--delay", "-1"]), message: "--delay: '-1.0' is not a number of seconds from 0 to 60.",
            command: "Weather")
        assertUsageError(
            usageError(weather, ["--api-url", "ftp://example.org"]),
            message: "--api-url: 'ftp://example.org' is not an http(s) URL.", command: "Weather")
        assertUsageError(
            usageError(weather, ["--nmea", "/nonexistent/track.nmea"]),
            message: "--nmea: cannot read '/nonexistent/track.nmea'.", command: "Weather")
        assertUsageError(
            usageError(weather, ["--nmea", "/dev/null", "--gpsd", "localhost"]),
            message: "Give only one of --nmea and --gpsd.", command: "Weather")
        let gpsd = usageError(weather, ["--gpsd", ":0"])
        XCTAssertTrue(gpsd.first?.hasPrefix("Error: --gpsd: ':0' is not HOST:PORT") == true, "\(gpsd)")
    }
}
