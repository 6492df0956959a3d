import DeviceKit

/// The current weather at a place, as the app shows it (the seed's `ApiController.Weather`).
public struct Weather: Hashable, Sendable {
    /// The place name the service answered with.
    public var cityName: String
    /// Temperature in degrees Celsius, rounded.
    public var temperature: Int
    /// Relative humidity in percent.
    public var humidity: Int
    /// A one-column symbol for the conditions (see ``icon(forCode:)``).
    public var icon: String
    /// A short description of the conditions, e.g. "light rain".
    public var summary: String
    /// Where the weather was measured; `nil` for the placeholder.
    public var coordinate: Coordinate?
    /// Why this is a placeholder instead of a result, or `nil` for a real result.
    public var problem: String?

    /// Creates a result.
    /// - Parameters:
    ///   - cityName: the place name.
    ///   - temperature: degrees Celsius.
    ///   - humidity: percent.
    ///   - icon: the symbol, see ``icon(forCode:)``.
    ///   - summary: the conditions in words.
    ///   - coordinate: where it was measured.
    ///   - problem: set for placeholders only.
    public init(
        cityName: String,
        temperature: Int,
        humidity: Int,
        icon: String,
        summary: String = "",
        coordinate: Coordinate?,
        problem: String? = nil
    ) {
        self.cityName = cityName
        self.temperature = temperature
        self.humidity = humidity
        self.icon = icon
        self.summary = summary
        self.coordinate = coordinate
        self.problem = problem
    }

    /// The value shown when a request fails (the seed's `Weather.dummy`).
    public static let dummy = Weather(
        cityName: "Unknown", temperature: -1000, humidity: 0, icon: "?", coordinate: nil)

    /// The placeholder for a failed request, carrying a message that says what went wrong.
    /// - Parameter error: the error of the request.
    /// - Returns: ``dummy`` with ``problem`` set.
    public static func placeholder(for error: Swift.Error) -> Weather {
        var weather = dummy
        switch error {
        case let error as LocationUnavailable: weather.problem = error.description
        case let error as LocationError: weather.problem = "No location: \(error)."
        default: weather.problem = ApiController.Error(error).description
        }
        return weather
    }

    /// Whether this is a placeholder for a failed request.
    public var isPlaceholder: Bool { problem != nil }

    /// The temperature label, e.g. `21° C` (`–` for a placeholder).
    public var temperatureText: String { isPlaceholder ? "–" : "\(temperature)° C" }
    /// The humidity label, e.g. `81%` (`–` for a placeholder).
    public var humidityText: String { isPlaceholder ? "–" : "\(humidity)%" }

    /// The symbol for an OpenWeatherMap icon code such as `"10d"` (the seed's `iconNameToChar`).
    ///
    /// Symbols are one terminal column wide; unknown codes give `?`.
    /// - Parameter code: the `weather[0].icon` value.
    /// - Returns: the symbol.
    public static func icon(forCode code: String) -> String {
        switch code.prefix(2) {
        case "01": return "☀"
        case "02", "03", "04": return "☁"
        case "09", "10": return "☂"
        case "11": return "ϟ"
        case "13": return "❄"
        case "50": return "≡"
        default: return "?"
        }
    }
}
