import RxCocoa
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Through a Driver's and a Signal's share, the observer in the freed first slot hears first, as upstream.
final class SharedSequenceSubscriberOrderTests: RxTestCase {
    private func record<S: SharedSequenceConvertibleType>(_ convert: (Observable<Int>) -> S) -> [Recorded<Event<Int>>]
    where S.Element == Int {
        var events: [Recorded<Event<Int>>] = []
        withSharingTestScheduler { scheduler in
            let subject = PublishSubject<Int>()
            let xs = convert(subject.asObservable()).asObservable()
            let res = scheduler.createObserver(Int.self)
            var d1: Disposable?
            scheduler.scheduleAt(100) { d1 = xs.map { 100 + $0 }.subscribe(res) }
            var others: [Disposable] = []
            scheduler.scheduleAt(110) { others.append(xs.map { 200 + $0 }.subscribe(res)) }
            scheduler.scheduleAt(120) { d1?.dispose() }
            scheduler.scheduleAt(130) { others.append(xs.map { 300 + $0 }.subscribe(res)) }
            scheduler.scheduleAt(300) { subject.onNext(1) }
            scheduler.start()
            // Regression (TRACE_RESOURCES): the subscriptions left open kept the shares' connections alive.
            for subscription in others { subscription.dispose() }
            events = res.events
        }
        return events
    }

    func testDriverDeliversToTheFreedFirstSlotFirst() {
        XCTAssertEqual(record { $0.asDriver(onErrorJustReturn: -1) }, [.next(300, 301), .next(300, 201)])
    }

    func testSignalDeliversToTheFreedFirstSlotFirst() {
        XCTAssertEqual(record { $0.asSignal(onErrorJustReturn: -1) }, [.next(300, 301), .next(300, 201)])
    }
}
