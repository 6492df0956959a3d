import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class InfallibleTests: RxTestCase {
    /// As upstream, `InfallibleEvent` is an `EventConvertible`, so a sequence of them can be dematerialized.
    func testInfallibleEventConvertsToTheSameEvent() {
        XCTAssertEqual(InfallibleEvent.next(1).event, Event.next(1))
        XCTAssertEqual(InfallibleEvent<Int>.completed.event, Event<Int>.completed)
    }

    func testObservableOfInfallibleEventsDematerializes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, InfallibleEvent.next(1)), .next(220, .next(2)), .next(230, .completed), .next(240, .next(3)),
        ])
        let observer = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// Materializing an Infallible into `InfallibleEvent`s and back gives the same sequence.
    func testMaterializedInfallibleRoundTrips() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let observer = scheduler.start { () -> Observable<Int> in
            let events = Observable<InfallibleEvent<Int>>.create { observer in
                Infallible(xs.asObservable()).subscribe { observer.onNext($0) }
            }
            return events.dematerialize()
        }
        XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
    }
}
