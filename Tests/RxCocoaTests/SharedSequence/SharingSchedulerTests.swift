import RxCocoa
import RxTest
import RxTestSupport
import XCTest

final class SharingSchedulerTests: RxTestCase {
    func testMakeDefaultsToMainScheduler() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
    }

    func testMockReplacesAndRestoresEvenWhenNestedOrThrowing() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            XCTAssertTrue(DriverSharingStrategy.scheduler as AnyObject === outer)
            SharingScheduler.mock(scheduler: inner) {
                XCTAssertTrue(SignalSharingStrategy.scheduler as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
            do {
                try SharingScheduler.mock(scheduler: inner) { throw TestError.boom }
                XCTFail("mock should rethrow")
            } catch {
                XCTAssertTrue(error is TestError)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockMakeSchedulerCallsTheFactoryForEachScheduler() {
        var made = 0
        let scheduler = TestScheduler(initialClock: 0)
        let makeScheduler: () -> SchedulerType = {
            made += 1
            return scheduler
        }
        SharingScheduler.mock(makeScheduler: makeScheduler) {
            _ = Driver<Int>.interval(.seconds(1))
            _ = Signal.just(1)
            XCTAssertEqual(made, 2)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }
}
