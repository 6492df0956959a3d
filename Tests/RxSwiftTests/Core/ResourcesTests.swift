import RxSwift
import RxTestSupport
import XCTest

/// The resource counter exists in debug builds (issue 43: read without rebuilding dependencies with a flag) and,
/// as upstream, in any build with `TRACE_RESOURCES`; so these run in every debug `swift test`.
final class ResourcesTests: RxTestCase {
    #if TRACE_RESOURCES || DEBUG
        func testSubscriptionResourcesAreReleasedOnDispose() {
            let start = Resources.total
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { _ in })
            XCTAssertGreaterThan(Resources.total, start)
            subscription.dispose()
            _ = subject
        }

        func testCountDropsWhenTheDisposableIsReleasedNotAtDispose() {
            // Issue 32, item 5: the rule Differences.md and the Debugging article state. `dispose()` releases the
            // closures a subscription captured at once, but the objects the count covers are released with the
            // disposable that `subscribe` returned (upstream's count already drops at `dispose()`).
            final class Captured {}
            let subject = PublishSubject<Int>()
            let start = Resources.total
            weak var captured: Captured?
            var afterSubscribe: Int32 = 0
            var afterDispose: Int32 = 0
            do {
                let subscription: Disposable = {
                    let object = Captured()
                    captured = object
                    return subject.map { $0 + 1 }.subscribe(onNext: { _ in _ = object })
                }()
                afterSubscribe = Resources.total
                subscription.dispose()
                afterDispose = Resources.total
                XCTAssertNil(captured, "dispose() releases the captured closure")
            }
            XCTAssertGreaterThan(afterSubscribe, start)
            XCTAssertGreaterThan(afterDispose, start, "dispose() alone does not bring the count back")
            XCTAssertEqual(Resources.total, start, "releasing the disposable does")
        }

        func testCompletedSequenceReleasesResources() {
            let start = Resources.total
            do {
                _ = Observable.of(1, 2, 3).subscribe(onNext: { _ in })
            }
            XCTAssertEqual(Resources.total, start)
        }
    #else
        func testReleaseBuildsWithoutTraceResourcesCountNothingAndSubscriptionsStillWork() {
            // A release build without TRACE_RESOURCES has no counter; subscriptions still work.
            var received: [Int] = []
            _ = Observable.of(1).subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1])
        }
    #endif
}
