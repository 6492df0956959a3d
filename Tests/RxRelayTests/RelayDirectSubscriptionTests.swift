import RxRelay
import RxSwift
import RxTestSupport
import XCTest

/// Relays subscribe closures through their subject's direct path (issue 30): the subject's entry is the closures'
/// observer, with the subject's replay first.
final class RelayDirectSubscriptionTests: RxTestCase {
    func testRelaysTakeTheDirectPathWithTheirSubjectsReplay() {
        let behavior = BehaviorRelay(value: "a")
        let replay = ReplayRelay<String>.create(bufferSize: 1)
        replay.accept("x")
        var log: [String] = []
        let first = behavior.subscribe(onNext: { log.append("behavior \($0)") })
        let second = replay.subscribe(onNext: { log.append("replay \($0)") }, onDisposed: { log.append("disposed") })
        behavior.accept("b")
        replay.accept("y")
        first.dispose()
        second.dispose()
        behavior.accept("c")
        replay.accept("z")
        XCTAssertEqual(log, ["behavior a", "replay x", "behavior b", "replay y", "disposed"])
    }
}
