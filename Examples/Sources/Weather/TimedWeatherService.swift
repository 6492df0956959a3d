import DeviceKit
import Dispatch
import Foundation
import RxSwift
import Synchronization
import WeatherKit

/// Wraps the weather service to time each result from its arrival (on URLSession's thread, right after
/// decoding) to the frame that shows it; the timings go to the `--trace` file.
final class TimedWeatherService: WeatherProviding, Sendable {
    private let api: WeatherProviding & Sendable
    private let arrivals = Mutex<[Weather: UInt64]>([:])

    init(_ api: WeatherProviding & Sendable) {
        self.api = api
    }

    func currentWeather(city: String) -> Observable<Weather> {
        timed(api.currentWeather(city: city))
    }

    func currentWeather(at coordinate: Coordinate) -> Observable<Weather> {
        timed(api.currentWeather(at: coordinate))
    }

    /// Records when each result or failure arrives; a failure is keyed by the placeholder the screen will show.
    private func timed(_ request: Observable<Weather>) -> Observable<Weather> {
        request.do(
            onNext: { [self] in arrived($0) },
            onError: { [self] in arrived(Weather.placeholder(for: $0)) }
        )
    }

    private func arrived(_ weather: Weather) {
        let now = DispatchTime.now().uptimeNanoseconds
        arrivals.withLock { arrivals in
            // Results of map loads that never become the search result are dropped now and then.
            if arrivals.count > 256 { arrivals.removeAll() }
            arrivals[weather] = now
        }
    }

    /// Milliseconds since `weather` arrived, forgetting the arrival; `nil` if it did not come from here.
    func millisecondsSinceArrival(of weather: Weather) -> Double? {
        let now = DispatchTime.now().uptimeNanoseconds
        guard let arrival = arrivals.withLock({ $0.removeValue(forKey: weather) }) else { return nil }
        return Double(now - arrival) / 1_000_000
    }
}
