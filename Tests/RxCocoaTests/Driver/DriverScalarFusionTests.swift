import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

/// `Driver.just`/`empty` and `Signal.just`/`empty` driven on the main thread deliver in the main scheduler's inline
/// turn through scalar fusion (`subscribe(on:)` of a scalar source). Every row compares such a chain with the same
/// chain over a `deferred` source, which takes the general path, and the closures' log must be the same.
final class DriverScalarFusionTests: RxTestCase {
    /// Logs what the closures of `subscribe` (`drive` or `emit`) see, and when `subscribe` returned.
    private func log(
        _ subscribe: (
            _ onNext: @escaping (Int) -> Void, _ onCompleted: @escaping () -> Void, _ onDisposed: @escaping () -> Void
        ) -> Disposable
    ) -> [String] {
        var log: [String] = []
        let subscription = subscribe(
            { log.append("next \($0)") }, { log.append("completed") }, { log.append("disposed") }
        )
        log.append("returned")
        subscription.dispose()
        return log
    }

    private func drive(_ driver: Driver<Int>) -> [String] {
        log { driver.drive(onNext: $0, onCompleted: $1, onDisposed: $2) }
    }

    private func emit(_ signal: Signal<Int>) -> [String] {
        log { signal.emit(onNext: $0, onCompleted: $1, onDisposed: $2) }
    }

    func testDriverScalarsDeliverWhatTheGeneralPathDelivers() {
        let operators: [(String, (Driver<Int>) -> Driver<Int>)] = [
            ("none", { $0 }),
            ("map", { $0.map { $0 + 1 } }),
            ("filter(false)", { $0.filter { _ in false } }),
            ("flatMap", { $0.flatMap { Driver.just($0 * 10) } }),
        ]
        let sources: [(String, () -> Driver<Int>)] = [("just", { .just(1) }), ("empty", { .empty() })]
        for (sourceName, source) in sources {
            for (name, apply) in operators {
                XCTAssertEqual(
                    drive(apply(source())), drive(apply(Driver.deferred { source() })), "Driver.\(sourceName).\(name)")
            }
        }
        XCTAssertEqual(drive(Driver.just(1).map { $0 + 1 }), ["next 2", "completed", "disposed", "returned"])
    }

    func testSignalScalarsDeliverWhatTheGeneralPathDelivers() {
        let sources: [(String, () -> Signal<Int>)] = [("just", { .just(1) }), ("empty", { .empty() })]
        for (sourceName, source) in sources {
            XCTAssertEqual(emit(source()), emit(Signal.deferred { source() }), "Signal.\(sourceName)")
            XCTAssertEqual(
                emit(source().map { $0 * 2 }), emit(Signal.deferred { source() }.map { $0 * 2 }),
                "Signal.\(sourceName).map")
        }
    }
}
