import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

final class DeallocatedTests: RxTestCase {
    func testDeallocatedEmitsOnceAndCompletesWhenTheObjectIsDeinitialised() {
        var thermometer: TrackedThermometer? = TrackedThermometer()
        let log = EventLog(thermometer!.rx.deallocated)
        XCTAssertTrue(log.events.isEmpty)

        thermometer = nil

        XCTAssertEqual(log.values.count, 1)
        XCTAssertTrue(log.isCompleted)
    }

    func testDeallocatedDoesNotRetainTheObject() {
        var thermometer: TrackedThermometer? = TrackedThermometer()
        let weakThermometer = WeakBox(thermometer)
        let deallocated = thermometer!.rx.deallocated
        let log = EventLog(deallocated)

        thermometer = nil

        XCTAssertNil(weakThermometer.object)
        XCTAssertTrue(log.isCompleted)
    }

    func testProxiesAreReleasedBeforeDeallocatedFires() {
        var thermometer: TrackedThermometer? = TrackedThermometer()
        var order: [String] = []
        let bag = DisposeBag()
        thermometer!.rx.didMeasure
            .subscribe(onCompleted: { order.append("proxy completed") })
            .disposed(by: bag)
        thermometer!.rx.deallocated
            .subscribe(onNext: { order.append("deallocated") }, onCompleted: { order.append("completed") })
            .disposed(by: bag)

        thermometer = nil

        XCTAssertEqual(order, ["proxy completed", "deallocated", "completed"])
    }

    func testTakeUntilDeallocatedEndsASubscription() {
        var thermometer: TrackedThermometer? = TrackedThermometer()
        let ticks = PublishSubject<Int>()
        let log = EventLog(ticks.take(until: thermometer!.rx.deallocated))
        ticks.onNext(1)

        thermometer = nil
        ticks.onNext(2)

        XCTAssertEqual(log.values, [1])
        XCTAssertTrue(log.isCompleted)
    }
}
