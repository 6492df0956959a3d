import Dispatch
import RxTestSupport
import XCTest

@testable import RxSwift

/// Pins down the behaviour of the allocation- and metadata-saving fast paths: inner-observer reuse in
/// `flatMap`, element hand-over between sinks (`ElementReceiver`), and the entry list of `PublishSubject`.
final class FastPathTests: RxTestCase {
    /// A finished synchronous inner is reused for the next one; an inner that is still alive must keep
    /// receiving its own events.
    func testFlatMapSyncInnersAroundLiveInnerKeepOrderAndRouting() {
        let outer = PublishSubject<Int>()
        let live = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMap { value -> Observable<Int> in
            value < 0 ? live.asObservable() : .just(value)
        }
        .subscribe(onNext: { received.append($0) })

        outer.onNext(1)
        outer.onNext(-1)
        outer.onNext(2)
        outer.onNext(3)
        live.onNext(100)
        outer.onNext(4)
        live.onNext(200)

        XCTAssertEqual(received, [1, 2, 3, 100, 4, 200])
        XCTAssertTrue(live.hasObservers)
        subscription.dispose()
        XCTAssertFalse(live.hasObservers)
        XCTAssertFalse(outer.hasObservers)
    }

    func testFlatMapCompletesOnceAfterSyncAndAsyncInners() {
        let outer = PublishSubject<Int>()
        let live = PublishSubject<Int>()
        var events: [String] = []
        let subscription = outer.flatMap { value -> Observable<Int> in
            value < 0 ? live.asObservable() : .just(value)
        }
        .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })

        outer.onNext(1)
        outer.onNext(-1)
        outer.onNext(2)
        outer.onCompleted()
        XCTAssertEqual(events, ["1", "2"])
        live.onNext(3)
        live.onCompleted()
        XCTAssertEqual(events, ["1", "2", "3", "completed"])
        subscription.dispose()
    }

    func testConcatMapWaitingInnersRunInOrder() {
        let first = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.of(0, 1, 2)
            .concatMap { value -> Observable<Int> in value == 0 ? first.asObservable() : .just(value * 10) }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [])
        first.onNext(5)
        first.onCompleted()
        XCTAssertEqual(received, [5, 10, 20])
        subscription.dispose()
    }

    func testFlatMapManyLiveInnersDisposeReleasesAll() {
        let subjects = (0..<50).map { _ in PublishSubject<Int>() }
        var count = 0
        let subscription = Observable.range(start: 0, count: subjects.count)
            .flatMap { subjects[$0].asObservable() }
            .subscribe(onNext: { _ in count += 1 })
        for subject in subjects.reversed() { subject.onNext(1) }
        XCTAssertEqual(count, subjects.count)
        subscription.dispose()
        XCTAssertTrue(subjects.allSatisfy { !$0.hasObservers })
    }

    /// `map`/`filter`/`take` hand elements to each other directly; disposal and errors still stop the chain.
    func testElementHandOverStopsAtDisposalAndOnError() {
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 100)
            .map { $0 * 2 }
            .filter { $0 % 3 == 0 }
            .take(3)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 6, 12])

        var events: [String] = []
        _ = Observable.range(start: 0, count: 10)
            .map { value -> Int in
                if value == 2 { throw TestError.boom }
                return value
            }
            .filter { _ in true }
            .subscribe(onNext: { events.append("\($0)") }, onError: { _ in events.append("error") })
        XCTAssertEqual(events, ["0", "1", "error"])
    }

    /// `catch`, `retry`, `concat` and `do` take elements directly from a subject (each is its subject's
    /// first subscriber, whose type the subject's entry factory is made for): elements pass through, a
    /// failure still switches over (catch, retry) or ends the sequence, and nothing arrives after disposal.
    func testRelayingSinksTakeElementsDirectlyAndKeepTheirTerminalRules() {
        let catchSource = PublishSubject<Int>()
        var caught: [String] = []
        let catching = catchSource.catch { _ in .just(-1) }
            .subscribe(onNext: { caught.append("\($0)") }, onCompleted: { caught.append("completed") })
        let retrySource = PublishSubject<Int>()
        var retried: [String] = []
        let retrying = retrySource.retry(2)
            .subscribe(onNext: { retried.append("\($0)") }, onError: { _ in retried.append("error") })
        let concatSource = PublishSubject<Int>()
        var concatenated: [Int] = []
        let concatenating = Observable.concat([concatSource.asObservable(), .just(99)])
            .subscribe(onNext: { concatenated.append($0) })
        let doSource = PublishSubject<Int>()
        var seenByDo: [Int] = []
        var done: [String] = []
        let doing = doSource.do(onNext: { value in
            if value == 3 { throw TestError.other }
            seenByDo.append(value)
        })
        .subscribe(onNext: { done.append("\($0)") }, onError: { _ in done.append("error") })
        let subjects = [catchSource, retrySource, concatSource, doSource]

        for value in 1...3 {
            if value == 3 { concatenating.dispose() }
            for subject in subjects { subject.onNext(value) }
        }
        XCTAssertEqual(concatenated, [1, 2])
        XCTAssertEqual(seenByDo, [1, 2])
        XCTAssertEqual(done, ["1", "2", "error"])
        for subject in subjects { subject.onError(TestError.boom) }
        XCTAssertEqual(caught, ["1", "2", "3", "-1", "completed"])
        // The subject has failed: retry's resubscription gets the error again, once per attempt.
        XCTAssertEqual(retried, ["1", "2", "3", "error"])
        for subscription in [catching, retrying, doing] { subscription.dispose() }
        XCTAssertFalse(subjects.contains { $0.hasObservers })
    }

    /// Observers of the factory's type and of other types share one ordered list.
    func testPublishSubjectMixedObserverTypesAllReceiveInOrderAndUnsubscribe() {
        let subject = PublishSubject<Int>()
        var trace: [String] = []
        let first = subject.subscribe(onNext: { trace.append("a\($0)") })
        let second = subject.subscribe(RecordingObserver { trace.append("b\($0)") })
        let third = subject.map { $0 * 10 }.subscribe(onNext: { trace.append("c\($0)") })

        subject.onNext(1)
        second.dispose()
        second.dispose()
        subject.onNext(2)
        first.dispose()
        third.dispose()
        subject.onNext(3)

        XCTAssertEqual(trace, ["a1", "b1", "c10", "a2", "c20"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testPublishSubjectTerminatedAndDisposedRejectNewSubscribers() {
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        var events: [String] = []
        _ = subject.subscribe(onNext: { _ in events.append("next") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["completed"])

        let disposed = PublishSubject<Int>()
        disposed.dispose()
        var errors: [Error] = []
        _ = disposed.subscribe(onError: { errors.append($0) })
        XCTAssertEqual(errors.count, 1)
    }

    func testPublishSubjectSubscriptionDoesNotKeepSubjectAlive() {
        weak var weakSubject: PublishSubject<Int>?
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subscription = subject.subscribe(onNext: { _ in })
        }
        XCTAssertNil(weakSubject)
        subscription?.dispose()
    }

    func testPublishSubjectObserverReleasedOnDispose() {
        let subject = PublishSubject<Int>()
        weak var weakTarget: Target?
        var subscription: Disposable?
        do {
            let target = Target()
            weakTarget = target
            subscription = subject.subscribe(RecordingObserver { [target] _ in target.hit() })
        }
        XCTAssertNotNil(weakTarget)
        subscription?.dispose()
        XCTAssertNil(weakTarget, "the subject must release a disposed observer even while the disposable lives")
        withExtendedLifetime(subscription) {}
    }
}

/// Thread-crossing checks of the fast paths (bounded: a few thousand events).
final class FastPathStressTests: RxTestCase {
    func testMergeFromTwoThreadsDeliversEveryElementSerially() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let inside = LockedState(0)
        var count = 0
        var overlapped = false
        let subscription = Observable.merge(left, right).subscribe(onNext: { _ in
            if inside.withLock({ value -> Bool in
                value += 1
                return value > 1
            }) {
                overlapped = true
            }
            count += 1
            inside.withLock { $0 -= 1 }
        })
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let subject = index == 0 ? left : right
            for value in 0..<2_000 { subject.onNext(value) }
        }
        XCTAssertFalse(overlapped)
        XCTAssertEqual(count, 4_000)
        subscription.dispose()
    }

    func testSubjectSubscribeDisposeFromManyThreadsLeavesNoObservers() {
        expectMisuseReports()  // sends to one subject from several threads at once, on purpose
        let subject = PublishSubject<Int>()
        let received = LockedState(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<500 {
                let subscription = subject.subscribe(onNext: { _ in received.withLock { $0 += 1 } })
                subject.onNext(value)
                subscription.dispose()
            }
        }
        XCTAssertFalse(subject.hasObservers)
        XCTAssertGreaterThanOrEqual(received.withLock { $0 }, 2_000)
    }
}

private final class Target {
    func hit() {}
}

private struct RecordingObserver: ObserverType {
    let onNext: (Int) -> Void

    init(_ onNext: @escaping (Int) -> Void) {
        self.onNext = onNext
    }

    func on(_ event: Event<Int>) {
        if case .next(let value) = event { onNext(value) }
    }
}
