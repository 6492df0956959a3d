import DeviceKit
import Foundation
import XCTest

final class NMEAParserTests: XCTestCase {
    // Sentences from the bundled track and from receivers' manuals, checksums as transmitted.
    let gga = "$GPGGA,103003.00,4851.5022,N,00217.6688,E,1,09,1.0,33.3,M,46.9,M,,*54"
    let rmc = "$GPRMC,103003.00,A,4851.5022,N,00217.6688,E,2.72,135.0,241126,,,A*64"
    // The NMEA 0183 standard's classic example (Hamburg area receiver, 1994).
    let classicGGA = "$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47"

    func testGGAFieldsAreRead() throws {
        guard case .gga(let fix) = try NMEAParser.parse(gga) else { return XCTFail("not a GGA") }
        XCTAssertEqual(fix.time, 10 * 3600 + 30 * 60 + 3)
        XCTAssertEqual(fix.coordinate?.latitude ?? 0, 48 + 51.5022 / 60, accuracy: 1e-9)
        XCTAssertEqual(fix.coordinate?.longitude ?? 0, 2 + 17.6688 / 60, accuracy: 1e-9)
        XCTAssertEqual(fix.quality, 1)
        XCTAssertEqual(fix.satellites, 9)
        XCTAssertEqual(fix.hdop, 1.0)
        XCTAssertEqual(fix.altitude, 33.3)
    }

    func testTheStandardsExampleParses() throws {
        guard case .gga(let fix) = try NMEAParser.parse(classicGGA) else { return XCTFail("not a GGA") }
        XCTAssertEqual(fix.coordinate?.latitude ?? 0, 48.1173, accuracy: 1e-9)
        XCTAssertEqual(fix.coordinate?.longitude ?? 0, 11.516_666_666, accuracy: 1e-6)
        XCTAssertEqual(fix.altitude, 545.4)
    }

    func testRMCFieldsAreRead() throws {
        guard case .rmc(let fix) = try NMEAParser.parse(rmc + "\r\n") else { return XCTFail("not an RMC") }
        XCTAssertTrue(fix.isValid)
        XCTAssertEqual(fix.knots, 2.72)
        XCTAssertEqual(fix.course, 135.0)
        XCTAssertEqual(fix.date, DateComponents(year: 2026, month: 11, day: 24))
    }

    func testSouthAndWestAreNegativeAndOtherTalkersAreAccepted() throws {
        let body = "GNRMC,000001.00,A,3351.6000,S,15112.6000,W,0.0,0.0,010125,,,A"
        guard case .rmc(let fix) = try NMEAParser.parse(withChecksum(body)) else { return XCTFail("not an RMC") }
        XCTAssertEqual(fix.coordinate?.latitude ?? 0, -33.86, accuracy: 1e-9)
        XCTAssertEqual(fix.coordinate?.longitude ?? 0, -151.21, accuracy: 1e-9)
    }

    func testSentencesWithoutAFixHaveNoCoordinate() throws {
        guard case .gga(let fix) = try NMEAParser.parse("$GPGGA,103000.00,,,,,0,00,99.9,,M,,M,,*5D") else {
            return XCTFail("not a GGA")
        }
        XCTAssertNil(fix.coordinate)
        XCTAssertEqual(fix.quality, 0)
        guard case .rmc(let rmcFix) = try NMEAParser.parse("$GPRMC,103000.00,V,,,,,,,241126,,,N*7D") else {
            return XCTFail("not an RMC")
        }
        XCTAssertFalse(rmcFix.isValid)
    }

    func testOtherSentenceTypesAreRecognisedButNotRead() throws {
        let gsv = "$GPGSV,1,1,04,05,63,092,44,13,41,305,40,15,28,211,38,24,71,034,46"
        XCTAssertEqual(try NMEAParser.parse(withChecksum(String(gsv.dropFirst()))), .other("GPGSV"))
    }

