import DeviceKit
import Foundation
import RxBlocking
import RxSwift
import WeatherFixtureServer
import WeatherKit
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `ApiController` over `URLSession.rx`, against the fixture server on 127.0.0.1.
final class ApiControllerTests: XCTestCase {
    private var server: FixtureServer!
    private var api: ApiController!

    override func setUp() async throws {
        try await super.setUp()
        server = try await FixtureServer.start(options: .init(slowDelay: .seconds(2)))
        api = ApiController(baseURL: server.baseURL, apiKey: FixtureServer.apiKey)
    }

    override func tearDown() async throws {
        await server.stop()
        try await super.tearDown()
    }

    private func failure(of request: Observable<Weather>) -> ApiController.Error? {
        do {
            _ = try request.toBlocking(timeout: 10).single()
            return nil
        } catch let error as ApiController.Error {
            return error
        } catch {
            XCTFail("not an ApiController.Error: \(error)")
            return nil
        }
    }

    func testCitySearchDecodesTheResponse() throws {
        let weather = try api.currentWeather(city: "London").toBlocking(timeout: 10).single()
        XCTAssertEqual(weather.cityName, "London")
        XCTAssertEqual(weather.temperature, 12)
        XCTAssertEqual(weather.humidity, 81)
        XCTAssertEqual(weather.icon, "☂")
        XCTAssertEqual(weather.summary, "light rain")
        XCTAssertEqual(weather.coordinate, Coordinate(latitude: 51.51, longitude: -0.13))
        XCTAssertNil(weather.problem)
    }

    func testCityWithSpacesAndNonASCIILettersIsEncoded() throws {
        let url = api.url(for: [URLQueryItem(name: "q", value: "São Paulo")])
        XCTAssertTrue(url.absoluteString.contains("q=S%C3%A3o%20Paulo"), url.absoluteString)
        XCTAssertEqual(try api.currentWeather(city: "São Paulo").toBlocking(timeout: 10).single().cityName, "São Paulo")
        XCTAssertEqual(
            try api.currentWeather(city: " ho chi minh city ").toBlocking(timeout: 10).single().temperature, 32)
        XCTAssertEqual(try api.currentWeather(city: "Zurich").toBlocking(timeout: 10).single().cityName, "Zürich")
    }

    func testPlusSignIsNotReadAsASpace() {
        let url = api.url(for: [URLQueryItem(name: "q", value: "A+B")])
        XCTAssertTrue(url.absoluteString.contains("q=A%2BB"), url.absoluteString)
    }

    func testCoordinateSearchAnswersFromTheGrid() throws {
        let weather = try api.currentWeather(lat: 51.2, lon: -0.5).toBlocking(timeout: 10).single()
        XCTAssertEqual(weather.cityName, "London", "named after the nearest fixture city")
        let sea = try api.currentWeather(at: Coordinate(latitude: -40, longitude: -140)).toBlocking(timeout: 10)
            .single()
        XCTAssertEqual(sea.cityName, "40.00°S 140.00°W", "an unnamed place shows its coordinate")
        let again = try api.currentWeather(at: Coordinate(latitude: -40, longitude: -140)).toBlocking(timeout: 10)
            .single()
        XCTAssertEqual(sea, again, "the grid is deterministic")
    }

    func testUnknownCityIs404() {
        XCTAssertEqual(failure(of: api.currentWeather(city: "Atlantis")), .cityNotFound("Atlantis"))
        XCTAssertEqual(ApiController.Error.cityNotFound("Atlantis").description, "City not found: Atlantis.")
    }

    func testWrongKeyIs401() {
        let api = ApiController(baseURL: server.baseURL, apiKey: "wrong")
        XCTAssertEqual(failure(of: api.currentWeather(city: "London")), .invalidAPIKey)
    }

    func testMalformedJSON() {
        guard case .malformedResponse? = failure(of: api.currentWeather(city: FixtureServer.malformedCity)) else {
            return XCTFail("expected malformedResponse")
        }
    }

    func testResponseMissingFields() {
        XCTAssertEqual(failure(of: api.currentWeather(city: FixtureServer.incompleteCity)), .missingField("main"))
        XCTAssertEqual(
            Weather.placeholder(for: ApiController.Error.missingField("main")).problem,
            "The weather service's answer has no main.")
    }

    func testEmptyCityFailsWithoutARequest() {
        XCTAssertEqual(failure(of: api.currentWeather(city: "  ")), .emptyCityName)
    }

    func testServerDownIsUnreachable() async throws {
        let port = server.port
        await server.stop()
        let api = ApiController(baseURL: URL(string: "http://127.0.0.1:\(port)/data/2.5")!, apiKey: "k")
        guard case .unreachable(let reason)? = failure(of: api.currentWeather(city: "London")) else {
            return XCTFail("expected unreachable")
        }
        XCTAssertEqual(reason, "connection refused")
        XCTAssertEqual(
            Weather.placeholder(for: ApiController.Error.unreachable(reason)).problem,
            "Cannot reach the weather service (connection refused).")
        server = try await FixtureServer.start()
    }

    func testSlowResponseIsCancelledByANewerSearch() throws {
        let searches = PublishSubject<String>()
        let results = searches.flatMapLatest { self.api.currentWeather(city: $0) }
        let started = Date()
        var received: [String] = []
        let done = expectation(description: "London arrives")
        let subscription = results.subscribe(onNext: { weather in
            received.append(weather.cityName)
            done.fulfill()
        })
        searches.onNext(FixtureServer.slowCity)
        Thread.sleep(forTimeInterval: 0.1)
        searches.onNext("London")
        wait(for: [done], timeout: 10)
        // Wait past the slow response's delay: it must never arrive.
        Thread.sleep(forTimeInterval: max(0, 2.3 - Date().timeIntervalSince(started)))
        subscription.dispose()
        XCTAssertEqual(received, ["London"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testUnitsParameterIsMetric() {
        let url = api.url(for: [URLQueryItem(name: "q", value: "Paris")])
        XCTAssertTrue(url.absoluteString.contains("units=metric"))
        XCTAssertTrue(url.absoluteString.contains("appid=\(FixtureServer.apiKey)"))
    }
}
