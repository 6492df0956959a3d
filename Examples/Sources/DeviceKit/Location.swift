import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A latitude and longitude in degrees (WGS 84), shaped like `CLLocationCoordinate2D`.
public struct Coordinate: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator (negative: south), −90…90.
    public var latitude: Double
    /// Degrees east of Greenwich (negative: west), −180…180.
    public var longitude: Double

    /// Creates a coordinate.
    /// - Parameters:
    ///   - latitude: degrees north, −90…90.
    ///   - longitude: degrees east, −180…180.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both angles are in range.
    public var isValid: Bool {
        (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// `48.858370, 2.294480`.
    public var description: String {
        String(format: "%.6f, %.6f", latitude, longitude)
    }
}

/// A position fix, shaped like `CLLocation`. Negative accuracies, speeds and courses mean "unknown".
public struct Location: Equatable, Sendable, CustomStringConvertible {
    /// Where.
    public var coordinate: Coordinate
    /// Metres above mean sea level (valid when ``verticalAccuracy`` ≥ 0).
    public var altitude: Double
    /// Radius of uncertainty in metres; negative when unknown.
    public var horizontalAccuracy: Double
    /// Altitude uncertainty in metres; negative when the altitude is unknown.
    public var verticalAccuracy: Double
    /// Metres per second over ground; negative when unknown.
    public var speed: Double
    /// Degrees clockwise from true north; negative when unknown.
    public var course: Double
    /// When the fix was taken (the receiver's UTC clock).
    public var timestamp: Date

    /// Creates a fix; unknown values default to −1.
    /// - Parameters:
    ///   - coordinate: where.
    ///   - altitude: metres above mean sea level.
    ///   - horizontalAccuracy: metres, negative when unknown.
    ///   - verticalAccuracy: metres, negative when unknown.
    ///   - speed: metres per second, negative when unknown.
    ///   - course: degrees from true north, negative when unknown.
    ///   - timestamp: when the fix was taken.
    public init(
        coordinate: Coordinate,
        altitude: Double = 0,
        horizontalAccuracy: Double = -1,
        verticalAccuracy: Double = -1,
        speed: Double = -1,
        course: Double = -1,
        timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.speed = speed
        self.course = course
        self.timestamp = timestamp
    }

    /// The great-circle distance to `other` in metres (haversine formula on a 6 371 km sphere).
    /// - Parameter other: the other fix.
    /// - Returns: metres.
    public func distance(from other: Location) -> Double {
        let earthRadius = 6_371_000.0
        let lat1 = coordinate.latitude * .pi / 180
        let lat2 = other.coordinate.latitude * .pi / 180
        let deltaLat = lat2 - lat1
        let deltaLon = (other.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(deltaLat / 2) * sin(deltaLat / 2) + cos(lat1) * cos(lat2) * sin(deltaLon / 2) * sin(deltaLon / 2)
        return 2 * earthRadius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// `<48.858370, 2.294480> ±5 m @ 10:30:03`.
    public var description: String {
        "<\(coordinate)> ±\(Int(horizontalAccuracy.rounded())) m @ \(timestamp)"
    }
}

/// Whether the app may use the position source, shaped like `CLAuthorizationStatus`.
///
/// On Linux, authorization is access to the source: readable → ``authorizedAlways``; permission denied →
/// ``denied``; the source does not exist or does not answer → ``restricted``; not tried yet →
/// ``notDetermined``.
public enum AuthorizationStatus: Int32, Sendable, CustomStringConvertible {
    /// The source has not been opened yet.
    case notDetermined = 0
    /// The source is missing or unreachable: nobody can grant access.
    case restricted = 1
    /// The operating system refused access (file or device permissions).
    case denied = 2
    /// The source can be read.
    case authorizedAlways = 3
    /// Same as ``authorizedAlways`` here (there is no background mode to restrict).
    case authorizedWhenInUse = 4

    /// The case name.
    public var description: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorizedAlways: return "authorizedAlways"
        case .authorizedWhenInUse: return "authorizedWhenInUse"
        }
    }
}

/// Deliver every fix, whatever the distance from the previous one (`kCLDistanceFilterNone`).
public let kLocationDistanceFilterNone: Double = -1
/// The best accuracy the source offers, for navigation (`kCLLocationAccuracyBestForNavigation`).
public let kLocationAccuracyBestForNavigation: Double = -2
/// The best accuracy the source offers (`kCLLocationAccuracyBest`).
public let kLocationAccuracyBest: Double = -1
/// Fixes within ten metres (`kCLLocationAccuracyNearestTenMeters`).
public let kLocationAccuracyNearestTenMeters: Double = 10
/// Fixes within a hundred metres (`kCLLocationAccuracyHundredMeters`).
public let kLocationAccuracyHundredMeters: Double = 100
/// Fixes within a kilometre (`kCLLocationAccuracyKilometer`).
public let kLocationAccuracyKilometer: Double = 1000

/// Why a ``LocationManager`` could not deliver positions; passed to `didFailWithError`.
public enum LocationError: Error, Equatable, CustomStringConvertible {
    /// The source cannot be opened, reached or used; ``SourceProblem`` says why. Reported once when
    /// authorization is requested, and again for each `startUpdatingLocation()` while access is missing
    /// (where Core Location reports `kCLErrorDenied`).
    case sourceUnavailable(source: String, problem: SourceProblem)
    /// The source ended or closed the connection while updates were running.
    case sourceClosed(source: String)
    /// A line of NMEA could not be used; the stream goes on with the next line.
    case nmea(NMEAError, source: String, line: Int)
    /// gpsd sent something that is not its JSON protocol, or reported an error.
    case gpsd(String, source: String)

    /// The problem of a ``sourceUnavailable(source:problem:)`` error, `nil` for the others.
    public var sourceProblem: SourceProblem? {
        if case .sourceUnavailable(_, let problem) = self { return problem }
        return nil
    }

    /// A message for people, naming the source.
    public var description: String {
        switch self {
        case .sourceUnavailable(let source, let problem):
            return problem.message(for: source)
        case .sourceClosed(let source):
            return "\(source) closed"
        case .nmea(let error, let source, let line):
            return "\(source):\(line): \(error)"
        case .gpsd(let message, let source):
            return "\(source): \(message)"
        }
    }
}

/// Why a ``LocationSource`` cannot be used. Each case calls for different advice: a path to correct, a
/// permission to grant, a daemon to start, a network to check.
public enum SourceProblem: Equatable, Sendable {
    /// There is no file or device at the path (``AuthorizationStatus/restricted``).
    case notFound
    /// The file or device exists but this user may not read it (``AuthorizationStatus/denied``).
    case permissionDenied
    /// The path is a directory, not a log or a device (``AuthorizationStatus/restricted``).
    case isDirectory
    /// The file can be read but holds no NMEA sentence.
    case noSentences
    /// The host answered that nothing listens on the port (``AuthorizationStatus/restricted``).
    case refused
    /// The host is unknown, cannot be routed to, or did not answer in time; the detail says which.
    case unreachable(String)
    /// Something accepted the connection and closed it before sending a report (not gpsd, or a gpsd that
    /// shuts down).
    case hungUp
    /// Any other failure, in the system's words.
    case other(String)

    /// The message of a ``LocationError/sourceUnavailable(source:problem:)`` for `source`.
    /// - Parameter source: the source's description (a path, or `gpsd at HOST:PORT`).
    /// - Returns: one line.
    public func message(for source: String) -> String {
        switch self {
        case .notFound: return "cannot read \(source): there is no such file or device"
        case .permissionDenied: return "cannot read \(source): permission denied (this user may not read it)"
        case .isDirectory: return "cannot read \(source): it is a directory"
        case .noSentences: return "cannot read \(source): the file contains no NMEA sentence"
        case .refused: return "\(source) refused the connection: nothing listens on that port"
        case .unreachable(let detail): return "cannot reach \(source): \(detail)"
        case .hungUp: return "\(source) hung up: it closed the connection without sending a report"
        case .other(let reason):
            return "\(source.hasPrefix("gpsd at ") ? "cannot reach" : "cannot read") \(source): \(reason)"
        }
    }

    /// The authorization status a source with this problem has.
    public var authorizationStatus: AuthorizationStatus {
        self == .permissionDenied ? .denied : .restricted
    }

    /// The problem for an `errno` value of `open`, `read`, `connect` or `send`.
    /// - Parameter code: the `errno` value.
    /// - Returns: the problem; ``other(_:)`` with the system's message for codes without a case.
    public static func fromSystemError(_ code: Int32) -> SourceProblem {
        switch code {
        case ENOENT, ENOTDIR, ENXIO, ENODEV: return .notFound
        case EACCES, EPERM: return .permissionDenied
        case EISDIR: return .isDirectory
        case ECONNREFUSED: return .refused
        case ETIMEDOUT: return .unreachable("no answer (\(systemMessage(code)))")
        case EHOSTUNREACH, ENETUNREACH, EHOSTDOWN, ENETDOWN: return .unreachable(systemMessage(code))
        case ECONNRESET, EPIPE: return .hungUp
        default: return .other(systemMessage(code))
        }
    }
}
