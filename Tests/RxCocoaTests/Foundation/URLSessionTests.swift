import Foundation
import RxBlocking
import RxSwift
import RxTestSupport
import XCTest

@testable import RxCocoa

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class URLSessionTests: RxTestCase {
    private var server: LocalHTTPServer!
    private var session: URLSession!
    private var savedShouldLogRequest: ((URLRequest) -> Bool)!

    private static let jsonBody = #"{"name":"rx","values":[1,2,3]}"#

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try LocalHTTPServer(routes: [
            "/json": .json(Self.jsonBody),
            "/malformed": .json(#"{"name": "rx", "values": [1, 2"#),
            "/slow": .json("{}", delay: 4),
            "/missing": .notFound("nothing here"),
        ])
        session = URLSession.forLocalServerTests()
        savedShouldLogRequest = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
    }

    override func tearDown() {
        URLSession.rx.shouldLogRequest = savedShouldLogRequest
        session.invalidateAndCancel()
        server.shutdown()
        super.tearDown()
    }

    private func request(_ path: String) -> URLRequest {
        URLRequest(url: server.url(path))
    }

    /// The error of a sequence that must fail within 5 s.
    private func failure<Element>(of source: Observable<Element>) -> Swift.Error? {
        switch source.toBlocking(timeout: 5).materialize() {
        case .completed(let elements):
            XCTFail("expected an error, got \(elements)")
            return nil
        case .failed(_, let error):
            return error
        }
    }

    func testResponseDeliversHTTPResponseAndBody() throws {
        let result = try session.rx.response(request: request("/json")).toBlocking(timeout: 5).single()
        XCTAssertEqual(result.response.statusCode, 200)
        XCTAssertEqual(result.response.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(String(decoding: result.data, as: UTF8.self), Self.jsonBody)
        XCTAssertEqual(server.requestedPaths, ["/json"])
    }

    func testResponseDoesNotFailOnErrorStatus() throws {
        let result = try session.rx.response(request: request("/missing")).toBlocking(timeout: 5).single()
        XCTAssertEqual(result.response.statusCode, 404)
        XCTAssertEqual(String(decoding: result.data, as: UTF8.self), "nothing here")
    }

    func testEachSubscriptionPerformsTheRequest() throws {
        let response = session.rx.data(request: request("/json"))
        _ = try response.toBlocking(timeout: 5).single()
        _ = try response.toBlocking(timeout: 5).single()
        XCTAssertEqual(server.requestedPaths, ["/json", "/json"])
    }

    func testDataDeliversBodyAndCompletes() throws {
        let elements = try session.rx.data(request: request("/json")).toBlocking(timeout: 5).toArray()
        XCTAssertEqual(elements.map { String(decoding: $0, as: UTF8.self) }, [Self.jsonBody])
    }

    func testDataFailsWithHTTPRequestFailedOnErrorStatus() throws {
        let error = try XCTUnwrap(failure(of: session.rx.data(request: request("/missing"))))
        guard case RxCocoaURLError.httpRequestFailed(let response, let data)? = error as? RxCocoaURLError else {
            return XCTFail("unexpected error \(error)")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "nothing here")
        XCTAssertEqual((error as? RxCocoaURLError)?.debugDescription, "The HTTP request failed with status code 404.")
    }

    func testJSONRequestDecodesBody() throws {
        let json = try session.rx.json(request: request("/json")).toBlocking(timeout: 5).single()
        let object = try XCTUnwrap(json as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "rx")
        XCTAssertEqual(object["values"] as? [Int], [1, 2, 3])
    }

    func testJSONURLDecodesBody() throws {
        let json = try session.rx.json(url: server.url("/json")).toBlocking(timeout: 5).single()
        XCTAssertEqual((json as? [String: Any])?["name"] as? String, "rx")
        XCTAssertEqual(server.requestedPaths, ["/json"])
    }

    func testJSONFailsWithDeserializationErrorOnMalformedBody() throws {
        let error = try XCTUnwrap(failure(of: session.rx.json(request: request("/malformed"))))
        guard case RxCocoaURLError.deserializationError? = error as? RxCocoaURLError else {
            return XCTFail("unexpected error \(error)")
        }
    }

    func testJSONFailsWithHTTPRequestFailedOnErrorStatus() throws {
        let error = try XCTUnwrap(failure(of: session.rx.json(url: server.url("/missing"))))
        guard case RxCocoaURLError.httpRequestFailed(let response, _)? = error as? RxCocoaURLError else {
            return XCTFail("unexpected error \(error)")
        }
        XCTAssertEqual(response.statusCode, 404)
    }

    func testTransportErrorIsForwarded() throws {
        // A port nobody listens on: the server's port after shutdown.
        let url = server.url("/json")
        server.shutdown()
        let error = failure(of: session.rx.data(request: URLRequest(url: url)))
        XCTAssertNotNil(error)
        XCTAssertNil(error as? RxCocoaURLError)
    }

    func testDisposeCancelsTheTaskAndDeliversNothing() throws {
        let events = LockedState<[String]>([])
        let subscription = session.rx.data(request: request("/slow")).subscribe { event in
            events.withLock { $0.append("\(event)") }
        }
        XCTAssertTrue(waitUntil { self.server.requestedPaths == ["/slow"] }, "the request never reached the server")
        subscription.dispose()

        XCTAssertTrue(
            waitUntil { self.server.closedByClientPaths == ["/slow"] },
            "the server never saw the connection closed"
        )
        // Give a late callback (the cancellation error) time to arrive: it must not be delivered.
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(events.withLock { $0 }, [])
    }

    func testShouldLogRequestIsAskedWithTheRequest() throws {
        let asked = LockedState<[URL?]>([])
        URLSession.rx.shouldLogRequest = { request in
            asked.withLock { $0.append(request.url) }
            return false
        }
        _ = try session.rx.data(request: request("/json")).toBlocking(timeout: 5).single()
        XCTAssertEqual(asked.withLock { $0 }, [server.url("/json")])
    }

    /// Upstream's spelling compiles and sets the same predicate.
    func testUpstreamLoggingURLRequestsIsTheSamePredicate() throws {
        let asked = LockedState(0)
        Logging.URLRequests = { _ in
            asked.withLock { $0 += 1 }
            return false
        }
        _ = try session.rx.data(request: request("/json")).toBlocking(timeout: 5).single()
        XCTAssertEqual(asked.withLock { $0 }, 1)
        XCTAssertFalse(URLSession.rx.shouldLogRequest(request("/json")))
        XCTAssertEqual(asked.withLock { $0 }, 2)
    }

    func testLoggingDoesNotChangeTheResult() throws {
        URLSession.rx.shouldLogRequest = { _ in true }
        // The log is captured (URLSessionLogTests checks its lines), so that a green run prints nothing of its own.
        let logged = LockedState<[String]>([])
        let savedOutput = requestLogOutput.withLock { $0 }
        requestLogOutput.withLock { $0 = { text in logged.withLock { $0.append(text) } } }
        defer { requestLogOutput.withLock { $0 = savedOutput } }
        let data = try session.rx.data(request: request("/json")).toBlocking(timeout: 5).single()
        XCTAssertEqual(String(decoding: data, as: UTF8.self), Self.jsonBody)
        XCTAssertTrue(logged.withLock { $0 }.contains { $0.hasPrefix("curl -X GET") }, "the request was logged")
    }

    func testDefaultShouldLogRequestLogsInDebugBuilds() {
        #if DEBUG
            XCTAssertTrue(savedShouldLogRequest(request("/json")))
        #else
            XCTAssertFalse(savedShouldLogRequest(request("/json")))
        #endif
    }

    func testErrorDescriptions() {
        XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown URL error.")
        let underlying = RxCocoaError.unknown
        XCTAssertTrue(
            RxCocoaURLError.deserializationError(error: underlying).debugDescription.hasPrefix(
                "The response body could not be deserialized"
            )
        )
        let response = URLResponse(
            url: URL(string: "file:///x")!,
            mimeType: nil,
            expectedContentLength: 0,
            textEncodingName: nil
        )
        XCTAssertTrue(RxCocoaURLError.nonHTTPResponse(response: response).debugDescription.hasPrefix("The response"))
    }

    /// Polls `condition` for at most 5 s.
    private func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }
}
