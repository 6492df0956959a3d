import DeviceKit
import Foundation
import XCTest

final class NMEAFixAssemblerTests: XCTestCase {
    func testAnEpochIsDeliveredWhenBothSentencesArrived() throws {
        var assembler = NMEAFixAssembler()
        XCTAssertNil(assembler.add(try NMEAParser.parse(withChecksum(gga(second: 3)))))
        let location = try XCTUnwrap(assembler.add(try NMEAParser.parse(withChecksum(rmc(second: 3)))))
        XCTAssertEqual(location.altitude, 33.3)
        XCTAssertEqual(location.horizontalAccuracy, 5, accuracy: 1e-9)
        XCTAssertEqual(location.speed, 2.72 * 1852 / 3600, accuracy: 1e-9)
        XCTAssertEqual(location.course, 135)
        XCTAssertEqual(location.timestamp, try utc("2026-11-24T10:30:03Z"))
        XCTAssertNil(assembler.flush())
    }

    func testAnEpochWithOneSentenceIsDeliveredWhenTheNextBegins() throws {
        var assembler = NMEAFixAssembler()
        XCTAssertNil(assembler.add(try NMEAParser.parse(withChecksum(rmc(second: 3)))))
        let first = try XCTUnwrap(assembler.add(try NMEAParser.parse(withChecksum(rmc(second: 4)))))
        XCTAssertEqual(first.timestamp, try utc("2026-11-24T10:30:03Z"))
        XCTAssertEqual(first.horizontalAccuracy, -1)
        let last = try XCTUnwrap(assembler.flush())
        XCTAssertEqual(last.timestamp, try utc("2026-11-24T10:30:04Z"))
    }

    func testEpochsWithoutAFixGiveNothing() throws {
        var assembler = NMEAFixAssembler()
        XCTAssertNil(assembler.add(try NMEAParser.parse("$GPGGA,103000.00,,,,,0,00,99.9,,M,,M,,*5D")))
        XCTAssertNil(assembler.add(try NMEAParser.parse("$GPRMC,103000.00,V,,,,,,,241126,,,N*7D")))
        XCTAssertNil(assembler.flush())
    }

    func testDistanceIsTheGreatCircleDistance() {
        let eiffel = Location(coordinate: Coordinate(latitude: 48.85837, longitude: 2.29448), timestamp: Date())
        let louvre = Location(coordinate: Coordinate(latitude: 48.86061, longitude: 2.33764), timestamp: Date())
        XCTAssertEqual(eiffel.distance(from: louvre), 3170, accuracy: 15)
    }

    private func gga(second: Int) -> String {
        String(format: "GPGGA,1030%02d.00,4851.5022,N,00217.6688,E,1,09,1.0,33.3,M,46.9,M,,", second)
    }

    private func rmc(second: Int) -> String {
        String(format: "GPRMC,1030%02d.00,A,4851.5022,N,00217.6688,E,2.72,135.0,241126,,,A", second)
    }
}

func utc(_ text: String) throws -> Date {
    try XCTUnwrap(ISO8601DateFormatter().date(from: text))
}
