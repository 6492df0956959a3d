import Dispatch
import RxBlocking
import RxSwift
import Testing

/// RxBlocking from Swift Testing, whose synchronous `@Test` functions run on threads of the Swift
/// Concurrency pool: blocking one of them waits for a sequence delivered by a dispatch queue, and a
/// timeout surfaces as an error `#expect(throws:)` can inspect.
@Suite struct RxBlockingUnderSwiftTestingTests {
    @Test func toBlockingWaitsForElementsDeliveredOnADispatchQueue() throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let elements = try Observable.of(1, 2, 3).observe(on: scheduler).toBlocking(timeout: 10).toArray()
        #expect(elements == [1, 2, 3])
    }

    @Test func aSequenceThatNeverEndsThrowsTheTimeoutError() {
        let error = #expect(throws: RxError.self) {
            try Observable<Int>.never().toBlocking(timeout: 0.05).first()
        }
        guard case .timeout = error else {
            Issue.record("expected RxError.timeout, got \(String(describing: error))")
            return
        }
    }

    @Test func materializeReportsTheErrorAfterTheElements() {
        struct Failure: Error {}
        let result = Observable<Int>.concat(.of(1, 2), .error(Failure())).toBlocking(timeout: 10).materialize()
        guard case .failed(let elements, let error) = result else {
            Issue.record("expected a failed result, got \(result)")
            return
        }
        #expect(elements == [1, 2])
        #expect(error is Failure)
    }
}
