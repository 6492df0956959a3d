import FlyingFox
import Foundation

/// Turns a weather query into a canned response.
struct Responder: Sendable {
    let options: FixtureServer.Options

    func respond(to query: [HTTPRequest.QueryItem]) async throws -> HTTPResponse {
        if options.delay > .zero {
            try await Task.sleep(for: options.delay)
        }
        guard query["appid"] == options.apiKey else {
            return Self.json(.unauthorized, ["cod": 401, "message": "Invalid API key."])
        }
        let units = Units(query["units"])
        if let name = query["q"] {
            return try await respond(toCity: name, units: units)
        }
        guard let latitude = query["lat"].flatMap(Double.init), latitude.isFinite, (-90...90).contains(latitude) else {
            return Self.json(.badRequest, ["cod": "400", "message": "wrong latitude"])
        }
        guard let longitude = query["lon"].flatMap(Double.init), longitude.isFinite, (-180...180).contains(longitude)
        else {
            return Self.json(.badRequest, ["cod": "400", "message": "wrong longitude"])
        }
        // At a fixture city (a location fix in Paris, say) the answer is that city's weather.
        if let city = FixtureCity.nearest(latitude: latitude, longitude: longitude, within: 0.1) {
            return Self.json(.ok, Self.body(for: city, units: units))
        }
        return Self.json(.ok, GridWeather(latitude: latitude, longitude: longitude).body(units: units))
    }

    private func respond(toCity name: String, units: Units) async throws -> HTTPResponse {
        switch FixtureCity.folded(name) {
        case FixtureCity.folded(FixtureServer.malformedCity):
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "application/json"], body: Data(#"{"coord": {"lon": "#.utf8))
        case FixtureCity.folded(FixtureServer.incompleteCity):
            return Self.json(
                .ok, ["name": FixtureServer.incompleteCity, "coord": ["lat": 45.0, "lon": 5.0], "cod": 200])
        case FixtureCity.folded(FixtureServer.slowCity):
            try await Task.sleep(for: options.slowDelay)
            let slow = FixtureCity(FixtureServer.slowCity, "XX", 46.0, 6.0, 15, 50, "01d", "clear sky")
            return Self.json(.ok, Self.body(for: slow, units: units))
        default:
            guard let city = FixtureCity.named(name) else {
                return Self.json(.notFound, ["cod": "404", "message": "city not found"])
            }
            return Self.json(.ok, Self.body(for: city, units: units))
        }
    }

    /// The response body of OpenWeatherMap's "current weather" call for `city`.
    static func body(for city: FixtureCity, units: Units) -> [String: Any] {
        [
            "coord": ["lon": city.longitude, "lat": city.latitude],
            "weather": [["id": 800, "main": city.summary, "description": city.summary, "icon": city.iconCode]],
            "base": "stations",
            "main": ["temp": units.convert(celsius: city.celsius), "humidity": city.humidity, "pressure": 1013],
            "sys": ["country": city.country],
            "name": city.name,
            "cod": 200,
        ]
    }

    static func json(_ status: HTTPStatusCode, _ object: [String: Any]) -> HTTPResponse {
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: body)
    }
}

/// The `units` parameter: Kelvin by default, as OpenWeatherMap.
enum Units {
    case standard
    case metric
    case imperial

    init(_ parameter: String?) {
        switch parameter {
        case "metric": self = .metric
        case "imperial": self = .imperial
        default: self = .standard
        }
    }

    func convert(celsius: Double) -> Double {
        let value: Double
        switch self {
        case .standard: value = celsius + 273.15
        case .metric: value = celsius
        case .imperial: value = celsius * 9 / 5 + 32
        }
        return (value * 100).rounded() / 100
    }
}

/// Deterministic weather for any coordinate: one value per 1° cell, warmer towards the equator.
struct GridWeather {
    let latitude: Double
    let longitude: Double

    func body(units: Units) -> [String: Any] {
        let row = Int((latitude + 90).rounded(.down))
        let column = Int((longitude + 180).rounded(.down))
        // A small integer hash of the cell, so that neighbouring cells differ.
        let hash = UInt64(row &* 7919 &+ column &* 104_729) &* 0x9E37_79B9_7F4A_7C15
        let noise = Double((hash >> 33) % 1000) / 1000
        let celsius = (28 - abs(latitude) * 0.55 + (noise - 0.5) * 8).rounded()
        let humidity = 35 + Int(noise * 60)
        let icons = [("01d", "clear sky"), ("02d", "few clouds"), ("04d", "broken clouds"), ("10d", "light rain")]
        let (code, summary) = celsius < 0 ? ("13d", "light snow") : icons[Int((hash >> 20) % 4)]
        let city = FixtureCity.nearest(latitude: latitude, longitude: longitude, within: 1.5)
        let place = FixtureCity(
            city?.name ?? "", city?.country ?? "", latitude, longitude, celsius, humidity, code, summary)
        return Responder.body(for: place, units: units)
    }
}
