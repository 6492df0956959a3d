import DeviceKit
import Dispatch
import RxCocoa
import RxDeviceKit
import RxSwift
import TerminalUI

/// The weather screen: the seed's `ViewController`, on DeviceKit's terminal `ViewController`.
///
/// ```text
/// Weather   Enter search · ^L current location · arrows pan · Tab map keys · Esc quit
/// Search › São Paulo_
/// City         São Paulo                  ⠙
/// Temperature  25° C
/// Humidity     71%
/// Icon         ☂ moderate rain
/// (message line)
/// ┌ Map 23.55°S 46.63°W · span 16.00° × 40.00° ──────────┐
/// │ …                                                     │
/// └───────────────────────────────────────────────────────┘
/// ```
public final class WeatherViewController: ViewController, MapViewDelegate, @unchecked Sendable {
    // Sendable: main-thread only, like DeviceKit's controllers.

    /// Where typed characters go: the search field, or the map (then `+` and `-` zoom).
    public enum Focus: Sendable {
        /// Typing edits the search text.
        case search
        /// `+` and `-` zoom the map.
        case map
    }

    /// The region shown at start: western Europe.
    public static let initialRegion = CoordinateRegion(
        center: Coordinate(latitude: 47, longitude: 5), span: CoordinateSpan(latitudeDelta: 16, longitudeDelta: 40))
    /// The key of the "current location" button: Ctrl-L.
    public static let locationKey: Character = "\u{0C}"

    /// The search field.
    public let searchCityName = TextField(prompt: "Search › ")
    /// The city label.
    public let cityNameLabel = Label()
    /// The temperature label.
    public let tempLabel = Label()
    /// The humidity label.
    public let humidityLabel = Label()
    /// The icon label.
    public let iconLabel = Label()
    /// The message line.
    public let messageLabel = Label(text: "Type a city and press Enter, or press Ctrl-L for your location.")
    /// The spinner.
    public let activityIndicator: ActivityIndicator
    /// The "current location" button (Ctrl-L).
    public let geoLocationButton = Button(title: "current location", key: WeatherViewController.locationKey)
    /// The map.
    public let mapView = MapView(region: WeatherViewController.initialRegion)
    /// The map's pane.
    public let mapPane: MapPane
    /// Where typed characters go.
    public private(set) var focus = Focus.search {
        didSet { mapPane.setNeedsDisplay() }
    }
    /// The number of terminal rows; the map takes what the labels leave.
    public var rows: () -> Int
    /// Called when Esc is pressed.
    public var onQuit: (() -> Void)?
    /// Called once the frame showing a new search result has been drawn (the app times results with it).
    public var onResultShown: ((Weather) -> Void)?

    private let locationManager: LocationManager
    private let api: WeatherProviding
    private let disposeBag = DisposeBag()
    private var resultToShow: Weather?

    /// The rows above the map pane.
    static let headerRows = 7

    /// Creates the screen and binds it (the seed's `viewDidLoad()`).
    /// - Parameters:
    ///   - locationManager: where the "current location" comes from.
    ///   - api: the weather service.
    ///   - rows: the number of terminal rows.
    ///   - scheduler: the main scheduler in the app; tests pass a test scheduler.
    public init(
        locationManager: LocationManager,
        api: WeatherProviding,
        rows: @escaping () -> Int,
        scheduler: SchedulerType = MainScheduler.instance
    ) {
        self.locationManager = locationManager
        self.api = api
        self.rows = rows
        activityIndicator = ActivityIndicator(scheduler: scheduler)
        mapPane = MapPane(mapView: mapView)
        super.init()
        title = "Weather"
        for view in [searchCityName, cityNameLabel, tempLabel, humidityLabel, iconLabel, messageLabel] as [View] {
            addView(view)
        }
        addView(activityIndicator)
        addView(geoLocationButton)
        addView(mapPane)
        viewDidLoad(scheduler: scheduler)
    }

