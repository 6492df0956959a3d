import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// The subject core (issue 30): every subject and relay takes the direct `subscribe(onNext:…)` path (the closures'
/// observer is the subject's entry), and replaying subjects gate a new subscriber's entry until its replay is
/// delivered. Each must behave exactly as the general path.
final class SubjectCoreTests: RxTestCase {
    func testBehaviorSubjectClosuresGetTheCurrentValueThenLiveElementsThenCompletionThenDisposal() {
        let subject = BehaviorSubject(value: 1)
        var log: [String] = []
        _ = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testReplaySubjectClosuresGetTheBufferOldestFirstThenLiveElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for element in 1...3 { subject.onNext(element) }
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(4)
        subscription.dispose()
        subject.onNext(5)
        XCTAssertEqual(received, [2, 3, 4])
        XCTAssertFalse(subject.hasObservers)
    }

    func testUnboundedReplaySubjectReplaysManyElementsToClosuresAndToObservers() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for element in 0..<100 { subject.onNext(element) }
        var closureReceived: [Int] = []
        var observerReceived: [Int] = []
        let first = subject.subscribe(onNext: { closureReceived.append($0) })
        let second = subject.subscribe { event in
            if case .next(let element) = event { observerReceived.append(element) }
        }
        XCTAssertEqual(closureReceived, Array(0..<100))
        XCTAssertEqual(observerReceived, Array(0..<100))
        first.dispose()
        second.dispose()
    }

    func testElementSentFromTheReplayingOnNextReachesTheSubscriberAfterTheReplay() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var earlier: [Int] = []
        let other = subject.subscribe(onNext: { earlier.append($0) })
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { element in
            received.append(element)
            if element == 1 { subject.onNext(3) }
        })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(earlier, [1, 2, 3])
        subscription.dispose()
        other.dispose()
    }

    func testElementSentFromAnObserversReplayReachesItAfterTheReplay() {
        let subject = BehaviorSubject(value: 1)
        var received: [Int] = []
        let subscription = subject.subscribe { event in
            guard case .next(let element) = event else { return }
            received.append(element)
            if element == 1 { subject.onNext(2) }
        }
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testTerminatedReplayingSubjectsTellTheClosuresAtOnce() {
        let failed = BehaviorSubject(value: 1)
        failed.onError(TestError.boom)
        let completed = ReplaySubject<Int>.create(bufferSize: 1)
        completed.onNext(7)
        completed.onCompleted()
        var log: [String] = []
        _ = failed.subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onDisposed: { log.append("disposed") }
        )
        _ = completed.subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["error", "disposed", "next 7", "completed", "disposed"])
    }

    func testDisposedReplayingSubjectsTellTheClosuresTheyAreDisposed() {
        let behavior = BehaviorSubject(value: 1)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        behavior.dispose()
        replay.dispose()
        var errors: [String] = []
        _ = behavior.subscribe(onError: { errors.append("\($0)") })
        _ = replay.subscribe(onError: { errors.append("\($0)") })
        XCTAssertEqual(errors.count, 2)
        XCTAssertTrue(errors.allSatisfy { $0.contains("disposed") })
    }

    func testAsyncSubjectOnTheCoreDeliversTheLastElementOnCompletionToLiveAndLateSubscribers() {
        let subject = AsyncSubject<Int>()
        var live: [Event<Int>] = []
        _ = subject.subscribe { live.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(live, [.next(2), .completed])
        XCTAssertEqual(late, [.next(2), .completed])
        let failed = AsyncSubject<Int>()
        failed.onNext(1)
        failed.onError(TestError.boom)
        var failedEvents: [Event<Int>] = []
        _ = failed.subscribe { failedEvents.append($0) }
        XCTAssertEqual(failedEvents, [.error(TestError.boom)])
    }

    func testDisposingAReplayingSubscriptionReleasesTheClosures() {
        let subject = BehaviorSubject(value: 1)
        weak var released: NSObject?
        let subscription: Disposable
        do {
            let captured = NSObject()
            released = captured
            subscription = subject.subscribe(onNext: { _ in _ = captured })
        }
        XCTAssertNotNil(released)
        subscription.dispose()
        XCTAssertNil(released)
    }

    /// Regression (issue 40): the subscribing thread held the subject's replay turn while its replay was delivered,
    /// so a second thread's subscription waited for the first replay (and deadlocked when that replay waited for
    /// it). Replays are per subscriber now: the second replay is delivered while the first is still going on.
    func testReplayOfOneSubscriberDoesNotMakeAnotherThreadsSubscriptionWait() {
        let subject = BehaviorSubject(value: 0)
        let log = LockedState<[String]>([])
        let firstReplaying = DispatchSemaphore(value: 0)
        let secondSubscribed = DispatchSemaphore(value: 0)
        let firstDone = DispatchSemaphore(value: 0)
        Thread {
            let subscription = subject.subscribe(onNext: { _ in
                log.withLock { $0.append("first replay begins") }
                firstReplaying.signal()
                let waited = secondSubscribed.wait(timeout: .now() + 5) == .success
                log.withLock { $0.append(waited ? "first replay ends" : "first replay ends, second still waiting") }
            })
            subscription.dispose()
            firstDone.signal()
        }.start()
        XCTAssertEqual(firstReplaying.wait(timeout: .now() + 10), .success)
        let subscription = subject.subscribe(onNext: { _ in log.withLock { $0.append("second replay") } })
        subscription.dispose()
        secondSubscribed.signal()
        XCTAssertEqual(firstDone.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(log.withLock { $0 }, ["first replay begins", "second replay", "first replay ends"])
    }
}
