import DeviceKit
import Foundation
import RxCocoa
import RxSwift

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the weather app asks for: the current weather by city name or by coordinates.
///
/// ``ApiController`` talks to OpenWeatherMap (or the fixture server); tests substitute virtual-time fakes.
public protocol WeatherProviding {
    /// The current weather in `city`; one element, then completed, or an error.
    /// - Parameter city: a city name, as typed.
    /// - Returns: a cold sequence: each subscription makes a request; disposing cancels it.
    func currentWeather(city: String) -> Observable<Weather>

    /// The current weather at `coordinate`; one element, then completed, or an error.
    /// - Parameter coordinate: where.
    /// - Returns: a cold sequence: each subscription makes a request; disposing cancels it.
    func currentWeather(at coordinate: Coordinate) -> Observable<Weather>
}

/// The OpenWeatherMap client of the weather app, built on `URLSession.rx.json(request:)`.
///
/// ```swift
/// let api = ApiController(baseURL: ApiController.openWeatherMapURL, apiKey: key)
/// api.currentWeather(city: "São Paulo")      // GET …/weather?q=S%C3%A3o%20Paulo&units=metric&appid=…
///     .subscribe(onNext: { print($0.cityName, $0.temperatureText) })
/// ```
///
/// Errors are ``Error`` values: a 404 is ``Error/cityNotFound(_:)``, a body that is not JSON is
/// ``Error/malformedResponse(_:)``, a response without a needed field is ``Error/missingField(_:)``, and a
/// server that does not answer is ``Error/unreachable(_:)``.
public final class ApiController: WeatherProviding, Sendable {
    /// The address of OpenWeatherMap's version 2.5 API.
    public static let openWeatherMapURL = URL(string: "https://api.openweathermap.org/data/2.5")!

    /// Why a request failed, in words a person can act on (``description``).
    public enum Error: Swift.Error, Equatable, CustomStringConvertible, Sendable {
        /// The search text is empty (or only spaces).
        case emptyCityName
        /// The service does not know the city (HTTP 404).
        case cityNotFound(String)
        /// The service rejected the API key (HTTP 401).
        case invalidAPIKey
        /// The service answered with another unexpected status code.
        case serverError(status: Int)
        /// The body is not JSON.
        case malformedResponse(String)
        /// The JSON lacks a field the app needs (the path, e.g. `main.temp`).
        case missingField(String)
        /// No answer: connection refused, timed out, no network.
        case unreachable(String)

        /// Classifies any error of a request: ``Error`` values are kept, `URLSession.rx` errors are mapped.
        /// - Parameter error: the error to classify.
        public init(_ error: Swift.Error) {
            switch error {
            case let error as ApiController.Error:
                self = error
            case RxCocoaURLError.httpRequestFailed(let response, _):
                switch response.statusCode {
                case 404: self = .cityNotFound(Self.requestedCity(response.url))
                case 401: self = .invalidAPIKey
                default: self = .serverError(status: response.statusCode)
                }
            case RxCocoaURLError.deserializationError(let cause):
                self = .malformedResponse(String(describing: cause))
            case let error as URLError:
                self = .unreachable(Self.reason(for: error))
            default:
                self = .unreachable(String(describing: error))
            }
        }

        /// A message for the screen.
        public var description: String {
            switch self {
            case .emptyCityName: return "Type a city name, then press Enter."
            case .cityNotFound(let city) where city.isEmpty: return "No weather for that place."
            case .cityNotFound(let city): return "City not found: \(city)."
            case .invalidAPIKey: return "The weather service rejected the API key."
            case .serverError(let status): return "The weather service failed (HTTP \(status))."
            case .malformedResponse: return "The weather service sent something that is not JSON."
            case .missingField(let field): return "The weather service's answer has no \(field)."
            case .unreachable(let reason): return "Cannot reach the weather service (\(reason))."
            }
        }

        /// A short reason for a transport error.
        private static func reason(for error: URLError) -> String {
            switch error.code {
            case .cannotConnectToHost: return "connection refused"
            case .timedOut: return "no answer in time"
            case .cannotFindHost, .dnsLookupFailed: return "unknown host"
            case .notConnectedToInternet, .networkConnectionLost: return "no network"
            default: return error.localizedDescription
            }
        }

        /// The `q` parameter of a request URL, or "".
        private static func requestedCity(_ url: URL?) -> String {
            guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "" }
            return components.queryItems?.first { $0.name == "q" }?.value ?? ""
        }
    }

    private let baseURL: URL
    private let apiKey: String
    private let session: URLSession

    /// The app's session: up to 16 connections to the service at once. With `URLSession.shared`'s six, the
    /// nine requests of the weather around the map queued a search behind them (Ctrl-L took twice the
    /// service's answer time).
    public static let session: URLSession = {
        let configuration = URLSessionConfiguration.default
        configuration.httpMaximumConnectionsPerHost = 16
        return URLSession(configuration: configuration)
    }()

    /// Creates a client.
    /// - Parameters:
    ///   - baseURL: the API root (``openWeatherMapURL`` or the fixture server's); `/weather` is appended.
    ///   - apiKey: the `appid` parameter.
    ///   - session: the session that performs the requests; ``session`` by default.
    public init(baseURL: URL, apiKey: String, session: URLSession = ApiController.session) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.session = session
    }

    /// The current weather in `city` (surrounding spaces are ignored; spaces and non-ASCII letters inside
    /// the name are percent-encoded).
    /// - Parameter city: a city name.
    /// - Returns: one ``Weather``; fails with ``Error/emptyCityName`` without a request for an empty name.
    public func currentWeather(city: String) -> Observable<Weather> {
        let name = city.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .error(Error.emptyCityName) }
        return request([URLQueryItem(name: "q", value: name)])
    }

    /// The current weather at `lat`, `lon` (the seed's signature).
    /// - Parameters:
    ///   - lat: latitude in degrees.
    ///   - lon: longitude in degrees.
    /// - Returns: one ``Weather``.
    public func currentWeather(lat: Double, lon: Double) -> Observable<Weather> {
        currentWeather(at: Coordinate(latitude: lat, longitude: lon))
    }

    /// The current weather at `coordinate` (normalised first, sent with four decimals).
    /// - Parameter coordinate: where.
    /// - Returns: one ``Weather``.
    public func currentWeather(at coordinate: Coordinate) -> Observable<Weather> {
        let point = coordinate.normalized
        // Four decimals (about 10 m) are all the service uses.
        return request([
            URLQueryItem(name: "lat", value: String(format: "%.4f", point.latitude)),
            URLQueryItem(name: "lon", value: String(format: "%.4f", point.longitude)),
        ])
    }

    /// The URL of a "current weather" request with `query` plus the units and key parameters.
    /// - Parameter query: the place parameters (`q`, or `lat` and `lon`).
    /// - Returns: the URL.
    public func url(for query: [URLQueryItem]) -> URL {
        var components = URLComponents(url: baseURL.appendingPathComponent("weather"), resolvingAgainstBaseURL: false)!
        components.queryItems =
            query + [
                URLQueryItem(name: "units", value: "metric"),
                URLQueryItem(name: "appid", value: apiKey),
            ]
        // URLComponents leaves `+` alone in queries, where servers read it as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.url!
    }

    private func request(_ query: [URLQueryItem]) -> Observable<Weather> {
        session.rx.json(request: URLRequest(url: url(for: query), timeoutInterval: 10))
            .map { try Weather(json: $0) }
            .catch { .error(Error($0)) }
    }
}
