import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a feed reports to its ``LocationManager``, always on the manager's queue.
enum FeedEvent: Sendable {
    case location(Location)
    case failure(LocationError)
    /// A replay reached the end of its file (and does not loop).
    case ended
}

/// A running reader of one ``LocationSource``.
protocol LocationFeed: AnyObject, Sendable {
    /// Starts reading; events arrive on the queue given at creation.
    func start()
    /// Stops reading and releases the source; no event is reported afterwards.
    func stop()
}

/// Turns NMEA lines into feed events, numbering lines for messages.
struct NMEADecoder {
    let sourceName: String
    private var assembler = NMEAFixAssembler()
    private(set) var lineNumber = 0
    /// The time of day of the latest sentence, in seconds (grows past 86 400 across midnight).
    private(set) var clock: Double?
    /// The time of day of the first sentence.
    private(set) var firstClock: Double?

    init(sourceName: String) {
        self.sourceName = sourceName
    }

    /// The events of one line, each with the time of day of the epoch it belongs to.
    mutating func decode(_ line: String) -> [(clock: Double?, event: FeedEvent)] {
        lineNumber += 1
        if line.trimmingCharacters(in: .whitespaces).isEmpty { return [] }
        do {
            let sentence = try NMEAParser.parse(line)
            let previousClock = clock
            let time: Double
            switch sentence {
            case .gga(let fix): time = fix.time
            case .rmc(let fix): time = fix.time
            case .other: return []
            }
            advanceClock(to: time)
            guard let location = assembler.add(sentence) else { return [] }
            // A location completed by the first sentence of the next epoch belongs to the previous one.
            let secondsOfDay = location.timestamp.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400)
            let epochClock = abs(secondsOfDay - time) < 0.001 ? clock : previousClock
            return [(epochClock, .location(location))]
        } catch let error as NMEAError {
            return [(clock, .failure(.nmea(error, source: sourceName, line: lineNumber)))]
        } catch {
            return [(clock, .failure(.nmea(.notASentence(line), source: sourceName, line: lineNumber)))]
        }
    }

    mutating func decodeOverlong(_ start: String) -> [(clock: Double?, event: FeedEvent)] {
        lineNumber += 1
        return [(clock, .failure(.nmea(.notASentence(start), source: sourceName, line: lineNumber)))]
    }

    mutating func finish() -> [(clock: Double?, event: FeedEvent)] {
        assembler.flush().map { [(clock, .location($0))] } ?? []
    }

    private mutating func advanceClock(to time: Double) {
        guard let clock else {
            self.clock = time
            firstClock = time
            return
        }
        let dayStart = (clock / 86_400).rounded(.down) * 86_400
        var next = dayStart + time
        if next < clock - 43_200 { next += 86_400 }  // past midnight
        self.clock = max(clock, next)
    }
}

/// Replays an NMEA file at the pace of its timestamps.
final class NMEAReplayFeed: LocationFeed, @unchecked Sendable {
    // Sendable: `generation` is only touched on `queue`.

    private let url: URL
    private let speed: Double
    private let loops: Bool
    private let queue: DispatchQueue
    private let handler: @Sendable (FeedEvent) -> Void
    private var generation = 0

    /// The longest pause between two sentences, whatever the file says (a gap in a log is not a reason to hang).
    static let longestPause = 10.0

    init(url: URL, speed: Double, loops: Bool, queue: DispatchQueue, handler: @escaping @Sendable (FeedEvent) -> Void) {
        self.url = url
        self.speed = speed
        self.loops = loops
        self.queue = queue
        self.handler = handler
    }

    func start() {
        queue.async { [self] in
            generation += 1
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                handler(.failure(.sourceUnavailable(source: url.path, problem: Self.problem(error))))
                return
            }
            let timeline = Self.timeline(of: data, sourceName: url.lastPathComponent)
            guard !timeline.isEmpty else {
                handler(.failure(.sourceUnavailable(source: url.path, problem: .noSentences)))
                return
            }
            let current = generation
            schedule(after: timeline[0].pause) { self.step(timeline, index: 0, generation: current) }
        }
    }

    func stop() {
        queue.async { [self] in generation += 1 }
    }

    /// Every event of the file with the pause that precedes it (in the file's seconds).
    static func timeline(of data: Data, sourceName: String) -> [(pause: Double, event: FeedEvent)] {
        var decoder = NMEADecoder(sourceName: sourceName)
        var buffer = LineBuffer(limit: 200)
        var pieces = buffer.append(data)
        if let rest = buffer.finish() { pieces.append(.line(rest)) }
        var timeline: [(pause: Double, event: FeedEvent)] = []
        var previousClock: Double?
        func add(_ events: [(clock: Double?, event: FeedEvent)]) {
            for (eventClock, event) in events {
                let clock = eventClock ?? previousClock ?? 0
                timeline.append((max(0, min(longestPause, clock - (previousClock ?? clock))), event))
                if eventClock != nil { previousClock = clock }
            }
        }
        for piece in pieces {
            switch piece {
            case .line(let line):
                let events = decoder.decode(line)
                if previousClock == nil, let first = decoder.firstClock { previousClock = first }
                add(events)
            case .overlong(let start): add(decoder.decodeOverlong(start))
            }
        }
        add(decoder.finish())
        return timeline
    }

    private func step(_ timeline: [(pause: Double, event: FeedEvent)], index: Int, generation: Int) {
        guard generation == self.generation else { return }
        guard index < timeline.count else {
            if loops {
                schedule(after: 1 + timeline[0].pause) { self.step(timeline, index: 0, generation: generation) }
            } else {
                handler(.ended)
            }
            return
        }
        handler(timeline[index].event)
        let next = index + 1
        let pause = next < timeline.count ? timeline[next].pause : 0
        schedule(after: pause) { self.step(timeline, index: next, generation: generation) }
    }

    private func schedule(after fileSeconds: Double, _ work: @escaping @Sendable () -> Void) {
        guard speed > 0, fileSeconds > 0 else {
            queue.async(execute: work)
            return
        }
        queue.asyncAfter(deadline: .now() + fileSeconds / speed, execute: work)
    }

    private static func problem(_ error: Error) -> SourceProblem {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return .fromSystemError(Int32(underlying.code))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return .notFound
            case NSFileReadNoPermissionError: return .permissionDenied
            default: break
            }
        }
        return .other(nsError.localizedDescription)
    }
}
