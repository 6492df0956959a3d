import RxSwift
import RxTestSupport
import XCTest

final class ResourcesTests: RxTestCase {
    #if TRACE_RESOURCES
        func testSubscriptionResourcesAreReleasedOnDispose() {
            let start = Resources.total
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { _ in })
            XCTAssertGreaterThan(Resources.total, start)
            subscription.dispose()
            _ = subject
        }

        func testCompletedSequenceReleasesResources() {
            let start = Resources.total
            do {
                _ = Observable.of(1, 2, 3).subscribe(onNext: { _ in })
            }
            XCTAssertEqual(Resources.total, start)
        }
    #else
        func testResourcesAreTracedOnlyWithTraceResources() {
            // Without TRACE_RESOURCES there is no counter; subscriptions still work.
            var received: [Int] = []
            _ = Observable.of(1).subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1])
        }
    #endif
}
