import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a ``LocationManager`` reads positions from.
public enum LocationSource: Sendable, Equatable, CustomStringConvertible {
    /// An NMEA 0183 log replayed at the pace of its timestamps, `speed` times faster (0 or less: as
    /// fast as possible), from the start again at the end when `loops`.
    case nmeaFile(URL, speed: Double = 1, loops: Bool = false)
    /// A serial GPS receiver (or anything that streams NMEA: a FIFO, a pseudo-terminal). Terminals are
    /// switched to raw mode at `baudRate`.
    case device(path: String, baudRate: Int = 9600)
    /// A gpsd daemon, spoken to in its JSON protocol (`?WATCH={"enable":true,"json":true}`).
    case gpsd(host: String, port: UInt16 = 2947)

    /// The sample track bundled with DeviceKit (a three-minute walk on the Champ de Mars, Paris), replayed
    /// in real time and looped.
    public static var bundledTrack: LocationSource {
        .nmeaFile(bundledTrackURL, speed: 1, loops: true)
    }

    /// The file of ``bundledTrack``.
    public static var bundledTrackURL: URL {
        guard let url = Bundle.module.url(forResource: "track", withExtension: "nmea") else {
            fatalError("DeviceKit's bundled track.nmea is missing from its resource bundle")
        }
        return url
    }

    /// Reads `HOST:PORT` (or `HOST`, port 2947; `[::1]:2947` for IPv6).
    /// - Parameter text: the address.
    /// - Returns: a ``gpsd(host:port:)`` source.
    /// - Throws: ``LocationSourceError/badAddress(_:)`` when the port is not a number from 1 to 65535.
    public static func gpsd(address text: String) throws -> LocationSource {
        var host = text
        var port: UInt16 = 2947
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            if rest.hasPrefix(":") {
                guard let value = UInt16(rest.dropFirst()), value > 0 else {
                    throw LocationSourceError.badAddress(text)
                }
                port = value
            }
        } else if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            guard let value = UInt16(text[text.index(after: colon)...]), value > 0 else {
                throw LocationSourceError.badAddress(text)
            }
            port = value
        }
        guard !host.isEmpty else { throw LocationSourceError.badAddress(text) }
        return .gpsd(host: host, port: port)
    }

    /// A short name used in messages: the file name, the device path or `gpsd at HOST:PORT`.
    public var description: String {
        switch self {
        case .nmeaFile(let url, _, _): return url.path
        case .device(let path, _): return path
        case .gpsd(let host, let port): return "gpsd at \(host):\(port)"
        }
    }
}

/// Errors in the description of a source.
public enum LocationSourceError: Error, Equatable, CustomStringConvertible {
    /// A gpsd address that is not `HOST:PORT`.
    case badAddress(String)

    /// A readable message.
    public var description: String {
        switch self {
        case .badAddress(let text): return "'\(text)' is not HOST:PORT (a port from 1 to 65535)"
        }
    }
}

/// The system's message for an `errno` value.
func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// Opens a file or device for reading, or says why not. A directory opens on Linux: it is refused here.
func openForReading(_ path: String, flags: Int32 = 0) -> Result<Int32, AccessFailure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | flags)
    guard descriptor >= 0 else { return .failure(AccessFailure(SourceProblem.fromSystemError(errno))) }
    var information = stat()
    if fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFDIR {
        close(descriptor)
        return .failure(AccessFailure(.isDirectory))
    }
    return .success(descriptor)
}

/// Why a source cannot be used, and so the authorization status it has.
struct AccessFailure: Error {
    let problem: SourceProblem
    var status: AuthorizationStatus { problem.authorizationStatus }

    init(_ problem: SourceProblem) {
        self.problem = problem
    }
}
