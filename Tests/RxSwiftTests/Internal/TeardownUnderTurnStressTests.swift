import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Nothing is disposed, subscribed or called back under a delivery turn or a lock, except the delivery itself
/// (DESIGN §3). Every operator family that disposes a source when something terminates is run through one shape,
/// upstream RxSwift's issue 2703 (`Observable.zip([a, b])` deadlocked in 6.8):
///
/// - source `a`'s teardown takes a foreign lock `L`;
/// - a second thread holds `L` and, once `a`'s teardown has started (or after a short grace period for an
///   operator that does not tear `a` down at that moment), sends into the operator through its second source;
/// - the first thread makes the operator terminate or drop `a` (the trigger).
///
/// An operator that tears `a` down while it holds its own turn or lock waits for `L`, while the second thread,
/// holding `L`, waits for that turn: deadlock. Each case must finish within a bound.
///
/// Before issue 29 (strict hand-over, teardown under the turn), nine of these deadlocked: `zip` of two sources and of
/// a collection, `combineLatest` of two sources (completing and failing) and of a collection, `merge` and `flatMap`
/// and `merge(maxConcurrent:)` (an inner failing while an older inner is still subscribed), and `sample` (the source
/// failing while the sampler ticks). The others are guarded against the same shape.
final class TeardownUnderTurnStressTests: RxTestCase {
    /// The foreign lock and the signal that `a`'s teardown has started.
    private final class Teardown: @unchecked Sendable {
        // Sendable: a lock, a semaphore and an atomic.
        let lock = NSLock()
        let started = DispatchSemaphore(value: 0)
        let runs = Atomic<Int>(0)
    }

    /// Carries the case's closures and subjects to the thread that runs them.
    private final class UncheckedSendableBox<Value>: @unchecked Sendable {
        // Sendable: written before the thread starts, read by that thread only.
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// One run of the shape.
    private struct Case {
        var name: String
        /// Makes the result from `a` (whose teardown takes the foreign lock) and the second source `b`.
        var build: (Observable<Int>, PublishSubject<Int>) -> Observable<Int>
        /// What the first thread does to `a`'s subject (by default: fails it).
        var trigger: (PublishSubject<Int>) -> Void = { $0.onError(TestError.boom) }
        /// What the second thread sends while it holds the foreign lock (by default: an element of `b`).
        var second: (PublishSubject<Int>, PublishSubject<Int>) -> Void = { _, b in b.onNext(1) }
        /// Whether `a`'s teardown must have run by the end.
        var tearsDownA = true
    }

    private func check(_ testCase: Case, file: StaticString = #filePath, line: UInt = #line) {
        let teardown = Teardown()
        let aSubject = PublishSubject<Int>()
        let bSubject = PublishSubject<Int>()
        let a = Observable<Int>.create { observer in
            let subscription = aSubject.subscribe(observer)
            return Disposables.create {
                teardown.runs.add(1, ordering: .relaxed)
                teardown.started.signal()
                teardown.lock.lock()
                teardown.lock.unlock()
                subscription.dispose()
            }
        }
        let subscription = testCase.build(a, bSubject).subscribe { _ in }
        let holding = DispatchSemaphore(value: 0)
        let secondDone = DispatchSemaphore(value: 0)
        let second = UncheckedSendableBox((testCase.second, aSubject, bSubject))
        Thread {
            teardown.lock.lock()
            holding.signal()
            // Sends once `a`'s teardown waits for the lock (or after a grace period, for an operator that does not
            // tear `a` down on the trigger).
            _ = teardown.started.wait(timeout: .now() + .milliseconds(200))
            let (send, aSubject, bSubject) = second.value
            send(aSubject, bSubject)
            teardown.lock.unlock()
            secondDone.signal()
        }.start()
        holding.wait()
        let trigger = UncheckedSendableBox((testCase.trigger, aSubject))
        let finished = Watchdog.completes(within: 5, "\(testCase.name): the trigger", file: file, line: line) {
            let (trigger, aSubject) = trigger.value
            trigger(aSubject)
        }
        XCTAssertEqual(
            secondDone.wait(timeout: .now() + 5), .success, "\(testCase.name): the second producer is stuck",
            file: file, line: line)
        guard finished else { return }  // leaves the deadlocked threads behind; the failure is reported
        subscription.dispose()
        if testCase.tearsDownA {
            XCTAssertGreaterThan(
                teardown.runs.load(ordering: .relaxed), 0, "\(testCase.name): a was never torn down", file: file,
                line: line)
        }
    }

