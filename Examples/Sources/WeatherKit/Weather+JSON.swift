import DeviceKit
import Foundation

extension Weather {
    /// Decodes an OpenWeatherMap "current weather" response (requested with `units=metric`).
    ///
    /// Reads `name` (the coordinate when empty), `coord.lat`, `coord.lon`, `main.temp`, `main.humidity` and
    /// `weather[0].icon` (`weather[0].description` is optional).
    /// - Parameter json: the object `JSONSerialization` produced.
    /// - Throws: ``ApiController/Error/missingField(_:)`` naming the first field that is absent or of the
    ///   wrong type.
    public init(json: Any) throws {
        let root = JSONObject(json, path: "")
        let main = try root.object("main")
        let coord = try root.object("coord")
        let conditions = try root.array("weather").first.map { JSONObject($0, path: "weather[0]") }
        guard let conditions else { throw ApiController.Error.missingField("weather[0]") }
        let code = try conditions.string("icon")
        let coordinate = Coordinate(latitude: try coord.number("lat"), longitude: try coord.number("lon"))
        // The service answers "" for places without a name (open sea): show the coordinate instead.
        let name = try root.string("name")
        self.init(
            cityName: name.isEmpty ? coordinate.compassDescription : name,
            temperature: Int(try main.number("temp").rounded()),
            humidity: Int(try main.number("humidity").rounded()),
            icon: Weather.icon(forCode: code),
            summary: (try? conditions.string("description")) ?? "",
            coordinate: coordinate
        )
    }
}

/// Typed access to a decoded JSON object, throwing ``ApiController/Error/missingField(_:)`` with the path.
private struct JSONObject {
    let value: Any
    let path: String

    init(_ value: Any, path: String) {
        self.value = value
        self.path = path
    }

    private func field(_ key: String) throws -> Any {
        guard let dictionary = value as? [String: Any], let field = dictionary[key], !(field is NSNull) else {
            throw ApiController.Error.missingField(qualified(key))
        }
        return field
    }

    private func qualified(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    func object(_ key: String) throws -> JSONObject {
        let field = try field(key)
        guard field is [String: Any] else { throw ApiController.Error.missingField(qualified(key)) }
        return JSONObject(field, path: qualified(key))
    }

    func array(_ key: String) throws -> [Any] {
        guard let array = try field(key) as? [Any] else { throw ApiController.Error.missingField(qualified(key)) }
        return array
    }

    func string(_ key: String) throws -> String {
        guard let string = try field(key) as? String else { throw ApiController.Error.missingField(qualified(key)) }
        return string
    }

    func number(_ key: String) throws -> Double {
        let field = try field(key)
        // JSONSerialization gives NSNumber (booleans too: `true` would read as 1).
        guard let number = (field as? NSNumber)?.doubleValue, number.isFinite else {
            throw ApiController.Error.missingField(qualified(key))
        }
        return number
    }
}
