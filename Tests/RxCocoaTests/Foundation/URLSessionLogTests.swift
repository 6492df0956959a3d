import Foundation
import RxBlocking
import RxSwift
import RxTestSupport
import XCTest

@testable import RxCocoa

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The request log of the `URLSession` reactive extensions prints upstream's lines: the request as a curl
/// command, then the outcome with the elapsed milliseconds.
final class URLSessionLogTests: RxTestCase {
    private var server: LocalHTTPServer!
    private var session: URLSession!
    private var savedShouldLogRequest: ((URLRequest) -> Bool)!
    private var savedOutput: (@Sendable (String) -> Void)!
    private let printed = LockedState<[String]>([])

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try LocalHTTPServer(routes: [
            "/ok": .json("{}"),
            "/slow": .json("{}", delay: 4),
            "/missing": .notFound("nothing here"),
        ])
        session = URLSession.forLocalServerTests()
        savedShouldLogRequest = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in true }
        savedOutput = requestLogOutput.withLock { $0 }
        let printed = self.printed
        requestLogOutput.withLock { $0 = { text in printed.withLock { $0.append(text) } } }
    }

    override func tearDown() {
        requestLogOutput.withLock { $0 = savedOutput }
        URLSession.rx.shouldLogRequest = savedShouldLogRequest
        session.invalidateAndCancel()
        server.shutdown()
        super.tearDown()
    }

    // MARK: The request

    func testGETWithoutBodyOrHeaders() {
        let request = URLRequest(url: URL(string: "http://a.b/path?q=1")!)
        XCTAssertEqual(curlCommand(for: request), "curl -X GET \n\"http://a.b/path?q=1\" -i -v")
    }

    func testMethodBodyAndHeaderEachOnTheirOwnLine() {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:1/api")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"a":1}"#.utf8)
        XCTAssertEqual(
            curlCommand(for: request),
            #"curl -X POST -d "{\"a\":1}" "# + "\n"
                + #"    -H "Content-Type: application/json" "# + "\n"
                + #""http://127.0.0.1:1/api" -i -v"#
        )
    }

    func testSeveralHeadersEachGetALineInNameOrder() {
        var request = URLRequest(url: URL(string: "http://a.b/")!)
        request.httpMethod = "PUT"
        request.setValue("b", forHTTPHeaderField: "X-Second")
        request.setValue("a", forHTTPHeaderField: "X-First")
        request.setValue("text/plain", forHTTPHeaderField: "Accept")
        XCTAssertEqual(
            curlCommand(for: request),
            "curl -X PUT \n    -H \"Accept: text/plain\" \n    -H \"X-First: a\" \n    -H \"X-Second: b\" \n"
                + "\"http://a.b/\" -i -v"
        )
    }

    func testDoubleQuotesAreEscapedInBodyHeaderAndURL() {
        var request = URLRequest(url: URL(string: "http://a.b/")!)
        request.httpMethod = "POST"
        request.setValue(#"say "hi""#, forHTTPHeaderField: #"X-"Quoted""#)
        request.httpBody = Data(#"he said "no" and it's 'fine'"#.utf8)
        XCTAssertEqual(
            curlCommand(for: request),
            #"curl -X POST -d "he said \"no\" and it's 'fine'" "# + "\n"
                + #"    -H "X-\"Quoted\": say \"hi\"" "# + "\n"
                + #""http://a.b/" -i -v"#
        )
    }

    func testMissingURLIsShownAsUnknown() {
        var request = URLRequest(url: URL(string: "http://a.b/")!)
        request.url = nil
        request.httpMethod = "DELETE"
        XCTAssertEqual(curlCommand(for: request), "curl -X DELETE \n\"<unknown url>\" -i -v")
    }

    func testABodyThatIsNotUTF8IsLeftOut() {
        var request = URLRequest(url: URL(string: "http://a.b/upload")!)
        request.httpMethod = "POST"
        request.httpBody = Data([0xFF, 0xFE, 0x00, 0xC3])
        XCTAssertEqual(curlCommand(for: request), "curl -X POST \n\"http://a.b/upload\" -i -v")
    }

    func testAnEmptyBodyIsShownEmpty() {
        var request = URLRequest(url: URL(string: "http://a.b/")!)
        request.httpMethod = "POST"
        request.httpBody = Data()
        XCTAssertEqual(curlCommand(for: request), "curl -X POST -d \"\" \n\"http://a.b/\" -i -v")
    }

    // MARK: The response

    private func httpResponse(status: Int) -> HTTPURLResponse {
        HTTPURLResponse(url: URL(string: "http://a.b/")!, statusCode: status, httpVersion: nil, headerFields: nil)!
    }

    /// The outcome line for an HTTP response with `status`.
    private func logLine(status: Int, elapsed: TimeInterval) -> String {
        responseLogLine(response: httpResponse(status: status), error: nil, elapsed: elapsed)
    }

    func testSuccessForEvery2xxStatusWithTruncatedMilliseconds() {
        XCTAssertEqual(logLine(status: 200, elapsed: 0.0149), "Success (14ms): Status 200")
        XCTAssertEqual(logLine(status: 204, elapsed: 1.9999), "Success (1999ms): Status 204")
        XCTAssertEqual(logLine(status: 299, elapsed: 0), "Success (0ms): Status 299")
    }

    func testFailureForOtherStatuses() {
        XCTAssertEqual(logLine(status: 404, elapsed: 0.014), "Failure (14ms): Status 404")
        XCTAssertEqual(logLine(status: 199, elapsed: 0.014), "Failure (14ms): Status 199")
        XCTAssertEqual(logLine(status: 300, elapsed: 0.014), "Failure (14ms): Status 300")
    }

    func testAStatusIsShownEvenWithAnError() {
        let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        XCTAssertEqual(
            responseLogLine(response: httpResponse(status: 500), error: error, elapsed: 0.0021),
            "Failure (2ms): Status 500")
    }

    func testCanceledForACancelledRequest() {
        let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        XCTAssertEqual(responseLogLine(response: nil, error: error, elapsed: 0.0149), "Canceled (14ms)")
    }

    func testNSErrorForOtherErrors() {
        let timedOut = NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)
        let line = responseLogLine(response: nil, error: timedOut, elapsed: 0.0149)
        XCTAssertTrue(line.hasPrefix("Failure (14ms): NSError > "), line)
        XCTAssertEqual(line.dropFirst("Failure (14ms): NSError > ".count), "\(timedOut)")
        XCTAssertTrue(line.contains("Code=\(NSURLErrorTimedOut)"), line)

        // The cancelled code of another domain is not a cancellation.
        let other = NSError(domain: "Other", code: NSURLErrorCancelled)
        XCTAssertTrue(responseLogLine(response: nil, error: other, elapsed: 0).hasPrefix("Failure (0ms): NSError > "))
    }

    func testUnhandledWhenThereIsNeitherAnHTTPResponseNorAnError() {
        XCTAssertEqual(responseLogLine(response: nil, error: nil, elapsed: 0.5), "<Unhandled response from server>")
        let plain = URLResponse(
            url: URL(string: "file:///x")!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        XCTAssertEqual(responseLogLine(response: plain, error: nil, elapsed: 0.5), "<Unhandled response from server>")
    }

    // MARK: What a request prints

    /// The one log entry printed so far, split into the request lines and the outcome line.
    private func loggedEntry(within seconds: TimeInterval = 5) -> (request: String, outcome: String)? {
        let deadline = Date().addingTimeInterval(seconds)
        while printed.withLock({ $0.isEmpty }) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let entries = printed.withLock { $0 }
        guard entries.count == 1, let split = entries[0].range(of: "\n", options: .backwards) else {
            XCTFail("expected one log entry, got \(entries)")
            return nil
        }
        return (String(entries[0][..<split.lowerBound]), String(entries[0][split.upperBound...]))
    }

    /// `line` matches `pattern` as a whole.
    private func assertMatches(
        _ line: String, _ pattern: String, file: StaticString = #filePath, line number: UInt = #line
    ) {
        XCTAssertNotNil(line.range(of: "^\(pattern)$", options: .regularExpression), line, file: file, line: number)
    }

    func testASuccessfulRequestPrintsTheCurlCommandThenSuccess() throws {
        var request = URLRequest(url: server.url("/ok"))
        request.setValue("yes", forHTTPHeaderField: "X-Test")
        _ = try session.rx.data(request: request).toBlocking(timeout: 5).single()
        let entry = try XCTUnwrap(loggedEntry())
        XCTAssertEqual(
            entry.request, "curl -X GET \n    -H \"X-Test: yes\" \n\"\(server.url("/ok").absoluteString)\" -i -v")
        assertMatches(entry.outcome, #"Success \([0-9]+ms\): Status 200"#)
    }

    func testAnErrorStatusPrintsFailureWithTheStatus() throws {
        _ = try session.rx.response(request: URLRequest(url: server.url("/missing"))).toBlocking(timeout: 5).single()
        let entry = try XCTUnwrap(loggedEntry())
        XCTAssertEqual(entry.request, "curl -X GET \n\"\(server.url("/missing").absoluteString)\" -i -v")
        assertMatches(entry.outcome, #"Failure \([0-9]+ms\): Status 404"#)
    }

    func testATransportErrorPrintsFailureWithTheNSError() throws {
        let url = server.url("/ok")
        server.shutdown()
        _ = session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: 5).materialize()
        let entry = try XCTUnwrap(loggedEntry())
        XCTAssertEqual(entry.request, "curl -X GET \n\"\(url.absoluteString)\" -i -v")
        assertMatches(entry.outcome, #"Failure \([0-9]+ms\): NSError > .*Code=-?[0-9]+.*"#)
    }

    func testDisposingPrintsCanceled() throws {
        let subscription = session.rx.data(request: URLRequest(url: server.url("/slow"))).subscribe()
        let deadline = Date().addingTimeInterval(5)
        while server.requestedPaths != ["/slow"] && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        subscription.dispose()
        let entry = try XCTUnwrap(loggedEntry())
        XCTAssertEqual(entry.request, "curl -X GET \n\"\(server.url("/slow").absoluteString)\" -i -v")
        assertMatches(entry.outcome, #"Canceled \([0-9]+ms\)"#)
    }

    func testNothingIsPrintedWhenThePredicateSaysNo() throws {
        URLSession.rx.shouldLogRequest = { _ in false }
        _ = try session.rx.data(request: URLRequest(url: server.url("/ok"))).toBlocking(timeout: 5).single()
        XCTAssertEqual(printed.withLock { $0 }, [])
    }
}