    // MARK: - Combining

    func testZipOfTwoSourcesWhoseFirstCompletes() {
        check(Case(name: "zip(a, b)", build: { Observable.zip($0, $1) { $0 + $1 } }, trigger: { $0.onCompleted() }))
    }

    func testZipOfACollectionWhoseFirstSourceCompletes() {
        check(
            Case(
                name: "zip([a, b])", build: { Observable.zip([$0, $1.asObservable()]).map { $0.count } },
                trigger: { $0.onCompleted() }))
    }

    func testCombineLatestOfTwoSourcesWhoseFirstCompletes() {
        check(
            Case(
                name: "combineLatest(a, b)", build: { Observable.combineLatest($0, $1) { $0 + $1 } },
                trigger: { $0.onCompleted() }))
    }

    func testCombineLatestOfACollectionWhoseFirstSourceCompletes() {
        check(
            Case(
                name: "combineLatest([a, b])",
                build: { Observable.combineLatest([$0, $1.asObservable()]).map { $0.count } },
                trigger: { $0.onCompleted() }))
    }

    func testCombineLatestOfTwoSourcesWhoseFirstFails() {
        check(Case(name: "combineLatest(a, b) error", build: { Observable.combineLatest($0, $1) { $0 + $1 } }))
    }

    func testMergeWhoseFirstSourceFails() {
        // `b` first: the newest inner is torn down first, so `b` is still subscribed while `a` is torn down.
        check(Case(name: "merge(b, a)", build: { Observable.merge($1.asObservable(), $0) }))
    }

    func testMergeWhoseFirstSourceCompletes() {
        check(
            Case(
                name: "merge(b, a) completed", build: { Observable.merge($1.asObservable(), $0) },
                trigger: { $0.onCompleted() }))
    }

    func testConcatWhoseFirstSourceCompletes() {
        check(
            Case(
                name: "concat(a, b)", build: { Observable.concat($0, $1.asObservable()) },
                trigger: { $0.onCompleted() }))
    }

    func testSwitchLatestWhoseInnerFails() {
        // The outer subject emits `a` first; the second producer switches to `b`.
        check(
            Case(
                name: "switchLatest",
                build: { a, b in
                    let outer = BehaviorSubject(value: a)
                    return outer.flatMapLatest { $0 }.concat(Observable.never())
                        .take(until: b.filter { $0 == 2 })
                }))
    }

    func testFlatMapLatestWhoseInnerFailsWhileTheSourceSwitches() {
        check(
            Case(
                name: "flatMapLatest",
                build: { a, b in b.startWith(0).flatMapLatest { $0 == 0 ? a : Observable.just($0) } }))
    }

    func testAmbWhoseWinnerFails() {
        check(
            Case(
                name: "amb", build: { a, b in a.amb(b) },
                trigger: { a in
                    a.onNext(0)
                    a.onError(TestError.boom)
                }))
    }

    func testFlatMapWhoseInnerFails() {
        check(Case(name: "flatMap", build: { a, b in Observable.of(b.asObservable(), a).flatMap { $0 } }))
    }

    func testFlatMapFirstWhoseInnerFails() {
        check(
            Case(
                name: "flatMapFirst",
                build: { a, b in
                    Observable.merge(Observable.merge(Observable.just(a), Observable.never()).flatMapFirst { $0 }, b)
                }))
    }

    func testConcatMapWhoseInnerFails() {
        check(
            Case(
                name: "concatMap",
                build: { a, b in Observable.merge(Observable.of(a, Observable.never()).concatMap { $0 }, b) }))
    }

