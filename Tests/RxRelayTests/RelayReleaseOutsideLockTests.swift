import RxRelay
import RxSwift
import RxTestSupport
import XCTest

/// Relays release replaced values, trimmed elements and removed observers after their subject unlocks.
///
/// Regression: `BehaviorRelay` and `ReplayRelay` wrap subjects that released them under their lock, so an
/// element whose `deinit` read the relay deadlocked (see `SubjectReleaseOutsideLockTests`).
final class RelayReleaseOutsideLockTests: RxTestCase {
    private func assertReleasesOutsideLock(
        file: StaticString = #filePath, line: UInt = #line, _ scenario: @escaping (ReleaseReentryProbe) -> Void
    ) {
        let probe = ReleaseReentryProbe()
        XCTAssertTrue(
            probe.runsWithoutDeadlock { scenario(probe) }, "a release re-entered the relay under its lock",
            file: file, line: line)
        XCTAssertEqual(probe.completedReentries, 1, file: file, line: line)
    }

    func testBehaviorRelayReleasesReplacedValueOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let relay = BehaviorRelay<ReentrantRelease?>(value: nil)
            relay.accept(probe.object { _ = relay.value })
            relay.accept(nil)
        }
    }

    func testReplayRelayReleasesTrimmedElementOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let relay = ReplayRelay<ReentrantRelease?>.create(bufferSize: 1)
            relay.accept(probe.object { relay.subscribe { _ in }.dispose() })
            relay.accept(nil)
        }
    }

    func testPublishRelayReleasesRemovedObserverOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let relay = PublishRelay<Int>()
            relay.subscribe(onNext: holding(probe.object { relay.accept(1) })).dispose()
        }
    }
}

/// An element handler that keeps `release` alive for as long as the relay keeps the handler.
private func holding<Element>(_ release: ReentrantRelease) -> (Element) -> Void {
    { _ in withExtendedLifetime(release) {} }
}
