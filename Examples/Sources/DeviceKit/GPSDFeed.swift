import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Talks to gpsd over TCP: asks for JSON reports and turns `TPV` reports with a fix into locations.
final class GPSDFeed: LocationFeed, @unchecked Sendable {
    // Sendable: `reader`, `generation` and `heardFrom` are only touched on `queue`.

    private let host: String
    private let port: UInt16
    private let queue: DispatchQueue
    private let handler: @Sendable (FeedEvent) -> Void
    private var reader: LineReader?
    private var generation = 0
    /// Whether the current connection has sent a line: one that closes without a word hung up.
    private var heardFrom = false
    private var sourceName: String { "gpsd at \(host):\(port)" }

    /// The command that starts JSON reports.
    static let watchCommand = "?WATCH={\"enable\":true,\"json\":true};\n"

    init(host: String, port: UInt16, queue: DispatchQueue, handler: @escaping @Sendable (FeedEvent) -> Void) {
        self.host = host
        self.port = port
        self.queue = queue
        self.handler = handler
    }

    func start() {
        queue.async { [self] in
            generation += 1
            let generation = generation
            let (host, port, name) = (host, port, sourceName)
            DispatchQueue.global().async { [weak self] in
                let result = TCPConnection.connect(host: host, port: port, timeout: 3)
                guard let self else {
                    if case .success(let descriptor) = result { close(descriptor) }
                    return
                }
                queue.async {
                    guard generation == self.generation else {
                        if case .success(let descriptor) = result { close(descriptor) }
                        return
                    }
                    switch result {
                    case .success(let descriptor): self.watch(descriptor)
                    case .failure(let failure):
                        self.handler(.failure(.sourceUnavailable(source: name, problem: failure.problem)))
                    }
                }
            }
        }
    }

    func stop() {
        queue.async { [self] in
            generation += 1
            reader?.cancel()
            reader = nil
        }
    }

    private func watch(_ descriptor: Int32) {
        let command = Array(Self.watchCommand.utf8)
        guard send(descriptor, command, command.count, Int32(MSG_NOSIGNAL)) == command.count else {
            handler(.failure(.sourceUnavailable(source: sourceName, problem: .fromSystemError(errno))))
            close(descriptor)
            return
        }
        heardFrom = false
        reader = LineReader(
            descriptor: descriptor, lineLimit: 64 * 1024, queue: queue,
            onPiece: { [weak self] piece in self?.receive(piece) },
            onEnd: { [weak self] _ in self?.end() }
        )
    }

    private func receive(_ piece: LineBuffer.Piece) {
        guard reader != nil else { return }
        heardFrom = true
        switch piece {
        case .line(let line):
            guard !line.isEmpty else { return }
            do {
                if let event = try GPSDReport.event(for: line, sourceName: sourceName) { handler(event) }
            } catch {
                handler(.failure(.gpsd("\(error)", source: sourceName)))
            }
        case .overlong(let start):
            handler(.failure(.gpsd("report longer than 64 KiB: \(start)", source: sourceName)))
        }
    }

    private func end() {
        guard reader != nil else { return }
        reader = nil
        handler(
            .failure(
                heardFrom ? .sourceClosed(source: sourceName) : .sourceUnavailable(source: sourceName, problem: .hungUp)
            ))
    }
}

/// gpsd's JSON reports (https://gpsd.io/gpsd_json.html): `TPV` gives positions, `ERROR` a message, the
/// rest (`VERSION`, `DEVICES`, `WATCH`, `SKY`…) is informational.
public enum GPSDReport {
    /// Why a report could not be read.
    public enum ReportError: Error, Equatable, CustomStringConvertible {
        /// The line is not a JSON object with a `class` member.
        case notJSON(String)

        /// A readable message.
        public var description: String {
            switch self {
            case .notJSON(let line):
                let start = line.count > 60 ? String(line.prefix(60)) + "…" : line
                return "not a gpsd JSON report: \(start)"
            }
        }
    }

    /// The location in a `TPV` report with a 2D or 3D fix, `nil` for other reports and `TPV` without a fix.
    /// - Parameter line: one line of gpsd's output.
    /// - Returns: the location, or `nil`.
    /// - Throws: ``ReportError/notJSON(_:)`` for anything that is not a JSON object with a `class`, and
    ///   ``LocationError/gpsd(_:source:)`` for an `ERROR` report.
    public static func location(in line: String) throws -> Location? {
        guard case .location(let location)? = try event(for: line, sourceName: "gpsd") else { return nil }
        return location
    }

    static func event(for line: String, sourceName: String) throws -> FeedEvent? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let kind = object["class"] as? String
        else { throw ReportError.notJSON(line) }
        switch kind {
        case "TPV":
            guard let mode = number(object["mode"]), mode >= 2, let latitude = number(object["lat"]),
                let longitude = number(object["lon"])
            else { return nil }
            let coordinate = Coordinate(latitude: latitude, longitude: longitude)
            guard coordinate.isValid else { return nil }
            let altitude = number(object["altMSL"]) ?? number(object["alt"])
            let time = (object["time"] as? String).flatMap(parseTime) ?? Date()
            return .location(
                Location(
                    coordinate: coordinate,
                    altitude: altitude ?? 0,
                    horizontalAccuracy: number(object["eph"]) ?? number(object["epx"]) ?? -1,
                    verticalAccuracy: altitude == nil ? -1 : number(object["epv"]) ?? -1,
                    speed: number(object["speed"]) ?? -1,
                    course: number(object["track"]) ?? -1,
                    timestamp: time
                ))
        case "ERROR":
            return .failure(.gpsd("gpsd reports: \(object["message"] as? String ?? "an error")", source: sourceName))
        default:
            return nil
        }
    }

    private static func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    private static func parseTime(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}

/// Connects TCP sockets with a timeout.
enum TCPConnection {
    /// A connected socket, or why not: an unknown host or one that does not answer is
    /// ``SourceProblem/unreachable(_:)``, a refused connection ``SourceProblem/refused``.
    static func connect(host: String, port: UInt16, timeout: Double) -> Result<Int32, AccessFailure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Darwin)
            hints.ai_socktype = SOCK_STREAM
        #else
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            let detail = status == EAI_SYSTEM ? systemMessage(errno) : String(cString: gai_strerror(status))
            return .failure(AccessFailure(.unreachable("cannot find host '\(host)' (\(detail))")))
        }
        defer { freeaddrinfo(list) }
        var lastProblem = SourceProblem.unreachable("no address")
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            entry = current.pointee.ai_next
            let descriptor = socket(current.pointee.ai_family, current.pointee.ai_socktype, current.pointee.ai_protocol)
            guard descriptor >= 0 else {
                lastProblem = .fromSystemError(errno)
                continue
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            if Foundation.connect(descriptor, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 {
                return .success(descriptor)
            }
            guard errno == EINPROGRESS else {
                lastProblem = .fromSystemError(errno)
                close(descriptor)
                continue
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&poller, 1, Int32(timeout * 1000))
            var socketError: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &socketError, &length)
            if ready == 1 && socketError == 0 { return .success(descriptor) }
            lastProblem =
                ready == 0 ? .unreachable("no answer within \(Int(timeout)) s") : .fromSystemError(socketError)
            close(descriptor)
        }
        return .failure(AccessFailure(lastProblem))
    }
}
