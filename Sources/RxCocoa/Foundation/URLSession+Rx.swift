import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Errors reported by the `URLSession` reactive extensions.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    // Sendable: the payloads (responses, data, errors) are immutable once the error is made.

    /// The request failed without a response and without an error.
    case unknown
    /// The response is not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The server answered with a status code outside 200..<300.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded.
    case deserializationError(error: Swift.Error)

    /// A human-readable description of the error, for debugging.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown URL error."
        case .nonHTTPResponse(let response):
            return "The response is not an HTTP response: \(response)."
        case .httpRequestFailed(let response, _):
            return "The HTTP request failed with status code \(response.statusCode)."
        case .deserializationError(let error):
            return "The response body could not be deserialized: \(error)."
        }
    }
}

/// The current `URLSession.rx.shouldLogRequest` predicate. Logging is on by default in debug builds,
/// as upstream.
private let shouldLogRequestStorage = LockedState<(URLRequest) -> Bool>({ _ in
    #if DEBUG
        return true
    #else
        return false
    #endif
})

extension Reactive where Base == URLSession {
    /// Decides, per request, whether the `URLSession` reactive extensions print the request (as a `curl`
    /// command) and the outcome. Default: every request in debug builds, none in release builds.
    ///
    /// Reading and writing are thread-safe; the predicate is called on URLSession's callback threads.
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { shouldLogRequestStorage.withLock { $0 } }
        set { shouldLogRequestStorage.withLock { $0 = newValue } }
    }
}

/// Upstream's switch for the request log of the `URLSession` reactive extensions, kept so that code written
/// against upstream compiles; it reads and writes the same thread-safe predicate as
/// `URLSession.rx.shouldLogRequest`.
///
/// ```swift
/// Logging.URLRequests = { _ in false }   // same as URLSession.rx.shouldLogRequest = { _ in false }
/// ```
public enum Logging {
    /// Decides whether a request is logged.
    public typealias LogURLRequest = (URLRequest) -> Bool

    /// The predicate that decides, per request, whether it is logged (default: all in debug builds, none
    /// in release builds). The same value as `URLSession.rx.shouldLogRequest`.
    public static var URLRequests: LogURLRequest {
        get { shouldLogRequestStorage.withLock { $0 } }
        set { shouldLogRequestStorage.withLock { $0 = newValue } }
    }
}

extension Reactive where Base: URLSession {
    /// Performs `request` and emits the HTTP response with its body, then completes.
    ///
    /// The request starts at subscription; each subscription performs it again. Disposing cancels the
    /// task; nothing is emitted after that. Any status code is a success here (see ``data(request:)``).
    /// - Parameter request: the request to perform.
    /// - Returns: the response and body; fails with the transport error,
    ///   ``RxCocoaURLError/nonHTTPResponse(response:)`` or ``RxCocoaURLError/unknown``.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let logs = URLSession.rx.shouldLogRequest(request)
            let start = Date()
            let box = UncheckedSendable(observer)
            let task = session.dataTask(with: request) { data, response, error in
                if logs {
                    // As upstream: both lines once the request has finished, the request first.
                    let elapsed = Date().timeIntervalSince(start)
                    requestLogOutput.withLock { $0 }(
                        curlCommand(for: request) + "\n"
                            + responseLogLine(response: response, error: error, elapsed: elapsed)
                    )
                }
                guard let response, let data else {
                    box.value.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    box.value.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                box.value.on(.next((response: httpResponse, data: data)))
                box.value.on(.completed)
            }
            task.resume()
            return Disposables.create {
                task.cancel()
            }
        }
    }

    /// Performs `request` and emits the body of a successful (2xx) response, then completes.
    /// - Parameter request: the request to perform.
    /// - Returns: the body; a status outside 200..<300 fails with
    ///   ``RxCocoaURLError/httpRequestFailed(response:data:)``.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// Performs `request` and emits the body of a successful response decoded with `JSONSerialization`.
    /// - Parameters:
    ///   - request: the request to perform.
    ///   - options: the JSON reading options.
    /// - Returns: the decoded JSON; a body that is not valid JSON fails with
    ///   ``RxCocoaURLError/deserializationError(error:)``.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// Performs a GET request to `url` and emits the decoded JSON body of a successful response.
    /// - Parameter url: the address to get.
    /// - Returns: the decoded JSON (see ``json(request:options:)``).
    public func json(url: Foundation.URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

/// Where the request log goes: standard output, as upstream (tests swap it to capture the lines).
let requestLogOutput = LockedState<@Sendable (String) -> Void>({ print($0) })

/// `request` as upstream's log shows it: a `curl` command (`-X METHOD`, `-d "BODY"` when the body is UTF-8
/// text, one indented `-H "Name: Value"` line per header, sorted by name, then the quoted URL and `-i -v`),
/// with `"` escaped as `\"`. Every line but the last ends with a space, as upstream's:
///
/// ```
/// curl -X POST -d "{\"a\":1}"
///     -H "Content-Type: application/json"
/// "http://example.com/api" -i -v
/// ```
func curlCommand(for request: URLRequest) -> String {
    var command = "curl -X \(request.httpMethod ?? "GET") "
    if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
        command += "-d \"\(escapingDoubleQuotes(text))\" "
    }
    // Upstream iterates the header dictionary in hash order; sorting by name is one of those orders, and
    // the same one on every run.
    for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        command += "\n    -H \"\(escapingDoubleQuotes(name)): \(escapingDoubleQuotes(value))\" "
    }
    command += "\n\"\(escapingDoubleQuotes(request.url?.absoluteString ?? "<unknown url>"))\" -i -v"
    return command
}

/// The outcome of a request as upstream's log shows it, `ms` being the elapsed milliseconds truncated:
/// `Success (ms): Status 200` for a 2xx status, `Failure (ms): Status 404` for another status,
/// `Canceled (ms)` for a cancelled request, `Failure (ms): NSError > <error>` for another error, and
/// `<Unhandled response from server>` when there is neither an HTTP response nor an error.
func responseLogLine(response: URLResponse?, error: Swift.Error?, elapsed: TimeInterval) -> String {
    let milliseconds = Int(elapsed * 1000)
    if let http = response as? HTTPURLResponse {
        let outcome = 200..<300 ~= http.statusCode ? "Success" : "Failure"
        return "\(outcome) (\(milliseconds)ms): Status \(http.statusCode)"
    }
    guard let error else {
        return "<Unhandled response from server>"
    }
    let nsError = error as NSError
    if nsError.domain == NSURLErrorDomain && nsError.code == NSURLErrorCancelled {
        return "Canceled (\(milliseconds)ms)"
    }
    return "Failure (\(milliseconds)ms): NSError > \(nsError)"
}

/// `text` with each `"` written as `\"`, as upstream's log escapes it.
private func escapingDoubleQuotes(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "\\\"")
}
