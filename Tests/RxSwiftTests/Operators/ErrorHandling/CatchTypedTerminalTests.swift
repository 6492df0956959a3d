import RxTestSupport
import XCTest

@testable import RxSwift

/// `catch` taking the source's terminal events as typed calls (a subject's `receiveError(_:)` reaches its sink
/// without an `Event`): it still switches to the handler's sequence, and completion still passes through.
final class CatchTypedTerminalTests: RxTestCase {
    func testTypedErrorSwitchesToTheHandlersSequenceAndDropsTheSource() {
        var log: [String] = []
        var handled: [String] = []
        let source = PublishSubject<Int>()
        _ = source.catch { error in
            handled.append("\(error)")
            return Observable.of(7, 8)
        }.subscribe(
            onNext: { log.append("next(\($0))") }, onError: { log.append("error(\($0))") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        source.receiveNext(1)
        source.receiveError(TestError.boom)
        XCTAssertEqual(handled, ["boom"])
        XCTAssertEqual(log, ["next(1)", "next(7)", "next(8)", "completed", "disposed"])
        XCTAssertFalse(source.hasObservers)
    }

    func testTypedErrorWhoseHandlerThrowsForwardsTheThrownError() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        _ = source.catch { _ in throw TestError.other }.subscribe(
            onError: { log.append("error(\($0))") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        source.receiveError(TestError.boom)
        XCTAssertEqual(log, ["error(other)", "disposed"])
        XCTAssertFalse(source.hasObservers)
    }

    func testTypedCompletionPassesThroughWithoutTheHandler() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        _ = source.catch { _ in
            log.append("handler")
            return .empty()
        }.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        source.receiveCompleted()
        source.receiveError(TestError.boom)
        XCTAssertEqual(log, ["completed", "disposed"])
    }
}
