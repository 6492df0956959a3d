import RxCocoa
import RxTest
import RxTestSupport
import XCTest

final class SharedSequenceInfallibleTests: RxTestCase {
    /// As upstream, `asInfallible()` needs no argument: a shared sequence never fails.
    func testDriverAsInfallibleKeepsElementsTimesAndSharing() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let infallible: Infallible<Int> = xs.asDriver(onErrorJustReturn: -1).asInfallible()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(infallible.asObservable().subscribe(first)) }
            scheduler.scheduleAt(215) { subscriptions.append(infallible.asObservable().subscribe(second)) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 2), .next(220, 3), .completed(300)])
            // The Driver's replay of its latest element reaches the late subscriber.
            XCTAssertEqual(second.events, [.next(215, 2), .next(220, 3), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    func testSignalAsInfallible() {
        let events = recordShared { () -> Infallible<Int> in Signal.of(1, 2).asInfallible() }
        XCTAssertEqual(events.compactMap { $0.value.element }, [1, 2])
        XCTAssertTrue(events.last?.value.isCompleted ?? false)
    }
}
