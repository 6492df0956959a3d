import DeviceKit
import Foundation
import RxCocoa
import RxSwift

/// A change of the map's visible region, as `mapView.rx.regionDidChangeAnimated` reports it plus the region.
public struct MapRegionChange: Equatable, Sendable {
    /// The region now shown.
    public var region: CoordinateRegion
    /// Whether the change was animated: user pans and zooms are, focusing the map on a result is not.
    public var animated: Bool

    /// Creates a change.
    /// - Parameters:
    ///   - region: the region now shown.
    ///   - animated: whether the change was animated.
    public init(region: CoordinateRegion, animated: Bool) {
        self.region = region
        self.animated = animated
    }
}

/// No location fix arrived in time after the location key was pressed.
public struct LocationUnavailable: Error, CustomStringConvertible, Equatable, Sendable {
    /// Seconds waited.
    public var seconds: Int

    /// A message for the screen.
    public var description: String { "No location fix within \(seconds) s." }
}

/// The reactive code of the weather screen, written as the seeds write it in `viewDidLoad()`: `searchInput`,
/// `geoInput` and `mapInput` start requests, `search` is one shared result stream that feeds every label,
/// and `running` (merge + `startWith(true)`) drives the spinner (after `skip(1)`) and hides the labels.
///
/// Build it inside `SharingScheduler.mock(scheduler:)` in tests, and pass the same scheduler as `scheduler`.
public final class WeatherViewModel {
    /// Where a search came from.
    enum Origin {
        case text
        case location
        case map
    }

    /// What the search field's text depends on.
    private enum FieldEvent {
        /// The person edited the field.
        case edited
        /// A location or map search started.
        case started
        /// A location or map search ended: the place now shown ("" when it failed).
        case shown(String)
    }

    /// The search results; placeholders (``Weather/problem`` set) for failed requests.
    public let search: Driver<Weather>
    /// `true` while a request runs; starts with `true` (labels hidden before the first result).
    public let running: Driver<Bool>
    /// The spinner's `isAnimating`: ``running`` without its injected first value.
    public let isAnimating: Driver<Bool>
    /// The city label.
    public let cityName: Driver<String>
    /// The temperature label.
    public let temperature: Driver<String>
    /// The humidity label.
    public let humidity: Driver<String>
    /// The icon label: the symbol and the conditions in words (`☂ light rain`).
    public let icon: Driver<String>
    /// The message line: what went wrong with the last search, or "" (cleared when a search starts).
    public let message: Driver<String>
    /// The map's overlays: the last result plus the weather around the visible region.
    public let overlays: Driver<[Overlay]>
    /// Where the map should move: the place of each result of a text or location search.
    public let focus: Driver<Coordinate>
    /// The text the search field must show so that it agrees with the City label: the place found by a
    /// location or map search ("" when it failed), unless the field was edited while the search ran (what is
    /// being typed is kept). Results of typed searches leave the field as typed.
    public let searchText: Driver<String>

    /// Wires the screen.
    /// - Parameters:
    ///   - searchSubmits: the search field's text each time Enter is pressed (`editingDidEndOnExit`).
    ///   - searchEdits: the search field's edits (`editingChanged`), so that ``searchText`` keeps what is typed.
    ///   - locationTaps: presses of the "current location" key.
    ///   - startLocating: called on each location key press (ask for permission, start updating).
    ///   - stopLocating: called when a location request ends (a fix arrived, it failed, or it was replaced).
    ///   - currentLocation: accurate location fixes (already filtered, as the seed's `currentLocation`).
    ///   - regionChanges: the map's region changes (`mapView.rx.regionDidChangeAnimated` with the region).
    ///   - api: the weather service.
    ///   - scheduler: runs the throttle and the location timeout (`MainScheduler.instance` in the app).
    ///   - regionThrottle: the shortest time between two map-driven loads.
    ///   - locationTimeout: how long to wait for a fix after the location key.
    /// The names of the search chain's `trace` points: the typed searches, each weather request (a span from
    /// its subscription to its disposal: a newer search disposes an older request), and the shared results.
    public static let traceNames = (search: "search", request: "weather request", results: "search results")

