import DeviceKit
import Dispatch
import Foundation
import RxCocoa
import RxSwift
import TerminalUI
import WeatherKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The weather screen: the seed's `ViewController`, in a terminal. Everything runs on the main queue.
@MainActor final class WeatherApp {
    private let terminal: Terminal
    private let screen: Screen
    private let frame: WeatherFrame
    private let locationManager: LocationManager
    private let api: TimedWeatherService
    private let trace: FileHandle?
    private let bag = DisposeBag()
    private var redrawScheduled = false
    private var shownResult: Weather?
    private var keyboard: KeyboardInput?
    private var signals: SignalWatcher?
    private var stopped = false

    /// The region shown at start: western Europe.
    static let initialRegion = CoordinateRegion(
        center: Coordinate(latitude: 47, longitude: 5), span: CoordinateSpan(latitudeDelta: 16, longitudeDelta: 40))

    init(terminal: Terminal, api: TimedWeatherService, locationSource: LocationSource, trace: FileHandle?) {
        self.terminal = terminal
        self.api = api
        self.trace = trace
        screen = Screen(terminal: terminal)
        frame = WeatherFrame(mapView: MapView(region: Self.initialRegion), activityIndicator: ActivityIndicator())
        locationManager = LocationManager(source: locationSource)
    }

    /// Sets up the screen and the bindings, and starts reading keys and signals.
    func start() throws {
        try terminal.enterCbreakMode()
        screen.enter()
        frame.onNeedsDisplay = { [unowned self] in setNeedsDisplay() }
        frame.messageLabel.text = "Type a city and press Enter, or press Ctrl-L for your location."
        viewDidLoad()
        keyboard = KeyboardInput(
            queue: .main,
            onKey: { [weak self] key in MainActor.assumeIsolated { self?.handle(key) } },
            onEnd: { [weak self] in MainActor.assumeIsolated { self?.stop(status: 0) } })
        signals = try SignalWatcher(signals: [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP], queue: .main) {
            [weak self] signal in
            MainActor.assumeIsolated { self?.handle(signal: signal) }
        }
        draw()
    }

    // MARK: - The seed's viewDidLoad()

    private func viewDidLoad() {
        let mapView = frame.mapView
        let searchCityName = frame.searchCityName
        let locationManager = locationManager

        mapView.rx.setDelegate(self).disposed(by: bag)

        let searchInput = searchCityName.rx.controlEvent(.editingDidEndOnExit).asObservable()
            .map { searchCityName.text }

        let currentLocation = Observable.merge(
            locationManager.rx.didUpdateLocations
                .compactMap(\.first)
                .filter { $0.horizontalAccuracy < kLocationAccuracyHundredMeters }
                .map(\.coordinate),
            locationManager.rx.didFailWithError.filter(Self.endsLocating).flatMap { Observable<Coordinate>.error($0) }
        )

        let regionChanges = mapView.rx.regionDidChangeAnimated
            .map { [unowned mapView] animated in MapRegionChange(region: mapView.region, animated: animated) }
            .startWith(MapRegionChange(region: mapView.region, animated: false))

        let viewModel = WeatherViewModel(
            searchSubmits: searchInput,
            locationTaps: frame.geoLocationButton.rx.tap.asObservable(),
            startLocating: {
                locationManager.requestWhenInUseAuthorization()
                locationManager.startUpdatingLocation()
            },
            stopLocating: { locationManager.stopUpdatingLocation() },
            currentLocation: currentLocation,
            regionChanges: regionChanges,
            api: api,
            scheduler: MainScheduler.instance
        )

        viewModel.isAnimating.drive(frame.activityIndicator.rx.isAnimating).disposed(by: bag)
        for label in [frame.tempLabel, frame.iconLabel, frame.humidityLabel, frame.cityNameLabel] {
            viewModel.running.drive(label.rx.isHidden).disposed(by: bag)
        }
        viewModel.cityName.drive(frame.cityNameLabel.rx.text).disposed(by: bag)
        viewModel.temperature.drive(frame.tempLabel.rx.text).disposed(by: bag)
        viewModel.humidity.drive(frame.humidityLabel.rx.text).disposed(by: bag)
        viewModel.icon.drive(frame.iconLabel.rx.text).disposed(by: bag)
        viewModel.message.drive(frame.messageLabel.rx.text).disposed(by: bag)
        viewModel.overlays.drive(mapView.rx.overlays).disposed(by: bag)
        viewModel.focus.drive(mapView.rx.location).disposed(by: bag)
        viewModel.search.drive(onNext: { [unowned self] weather in shownResult = weather }).disposed(by: bag)
    }

    /// Location errors that end a location request (a corrupt NMEA line does not: the stream goes on).
    private static func endsLocating(_ error: Error) -> Bool {
        switch error as? LocationError {
        case .denied?, .sourceUnavailable?, .sourceClosed?: return true
        default: return false
        }
    }

    // MARK: - Keys and signals

    private func handle(_ key: Key) {
        let field = frame.searchCityName
        switch key {
        case .enter: field.endEditingOnExit()
        case .escape: stop(status: 0)
        case .backspace: field.deleteBackward()
        case .up: frame.mapView.pan(.north)
        case .down: frame.mapView.pan(.south)
        case .left: frame.mapView.pan(.west)
        case .right: frame.mapView.pan(.east)
        case .character("\u{0C}"): frame.geoLocationButton.sendActions()
        case .character("\t"): frame.focus = frame.focus == .search ? .map : .search
        case .character("\u{15}"): field.setText("")
        case .character("+") where frame.focus == .map, .character("=") where frame.focus == .map:
            frame.mapView.zoom(by: 0.5)
        case .character("-") where frame.focus == .map: frame.mapView.zoom(by: 2)
        case .character(let character) where frame.focus == .search: field.insert(character)
        case .character, .focusIn, .focusOut, .unknownSequence: break
        }
    }

    private func handle(signal: Int32) {
        switch signal {
        case SIGWINCH: setNeedsDisplay()
        case SIGTSTP:
            screen.leave()
            terminal.restoreMode()
            signals?.suspendProcess()
            try? terminal.enterCbreakMode()
            screen.enter()
            draw()
        default: stop(status: 128 + signal)
        }
    }

    /// Restores the terminal and exits.
    func stop(status: Int32) {
        guard !stopped else { return }
        stopped = true
        keyboard?.cancel()
        signals?.cancel()
        locationManager.stopUpdatingLocation()
        screen.leave()
        terminal.restoreMode()
        exit(status)
    }

    // MARK: - Drawing

    /// Draws on the next turn of the main queue, once however many views changed meanwhile.
    private func setNeedsDisplay() {
        guard !redrawScheduled else { return }
        redrawScheduled = true
        DispatchQueue.main.async { [self] in
            redrawScheduled = false
            draw()
        }
    }

    private func draw() {
        let size = terminal.size
        screen.draw(frame.lines(width: size.columns, height: size.rows))
        if let result = shownResult, let trace {
            shownResult = nil
            if let milliseconds = api.millisecondsSinceArrival(of: result) {
                let line = String(format: "result-to-screen %.3f ms %@\n", milliseconds, result.cityName)
                trace.write(Data(line.utf8))
            }
        }
    }
}

// MARK: - The seed's MKMapViewDelegate conformance

extension WeatherApp: MapViewDelegate {
    nonisolated func mapView(_ mapView: MapView, rendererFor overlay: Overlay) -> OverlayRenderer {
        if let overlay = overlay as? Weather.Overlay {
            return Weather.OverlayView(overlay: overlay, overlayIcon: overlay.icon)
        }
        return OverlayRenderer(overlay: overlay)
    }
}
