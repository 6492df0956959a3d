import Foundation

/// A sentence of NMEA 0183 that carries a position: `GGA` (fix data) or `RMC` (recommended minimum).
public enum NMEASentence: Equatable, Sendable {
    /// `$--GGA`: time, position, fix quality, satellites, HDOP and altitude.
    case gga(GGA)
    /// `$--RMC`: time, status, position, speed, course and date.
    case rmc(RMC)
    /// Any other valid sentence (`GSV`, `GSA`, `VTG`…), identified by its address (`GPGSV`).
    case other(String)

    /// The fields of a `GGA` sentence this package uses.
    public struct GGA: Equatable, Sendable {
        /// Seconds since midnight UTC.
        public var time: Double
        /// The position, `nil` when the fix quality is 0 (no fix).
        public var coordinate: Coordinate?
        /// 0 = no fix, 1 = GPS, 2 = DGPS, …
        public var quality: Int
        /// Satellites in use.
        public var satellites: Int
        /// Horizontal dilution of precision, `nil` when empty.
        public var hdop: Double?
        /// Metres above mean sea level, `nil` when empty.
        public var altitude: Double?
    }

    /// The fields of an `RMC` sentence this package uses.
    public struct RMC: Equatable, Sendable {
        /// Seconds since midnight UTC.
        public var time: Double
        /// `true` for status `A` (valid), `false` for `V` (warning, no fix).
        public var isValid: Bool
        /// The position, `nil` when empty.
        public var coordinate: Coordinate?
        /// Speed over ground in knots, `nil` when empty.
        public var knots: Double?
        /// Course over ground in degrees, `nil` when empty.
        public var course: Double?
        /// The UTC date (day, month, year), `nil` when empty.
        public var date: DateComponents?
    }
}

