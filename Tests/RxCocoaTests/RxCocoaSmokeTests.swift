import RxCocoa
import RxTestSupport
import XCTest

final class RxCocoaSmokeTests: RxTestCase {
    func testRxCocoaReExportsRxSwift() {
        var received: [Int] = []
        _ = Observable.of(1, 2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }
}
