import DeviceKit
import RxSwift
import RxTest
import WeatherKit

/// A weather service on virtual time: each request is a cold observable that answers after a delay.
final class FakeWeatherService: WeatherProviding {
    struct Response {
        var delay: TestTime
        var result: Result<Weather, ApiController.Error>
    }

    let scheduler: TestScheduler
    var cities: [String: Response] = [:]
    var defaultDelay: TestTime = 30
    /// Every request made, city names and coordinates in order.
    private(set) var requestedCities: [String] = []
    private(set) var requestedCoordinates: [Coordinate] = []
    /// The cold observables handed out, by city, to inspect their subscriptions.
    private(set) var cityObservables: [String: TestableObservable<Weather>] = [:]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func currentWeather(city: String) -> Observable<Weather> {
        requestedCities.append(city)
        let response = cities[city] ?? Response(delay: defaultDelay, result: .failure(.cityNotFound(city)))
        let observable = cold(response)
        cityObservables[city] = observable
        return observable.asObservable()
    }

    func currentWeather(at coordinate: Coordinate) -> Observable<Weather> {
        requestedCoordinates.append(coordinate)
        let weather = Weather.sample(
            "\(coordinate.latitude),\(coordinate.longitude)", temperature: 10, at: coordinate)
        return cold(Response(delay: defaultDelay, result: .success(weather))).asObservable()
    }

    private func cold(_ response: Response) -> TestableObservable<Weather> {
        switch response.result {
        case .success(let weather):
            return scheduler.createColdObservable([.next(response.delay, weather), .completed(response.delay)])
        case .failure(let error):
            return scheduler.createColdObservable([.error(response.delay, error)])
        }
    }
}

extension Weather {
    static func sample(_ name: String, temperature: Int, at coordinate: Coordinate) -> Weather {
        Weather(
            cityName: name, temperature: temperature, humidity: 50, icon: "☀", summary: "clear sky",
            coordinate: coordinate)
    }

    static let london = Weather.sample("London", temperature: 12, at: Coordinate(latitude: 51.51, longitude: -0.13))
    static let paris = Weather.sample("Paris", temperature: 14, at: Coordinate(latitude: 48.85, longitude: 2.35))
}
