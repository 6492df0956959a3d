import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ObservableTests: RxTestCase {
    /// As upstream, `RxObservable` is another name for `Observable`, usable wherever `Observable` is.
    func testRxObservableIsObservable() {
        XCTAssertTrue(RxObservable<Int>.self == Observable<Int>.self)
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { () -> RxObservable<Int> in
            let numbers: RxObservable<Int> = .of(1, 2, scheduler: scheduler)
            return numbers.map { $0 * 10 }
        }
        XCTAssertEqual(observer.events, [.next(201, 10), .next(202, 20), .completed(203)])
    }
}
