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
            events = scheduler.recordFirstSlotTimeline(xs, emit: { subject.onNext(1) })
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
