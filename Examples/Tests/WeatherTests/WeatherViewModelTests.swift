import DeviceKit
import RxCocoa
import RxSwift
import RxTest
import WeatherKit
import XCTest

/// The seed's reactive wiring on virtual time (1 tick = 1 ms).
final class WeatherViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var api: FakeWeatherService!
    private let bag = DisposeBag()
    private var locationStarts = 0

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        api = FakeWeatherService(scheduler: scheduler)
        api.cities = [
            "London": .init(delay: 30, result: .success(.london)),
            "Paris": .init(delay: 10, result: .success(.paris)),
            "Slowville": .init(
                delay: 500, result: .success(.sample("Slowville", temperature: 1, at: .init(latitude: 1, longitude: 1)))
            ),
        ]
    }

    private struct Inputs {
        var submits: [Recorded<Event<String?>>] = []
        var edits: [Recorded<Event<Void>>] = []
        var taps: [Recorded<Event<Void>>] = []
        var locations: [Recorded<Event<Coordinate>>] = []
        var regions: [Recorded<Event<MapRegionChange>>] = []
    }

    /// Builds the view model on the test scheduler and records `output` from time 0.
    private func record<Element>(
        _ inputs: Inputs,
        _ output: (WeatherViewModel) -> Driver<Element>
    ) -> TestableObserver<Element> {
        let observer = scheduler.createObserver(Element.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let model = WeatherViewModel(
                searchSubmits: scheduler.createHotObservable(inputs.submits).asObservable(),
                searchEdits: scheduler.createHotObservable(inputs.edits).asObservable(),
                locationTaps: scheduler.createHotObservable(inputs.taps).asObservable(),
                startLocating: { [unowned self] in self.locationStarts += 1 },
                currentLocation: scheduler.createHotObservable(inputs.locations).asObservable(),
                regionChanges: scheduler.createHotObservable(inputs.regions).asObservable(),
                api: api,
                scheduler: scheduler,
                regionThrottle: .milliseconds(600),
                locationTimeout: .seconds(2)
            )
            output(model).drive(observer).disposed(by: bag)
        }
        scheduler.start()
        return observer
    }

    func testRunningIsTrueOnSearchAndFalseOnResultStartingWithTrue() {
        let inputs = Inputs(submits: [.next(100, "London"), .next(300, "Paris")])
        let running = record(inputs) { $0.running }
        XCTAssertEqual(
            running.events,
            [.next(0, true), .next(100, true), .next(130, false), .next(300, true), .next(310, false)])
    }

    func testSpinnerSkipsTheInjectedFirstValue() {
        let inputs = Inputs(submits: [.next(100, "London")])
        let spinner = record(inputs) { $0.isAnimating }
        XCTAssertEqual(spinner.events, [.next(100, true), .next(130, false)])
    }

    func testOneSharedSearchFeedsEveryLabelWithOneRequestPerSearch() {
        let inputs = Inputs(submits: [.next(100, "London")])
        let observers = (
            scheduler.createObserver(String.self), scheduler.createObserver(String.self),
            scheduler.createObserver(String.self), scheduler.createObserver(String.self)
        )
        _ = record(inputs) { model in
            model.cityName.drive(observers.0).disposed(by: bag)
            model.temperature.drive(observers.1).disposed(by: bag)
            model.humidity.drive(observers.2).disposed(by: bag)
            return model.icon
        }
        XCTAssertEqual(observers.0.events, [.next(130, "London")])
        XCTAssertEqual(observers.1.events, [.next(130, "12° C")])
        XCTAssertEqual(observers.2.events, [.next(130, "50%")])
        XCTAssertEqual(api.requestedCities, ["London"], "share(replay: 1): one request for four labels")
    }

    func testErrorsAreRecoveredToAPlaceholderAndLaterSearchesStillWork() {
        let inputs = Inputs(submits: [.next(100, "Atlantis"), .next(300, "London")])
        let search = record(inputs) { $0.search }
        var placeholder = Weather.dummy
        placeholder.problem = "City not found: Atlantis."
        XCTAssertEqual(search.events, [.next(130, placeholder), .next(330, .london)])
    }

    func testMessageLineShowsTheErrorAndClearsOnTheNextSearch() {
        let inputs = Inputs(submits: [.next(100, "Atlantis"), .next(300, "London")])
        let message = record(inputs) { $0.message }
        XCTAssertEqual(
            message.events,
            [.next(100, ""), .next(130, "City not found: Atlantis."), .next(300, ""), .next(330, "")])
    }

    func testEmptySearchShowsAMessageWithoutARequest() {
        let inputs = Inputs(submits: [.next(100, "   "), .next(200, nil)])
        let message = record(inputs) { $0.message }
        let hint = "Type a city name, then press Enter."
        XCTAssertEqual(message.events, [.next(100, hint), .next(200, hint)])
        XCTAssertEqual(api.requestedCities, [])
    }

    func testSearchTextIsTrimmed() {
        _ = record(Inputs(submits: [.next(100, "  London \n")])) { $0.search }
        XCTAssertEqual(api.requestedCities, ["London"])
    }

    func testFlatMapLatestDropsTheStaleResponse() {
        let inputs = Inputs(submits: [.next(100, "Slowville"), .next(150, "London")])
        let search = record(inputs) { $0.search }
        XCTAssertEqual(search.events, [.next(180, .london)])
        XCTAssertEqual(api.cityObservables["Slowville"]?.subscriptions, [Subscription(100, 150)])
    }

    func testLocationKeyStartsLocatingAndSearchesTheFirstFix() {
        let here = Coordinate(latitude: 47.37, longitude: 8.54)
        let inputs = Inputs(
            taps: [.next(100, ())],
            locations: [.next(150, here), .next(160, Coordinate(latitude: 0, longitude: 0))])
        let search = record(inputs) { $0.search }
        XCTAssertEqual(locationStarts, 1)
        XCTAssertEqual(api.requestedCoordinates, [here], "only the first fix (take(1))")
        XCTAssertEqual(search.events.map(\.time), [180])
    }

    func testLocationKeyFocusesTheMap() {
        let here = Coordinate(latitude: 47.37, longitude: 8.54)
        let focus = record(Inputs(taps: [.next(100, ())], locations: [.next(150, here)])) { $0.focus }
        XCTAssertEqual(focus.events, [.next(180, here)])
    }

    /// Regression: after Ctrl-L the field still showed the last typed city while City showed another place.
    func testAfterTheLocationKeyTheFieldNamesThePlaceShown() {
        let here = Coordinate(latitude: 47.37, longitude: 8.54)
        let inputs = Inputs(
            submits: [.next(100, "London")], taps: [.next(300, ())], locations: [.next(350, here)])
        let cityName = scheduler.createObserver(String.self)
        let field = record(inputs) { model in
            model.cityName.drive(cityName).disposed(by: bag)
            return model.searchText
        }
        XCTAssertEqual(cityName.events, [.next(130, "London"), .next(380, "47.37,8.54")])
        XCTAssertEqual(field.events, [.next(380, "47.37,8.54")], "the typed search's result leaves the field alone")
    }

    /// Regression: after a map move the field still showed the last typed city.
    func testAfterAMapMoveTheFieldNamesThePlaceShown() {
        let region = CoordinateRegion(
            center: Coordinate(latitude: 50, longitude: 4), span: CoordinateSpan(latitudeDelta: 3, longitudeDelta: 6))
        let inputs = Inputs(
            submits: [.next(100, "London")], regions: [.next(1000, MapRegionChange(region: region, animated: true))])
        let field = record(inputs) { $0.searchText }
        XCTAssertEqual(field.events, [.next(1030, "50.0,4.0")])
    }

    func testWhatIsTypedWhileALocationSearchRunsIsKept() {
        let inputs = Inputs(
            edits: [.next(120, ())], taps: [.next(100, ())],
            locations: [.next(150, Coordinate(latitude: 1, longitude: 2))])
        let cityName = scheduler.createObserver(String.self)
        let field = record(inputs) { model in
            model.cityName.drive(cityName).disposed(by: bag)
            return model.searchText
        }
        XCTAssertEqual(cityName.events, [.next(180, "1.0,2.0")])
        XCTAssertEqual(field.events, [])
    }

    func testAFailedLocationSearchClearsTheField() {
        let field = record(Inputs(submits: [.next(50, "London")], taps: [.next(100, ())])) { $0.searchText }
        XCTAssertEqual(field.events, [.next(2100, "")], "City shows no place: neither does the field")
    }

    func testNoLocationFixGivesAPlaceholderAfterTheTimeout() {
        let inputs = Inputs(taps: [.next(100, ())])
        let message = scheduler.createObserver(String.self)
        let running = record(inputs) { model in
            model.message.drive(message).disposed(by: bag)
            return model.running
        }
        XCTAssertEqual(running.events, [.next(0, true), .next(100, true), .next(2100, false)])
        XCTAssertEqual(message.events.last, .next(2100, "No location fix within 2 s."))
    }

    func testRegionChangesAreThrottledAndOnlyUserMovesSearch() {
        func change(_ longitude: Double, animated: Bool = true) -> MapRegionChange {
            MapRegionChange(
                region: CoordinateRegion(
                    center: Coordinate(latitude: 50, longitude: longitude),
                    span: CoordinateSpan(latitudeDelta: 3, longitudeDelta: 6)),
                animated: animated)
        }
        let inputs = Inputs(regions: [
            .next(1000, change(1)), .next(1100, change(2)), .next(1200, change(3)), .next(1300, change(4)),
            .next(5000, change(9, animated: false)),
        ])
        let running = record(inputs) { $0.running }
        let mapSearches = api.requestedCoordinates.filter { $0.latitude == 50 }
        // Leading edge at 1000, the latest of the burst at 1600; the focus at 5000 does not search.
        XCTAssertEqual(mapSearches.map(\.longitude), [1, 4])
        XCTAssertEqual(
            running.events,
            [.next(0, true), .next(1000, true), .next(1030, false), .next(1600, true), .next(1630, false)])
    }

    func testOverlaysShowTheWeatherAroundTheVisibleRegionAndTheResult() {
        let region = CoordinateRegion(
            center: Coordinate(latitude: 50, longitude: 0), span: CoordinateSpan(latitudeDelta: 3, longitudeDelta: 6))
        let inputs = Inputs(
            submits: [.next(2000, "London")],
            regions: [.next(1000, MapRegionChange(region: region, animated: false))])
        let overlays = record(inputs) { $0.overlays.map { $0.map(\.coordinate) } }
        let around = WeatherViewModel.samplePoints(in: region)
        XCTAssertEqual(overlays.events.first, .next(0, []))
        XCTAssertEqual(overlays.events.last, .next(2030, around + [Weather.london.coordinate!]))
        XCTAssertEqual(overlays.events.filter { $0.time == 1030 }.last?.value.element, around)
    }

    func testWeatherAroundStaysUntilTheNewRegionsWeatherHasArrived() {
        func change(_ longitude: Double) -> MapRegionChange {
            MapRegionChange(
                region: CoordinateRegion(
                    center: Coordinate(latitude: 50, longitude: longitude),
                    span: CoordinateSpan(latitudeDelta: 3, longitudeDelta: 6)),
                animated: false)
        }
        let inputs = Inputs(regions: [.next(1000, change(0)), .next(2000, change(20))])
        let overlays = record(inputs) { $0.overlays.map { $0.map(\.coordinate) } }
        XCTAssertEqual(
            overlays.events.map(\.time), [0, 1030, 2030], "one update per region, no empty map in between")
        XCTAssertEqual(overlays.events.last?.value.element, WeatherViewModel.samplePoints(in: change(20).region))
    }

    func testRegionGivenAtSubscriptionLoadsTheWeatherAroundIt() {
        // Regression: with `share()` the map's first region (a startWith) reached only the first binding.
        let region = CoordinateRegion(
            center: Coordinate(latitude: 10, longitude: 10), span: CoordinateSpan(latitudeDelta: 3, longitudeDelta: 6))
        let observer = scheduler.createObserver([Coordinate].self)
        SharingScheduler.mock(scheduler: scheduler) {
            let model = WeatherViewModel(
                searchSubmits: .never(), locationTaps: .never(), startLocating: {}, currentLocation: .never(),
                regionChanges: Observable<MapRegionChange>.never().startWith(
                    MapRegionChange(region: region, animated: false)),
                api: api, scheduler: scheduler)
            model.running.drive(onNext: { _ in }).disposed(by: bag)
            model.overlays.map { $0.map(\.coordinate) }.drive(observer).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(observer.events.last?.value.element, WeatherViewModel.samplePoints(in: region))
    }

    func testLocationUpdatesStopWhenTheFixArrives() {
        var stops: [TestTime] = []
        let here = Coordinate(latitude: 1, longitude: 2)
        SharingScheduler.mock(scheduler: scheduler) {
            let model = WeatherViewModel(
                searchSubmits: .never(),
                locationTaps: scheduler.createHotObservable([.next(100, ())]).asObservable(),
                startLocating: {}, stopLocating: { stops.append(self.scheduler.clock) },
                currentLocation: scheduler.createHotObservable([.next(150, here)]).asObservable(),
                regionChanges: .never(), api: api, scheduler: scheduler)
            model.search.drive(onNext: { _ in }).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(stops, [150])
    }

    func testSamplePointsCoverTheRegionOnAThreeByThreeGrid() {
        let region = CoordinateRegion(
            center: Coordinate(latitude: 0, longitude: 179), span: CoordinateSpan(latitudeDelta: 9, longitudeDelta: 6))
        let points = WeatherViewModel.samplePoints(in: region)
        XCTAssertEqual(points.count, 9)
        XCTAssertEqual(points.first, Coordinate(latitude: 3, longitude: 177))
        XCTAssertEqual(points.last, Coordinate(latitude: -3, longitude: -179), "wraps across the antimeridian")
        XCTAssertTrue(points.allSatisfy(region.contains))
    }
}