    public init(
        searchSubmits: Observable<String?>,
        searchEdits: Observable<Void> = .empty(),
        locationTaps: Observable<Void>,
        startLocating: @escaping () -> Void,
        stopLocating: @escaping () -> Void = {},
        currentLocation: Observable<Coordinate>,
        regionChanges: Observable<MapRegionChange>,
        api: WeatherProviding,
        scheduler: SchedulerType,
        regionThrottle: RxTimeInterval = .milliseconds(600),
        locationTimeout: RxTimeInterval = .seconds(10)
    ) {
        let trimmedSubmits = searchSubmits.map { ($0 ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
        // The `trace` points cost nothing unless a recorder is on (`Weather --timeline FILE` sets one).
        let searchInput = trimmedSubmits.filter { !$0.isEmpty }.trace(Self.traceNames.search)
        let emptySearch = trimmedSubmits.filter { $0.isEmpty }

        let geoInput = locationTaps.do(onNext: { startLocating() }).share()
        let timeoutSeconds = Self.seconds(locationTimeout)
        let geoSearch = geoInput.map { _ in
            currentLocation.take(1)
                .timeout(
                    locationTimeout, other: Observable.error(LocationUnavailable(seconds: timeoutSeconds)),
                    scheduler: scheduler
                )
                .do(onDispose: stopLocating)
                .flatMap { api.currentWeather(at: $0) }
        }

        // Replayed: the map's first region (a `startWith`) arrives while the bindings subscribe one by one,
        // and the weather around it must load as well.
        let regions = regionChanges.throttle(regionThrottle, latest: true, scheduler: scheduler).share(replay: 1)
        // The seed skips the first region change (the map's set-up); here only user moves (animated) search.
        let mapInput = regions.filter(\.animated).map(\.region.center)

        let textSearch = searchInput.map { api.currentWeather(city: $0) }
        let mapSearch = mapInput.map { api.currentWeather(at: $0) }
        let requests = Observable.merge(
            textSearch.map { ($0, Origin.text) },
            geoSearch.map { ($0, Origin.location) },
            mapSearch.map { ($0, Origin.map) }
        )
        // One flatMapLatest over every source: a newer search of any kind drops the response of an older one.
        let results = requests.flatMapLatest { request, origin in
            request.trace(Self.traceNames.request).catch { .just(Weather.placeholder(for: $0)) }
                .map { (weather: $0, origin: origin) }
        }
        .trace(Self.traceNames.results)
        .share(replay: 1)

        let search = results.map(\.weather).asDriver(onErrorJustReturn: .dummy)
        self.search = search

        running = Observable.merge(
            searchInput.map { _ in true },
            geoInput.map { _ in true },
            mapInput.map { _ in true },
            search.map { _ in false }.asObservable()
        )
        .startWith(true)
        .asDriver(onErrorJustReturn: false)
        isAnimating = running.skip(1)

        cityName = search.map(\.cityName)
        temperature = search.map(\.temperatureText)
        humidity = search.map(\.humidityText)
        icon = search.map { $0.summary.isEmpty ? $0.icon : "\($0.icon) \($0.summary)" }

        message = Observable.merge(
            searchInput.map { _ in "" },
            geoInput.map { _ in "" },
            emptySearch.map { _ in ApiController.Error.emptyCityName.description },
            search.map { $0.problem ?? "" }.asObservable()
        )
        .asDriver(onErrorJustReturn: "")

        focus = results.filter { $0.origin != .map }.compactMap(\.weather.coordinate)
            .asDriver(onErrorDriveWith: .empty())

        // After Ctrl-L or a map move the field names the place shown, not the city typed before.
        searchText = Observable.merge(
            searchEdits.map { FieldEvent.edited },
            geoInput.map { _ in FieldEvent.started },
            mapInput.map { _ in FieldEvent.started },
            results.filter { $0.origin != .text }.map { .shown($0.weather.isPlaceholder ? "" : $0.weather.cityName) }
        )
        .scan((editedDuringSearch: false, text: String?.none)) { state, event in
            switch event {
            case .edited: return (true, nil)
            case .started: return (false, nil)
            case .shown(let place): return (state.editedDuringSearch, state.editedDuringSearch ? nil : place)
            }
        }
        .compactMap(\.text)
        .asDriver(onErrorDriveWith: .empty())

        // The weather around the visible region replaces the previous one once all of it has arrived, so that
        // the map does not flicker while panning; a point whose request fails is left out.
        let around = regions.flatMapLatest { change in
            Observable.merge(
                Self.samplePoints(in: change.region).map { point in
                    api.currentWeather(at: point).map { $0.overlay() }.catchAndReturn(nil)
                }
            )
            .compactMap { $0 }
            .toArray()
        }
        .startWith([])
        let searchOverlays = search.map { $0.overlay().map { [$0] } ?? [] }.asObservable().startWith([])
        overlays = Observable.combineLatest(around, searchOverlays) { around, found -> [Overlay] in around + found }
            .asDriver(onErrorJustReturn: [])
    }

    /// A 3 × 3 grid of points inside `region`, the places whose weather the map shows around the centre.
    /// - Parameter region: the visible region.
    /// - Returns: nine coordinates, north-west first.
    public static func samplePoints(in region: CoordinateRegion) -> [Coordinate] {
        let fractions = [-1.0 / 3, 0, 1.0 / 3]
        return fractions.reversed().flatMap { north in
            fractions.map { east in
                Coordinate(
                    latitude: region.center.latitude + north * region.span.latitudeDelta,
                    longitude: region.center.longitude + east * region.span.longitudeDelta
                )
                .normalized
            }
        }
    }

    private static func seconds(_ interval: RxTimeInterval) -> Int {
        switch interval {
        case .seconds(let value): return value
        case .milliseconds(let value): return value / 1000
        case .microseconds(let value): return value / 1_000_000
        case .nanoseconds(let value): return value / 1_000_000_000
        case .never: return Int.max
        @unknown default: return 0
        }
    }
}
