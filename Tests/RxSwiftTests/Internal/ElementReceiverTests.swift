import RxTestSupport
import XCTest

@testable import RxSwift

/// Pins down the receiver path: sources hand elements and terminal events to a receiver as typed calls
/// (`receiveNext`, `receiveCompleted`, `receiveError`) and to any other observer as `Event`s, with the same
/// events, order and disposal either way.
final class ElementReceiverTests: RxTestCase {
    /// An observer of the user's own type: it only takes `Event`s.
    private final class EventLog<Element>: ObserverType {
        var events: [Event<Element>] = []

        func on(_ event: Event<Element>) {
            events.append(event)
        }
    }

    /// The one question, asked where an observer from outside the library enters: a subject takes elements
    /// directly; the user's own observer and an `AnyObserver` get an adapter that hands them `Event`s.
    func testSubjectsAreReceiversAndOutsideObserversGetAnAdapter() {
        let subject = PublishSubject<Int>()
        XCTAssertTrue(subject.directReceiver === subject)
        // Regression: `AsyncSubject` took typed calls from subjects but `Event`s from sources.
        let asyncSubject = AsyncSubject<Int>()
        XCTAssertTrue(asyncSubject.directReceiver === asyncSubject)
        XCTAssertTrue(BehaviorSubject(value: 0).directReceiver != nil)
        XCTAssertTrue(ReplaySubject<Int>.create(bufferSize: 1).directReceiver != nil)
        XCTAssertTrue(subject.receiverOrAdapter === subject)
        XCTAssertNil(EventLog<Int>().directReceiver)
        XCTAssertNil(AnyObserver<Int> { _ in }.directReceiver)
        let log = EventLog<Int>()
        let adapter = log.receiverOrAdapter
        adapter.receiveNext(1)
        adapter.receive(.next(2))
        adapter.receiveCompleted()
        XCTAssertEqual(log.events.rendered(), ["next(1)", "next(2)", "completed"])
    }

    /// `classInstance(_:as:)` tests the metatype: a subclass passes as the very same object; another class, a
    /// value type and an existential opened at the call site of a non-matching type do not.
    func testClassInstanceAcceptsTheClassAndItsSubclassesOnly() {
        let main = MainScheduler.instance
        XCTAssertTrue(classInstance(main, as: SerialDispatchQueueScheduler.self) === main)
        XCTAssertTrue(classInstance(main, as: MainScheduler.self) === main)
        XCTAssertNil(classInstance(CurrentThreadScheduler.instance, as: SerialDispatchQueueScheduler.self))
        XCTAssertNil(classInstance(42, as: UpstreamHolder.self))
        XCTAssertNil(classInstance(AnyObserver<Int> { _ in }, as: UpstreamHolder.self))

        let serial: ImmediateSchedulerType = main
        XCTAssertTrue(serial.asSerialQueueScheduler === main)
        let other: ImmediateSchedulerType = CurrentThreadScheduler.instance
        XCTAssertNil(other.asSerialQueueScheduler)
    }

    func testJustDeliversElementAndCompletionToAnOutsideObserverAsEvents() {
        let log = EventLog<Int>()
        _ = Observable.just(1).subscribe(log)
        XCTAssertEqual(log.events.rendered(), ["next(1)", "completed"])
    }

    func testJustThroughAnOperatorDeliversElementCompletionThenDisposal() {
        var trace: [String] = []
        _ = Observable.just(1).map { $0 + 1 }.subscribe(
            onNext: { trace.append("next \($0)") },
            onError: { trace.append("error \($0)") },
            onCompleted: { trace.append("completed") },
            onDisposed: { trace.append("disposed") }
        )
        XCTAssertEqual(trace, ["next 2", "completed", "disposed"])
    }

    func testSinkDeliversCompletionAndErrorToAnOutsideObserverAsEvents() {
        let completing = EventLog<Int>()
        _ = Observable.of(1, 2).map { $0 * 10 }.subscribe(completing)
        XCTAssertEqual(completing.events.rendered(), ["next(10)", "next(20)", "completed"])

        let failing = EventLog<Int>()
        _ = Observable<Int>.error(TestError.boom).map { $0 * 10 }.subscribe(failing)
        XCTAssertEqual(failing.events.rendered(), ["error(boom)"])
    }

