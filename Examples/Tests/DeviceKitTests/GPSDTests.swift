import DeviceKit
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class GPSDTests: XCTestCase {
    func testTPVReportsWithAFixBecomeLocations() throws {
        // A report as gpsd 3.22 sends it while replaying the bundled track.
        let report = """
            {"class":"TPV","device":"/dev/pts/3","mode":3,"time":"2026-11-24T10:30:10.000Z","ept":0.005,\
            "lat":48.858308333,"lon":2.294575000,"altHAE":80.9000,"altMSL":34.0000,"alt":34.0000,\
            "track":135.0000,"speed":1.399,"eph":22.800}
            """
        let location = try XCTUnwrap(try GPSDReport.location(in: report))
        XCTAssertEqual(location.coordinate, Coordinate(latitude: 48.858308333, longitude: 2.294575))
        XCTAssertEqual(location.altitude, 34)
        XCTAssertEqual(location.horizontalAccuracy, 22.8)
        XCTAssertEqual(location.speed, 1.399)
        XCTAssertEqual(location.course, 135)
        XCTAssertEqual(location.timestamp, try utc("2026-11-24T10:30:10Z"))
    }

    func testReportsWithoutAFixAndOtherClassesGiveNothing() throws {
        XCTAssertNil(try GPSDReport.location(in: #"{"class":"TPV","device":"/dev/ttyACM0","mode":1}"#))
        XCTAssertNil(try GPSDReport.location(in: #"{"class":"VERSION","release":"3.22","proto_major":3}"#))
        XCTAssertNil(try GPSDReport.location(in: #"{"class":"SKY","hdop":1.2}"#))
    }

    func testGarbageIsReported() {
        for line in ["not json", "[1,2]", #"{"mode":3}"#] {
            XCTAssertThrowsError(try GPSDReport.location(in: line)) { error in
                XCTAssertEqual(error as? GPSDReport.ReportError, .notJSON(line))
            }
        }
    }

    func testAddressesAreParsed() throws {
        XCTAssertEqual(try LocationSource.gpsd(address: "localhost"), .gpsd(host: "localhost", port: 2947))
        XCTAssertEqual(try LocationSource.gpsd(address: "gps.local:3000"), .gpsd(host: "gps.local", port: 3000))
        XCTAssertEqual(try LocationSource.gpsd(address: "[::1]:2948"), .gpsd(host: "::1", port: 2948))
        for bad in ["host:", "host:99999", ":2947", "host:port"] {
            XCTAssertThrowsError(try LocationSource.gpsd(address: bad)) { error in
                XCTAssertEqual(error as? LocationSourceError, .badAddress(bad))
            }
        }
    }

    func testAServerSpeakingGpsdJSONIsReadUntilItClosesTheConnection() throws {
        let server = try FakeGPSD(lines: [
            #"{"class":"VERSION","release":"3.22","rev":"3.22","proto_major":3,"proto_minor":14}"#,
            #"{"class":"TPV","mode":3,"time":"2026-11-24T10:30:03.000Z","lat":48.85837,"lon":2.29448,"alt":33.3}"#,
            "garbage from a confused server",
            #"{"class":"ERROR","message":"unrecognized command"}"#,
            #"{"class":"TPV","mode":2,"time":"2026-11-24T10:30:04.000Z","lat":48.85836,"lon":2.29449}"#,
        ])
        let recorder = LocationRecorder()
        let manager = LocationManager(source: .gpsd(host: "127.0.0.1", port: server.port), queue: recorder.queue)
        manager.delegate = recorder
        manager.requestAlwaysAuthorization()
        manager.startUpdatingLocation()
        try recorder.wait(locations: 2, errors: 3)

        XCTAssertEqual(recorder.statuses, [.authorizedAlways])
        XCTAssertEqual(recorder.locations.map(\.coordinate.latitude), [48.85837, 48.85836])
        let source = "gpsd at 127.0.0.1:\(server.port)"
        XCTAssertEqual(
            recorder.errors.map { "\($0)" },
            [
                "\(source): not a gpsd JSON report: garbage from a confused server",
                "\(source): gpsd reports: unrecognized command",
                "\(source) closed",
            ])
        XCTAssertEqual(server.receivedCommand, #"?WATCH={"enable":true,"json":true};"#)
    }

    /// Regression: a refused connection was reported as "access to gpsd at … is denied".
    func testAGpsdThatIsDownRefusesTheConnectionAndIsNotReportedAsDenied() throws {
        let port = try FakeGPSD.unusedPort()
        let (manager, recorder) = try firstFailure(of: .gpsd(host: "127.0.0.1", port: port))
        withExtendedLifetime(manager) { Thread.sleep(forTimeInterval: 0.2) }
        XCTAssertEqual(recorder.statuses, [.restricted])
        XCTAssertEqual(
            recorder.errors.map { "\($0)" },
            ["gpsd at 127.0.0.1:\(port) refused the connection: nothing listens on that port"])
    }

    func testAnUnknownHostIsUnreachable() throws {
        let (_, recorder) = try firstFailure(of: .gpsd(host: "no-such-host.invalid", port: 2947))
        XCTAssertEqual(recorder.statuses, [.restricted])
        guard case .unreachable(let detail)? = (recorder.errors[0] as? LocationError)?.sourceProblem else {
            return XCTFail("not unreachable: \(recorder.errors[0])")
        }
        XCTAssertTrue(detail.hasPrefix("cannot find host 'no-such-host.invalid' ("), detail)
        XCTAssertTrue(
            "\(recorder.errors[0])".hasPrefix("cannot reach gpsd at no-such-host.invalid:2947: cannot find host"))
    }

    func testAServerThatHangsUpWithoutAReportIsToldApartFromOneThatClosesLater() throws {
        let server = try FakeGPSD(lines: [])
        let recorder = LocationRecorder()
        let manager = LocationManager(source: .gpsd(host: "127.0.0.1", port: server.port), queue: recorder.queue)
        manager.delegate = recorder
        manager.requestAlwaysAuthorization()
        manager.startUpdatingLocation()
        try recorder.wait(errors: 1)
        XCTAssertEqual(recorder.statuses, [.authorizedAlways])
        XCTAssertEqual(
            "\(recorder.errors[0])",
            "gpsd at 127.0.0.1:\(server.port) hung up: it closed the connection without sending a report")
    }

    func testSystemErrorsMapToProblemsThatCallForDifferentAdvice() {
        XCTAssertEqual(SourceProblem.fromSystemError(ENOENT), .notFound)
        XCTAssertEqual(SourceProblem.fromSystemError(EACCES), .permissionDenied)
        XCTAssertEqual(SourceProblem.fromSystemError(EISDIR), .isDirectory)
        XCTAssertEqual(SourceProblem.fromSystemError(ECONNREFUSED), .refused)
        XCTAssertEqual(SourceProblem.fromSystemError(EHOSTUNREACH), .unreachable("No route to host"))
        XCTAssertEqual(SourceProblem.fromSystemError(ECONNRESET), .hungUp)
        XCTAssertEqual(SourceProblem.fromSystemError(EIO), .other("Input/output error"))
        XCTAssertEqual(SourceProblem.permissionDenied.authorizationStatus, .denied)
        XCTAssertEqual(SourceProblem.refused.authorizationStatus, .restricted)
    }

    func testARealGpsdReplayingTheBundledTrack() throws {
        guard
            let gpsfake = ["/usr/bin/gpsfake", "/usr/local/bin/gpsfake"].first(
                where: FileManager.default.isExecutableFile)
        else {
            throw XCTSkip("gpsfake (Debian: gpsd and gpsd-clients) is not installed; .ci/run installs it")
        }
        let port = try FakeGPSD.unusedPort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gpsfake)
        // -1: replay once; -c: seconds between sentences; -q: quiet; -P: gpsd's port.
        process.arguments = ["-1", "-q", "-c", "0.05", "-P", "\(port)", LocationSource.bundledTrackURL.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let started = Date()
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        // gpsfake starts gpsd, which needs a moment to listen.
        let deadline = Date(timeIntervalSinceNow: 10)
        while case .failure = TCPProbe.connect(port: port), Date() < deadline { usleep(100_000) }

        let recorder = LocationRecorder()
        let manager = LocationManager(source: .gpsd(host: "127.0.0.1", port: port), queue: recorder.queue)
        manager.delegate = recorder
        manager.requestAlwaysAuthorization()
        manager.startUpdatingLocation()
        try recorder.wait(locations: 5, timeout: 30)
        manager.stopUpdatingLocation()

        XCTAssertEqual(recorder.statuses, [.authorizedAlways])
        // Every fix gpsd reports lies on the bundled walk, near the Eiffel Tower.
        let eiffelTower = Location(coordinate: Coordinate(latitude: 48.85837, longitude: 2.29448), timestamp: Date())
        // A fix carries the track's time (10:30–10:33 UTC); one that gpsd reports before it knows the date has
        // no time, and the manager stamps it when it arrives, as Core Location does (seen on a CI run).
        let trackStart = try utc("2026-11-24T10:30:00Z")
        let received = started...Date()
        for location in recorder.locations {
            XCTAssertLessThan(location.distance(from: eiffelTower), 400, "\(location)")
            let offset = location.timestamp.timeIntervalSince(trackStart)
            XCTAssertTrue((0...180).contains(offset) || received.contains(location.timestamp), "\(location)")
        }
    }
}

/// Opens TCP connections to the local host.
enum TCPProbe {
    static func connect(port: UInt16) -> Result<Void, Error> {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return status == 0 ? .success(()) : .failure(RecorderTimeout("connect: \(errno)"))
    }
}

/// A one-connection TCP server on 127.0.0.1 that reads gpsd's WATCH command, sends `lines`, and closes.
final class FakeGPSD: @unchecked Sendable {
    // Sendable: `command` is guarded by `lock`; the rest is constant.
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var command = ""

    var receivedCommand: String { lock.withLock { command } }

    init(lines: [String]) throws {
        (listener, port) = try Self.listen()
        let thread = Thread { [self] in
            // The manager first connects once to check access (and closes at once), then for reports.
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = read(connection, &buffer, buffer.count)
                guard count > 0 else {
                    close(connection)
                    continue
                }
                close(listener)
                let received = String(decoding: buffer[0..<count], as: UTF8.self)
                lock.withLock { command = received.trimmingCharacters(in: .whitespacesAndNewlines) }
                let text = lines.map { $0 + "\r\n" }.joined()
                _ = text.withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
                close(connection)
                return
            }
        }
        thread.start()
    }

    /// A port nothing listens on (bound, then released).
    static func unusedPort() throws -> UInt16 {
        let (descriptor, port) = try listen()
        close(descriptor)
        return port
    }

    private static func listen() throws -> (Int32, UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound, Glibc.listen(descriptor, 1) == 0 else { throw RecorderTimeout("cannot listen: \(errno)") }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }
}
