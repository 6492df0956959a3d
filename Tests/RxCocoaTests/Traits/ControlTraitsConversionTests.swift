import RxCocoa
import RxRelay
import RxTest
import RxTestSupport
import XCTest

final class ControlTraitsConversionTests: RxTestCase {
    func testControlEventAsDriverDeliversAndReplaysLatestWhileConnected() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let driver = ControlEvent(events: xs.asObservable()).asDriver()
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { driver.drive(first).disposed(by: bag) }
            scheduler.scheduleAt(230) { driver.drive(late).disposed(by: bag) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(300)])
            XCTAssertEqual(late.events, [.next(230, 2), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testControlEventAsSignalDoesNotReplay() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let signal = ControlEvent(events: xs.asObservable()).asSignal()
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(200) { _ = bag.insert(signal.emit(to: first)) }
            scheduler.scheduleAt(230) { _ = bag.insert(signal.emit(to: late)) }
            scheduler.scheduleAt(500) { bag.dispose() }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1), .next(240, 2)])
            XCTAssertEqual(late.events, [.next(240, 2)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        }
    }

    func testControlEventAsInfallibleForwardsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(220)])
        let res = scheduler.start { ControlEvent(events: xs.asObservable()).asInfallible().asObservable() }
        XCTAssertEqual(res.events, [.next(210, "a"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testControlPropertyAsDriverReplaysCurrentValue() {
        withSharingTestScheduler { scheduler in
            let values = BehaviorRelay(value: "initial")
            let property = ControlProperty(values: values.asObservable(), valueSink: AnyObserver { _ in })
            let driver = property.asDriver()
            let first = scheduler.createObserver(String.self)
            let late = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { driver.drive(first).disposed(by: bag) }
            scheduler.scheduleAt(210) { values.accept("typed") }
            scheduler.scheduleAt(220) { driver.drive(late).disposed(by: bag) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(200, "initial"), .next(210, "typed")])
            XCTAssertEqual(late.events, [.next(220, "typed")])
        }
    }

    func testControlPropertyAsSignalAndAsInfallibleForwardValues() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let property = ControlProperty(values: xs.asObservable(), valueSink: AnyObserver { _ in })
            let signal = scheduler.start { property.asSignal() }
            XCTAssertEqual(signal.events, [.next(210, 1), .next(220, 2)])
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let property = ControlProperty(values: xs.asObservable(), valueSink: AnyObserver { _ in })
        let res = scheduler.start { property.asInfallible().asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
