import Foundation

/// Groups the `GGA` and `RMC` sentences of one epoch (the same time of day) into one ``Location``.
///
/// An epoch is complete when both sentences arrived, or when a sentence of a later epoch arrives (some
/// receivers send only one of them). Epochs without a fix (GGA quality 0, RMC status V) give no location.
/// The horizontal accuracy is estimated as HDOP × 5 m (a typical user range error).
/// ```swift
/// var assembler = NMEAFixAssembler()
/// assembler.add(try NMEAParser.parse(ggaLine))   // nil: waiting for the RMC of this epoch
/// assembler.add(try NMEAParser.parse(rmcLine))   // the Location of the epoch
/// ```
public struct NMEAFixAssembler: Sendable {
    private var time: Double?
    private var gga: NMEASentence.GGA?
    private var rmc: NMEASentence.RMC?
    private var completed = false
    private var lastDate: DateComponents?
    private let fallbackDate: DateComponents

    /// Creates an assembler.
    /// - Parameter fallbackDate: the date of fixes before the first `RMC` (which carries the date);
    ///   today (UTC) by default.
    public init(fallbackDate: DateComponents? = nil) {
        self.fallbackDate =
            fallbackDate ?? Self.utcCalendar.dateComponents([.year, .month, .day], from: Date())
    }

    /// Adds a sentence.
    /// - Parameter sentence: a parsed sentence; types other than GGA and RMC are ignored.
    /// - Returns: the location of the epoch this sentence completed (its own, or the previous one), if
    ///   that epoch had a fix.
    public mutating func add(_ sentence: NMEASentence) -> Location? {
        let sentenceTime: Double
        switch sentence {
        case .gga(let value): sentenceTime = value.time
        case .rmc(let value): sentenceTime = value.time
        case .other: return nil
        }
        var finished: Location?
        if let time, time != sentenceTime {
            finished = completed ? nil : location()
            self.time = nil
            gga = nil
            rmc = nil
            completed = false
        }
        if time == nil { time = sentenceTime }
        guard !completed else { return finished }
        switch sentence {
        case .gga(let value): gga = value
        case .rmc(let value):
            rmc = value
            if let date = value.date { lastDate = date }
        case .other: break
        }
        if gga != nil && rmc != nil {
            completed = true
            return location()
        }
        return finished
    }

    /// Ends the current epoch (at the end of a stream).
    /// - Returns: its location, if it had a fix and was not delivered yet.
    public mutating func flush() -> Location? {
        defer {
            time = nil
            gga = nil
            rmc = nil
            completed = false
        }
        return completed ? nil : location()
    }

    private func location() -> Location? {
        guard let time else { return nil }
        let ggaFix = gga.flatMap { $0.quality > 0 ? $0.coordinate : nil }
        let rmcFix = rmc.flatMap { $0.isValid ? $0.coordinate : nil }
        guard let coordinate = ggaFix ?? rmcFix else { return nil }
        var day = rmc?.date ?? lastDate ?? fallbackDate
        day.timeZone = TimeZone(identifier: "UTC")
        let midnight = Self.utcCalendar.date(from: day) ?? Date(timeIntervalSince1970: 0)
        let hdop = gga?.hdop
        return Location(
            coordinate: coordinate,
            altitude: gga?.altitude ?? 0,
            horizontalAccuracy: hdop.map { $0 * 5 } ?? -1,
            verticalAccuracy: gga?.altitude == nil ? -1 : (hdop ?? 2) * 7.5,
            speed: rmc?.knots.map { $0 * 1852 / 3600 } ?? -1,
            course: rmc?.course ?? -1,
            timestamp: midnight.addingTimeInterval(time)
        )
    }

    private static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}

/// Splits a byte stream into lines (LF or CR LF), refusing lines longer than a limit.
struct LineBuffer {
    private var pending: [UInt8] = []
    /// Whether the rest of an overlong line is being skipped (up to its line feed).
    private var skipping = false
    /// The longest line kept; longer input is reported once, by its start, and dropped up to its end.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// A complete line, or the start of a line that exceeded the limit.
    enum Piece: Equatable {
        case line(String)
        case overlong(String)
    }

    /// Appends bytes and returns the pieces they completed. An overlong line gives one piece, so that each
    /// line of the input gives exactly one piece (line numbers in messages stay right).
    mutating func append(_ bytes: some Sequence<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        for byte in bytes {
            if byte == 0x0A {
                if !skipping {
                    if pending.last == 0x0D { pending.removeLast() }
                    pieces.append(.line(String(decoding: pending, as: UTF8.self)))
                }
                skipping = false
                pending.removeAll(keepingCapacity: true)
            } else if !skipping {
                pending.append(byte)
                if pending.count > limit {
                    pieces.append(.overlong(String(decoding: pending.prefix(80), as: UTF8.self)))
                    pending.removeAll(keepingCapacity: true)
                    skipping = true
                }
            }
        }
        return pieces
    }

    /// The unterminated rest, at the end of the stream.
    mutating func finish() -> String? {
        defer {
            pending.removeAll()
            skipping = false
        }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
}
