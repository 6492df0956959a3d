import RxRelay
import RxSwift
import RxTestSupport
import XCTest

final class Swift6ModeSmokeTests: RxTestCase {
    func testPublishSubjectIsSendable() {
        let subject: any Sendable = PublishSubject<Int>()
        XCTAssertTrue(subject is PublishSubject<Int>)
    }
}
