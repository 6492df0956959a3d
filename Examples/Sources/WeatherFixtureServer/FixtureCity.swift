import Foundation

/// A city the fixture server knows, with canned current weather (metric units).
public struct FixtureCity: Sendable {
    /// The name the server answers with.
    public var name: String
    /// ISO country code.
    public var country: String
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// Degrees Celsius.
    public var celsius: Double
    /// Percent.
    public var humidity: Int
    /// OpenWeatherMap icon code, e.g. `10d`.
    public var iconCode: String
    /// OpenWeatherMap description, e.g. `light rain`.
    public var summary: String

    /// The canned cities: names with spaces and non-ASCII letters included on purpose.
    public static let all: [FixtureCity] = [
        FixtureCity("London", "GB", 51.51, -0.13, 12.4, 81, "10d", "light rain"),
        FixtureCity("Paris", "FR", 48.85, 2.35, 14.1, 72, "04d", "broken clouds"),
        FixtureCity("Berlin", "DE", 52.52, 13.41, 9.8, 66, "03d", "scattered clouds"),
        FixtureCity("Zürich", "CH", 47.37, 8.54, 0.8, 77, "13d", "light snow"),
        FixtureCity("Kraków", "PL", 50.06, 19.94, 7.5, 70, "02d", "few clouds"),
        FixtureCity("Lisbon", "PT", 38.72, -9.14, 19.6, 63, "01d", "clear sky"),
        FixtureCity("Reykjavík", "IS", 64.15, -21.94, 2.3, 85, "50d", "mist"),
        FixtureCity("Moscow", "RU", 55.76, 37.62, -3.9, 74, "13d", "snow"),
        FixtureCity("Cairo", "EG", 30.04, 31.24, 27.8, 31, "01d", "clear sky"),
        FixtureCity("Cape Town", "ZA", -33.92, 18.42, 21.2, 58, "02d", "few clouds"),
        FixtureCity("Mumbai", "IN", 19.08, 72.88, 31.5, 79, "11d", "thunderstorm"),
        FixtureCity("Ho Chi Minh City", "VN", 10.82, 106.63, 32.4, 75, "09d", "shower rain"),
        FixtureCity("Tokyo", "JP", 35.68, 139.69, 16.9, 60, "03d", "scattered clouds"),
        FixtureCity("Sydney", "AU", -33.87, 151.21, 23.1, 64, "01d", "clear sky"),
        FixtureCity("New York", "US", 40.71, -74.01, 11.0, 55, "04d", "overcast clouds"),
        FixtureCity("Los Angeles", "US", 34.05, -118.24, 22.7, 40, "01d", "clear sky"),
        FixtureCity("Montréal", "CA", 45.50, -73.57, 1.6, 68, "13d", "light snow"),
        FixtureCity("São Paulo", "BR", -23.55, -46.63, 25.3, 71, "10d", "moderate rain"),
        FixtureCity("Buenos Aires", "AR", -34.60, -58.38, 18.4, 69, "02d", "few clouds"),
        FixtureCity("Rio de Janeiro", "BR", -22.91, -43.17, 28.9, 77, "09d", "shower rain"),
    ]

    init(
        _ name: String,
        _ country: String,
        _ latitude: Double,
        _ longitude: Double,
        _ celsius: Double,
        _ humidity: Int,
        _ iconCode: String,
        _ summary: String
    ) {
        self.name = name
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.celsius = celsius
        self.humidity = humidity
        self.iconCode = iconCode
        self.summary = summary
    }

    /// The city named `query`, compared without case and accents, ignoring a `,country` suffix
    /// (`"sao paulo,br"` finds São Paulo).
    /// - Parameter query: the `q` parameter.
    /// - Returns: the city, or `nil`.
    public static func named(_ query: String) -> FixtureCity? {
        let name = query.split(separator: ",", maxSplits: 1).first.map(String.init) ?? ""
        let key = folded(name)
        return all.first { folded($0.name) == key }
    }

    /// The nearest city within `maximumDegrees` (a flat-earth distance in degrees is enough here).
    /// - Parameters:
    ///   - latitude: degrees north.
    ///   - longitude: degrees east.
    ///   - maximumDegrees: how far to look.
    /// - Returns: the nearest city, or `nil` if none is that close.
    public static func nearest(latitude: Double, longitude: Double, within maximumDegrees: Double) -> FixtureCity? {
        all.map { city in (city, hypot(city.latitude - latitude, city.longitude - longitude)) }
            .filter { $0.1 <= maximumDegrees }
            .min { $0.1 < $1.1 }?.0
    }

    static func folded(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