    func testMergeMaxConcurrentWhoseInnerFails() {
        check(
            Case(
                name: "merge(maxConcurrent:)",
                build: { a, b in Observable.of(b.asObservable(), a).merge(maxConcurrent: 2) }))
    }

    // MARK: - Filtering and sampling

    func testTakeUntilWhoseSourceFails() {
        check(Case(name: "take(until:)", build: { a, b in a.take(until: b) }))
    }

    func testSkipUntilWhoseSourceFails() {
        check(Case(name: "skip(until:)", build: { a, b in a.skip(until: b) }))
    }

    func testWithLatestFromWhoseSourceFails() {
        check(Case(name: "withLatestFrom", build: { a, b in a.withLatestFrom(b) }))
    }

    func testSampleWhoseSourceFails() {
        check(
            Case(
                name: "sample", build: { a, b in a.sample(b) },
                trigger: { a in
                    a.onNext(1)
                    a.onError(TestError.boom)
                }))
    }

    // MARK: - Error handling and time

    func testCatchSwitchingToTheSecondSource() {
        check(Case(name: "catch", build: { a, b in a.catch { _ in b } }))
    }

    func testRetryResubscribingAfterAnError() {
        check(
            Case(
                name: "retry", build: { a, b in Observable.merge(a.retry(1), b) },
                trigger: {
                    $0.onError(TestError.boom)
                    $0.onError(TestError.boom)
                }))
    }

    func testTimeoutWhoseSourceFails() {
        check(
            Case(
                name: "timeout",
                build: { a, b in
                    Observable.merge(a.timeout(.seconds(10), scheduler: MainScheduler.asyncInstance), b.asObservable())
                }))
    }

    // MARK: - Connectable and subjects

    func testShareWhoseSourceFailsWhileAnotherSubscriberReceives() {
        check(
            Case(
                name: "share",
                build: { a, b in
                    let shared = a.share()
                    return Observable.merge(shared, shared, b.asObservable())
                }))
    }

    func testShareReplayForeverWhoseSourceCompletes() {
        check(
            Case(
                name: "share(replay: 1, scope: .forever)",
                build: { a, b in Observable.zip(a.share(replay: 1, scope: .forever), b) { $0 + $1 } },
                trigger: { $0.onCompleted() }))
    }

    func testMulticastRefCountWhoseSourceFails() {
        check(
            Case(
                name: "multicast.refCount",
                build: { a, b in Observable.merge(a.multicast(PublishSubject()).refCount(), b.asObservable()) }))
    }

    func testReplaySubjectReplayingWhileItsSourceFails() {
        check(
            Case(
                name: "replay",
                build: { a, b in
                    let replayed = a.replay(2)
                    let connection = replayed.connect()
                    return Observable.merge(replayed, b.asObservable()).do(onDispose: { connection.dispose() })
                }))
    }

    // MARK: - The order this gives

    /// Differences.md, "Teardown after the delivery turn": disposed from inside its own observer, a `zip` counts as
    /// disposed at once (nothing more is delivered) and tears its sources down once that delivery has returned,
    /// before the source's `onNext` that caused it returns.
    func testAZipDisposedFromItsOwnOnNextTearsItsSourcesDownWhenThatOnNextReturns() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var steps: [String] = []
        let source = Observable<Int>.create { observer in
            let subscription = first.subscribe(observer)
            return Disposables.create {
                steps.append("first torn down")
                subscription.dispose()
            }
        }
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            Observable.zip(source, second) { $0 + $1 }.subscribe(onNext: { value in
                steps.append("onNext \(value)")
                subscription.dispose()
                steps.append("disposed")
            }))
        second.onNext(10)
        first.onNext(1)
        steps.append("first.onNext returned")
        second.onNext(20)
        first.onNext(2)
        XCTAssertEqual(steps, ["onNext 11", "disposed", "first torn down", "first.onNext returned"])
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(second.hasObservers)
    }
}
