import RxSwift
import RxTestSupport
import XCTest

/// Subjects release what they drop (observers, replaced or trimmed elements, the terminal event) after
/// unlocking: a `deinit` is user code and may call back into the subject.
///
/// Regression: `BehaviorSubject`, `ReplaySubject` and `AsyncSubject` released removed observers, replaced
/// values and trimmed buffer elements while holding their non-reentrant lock, and `PublishSubject` released
/// its terminal event on `dispose()` under it, so such a `deinit` deadlocked. Each test runs under
/// ``ReleaseReentryProbe/runsWithoutDeadlock(timeout:_:)`` and fails after its timeout on that code.
final class SubjectReleaseOutsideLockTests: RxTestCase {
    private func assertReleasesOutsideLock(
        reentries: Int = 1, file: StaticString = #filePath, line: UInt = #line,
        _ scenario: @escaping (ReleaseReentryProbe) -> Void
    ) {
        let probe = ReleaseReentryProbe()
        XCTAssertTrue(
            probe.runsWithoutDeadlock { scenario(probe) }, "a release re-entered the subject under its lock",
            file: file, line: line)
        XCTAssertEqual(probe.completedReentries, reentries, file: file, line: line)
    }

    // MARK: PublishSubject

    func testPublishSubjectReleasesRemovedObserverOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let subject = PublishSubject<Int>()
            subject.subscribe(onNext: holding(probe.object { _ = subject.hasObservers })).dispose()
        }
    }

    func testPublishSubjectReleasesObserversOutsideItsLockOnDispose() {
        assertReleasesOutsideLock { probe in
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: holding(probe.object { _ = subject.isDisposed }))
            subject.dispose()
        }
    }

    func testPublishSubjectReleasesTerminalErrorOutsideItsLockOnDispose() {
        assertReleasesOutsideLock { probe in
            let subject = PublishSubject<Int>()
            subject.onError(ReentrantReleaseError(probe.object { _ = subject.isDisposed }))
            subject.dispose()
        }
    }

    // MARK: BehaviorSubject

    func testBehaviorSubjectReleasesRemovedObserverOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let subject = BehaviorSubject(value: 0)
            subject.subscribe(onNext: holding(probe.object { _ = try? subject.value() })).dispose()
        }
    }

    func testBehaviorSubjectReleasesObserversOutsideItsLockOnDispose() {
        assertReleasesOutsideLock { probe in
            let subject = BehaviorSubject(value: 0)
            _ = subject.subscribe(onNext: holding(probe.object { _ = subject.hasObservers }))
            subject.dispose()
        }
    }

    func testBehaviorSubjectReleasesReplacedValueOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let subject = BehaviorSubject<ReentrantRelease?>(value: nil)
            subject.onNext(probe.object { _ = try? subject.value() })
            subject.onNext(nil)
        }
    }

    func testBehaviorSubjectReleasesTerminalErrorOutsideItsLockOnDispose() {
        assertReleasesOutsideLock { probe in
            let subject = BehaviorSubject(value: 0)
            subject.onError(ReentrantReleaseError(probe.object { _ = subject.subscribe { _ in } }))
            subject.dispose()
        }
    }

    // MARK: ReplaySubject

    func testReplaySubjectReleasesRemovedObserverOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subject.subscribe(onNext: holding(probe.object { _ = subject.hasObservers })).dispose()
        }
    }

    func testReplaySubjectReleasesObserversOutsideItsLockOnDispose() {
        assertReleasesOutsideLock { probe in
            let subject = ReplaySubject<Int>.createUnbounded()
            _ = subject.subscribe(onNext: holding(probe.object { _ = subject.isDisposed }))
            subject.dispose()
        }
    }

    func testReplaySubjectReleasesTrimmedElementOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let subject = ReplaySubject<ReentrantRelease?>.create(bufferSize: 1)
            subject.onNext(probe.object { subject.subscribe { _ in }.dispose() })
            subject.onNext(nil)
        }
    }

    func testReplaySubjectReleasesBufferOutsideItsLockOnDispose() {
        assertReleasesOutsideLock(reentries: 2) { probe in
            let subject = ReplaySubject<ReentrantRelease?>.createUnbounded()
            subject.onNext(probe.object { _ = subject.hasObservers })
            subject.onNext(probe.object { _ = subject.isDisposed })
            subject.dispose()
        }
    }

    func testReplaySubjectReleasesTerminalErrorOutsideItsLockOnDispose() {
        assertReleasesOutsideLock { probe in
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            subject.onError(ReentrantReleaseError(probe.object { _ = subject.hasObservers }))
            subject.dispose()
        }
    }

    // MARK: AsyncSubject

    func testAsyncSubjectReleasesRemovedObserverOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let subject = AsyncSubject<Int>()
            subject.subscribe(onNext: holding(probe.object { _ = subject.hasObservers })).dispose()
        }
    }

    func testAsyncSubjectReleasesReplacedLastElementOutsideItsLock() {
        assertReleasesOutsideLock { probe in
            let subject = AsyncSubject<ReentrantRelease?>()
            subject.onNext(probe.object { subject.subscribe { _ in }.dispose() })
            subject.onNext(nil)
        }
    }

    // MARK: All subjects

    func testSubjectsReleaseObserversOutsideTheirLockWhenTheyTerminate() {
        assertReleasesOutsideLock(reentries: 4) { probe in
            let publish = PublishSubject<Int>()
            let behavior = BehaviorSubject(value: 0)
            let replay = ReplaySubject<Int>.create(bufferSize: 1)
            let async = AsyncSubject<Int>()
            _ = publish.subscribe(onNext: holding(probe.object { _ = publish.hasObservers }))
            _ = behavior.subscribe(onNext: holding(probe.object { _ = behavior.hasObservers }))
            _ = replay.subscribe(onNext: holding(probe.object { _ = replay.hasObservers }))
            _ = async.subscribe(onNext: holding(probe.object { _ = async.hasObservers }))
            publish.onCompleted()
            behavior.onCompleted()
            replay.onCompleted()
            async.onCompleted()
        }
    }
}

/// An element handler that keeps `release` alive for as long as the subject keeps the handler.
private func holding<Element>(_ release: ReentrantRelease) -> (Element) -> Void {
    { _ in withExtendedLifetime(release) {} }
}