    private func viewDidLoad(scheduler: SchedulerType) {
        let searchCityName = searchCityName
        let locationManager = locationManager
        let mapView = mapView

        mapView.rx.setDelegate(self).disposed(by: disposeBag)

        let searchInput = searchCityName.rx.controlEvent(.editingDidEndOnExit).asObservable()
            .map { searchCityName.text }

        let currentLocation = Observable.merge(
            locationManager.rx.didUpdateLocations
                .map { locations in locations[0] }
                .filter { location in location.horizontalAccuracy < kLocationAccuracyHundredMeters }
                .map(\.coordinate),
            locationManager.rx.didFailWithError.filter(Self.endsLocating).flatMap { Observable<Coordinate>.error($0) }
        )

        let regionChanges = mapView.rx.regionDidChangeAnimated
            .map { [unowned mapView] animated in MapRegionChange(region: mapView.region, animated: animated) }
            .startWith(MapRegionChange(region: mapView.region, animated: false))

        let viewModel = WeatherViewModel(
            searchSubmits: searchInput,
            searchEdits: searchCityName.rx.controlEvent(.editingChanged).asObservable(),
            locationTaps: geoLocationButton.rx.tap.asObservable(),
            startLocating: {
                locationManager.requestWhenInUseAuthorization()
                locationManager.startUpdatingLocation()
            },
            stopLocating: { locationManager.stopUpdatingLocation() },
            currentLocation: currentLocation,
            regionChanges: regionChanges,
            api: api,
            scheduler: scheduler
        )

        viewModel.isAnimating.drive(activityIndicator.rx.isAnimating).disposed(by: disposeBag)
        // One shared search feeds the four labels; `running` hides them while a request runs.
        let labels = [
            (viewModel.cityName, cityNameLabel), (viewModel.temperature, tempLabel),
            (viewModel.humidity, humidityLabel), (viewModel.icon, iconLabel),
        ]
        for (text, label) in labels {
            text.drive(label.rx.text).disposed(by: disposeBag)
            viewModel.running.drive(label.rx.isHidden).disposed(by: disposeBag)
        }
        viewModel.message.drive(messageLabel.rx.text).disposed(by: disposeBag)
        viewModel.overlays.drive(mapView.rx.overlays).disposed(by: disposeBag)
        viewModel.focus.drive(mapView.rx.location).disposed(by: disposeBag)
        viewModel.searchText.drive(searchCityName.rx.text).disposed(by: disposeBag)
        viewModel.search.drive(onNext: { [unowned self] in resultToShow = $0 }).disposed(by: disposeBag)
    }

    /// Location errors that end a location request (a corrupt NMEA line does not: the stream goes on).
    static func endsLocating(_ error: Error) -> Bool {
        switch error as? LocationError {
        case .sourceUnavailable?, .sourceClosed?: return true
        default: return false
        }
    }

    // MARK: - The seed's MKMapViewDelegate conformance

    /// Draws weather overlays with their icon and temperature.
    public func mapView(_ mapView: MapView, rendererFor overlay: Overlay) -> OverlayRenderer {
        if let overlay = overlay as? Weather.Overlay {
            return Weather.OverlayView(overlay: overlay, overlayIcon: overlay.icon)
        }
        return OverlayRenderer(overlay: overlay)
    }

    // MARK: - Keys

    /// Enter searches, Ctrl-L locates, arrows pan, Tab switches typing between the field and the map
    /// (`+`/`-` zoom), Backspace and Ctrl-U edit, Esc quits. Every other key is used up by the field, so
    /// that typing `q` does not quit.
    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .enter: searchCityName.endEditingOnExit()
        case .escape: onQuit?()
        case .backspace: searchCityName.deleteBackward()
        case .up: mapView.pan(.north)
        case .down: mapView.pan(.south)
        case .left: mapView.pan(.west)
        case .right: mapView.pan(.east)
        case .character(Self.locationKey): geoLocationButton.sendActions()
        case .character("\t"): focus = focus == .search ? .map : .search
        case .character("\u{15}"): searchCityName.setText("")
        case .character("+") where focus == .map, .character("=") where focus == .map: mapView.zoom(by: 0.5)
        case .character("-") where focus == .map: mapView.zoom(by: 2)
        case .character(let character) where focus == .search: searchCityName.insert(character)
        case .character, .focusIn, .focusOut, .unknownSequence: return false
        }
        return true
    }

    // MARK: - Drawing

    /// The whole frame for `width` columns and ``rows`` rows (at least 20 × 12).
    public override func lines(width: Int) -> [String] {
        let width = max(width, 20)
        let keys =
            focus == .search
            ? "Enter search · ^L current location · arrows pan · Tab map keys · Esc quit"
            : "+/- zoom · arrows pan · ^L current location · Tab search · Esc quit"
        func value(_ label: Label) -> String { label.isHidden ? "" : label.text ?? "" }
        let city = "City         \(value(cityNameLabel))"
        var lines = [
            "\(title ?? "")   \(keys)",
            searchCityName.lines(width: width)[0] + (focus == .search ? "_" : ""),
            city.padding(toLength: max(40, city.count + 1), withPad: " ", startingAt: 0)
                + activityIndicator.visibleText,
            "Temperature  \(value(tempLabel))",
            "Humidity     \(value(humidityLabel))",
            "Icon         \(value(iconLabel))",
            value(messageLabel),
        ]
        mapPane.rows = max(rows(), 12) - Self.headerRows - 2
        lines += mapPane.lines(width: width)
        if let result = resultToShow, let onResultShown {
            resultToShow = nil
            // After this frame has been written: the window writes it as soon as this returns.
            DispatchQueue.main.async { onResultShown(result) }
        }
        return lines.map { String($0.prefix(width)) }
    }
}
