import DeviceKit
import Foundation
import WeatherKit
import XCTest

final class WeatherJSONTests: XCTestCase {
    private func decode(_ text: String) throws -> Weather {
        try Weather(json: JSONSerialization.jsonObject(with: Data(text.utf8)))
    }

    private let complete = """
        {"coord": {"lon": -0.13, "lat": 51.51}, "name": "London", "cod": 200,
         "weather": [{"icon": "10d", "description": "light rain"}], "main": {"temp": 12.4, "humidity": 81}}
        """

    func testDecodesACompleteResponse() throws {
        let weather = try decode(complete)
        XCTAssertEqual(
            weather,
            Weather(
                cityName: "London", temperature: 12, humidity: 81, icon: "☂", summary: "light rain",
                coordinate: Coordinate(latitude: 51.51, longitude: -0.13)))
    }

    func testEachMissingFieldIsNamed() {
        let cases: [(String, String)] = [
            (#"{"coord": {"lon": 1, "lat": 2}, "name": "X", "weather": [{"icon": "01d"}]}"#, "main"),
            (
                #"{"coord": {"lon": 1, "lat": 2}, "name": "X", "weather": [{"icon": "01d"}], "main": {"humidity": 1}}"#,
                "main.temp"
            ),
            (
                #"{"coord": {"lon": 1}, "name": "X", "weather": [{"icon": "01d"}], "main": {"temp": 1, "humidity": 1}}"#,
                "coord.lat"
            ),
            (
                #"{"coord": {"lon": 1, "lat": 2}, "name": "X", "weather": [], "main": {"temp": 1, "humidity": 1}}"#,
                "weather[0]"
            ),
            (
                #"{"coord": {"lon": 1, "lat": 2}, "name": "X", "weather": [{}], "main": {"temp": 1, "humidity": 1}}"#,
                "weather[0].icon"
            ),
            (
                #"{"coord": {"lon": 1, "lat": 2}, "weather": [{"icon": "01d"}], "main": {"temp": 1, "humidity": 1}}"#,
                "name"
            ),
            (
                #"{"coord": {"lon": 1, "lat": 2}, "name": "X", "weather": [{"icon": "01d"}], "main": {"temp": "hot", "humidity": 1}}"#,
                "main.temp"
            ),
            (#"[1, 2]"#, "main"),
        ]
        for (json, field) in cases {
            XCTAssertThrowsError(try decode(json), json) { error in
                XCTAssertEqual(error as? ApiController.Error, .missingField(field), json)
            }
        }
    }

    func testEmptyNameShowsTheCoordinate() throws {
        let weather = try decode(complete.replacingOccurrences(of: #""London""#, with: #""""#))
        XCTAssertEqual(weather.cityName, "51.51°N 0.13°W")
    }

    func testIconCodes() {
        XCTAssertEqual(
            ["01d", "02n", "04d", "09d", "10n", "11d", "13d", "50d", "zz"].map(Weather.icon(forCode:)),
            ["☀", "☁", "☁", "☂", "☂", "ϟ", "❄", "≡", "?"])
    }

    func testPlaceholderLabels() {
        let placeholder = Weather.placeholder(for: ApiController.Error.cityNotFound("X"))
        XCTAssertTrue(placeholder.isPlaceholder)
        XCTAssertEqual(placeholder.temperatureText, "–")
        XCTAssertEqual(placeholder.humidityText, "–")
        XCTAssertNil(placeholder.overlay())
        XCTAssertEqual(Weather.london.temperatureText, "12° C")
        XCTAssertEqual(Weather.london.humidityText, "50%")
    }
}
