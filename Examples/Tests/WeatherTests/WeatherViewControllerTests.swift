import DeviceKit
import RxCocoa
import RxSwift
import RxTest
import TerminalUI
import WeatherKit
import XCTest

/// The screen driven by keys, as a person types, on virtual time (1 tick = 1 ms).
final class WeatherViewControllerTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var api: FakeWeatherService!
    private var screen: WeatherViewController!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        api = FakeWeatherService(scheduler: scheduler)
        api.cities = ["London": .init(delay: 300, result: .success(.london))]
        SharingScheduler.mock(scheduler: scheduler) {
            screen = WeatherViewController(
                locationManager: LocationManager(), api: api, rows: { 24 }, scheduler: scheduler)
        }
    }

    private func type(_ text: String) {
        for character in text { _ = screen.handle(.character(character)) }
    }

    private var frame: [String] { screen.lines(width: 80) }

    func testTypingASearchShowsTheSpinnerThenTheResult() {
        scheduler.scheduleAt(100) {
            self.type("London")
            _ = self.screen.handle(.enter)
        }
        scheduler.scheduleAt(200) {
            XCTAssertEqual(self.frame[1], "Search › London_")
            XCTAssertTrue(self.screen.activityIndicator.isAnimating)
            XCTAssertEqual(self.frame[3], "Temperature  ", "labels hidden while running")
        }
        scheduler.start()
        XCTAssertFalse(screen.activityIndicator.isAnimating)
        XCTAssertFalse(screen.activityIndicator.hasTimer, "no timer left once idle")
        let lines = frame
        XCTAssertTrue(lines[2].hasPrefix("City         London"))
        XCTAssertEqual(lines[3], "Temperature  12° C")
        XCTAssertEqual(lines[4], "Humidity     50%")
        XCTAssertEqual(lines[5], "Icon         ☀ clear sky")
        XCTAssertEqual(lines[6], "")
        XCTAssertEqual(lines.count, 24)
        XCTAssertEqual(screen.mapView.centerCoordinate, Weather.london.coordinate, "the map focuses the result")
        XCTAssertTrue(lines.contains { $0.contains("☀12°") }, "the result's overlay is on the map")
    }

    func testEmptySearchAndUnknownCityShowAMessageAndTheAppKeepsWorking() {
        scheduler.scheduleAt(100) { _ = self.screen.handle(.enter) }
        scheduler.scheduleAt(150) {
            XCTAssertEqual(self.frame[6], "Type a city name, then press Enter.")
            self.type("Atlantis")
            _ = self.screen.handle(.enter)
        }
        scheduler.scheduleAt(1000) {
            XCTAssertEqual(self.frame[6], "City not found: Atlantis.")
            XCTAssertTrue(self.frame[2].hasPrefix("City         Unknown"))
            _ = self.screen.handle(.character("\u{15}"))
            self.type("London")
            _ = self.screen.handle(.enter)
        }
        scheduler.start()
        XCTAssertEqual(frame[6], "")
        XCTAssertTrue(frame[2].hasPrefix("City         London"))
    }

    func testArrowsPanAndTabSwitchesTypingToZoom() {
        let start = screen.mapView.region
        XCTAssertTrue(screen.handle(.right))
        XCTAssertEqual(
            screen.mapView.centerCoordinate.longitude, start.center.longitude + start.span.longitudeDelta / 4)
        type("+")
        XCTAssertEqual(screen.searchCityName.text, "+", "typing goes to the field first")
        XCTAssertTrue(screen.handle(.character("\t")))
        XCTAssertTrue(frame[0].contains("+/- zoom"))
        type("+")
        XCTAssertEqual(screen.mapView.region.span.longitudeDelta, start.span.longitudeDelta / 2)
        type("-")
        type("-")
        XCTAssertEqual(screen.mapView.region.span.longitudeDelta, start.span.longitudeDelta * 2)
        XCTAssertFalse(screen.handle(.character("q")), "unused in map mode: the application may quit")
        XCTAssertEqual(screen.searchCityName.text, "+")
    }

    func testEscapeQuits() {
        var quits = 0
        screen.onQuit = { quits += 1 }
        XCTAssertTrue(screen.handle(.escape))
        XCTAssertEqual(quits, 1)
    }

    func testPanningLoadsTheWeatherAroundTheNewRegionThrottled() {
        scheduler.scheduleAt(100) {
            for _ in 0..<5 { _ = self.screen.handle(.left) }
        }
        scheduler.start()
        let region = screen.mapView.region
        let around = Set(WeatherViewModel.samplePoints(in: region))
        XCTAssertTrue(around.isSubset(of: Set(api.requestedCoordinates)))
        // The start region at 0 (9 around) opens the throttle window: the five pans at 100 give one load, of
        // the latest region, at 600 (9 around + the centre).
        XCTAssertEqual(api.requestedCoordinates.count, 19)
        XCTAssertEqual(screen.mapView.overlays.count, 10, "nine around and the centre's result")
    }
}