    func testSinkDeliversErrorOnceToReceiverThenDisposes() {
        var trace: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.subscribe(
            onNext: { trace.append("next \($0)") },
            onError: { trace.append("error \($0)") },
            onCompleted: { trace.append("completed") },
            onDisposed: { trace.append("disposed") }
        )
        subject.onNext(1)
        subject.onError(TestError.boom)
        subject.onCompleted()
        XCTAssertEqual(trace, ["next 1", "error boom", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testDeferredForwardsElementsAndTerminalEventsDirectly() {
        var trace: [String] = []
        _ = Observable.deferred { Observable.just(3) }.subscribe(
            onNext: { trace.append("next \($0)") },
            onCompleted: { trace.append("completed") },
            onDisposed: { trace.append("disposed") }
        )
        _ = Observable<Int>.deferred { .error(TestError.other) }.subscribe(
            onError: { trace.append("error \($0)") },
            onDisposed: { trace.append("disposed") }
        )
        XCTAssertEqual(trace, ["next 3", "completed", "disposed", "error other", "disposed"])

        let log = EventLog<Int>()
        _ = Observable.deferred { Observable.of(1, 2) }.subscribe(log)
        XCTAssertEqual(log.events.rendered(), ["next(1)", "next(2)", "completed"])
    }

    func testFlatMapInnerErrorEndsTheSequenceOnceAndDisposesEverySource() {
        let outer = PublishSubject<Int>()
        let live = PublishSubject<Int>()
        var trace: [String] = []
        let subscription = outer.flatMap { value -> Observable<Int> in
            value == 0 ? live.asObservable() : .error(TestError.boom)
        }
        .subscribe(
            onNext: { trace.append("next \($0)") },
            onError: { trace.append("error \($0)") },
            onCompleted: { trace.append("completed") }
        )
        outer.onNext(0)
        live.onNext(5)
        outer.onNext(1)
        live.onNext(6)
        outer.onCompleted()
        XCTAssertEqual(trace, ["next 5", "error boom"])
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(live.hasObservers)
        subscription.dispose()
    }

    func testFlatMapOuterErrorAndCompletionReachAnOutsideObserverAsEvents() {
        let completing = EventLog<Int>()
        _ = Observable.of(1, 2).flatMap { Observable.of($0, $0) }.subscribe(completing)
        XCTAssertEqual(completing.events.rendered(), ["next(1)", "next(1)", "next(2)", "next(2)", "completed"])

        let failing = EventLog<Int>()
        _ = Observable<Int>.error(TestError.boom).flatMap { Observable.just($0) }.subscribe(failing)
        XCTAssertEqual(failing.events.rendered(), ["error(boom)"])
    }

    /// Regression: a source that ends during `subscribe` disposes the sink before the sink's upstream
    /// subscription is set; that subscription is disposed once, at once, and never again.
    func testSetUpstreamAfterDisposeDisposesTheSubscriptionOnce() {
        let holder = ClosureSubscription(onDisposed: nil)
        holder.dispose()
        var disposals = 0
        holder.setUpstream(Disposables.create { disposals += 1 })
        XCTAssertEqual(disposals, 1)
        holder.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testSetUpstreamAfterRelinquishDoesNotDisposeTheSubscription() {
        let holder = ClosureSubscription(onDisposed: nil)
        holder.relinquish()
        var disposals = 0
        holder.setUpstream(Disposables.create { disposals += 1 })
        holder.dispose()
        XCTAssertEqual(disposals, 0)
    }

    /// A disposable of the user's own: a struct (stored inline in the holder) that counts its disposals and, through
    /// the object it holds, its releases.
    private struct CountingDisposable: Disposable {
        final class Tally {
            var disposals = 0
        }
        let tally: Tally
        func dispose() { tally.disposals += 1 }
    }

    /// Regression (upstream stored without an `Optional`): whatever kind of disposable the upstream is (a struct,
    /// a class, a subject's subscription token, a sink), the holder disposes it once and releases it when
    /// disposed, releases it without disposing it when relinquished or deallocated, and a reused holder starts
    /// empty.
    func testAnUpstreamOfEveryKindIsDisposedOnceAndReleasedWhenTheHolderIsDone() {
        weak var released: CountingDisposable.Tally?
        // Disposed: disposed once, released at once (the holder lives on).
        let holder = ClosureSubscription(onDisposed: nil)
        do {
            let tally = CountingDisposable.Tally()
            released = tally
            holder.setUpstream(CountingDisposable(tally: tally))
            holder.dispose()
            holder.dispose()
            XCTAssertEqual(tally.disposals, 1)
        }
        XCTAssertNil(released, "a disposed holder keeps no upstream")

        // Relinquished: released without being disposed.
        let relinquishing = ClosureSubscription(onDisposed: nil)
        do {
            let tally = CountingDisposable.Tally()
            released = tally
            relinquishing.setUpstream(CountingDisposable(tally: tally))
            relinquishing.relinquish()
            XCTAssertEqual(tally.disposals, 0)
        }
        XCTAssertNil(released)

        // Deallocated without being disposed: released, not disposed.
        do {
            let tally = CountingDisposable.Tally()
            released = tally
            do {
                let dropped = ClosureSubscription(onDisposed: nil)
                dropped.setUpstream(CountingDisposable(tally: tally))
            }
            XCTAssertEqual(tally.disposals, 0)
        }
        XCTAssertNil(released)

        // A class disposable and a subject's token.
        var disposals = 0
        let withObject = ClosureSubscription(onDisposed: nil)
        withObject.setUpstream(Disposables.create { disposals += 1 })
        withObject.dispose()
        XCTAssertEqual(disposals, 1)
        let subject = PublishSubject<Int>()
        let withToken = ClosureSubscription(onDisposed: nil)
        withToken.setUpstream(subject.subscribe())
        XCTAssertTrue(subject.hasObservers)
        withToken.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// Regression (upstream stored without an `Optional`): `flatMap` reuses an inner that finished during its
    /// subscription for the next element; the reused holder takes a new upstream as if new.
    func testAFlatMapInnerReusedAfterFinishingTakesItsNextSubscription() {
        var disposals = 0
        let inner = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }
        var received: [Int] = []
        _ = Observable.of(1, 2, 3).flatMap { _ in inner }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 1, 1])
        XCTAssertEqual(disposals, 3, "each inner subscription is disposed once")
    }
}
