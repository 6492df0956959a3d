import DeviceKit

/// The views of the weather screen, and how they are laid out in a terminal frame.
///
/// ```text
///  Weather   Enter search · ^L current location · arrows pan · Tab map keys (+ - zoom) · Esc quit
///  Search › São Paulo_
///  City         São Paulo                  ⠙
///  Temperature  25° C
///  Humidity     71%
///  Icon         ☂ moderate rain
///  (message line)
///  ┌ Map 23.55°S 46.63°W · span 10.00° × 20.00° ────────────┐
///  │ …                                                        │
///  └──────────────────────────────────────────────────────────┘
/// ```
public final class WeatherFrame {
    /// Where keys go: the search field, or the map (then `+`/`-` zoom).
    public enum Focus: Sendable {
        /// Typing edits the search text.
        case search
        /// `+` and `-` zoom the map.
        case map
    }

    /// The search text field.
    public let searchCityName = TextField()
    /// The city label.
    public let cityNameLabel = Label()
    /// The temperature label.
    public let tempLabel = Label()
    /// The humidity label.
    public let humidityLabel = Label()
    /// The icon label.
    public let iconLabel = Label()
    /// The message line.
    public let messageLabel = Label()
    /// The spinner.
    public let activityIndicator: ActivityIndicator
    /// The "current location" key.
    public let geoLocationButton = Button(title: "^L current location")
    /// The map pane.
    public let mapView: MapView
    /// Where keys go.
    public var focus = Focus.search {
        didSet { onNeedsDisplay?() }
    }
    /// Called whenever any view changes.
    public var onNeedsDisplay: (() -> Void)? {
        didSet {
            let callback = onNeedsDisplay
            for view in [searchCityName, cityNameLabel, tempLabel, humidityLabel, iconLabel, messageLabel] as [View] {
                view.onNeedsDisplay = callback
            }
            activityIndicator.onNeedsDisplay = callback
            mapView.onNeedsDisplay = callback
        }
    }

    /// The number of rows above the map pane.
    static let headerRows = 7

    /// Creates the views.
    /// - Parameters:
    ///   - mapView: the map pane.
    ///   - activityIndicator: the spinner.
    public init(mapView: MapView, activityIndicator: ActivityIndicator) {
        self.mapView = mapView
        self.activityIndicator = activityIndicator
    }

    /// The frame for a terminal of `width` × `height` cells (at least 20 × 12 is used).
    /// - Parameters:
    ///   - width: columns.
    ///   - height: rows.
    /// - Returns: `height` lines, none longer than `width` characters.
    public func lines(width: Int, height: Int) -> [String] {
        let width = max(width, 20)
        let height = max(height, 12)
        let keys =
            focus == .search
            ? "Enter search · \(geoLocationButton.title) · arrows pan · Tab map keys · Esc quit"
            : "+/- zoom · arrows pan · \(geoLocationButton.title) · Tab search · Esc quit"
        let cursor = focus == .search ? "_" : ""
        let icon = iconLabel.visibleText
        var rows = [
            "Weather   \(keys)",
            "Search › \(searchCityName.text ?? "")\(cursor)",
            Self.pad("City         \(cityNameLabel.visibleText)", to: 40) + activityIndicator.visibleText,
            "Temperature  \(tempLabel.visibleText)",
            "Humidity     \(humidityLabel.visibleText)",
            "Icon         \(icon)",
            messageLabel.visibleText,
        ]
        let inner = width - 2
        let mapRows = height - Self.headerRows - 2
        let title = "┌ Map \(mapView.caption) "
        rows.append(Self.pad(title, to: width - 1, with: "─") + "┐")
        rows += mapView.draw(width: inner, height: mapRows).map { "│\($0)│" }
        rows.append("└" + String(repeating: "─", count: inner) + "┘")
        return rows.map { String($0.prefix(width)) }
    }

    private static func pad(_ text: String, to width: Int, with filler: Character = " ") -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: filler, count: width - text.count)
    }
}
