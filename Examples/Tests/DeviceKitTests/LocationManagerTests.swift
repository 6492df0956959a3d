import DeviceKit
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class LocationManagerTests: XCTestCase {
    private lazy var directory: URL = makeTemporaryDirectory(for: self)

    /// Starts a manager that replays `lines` (written to a file named `name`) as fast as possible.
    private func replay(_ name: String, _ lines: [String]) throws -> (LocationManager, LocationRecorder) {
        let recorder = LocationRecorder()
        let manager = LocationManager(source: .nmeaFile(try write(name, lines), speed: 0), queue: recorder.queue)
        manager.delegate = recorder
        manager.requestAlwaysAuthorization()
        manager.startUpdatingLocation()
        return (manager, recorder)
    }

    func testAReplayDeliversEveryFixAndReportsBadLinesWithoutStopping() throws {
        let (manager, recorder) = try replay(
            "track.nmea",
            [
                withChecksum("GPGGA,103003.00,4851.5022,N,00217.6688,E,1,09,1.0,33.3,M,46.9,M,,"),
                withChecksum("GPRMC,103003.00,A,4851.5022,N,00217.6688,E,2.72,135.0,241126,,,A"),
                "$GPRMC,103004.00,A,4851.5017,N,00217.6696,E,2.72,135.0,241126,,,A*FF",  // bad checksum
                "$GPRMC,103004.00,A,4851.50",  // truncated
                "\u{01}\u{02}garbage",
                withChecksum("GPRMC,103005.00,A,4851.5011,N,00217.6704,E,2.72,135.0,241126,,,A"),
            ])
        try recorder.wait(locations: 2, errors: 3)

        XCTAssertEqual(recorder.statuses, [.authorizedAlways])
        XCTAssertEqual(
            recorder.locations.map(\.timestamp), [try utc("2026-11-24T10:30:03Z"), try utc("2026-11-24T10:30:05Z")])
        let messages = recorder.errors.map { "\($0)" }
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(messages[0].hasPrefix("track.nmea:3: bad NMEA checksum"), messages[0])
        XCTAssertTrue(messages[1].hasPrefix("track.nmea:4: truncated NMEA sentence"), messages[1])
        XCTAssertTrue(messages[2].hasPrefix("track.nmea:5: not an NMEA sentence"), messages[2])
        XCTAssertEqual(manager.location, recorder.locations.last)
    }

    /// Regression: a line that only looked like NMEA (a good checksum, no NMEA address) was dropped without a
    /// word, and the rest of an overlong line was reported again as a line of its own, shifting the numbers.
    func testEveryBadLineIsReportedOnceWithItsLineNumber() throws {
        let (manager, recorder) = try replay(
            "noise.nmea",
            [
                withChecksum("GPRMC,103003.00,A,4851.5022,N,00217.6688,E,2.72,135.0,241126,,,A"),
                withChecksum("hello,world"),
                "$GPRMC," + String(repeating: "9", count: 300),
                "plain text",
                withChecksum("GPRMC,103005.00,A,4851.5011,N,00217.6704,E,2.72,135.0,241126,,,A"),
            ])
        try recorder.wait(locations: 2, errors: 3)
        Thread.sleep(forTimeInterval: 0.2)
        let messages = recorder.errors.map { "\($0)" }
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(messages[0].hasPrefix("noise.nmea:2: not an NMEA sentence (no talker and type 'hello')"))
        XCTAssertTrue(messages[1].hasPrefix("noise.nmea:3: not an NMEA sentence: $GPRMC,999"), messages[1])
        XCTAssertTrue(messages[2].hasPrefix("noise.nmea:4: not an NMEA sentence: plain text"), messages[2])
        manager.stopUpdatingLocation()
    }

    /// Regression: each start replayed the track from its beginning, whose first seconds have no fix, so the
    /// weather app's Ctrl-L waited about 3.4 s every time. A manager with a fix delivers it at once.
    func testAfterAFirstFixARestartDeliversTheLastFixAtOnce() throws {
        // Two seconds without a fix (GGA quality 0), then fixes: at speed 4, the first fix comes after 0.5 s.
        let noFix = (0..<3).map { withChecksum("GPGGA,10300\($0).00,,,,,0,00,,,M,,M,,") }
        let fixes = (3..<5).map { second in
            withChecksum("GPRMC,10300\(second).00,A,4851.50\(second)0,N,00217.6688,E,0,0,241126,,,A")
        }
        let track = try write("late-fix.nmea", noFix + fixes)
        let recorder = LocationRecorder()
        let manager = LocationManager(source: .nmeaFile(track, speed: 4), queue: recorder.queue)
        manager.delegate = recorder
        manager.requestAlwaysAuthorization()
        var started = Date()
        manager.startUpdatingLocation()
        try recorder.wait(locations: 1)
        XCTAssertGreaterThan(Date().timeIntervalSince(started), 0.4, "the first start waits for the source")
        try recorder.wait(locations: 2)
        manager.stopUpdatingLocation()
        let last = try XCTUnwrap(manager.location)

        started = Date()
        manager.startUpdatingLocation()
        try recorder.wait(locations: 3)
        let latency = Date().timeIntervalSince(started)
        XCTAssertLessThan(latency, 0.25, "the restart waited \(latency) s for the source instead of using its fix")
        XCTAssertEqual(recorder.locations[2], last)
        manager.stopUpdatingLocation()
    }

    func testTheReplayFollowsTheTimestamps() throws {
        let lines = (0..<3).map { second in
            withChecksum(String(format: "GPRMC,1030%02d.00,A,4851.5022,N,00217.6688,E,0,0,241126,,,A", second))
        }
        let track = try write("paced.nmea", lines)
        let recorder = LocationRecorder()
        let manager = LocationManager(source: .nmeaFile(track, speed: 10), queue: recorder.queue)
        manager.delegate = recorder
        let start = Date()
        manager.requestAlwaysAuthorization()
        manager.startUpdatingLocation()
        try recorder.wait(locations: 3)
        // Two one-second gaps at ten times the speed.
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.19)
    }

    func testTheDistanceFilterDropsFixesCloserThanItToTheLastDelivered() throws {
        // 1 m, 2 m and 20 m north of the first fix (0.00001° of latitude ≈ 1.1 m).
        let latitudes = ["4851.5000", "4851.5006", "4851.5012", "4851.5120"]
        let lines = latitudes.enumerated().map { index, latitude in
            withChecksum("GPRMC,10300\(index).00,A,\(latitude),N,00217.6688,E,0,0,241126,,,A")
        }
        let recorder = LocationRecorder()
        let manager = LocationManager(source: .nmeaFile(try write("walk.nmea", lines), speed: 0), queue: recorder.queue)
        manager.delegate = recorder
        manager.distanceFilter = 10
        manager.requestAlwaysAuthorization()
        manager.startUpdatingLocation()
        try recorder.wait(locations: 2)
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(recorder.locations.map(\.coordinate.latitude).count, 2)
        XCTAssertGreaterThan(recorder.locations[1].distance(from: recorder.locations[0]), 10)
    }

    /// Regression: a missing file was reported as "access to … is denied" as well, for a file that does not exist.
    func testAMissingFileIsRestrictedAndReportedAsMissingNotAsDenied() throws {
        let recorder = LocationRecorder()
        let missing = directory.appendingPathComponent("missing.nmea")
        let manager = LocationManager(source: .nmeaFile(missing), queue: recorder.queue)
        manager.delegate = recorder
        manager.requestAlwaysAuthorization()
        try recorder.wait(errors: 1)
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(recorder.statuses, [.restricted])
        XCTAssertEqual(manager.authorizationStatus, .restricted)
        XCTAssertEqual(
            recorder.errors.map { "\($0)" }, ["cannot read \(missing.path): there is no such file or device"])
        // startUpdatingLocation after the check is answered with the same reason (Core Location: kCLErrorDenied).
        manager.startUpdatingLocation()
        try recorder.wait(errors: 2)
        XCTAssertEqual(
            recorder.errors.last as? LocationError, .sourceUnavailable(source: missing.path, problem: .notFound))
    }

    func testADirectoryIsNotALog() throws {
        let (_, recorder) = try firstFailure(of: .nmeaFile(directory))
        XCTAssertEqual(recorder.statuses, [.restricted])
        XCTAssertEqual("\(recorder.errors[0])", "cannot read \(directory.path): it is a directory")
    }

    func testAMissingDeviceIsReportedAsMissing() throws {
        let (_, recorder) = try firstFailure(of: .device(path: "/dev/ttyGPS-missing"))
        XCTAssertEqual(recorder.statuses, [.restricted])
        XCTAssertEqual((recorder.errors[0] as? LocationError)?.sourceProblem, .notFound)
    }

    func testAnUnreadableFileIsDenied() throws {
        let track = try write("secret.nmea", ["$GPGGA*00"])
        chmod(track.path, 0)
        // Root reads every file whatever its permission bits (CI runs as root): there, the read is made with the
        // effective identity of an unprivileged user (nobody, 65534) and the test's own identity comes back after
        // it, so that the denial is checked wherever the suite runs (issue 32: it used to be skipped as root).
        let asRoot = geteuid() == 0
        if asRoot {
            chmod(directory.path, 0o755)
            XCTAssertEqual(setegid(65534), 0)
            XCTAssertEqual(seteuid(65534), 0)
        }
        defer {
            if asRoot {
                seteuid(0)
                setegid(0)
            }
        }
        let (_, recorder) = try firstFailure(of: .nmeaFile(track))
        XCTAssertEqual(recorder.statuses, [.denied])
        XCTAssertEqual(
            "\(recorder.errors[0])", "cannot read \(track.path): permission denied (this user may not read it)")
    }

    func testAFileWithoutSentencesIsReported() throws {
        let recorder = LocationRecorder()
        let empty = try write("empty.nmea", [])
        let manager = LocationManager(source: .nmeaFile(empty), queue: recorder.queue)
        manager.delegate = recorder
        manager.requestAlwaysAuthorization()
        manager.startUpdatingLocation()
        try recorder.wait(errors: 1)
        XCTAssertEqual(recorder.statuses, [.authorizedAlways])
        XCTAssertEqual("\(recorder.errors[0])", "cannot read \(empty.path): the file contains no NMEA sentence")
    }

    func testADeviceStreamIsReadAsItArrivesAndItsEndIsReported() throws {
        let fifo = directory.appendingPathComponent("gps0").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let recorder = LocationRecorder()
        let manager = LocationManager(source: .device(path: fifo), queue: recorder.queue)
        manager.delegate = recorder
        manager.requestAlwaysAuthorization()
        manager.startUpdatingLocation()
        // The receiver: two epochs, one line of noise, then it is unplugged (the writer closes).
        let text = [
            withChecksum("GPRMC,103003.00,A,4851.5022,N,00217.6688,E,2.72,135.0,241126,,,A"),
            "noise",
            withChecksum("GPRMC,103004.00,A,4851.5017,N,00217.6696,E,2.72,135.0,241126,,,A"),
        ].map { $0 + "\r\n" }.joined()
        let writer = Thread {
            // The authorization check opens and closes the FIFO once: a write that meets no reader
            // (EPIPE) is retried with the manager's own reader.
            signal(SIGPIPE, SIG_IGN)
            for _ in 0..<100 {
                let descriptor = open(fifo, O_WRONLY)
                guard descriptor >= 0 else { return }
                let written = text.withCString { Glibc.write(descriptor, $0, strlen($0)) }
                close(descriptor)
                if written > 0 { return }
                usleep(20_000)
            }
        }
        writer.start()
        try recorder.wait(locations: 2, errors: 2)
        XCTAssertEqual(recorder.locations.count, 2)
        XCTAssertEqual(recorder.errors.map { "\($0)" }, ["\(fifo):2: not an NMEA sentence: noise", "\(fifo) closed"])
    }

    private func write(_ name: String, _ lines: [String]) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(lines.map { $0 + "\r\n" }.joined().utf8).write(to: url)
        return url
    }
}