/// Why a line is not a usable NMEA sentence.
public enum NMEAError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line does not start with `$` (noise, a partial line at the start of a stream, binary data).
    case notASentence(String)
    /// The line ends before its `*hh` checksum: cut off in transmission.
    case truncated(String)
    /// The checksum does not match the sentence: corrupted in transmission.
    case badChecksum(String, expected: UInt8, found: UInt8)
    /// The checksum matches but a field cannot be read.
    case malformed(String, reason: String)
    /// The checksum matches but the address is no NMEA 0183 talker and sentence type (nor a proprietary
    /// `$P…` sentence): a line of something else that happens to look like NMEA.
    case unknownAddress(String, address: String)

    /// A message that shows the offending text (shortened to 60 characters).
    public var description: String {
        switch self {
        case .notASentence(let line):
            return "not an NMEA sentence: \(Self.shorten(line))"
        case .truncated(let line):
            return "truncated NMEA sentence (no *hh checksum): \(Self.shorten(line))"
        case .badChecksum(let line, let expected, let found):
            return String(format: "bad NMEA checksum: computed %02X, sentence says %02X: ", expected, found)
                + Self.shorten(line)
        case .malformed(let line, let reason):
            return "malformed NMEA sentence (\(reason)): \(Self.shorten(line))"
        case .unknownAddress(let line, let address):
            return "not an NMEA sentence (no talker and type '\(Self.shorten(address))'): \(Self.shorten(line))"
        }
    }

    private static func shorten(_ line: String) -> String {
        let printable = String(line.unicodeScalars.map { $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
        return printable.count > 60 ? String(printable.prefix(60)) + "…" : printable
    }
}

/// Reads NMEA 0183 sentences.
///
/// ```swift
/// try NMEAParser.parse("$GPRMC,103003.00,A,4851.5022,N,00217.6688,E,2.72,135.0,241126,,,A*64")
/// // .rmc(RMC(time: 37803, isValid: true, coordinate: 48.858370, 2.294480, …))
/// ```
public enum NMEAParser {
    /// Parses one line (surrounding white space and the CR LF are ignored).
    /// - Parameter line: the text of one sentence.
    /// - Returns: the sentence.
    /// - Throws: ``NMEAError`` for noise, a truncated line, a bad checksum, an address that is not NMEA's or an
    ///   unreadable field.
    public static func parse(_ line: String) throws -> NMEASentence {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("$") else { throw NMEAError.notASentence(text) }
        guard let star = text.lastIndex(of: "*") else { throw NMEAError.truncated(text) }
        let body = text[text.index(after: text.startIndex)..<star]
        let checksumText = text[text.index(after: star)...]
        guard checksumText.count >= 2 else { throw NMEAError.truncated(text) }
        guard checksumText.count == 2, let found = UInt8(checksumText, radix: 16) else {
            throw NMEAError.malformed(text, reason: "checksum '\(checksumText)' is not two hex digits")
        }
        let computed = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
        guard computed == found else { throw NMEAError.badChecksum(text, expected: computed, found: found) }
        let fields = body.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let address = fields[0]
        guard address.count == 5 || address.count == 6 else {
            throw NMEAError.malformed(text, reason: "address '\(address)' is not a talker and a type")
        }
        guard isNMEAAddress(address) else { throw NMEAError.unknownAddress(text, address: address) }
        switch address.suffix(3) {
        case "GGA": return .gga(try parseGGA(fields, text))
        case "RMC": return .rmc(try parseRMC(fields, text))
        default: return .other(address)
        }
    }

    /// A proprietary address (`P` and a maker's letters), or a talker and a sentence type of NMEA 0183.
    static func isNMEAAddress(_ address: String) -> Bool {
        let characters = Array(address)
        guard characters.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) else { return false }
        if characters[0] == "P" { return true }
        return characters.count == 5 && talkers.contains(String(characters[0..<2]))
            && sentenceTypes.contains(String(characters[2...]))
    }

    /// NMEA 0183 talker identifiers: satellite systems, instruments and integrated systems.
    static let talkers: Set<String> = [
        "AB", "AD", "AG", "AI", "AN", "AP", "AR", "AS", "AT", "AU", "AX", "BD", "BI", "BN", "CA", "CD", "CR", "CS",
        "CT", "CV", "CX", "DE", "DF", "DU", "EC", "EI", "EP", "ER", "FD", "FE", "FR", "FS", "GA", "GB", "GI", "GL",
        "GN", "GP", "GQ", "HC", "HD", "HE", "HF", "HN", "HS", "II", "IN", "LC", "NL", "NV", "NW", "QZ", "RA", "RB",
        "RC", "RI", "SA", "SC", "SD", "SG", "SI", "SN", "SS", "TI", "UP", "VA", "VD", "VM", "VR", "VS", "VW", "WD",
        "WI", "WL", "YX", "ZA", "ZC", "ZQ", "ZV",
    ]

    /// NMEA 0183 sentence types (formatters).
    static let sentenceTypes: Set<String> = [
        "AAM", "ABK", "ABM", "ACA", "ACK", "ACN", "ACS", "AIR", "AKD", "ALA", "ALC", "ALF", "ALM", "ALR", "APA",
        "APB", "ARC", "BBM", "BEC", "BOD", "BWC", "BWR", "BWW", "CUR", "DBK", "DBS", "DBT", "DCN", "DDC", "DOR",
        "DPT", "DSC", "DSE", "DSI", "DSR", "DTM", "ETL", "EVE", "FIR", "FSI", "GBS", "GEN", "GFA", "GGA", "GLC",
        "GLL", "GMP", "GNS", "GRS", "GSA", "GST", "GSV", "HBT", "HDG", "HDM", "HDT", "HMR", "HMS", "HSC", "HSS",
        "HTC", "HTD", "LCD", "LR1", "LR2", "LR3", "LRF", "LRI", "MLA", "MSK", "MSS", "MTW", "MWD", "MWV", "NAK",
        "NRM", "NRX", "OSD", "POS", "PRC", "RLM", "RMA", "RMB", "RMC", "ROR", "ROT", "RPM", "RSA", "RSD", "RTE",
        "SFI", "SM1", "SM2", "SM3", "SM4", "SMB", "SPW", "SSD", "STN", "THS", "TLB", "TLL", "TRC", "TRD", "TRF",
        "TTD", "TTM", "TUT", "TXT", "UID", "VBW", "VDM", "VDO", "VDR", "VER", "VHW", "VLW", "VPW", "VSD", "VTG",
        "WAT", "WCV", "WNC", "WPL", "XDR", "XTE", "XTR", "ZDA", "ZDL", "ZFO", "ZTG",
    ]

    private static func parseGGA(_ fields: [String], _ text: String) throws -> NMEASentence.GGA {
        guard fields.count >= 10 else {
            throw NMEAError.malformed(text, reason: "GGA has \(fields.count) fields, at least 10 expected")
        }
        let quality = try integer(fields[6], "fix quality", text)
        let coordinate = quality == 0 ? nil : try self.coordinate(fields[2], fields[3], fields[4], fields[5], text)
        return NMEASentence.GGA(
            time: try time(fields[1], text),
            coordinate: coordinate,
            quality: quality,
            satellites: fields[7].isEmpty ? 0 : try integer(fields[7], "satellites", text),
            hdop: try optionalNumber(fields[8], "HDOP", text),
            altitude: try optionalNumber(fields[9], "altitude", text)
        )
    }

    private static func parseRMC(_ fields: [String], _ text: String) throws -> NMEASentence.RMC {
        guard fields.count >= 10 else {
            throw NMEAError.malformed(text, reason: "RMC has \(fields.count) fields, at least 10 expected")
        }
        guard fields[2] == "A" || fields[2] == "V" else {
            throw NMEAError.malformed(text, reason: "status '\(fields[2])' is neither A nor V")
        }
        let isValid = fields[2] == "A"
        let hasPosition = !fields[3].isEmpty || !fields[5].isEmpty
        return NMEASentence.RMC(
            time: try time(fields[1], text),
            isValid: isValid,
            coordinate: hasPosition ? try coordinate(fields[3], fields[4], fields[5], fields[6], text) : nil,
            knots: try optionalNumber(fields[7], "speed", text),
            course: try optionalNumber(fields[8], "course", text),
            date: try date(fields[9], text)
        )
    }

    /// `hhmmss.ss` → seconds since midnight.
    private static func time(_ field: String, _ text: String) throws -> Double {
        let digits = Array(field)
        guard digits.count >= 6, let hours = Int(String(digits[0..<2])), let minutes = Int(String(digits[2..<4])),
            let seconds = Double(String(digits[4...])), hours < 24, minutes < 60, seconds < 61
        else { throw NMEAError.malformed(text, reason: "time '\(field)' is not hhmmss") }
        return Double(hours * 3600 + minutes * 60) + seconds
    }

    /// `ddmmyy` → date components (years 80…99 are 19xx, the rest 20xx).
    private static func date(_ field: String, _ text: String) throws -> DateComponents? {
        guard !field.isEmpty else { return nil }
        let digits = Array(field)
        guard digits.count == 6, let day = Int(String(digits[0..<2])), let month = Int(String(digits[2..<4])),
            let year = Int(String(digits[4..<6])), (1...31).contains(day), (1...12).contains(month)
        else { throw NMEAError.malformed(text, reason: "date '\(field)' is not ddmmyy") }
        return DateComponents(year: year >= 80 ? 1900 + year : 2000 + year, month: month, day: day)
    }

    /// `ddmm.mmmm,N` and `dddmm.mmmm,E` → a coordinate.
    private static func coordinate(
        _ latitude: String,
        _ northSouth: String,
        _ longitude: String,
        _ eastWest: String,
        _ text: String
    ) throws -> Coordinate {
        let lat = try angle(latitude, degreeDigits: 2, hemisphere: northSouth, positive: "N", negative: "S", text)
        let lon = try angle(longitude, degreeDigits: 3, hemisphere: eastWest, positive: "E", negative: "W", text)
        let coordinate = Coordinate(latitude: lat, longitude: lon)
        guard coordinate.isValid else { throw NMEAError.malformed(text, reason: "position \(coordinate) out of range") }
        return coordinate
    }

    // swift-format-ignore: FunctionParameterCount
    private static func angle(
        _ field: String,
        degreeDigits: Int,
        hemisphere: String,
        positive: String,
        negative: String,
        _ text: String
    ) throws -> Double {
        let characters = Array(field)
        guard characters.count > degreeDigits + 1, let degrees = Double(String(characters[0..<degreeDigits])),
            let minutes = Double(String(characters[degreeDigits...])), minutes < 60
        else {
            throw NMEAError.malformed(text, reason: "angle '\(field)' is not \(degreeDigits == 2 ? "dd" : "ddd")mm.mm")
        }
        let value = degrees + minutes / 60
        switch hemisphere {
        case positive: return value
        case negative: return -value
        default: throw NMEAError.malformed(text, reason: "hemisphere '\(hemisphere)' is not \(positive) or \(negative)")
        }
    }

    private static func integer(_ field: String, _ name: String, _ text: String) throws -> Int {
        guard let value = Int(field) else {
            throw NMEAError.malformed(text, reason: "\(name) '\(field)' is not a number")
        }
        return value
    }

    private static func optionalNumber(_ field: String, _ name: String, _ text: String) throws -> Double? {
        guard !field.isEmpty else { return nil }
        guard let value = Double(field) else {
            throw NMEAError.malformed(text, reason: "\(name) '\(field)' is not a number")
        }
        return value
    }
}
