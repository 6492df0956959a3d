// This file imports only RxCocoa (and XCTest): every name below must come through its re-exports, as with
// upstream RxCocoa on Apple platforms.
import RxCocoa
import XCTest

final class ReexportTests: XCTestCase {
    func testRxCocoaReexportsRxRelayAndRxSwift() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.asObservable().subscribe(onNext: { received.append($0) })
        relay.accept(2)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2])
    }

    func testRxCocoaReexportsURLSessionAndURLRequest() throws {
        let url = try XCTUnwrap(URL(string: "http://127.0.0.1:1/"))
        let request = URLRequest(url: url)
        let response: Observable<Data> = URLSession.shared.rx.data(request: request)
        XCTAssertEqual(request.url, url)
        _ = response
    }

    func testRxCocoaReexportsXMLParser() {
        let parser = XMLParser(data: Data("<a/>".utf8))
        XCTAssertTrue(parser.parse())
    }
}
