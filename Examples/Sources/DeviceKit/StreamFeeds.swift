import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a non-blocking descriptor on a queue and hands complete lines to `onLine`; reports the end once.
final class LineReader: @unchecked Sendable {
    // Sendable: `buffer` and `finished` are only touched by the read source's handler, serial on `queue`.

    private let source: DispatchSourceRead
    private var buffer: LineBuffer
    private var finished = false

    /// - Parameters:
    ///   - descriptor: an open descriptor, owned by the reader from now on (closed when it stops).
    ///   - onPiece: called with every complete line (or the start of an overlong one).
    ///   - onEnd: called once at the end of input, with the `errno` value when reading failed.
    init(
        descriptor: Int32,
        lineLimit: Int,
        queue: DispatchQueue,
        onPiece: @escaping @Sendable (LineBuffer.Piece) -> Void,
        onEnd: @escaping @Sendable (Int32?) -> Void
    ) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        buffer = LineBuffer(limit: lineLimit)
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setCancelHandler { close(descriptor) }
        // The handler keeps the reader alive until the source is cancelled (which releases the handler).
        source.setEventHandler { [self] in
            var bytes = [UInt8](repeating: 0, count: 4096)
            // Drain what is there: the end of input may follow the data in the same wake-up.
            while !finished {
                let count = read(descriptor, &bytes, bytes.count)
                if count < 0 && errno == EINTR { continue }
                if count < 0 && errno == EAGAIN { return }
                if count > 0 {
                    for piece in buffer.append(bytes[0..<count]) { onPiece(piece) }
                    continue
                }
                // 0: end of file or the writer went away; EIO: a pseudo-terminal whose master closed.
                let reason = count < 0 && errno != EIO ? errno : nil
                finished = true
                if let rest = buffer.finish() { onPiece(.line(rest)) }
                source.cancel()
                onEnd(reason)
            }
        }
        source.resume()
    }

    /// Stops reading and closes the descriptor.
    func cancel() {
        source.cancel()
    }
}

/// Reads NMEA from a serial device, FIFO or pseudo-terminal as the lines arrive.
final class NMEADeviceFeed: LocationFeed, @unchecked Sendable {
    // Sendable: `reader` and `decoder` are only touched on `queue`.

    private let path: String
    private let baudRate: Int
    private let queue: DispatchQueue
    private let handler: @Sendable (FeedEvent) -> Void
    private var reader: LineReader?
    private var decoder: NMEADecoder

    init(path: String, baudRate: Int, queue: DispatchQueue, handler: @escaping @Sendable (FeedEvent) -> Void) {
        self.path = path
        self.baudRate = baudRate
        self.queue = queue
        self.handler = handler
        decoder = NMEADecoder(sourceName: path)
    }

    func start() {
        queue.async { [self] in
            guard reader == nil else { return }
            let descriptor: Int32
            switch openForReading(path, flags: O_NOCTTY | O_NONBLOCK) {
            case .success(let opened): descriptor = opened
            case .failure(let failure):
                handler(.failure(.sourceUnavailable(source: path, problem: failure.problem)))
                return
            }
            if isatty(descriptor) == 1 { Self.configureSerialLine(descriptor, baudRate: baudRate) }
            decoder = NMEADecoder(sourceName: path)
            reader = LineReader(
                descriptor: descriptor, lineLimit: 200, queue: queue,
                onPiece: { [weak self] piece in self?.receive(piece) },
                onEnd: { [weak self] reason in self?.end(reason) }
            )
        }
    }

    func stop() {
        queue.async { [self] in
            reader?.cancel()
            reader = nil
        }
    }

    private func receive(_ piece: LineBuffer.Piece) {
        guard reader != nil else { return }
        let events: [(clock: Double?, event: FeedEvent)]
        switch piece {
        case .line(let line): events = decoder.decode(line)
        case .overlong(let start): events = decoder.decodeOverlong(start)
        }
        for (_, event) in events { handler(event) }
    }

    private func end(_ reason: Int32?) {
        guard reader != nil else { return }
        reader = nil
        for (_, event) in decoder.finish() { handler(event) }
        if let reason {
            handler(.failure(.sourceUnavailable(source: path, problem: .fromSystemError(reason))))
        } else {
            handler(.failure(.sourceClosed(source: path)))
        }
    }

    /// Raw 8N1 input at the given speed, as GPS receivers talk (4800 or 9600 baud usually).
    private static func configureSerialLine(_ descriptor: Int32, baudRate: Int) {
        var mode = termios()
        guard tcgetattr(descriptor, &mode) == 0 else { return }
        cfmakeraw(&mode)
        let speeds: [Int: speed_t] = [
            4800: speed_t(B4800), 9600: speed_t(B9600), 19200: speed_t(B19200), 38400: speed_t(B38400),
            57600: speed_t(B57600), 115200: speed_t(B115200),
        ]
        if let speed = speeds[baudRate] {
            cfsetispeed(&mode, speed)
            cfsetospeed(&mode, speed)
        }
        mode.c_cflag |= tcflag_t(CLOCAL | CREAD)
        tcsetattr(descriptor, TCSANOW, &mode)
    }
}
