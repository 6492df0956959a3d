import RxTestSupport
import XCTest

@testable import RxSwift

/// The serial `observe(on:)` taking terminal events as typed calls: they still wait behind the queued elements
/// and arrive on the scheduler, and nothing follows them.
final class ObserveOnTypedTerminalTests: RxTestCase {
    private func runOnSerialQueue(end: (PublishSubject<Int>) -> Void) -> [String] {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-typed-terminal")
        let done = expectation(description: "terminated")
        let log = LockedState<[String]>([])
        let source = PublishSubject<Int>()
        let subscription = source.observe(on: scheduler).subscribe(
            onNext: { element in log.withLock { $0.append("next(\(element))") } },
            onError: { error in
                log.withLock { $0.append("error(\(error))") }
                done.fulfill()
            },
            onCompleted: {
                log.withLock { $0.append("completed") }
                done.fulfill()
            }
        )
        for element in 0..<100 { source.receiveNext(element) }
        end(source)
        source.receiveNext(100)
        source.receiveCompleted()
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
        return log.withLock { $0 }
    }

    func testTypedCompletionArrivesAfterEveryQueuedElement() {
        XCTAssertEqual(runOnSerialQueue { $0.receiveCompleted() }, (0..<100).map { "next(\($0))" } + ["completed"])
    }

    func testTypedErrorArrivesAfterEveryQueuedElement() {
        XCTAssertEqual(
            runOnSerialQueue { $0.receiveError(TestError.boom) }, (0..<100).map { "next(\($0))" } + ["error(boom)"])
    }
}