    func testABadChecksumIsReportedWithBothValues() {
        let corrupted = gga.replacingOccurrences(of: "4851.5022", with: "4851.5023")
        XCTAssertThrowsError(try NMEAParser.parse(corrupted)) { error in
            guard case .badChecksum(_, let expected, let found) = error as? NMEAError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(found, 0x54)
            XCTAssertEqual(expected, 0x55)
            XCTAssertTrue("\(error)".contains("bad NMEA checksum: computed 55, sentence says 54"), "\(error)")
        }
    }

    func testATruncatedLineIsReported() {
        let cut = String(rmc.prefix(40))
        XCTAssertThrowsError(try NMEAParser.parse(cut)) { error in
            XCTAssertEqual(error as? NMEAError, .truncated(cut))
        }
        XCTAssertThrowsError(try NMEAParser.parse(String(rmc.dropLast(1)))) { error in
            XCTAssertEqual(error as? NMEAError, .truncated(String(rmc.dropLast(1))))
        }
    }

    /// Regression: a line with a good checksum but no NMEA address was taken for an unused sentence type and
    /// dropped without a word.
    func testALineThatOnlyLooksLikeNMEAIsReported() {
        for body in ["hello,world", "HELLO,WORLD", "GPZZZ,1,2", "12345,x", "XXGGA,103003.00"] {
            XCTAssertThrowsError(try NMEAParser.parse(withChecksum(body))) { error in
                let address = String(body.prefix { $0 != "," })
                XCTAssertEqual(error as? NMEAError, .unknownAddress(withChecksum(body), address: address))
                XCTAssertTrue("\(error)".hasPrefix("not an NMEA sentence (no talker and type '\(address)'): $"))
            }
        }
        // Real sentences other than GGA and RMC, proprietary ones included, are still recognised.
        for body in ["GNGSA,A,3,05,13,,,,,,,,,,,1.9,1.0,1.6", "GLGSV,1,1,00", "PGRME,15.0,M,45.0,M,25.0,M"] {
            XCTAssertEqual(
                try NMEAParser.parse(withChecksum(body)), .other(String(body.prefix { $0 != "," })), body)
        }
    }

    func testGarbageIsNotASentence() {
        for garbage in ["hello", "\u{00}\u{FF}\u{01}binary", "GPGGA,123519*47", ""] {
            XCTAssertThrowsError(try NMEAParser.parse(garbage)) { error in
                guard case .notASentence = error as? NMEAError else { return XCTFail("\(garbage): \(error)") }
            }
        }
    }

    func testUnreadableFieldsWithAGoodChecksumAreMalformed() {
        let cases = [
            "GPGGA,103003.00,4851.5022,N,00217.6688,X,1,09,1.0,33.3,M,46.9,M,,",  // hemisphere
            "GPGGA,253003.00,4851.5022,N,00217.6688,E,1,09,1.0,33.3,M,46.9,M,,",  // hour 25
            "GPGGA,103003.00,9951.5022,N,00217.6688,E,1,09,1.0,33.3,M,46.9,M,,",  // latitude 99°
            "GPRMC,103003.00,Q,4851.5022,N,00217.6688,E,2.72,135.0,241126,,,A",  // status
            "GPRMC,103003.00,A,4851.5022,N,00217.6688,E,fast,135.0,241126,,,A",  // speed
            "GPRMC,103003.00,A,4851.5022,N",  // too few fields
        ]
        for body in cases {
            XCTAssertThrowsError(try NMEAParser.parse(withChecksum(body))) { error in
                guard case .malformed = error as? NMEAError else { return XCTFail("\(body): \(error)") }
            }
        }
    }

    func testTheBundledTrackParsesWithoutErrors() throws {
        let text = try String(contentsOf: LocationSource.bundledTrackURL, encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline)
        XCTAssertGreaterThan(lines.count, 300)
        for line in lines { XCTAssertNoThrow(try NMEAParser.parse(String(line)), String(line)) }
    }
}

/// Appends the `*hh` checksum to a sentence body (without `$`).
func withChecksum(_ body: String) -> String {
    let checksum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
    return "$" + body + String(format: "*%02X", checksum)
}