/// A fresh directory, removed when the test ends.
/// A manager for `source` that asked for access and reported a first failure, with its recorder.
func firstFailure(of source: LocationSource) throws -> (LocationManager, LocationRecorder) {
    let recorder = LocationRecorder()
    let manager = LocationManager(source: source, queue: recorder.queue)
    manager.delegate = recorder
    manager.requestAlwaysAuthorization()
    try recorder.wait(errors: 1)
    return (manager, recorder)
}

func makeTemporaryDirectory(for test: XCTestCase) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("DeviceKitTests-\(UUID())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// Records delegate calls (made on `queue`) and lets the test wait for them.
final class LocationRecorder: LocationManagerDelegate, @unchecked Sendable {
    // Sendable: every field is guarded by `condition`.
    let queue = DispatchQueue(label: "LocationRecorder")
    private let condition = NSCondition()
    private var recordedLocations: [Location] = []
    private var recordedErrors: [Error] = []
    private var recordedStatuses: [AuthorizationStatus] = []

    var locations: [Location] { condition.withLock { recordedLocations } }
    var errors: [Error] { condition.withLock { recordedErrors } }
    var statuses: [AuthorizationStatus] { condition.withLock { recordedStatuses } }

    /// Waits until at least that many calls were recorded.
    func wait(locations: Int = 0, errors: Int = 0, timeout: TimeInterval = 5) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        try condition.withLock {
            while recordedLocations.count < locations || recordedErrors.count < errors {
                guard condition.wait(until: deadline) else {
                    throw RecorderTimeout(
                        "waited for \(locations) locations and \(errors) errors, got \(recordedLocations.count) and "
                            + "\(recordedErrors.count): \(recordedErrors)")
                }
            }
        }
    }

    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
        record { $0.recordedLocations += locations }
    }

    func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
        record { $0.recordedErrors.append(error) }
    }

    func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
        record { $0.recordedStatuses.append(status) }
    }

    private func record(_ change: (LocationRecorder) -> Void) {
        condition.withLock {
            change(self)
            condition.broadcast()
        }
    }
}

/// A wait that did not see what it expected.
struct RecorderTimeout: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
