import RxSwift
import RxTestSupport
import XCTest

private final class Owner {
    var received: [String] = []
}

final class ObservableSubscribeTests: RxTestCase {
    func testSubscribeObserverReceivesEveryEvent() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        _ = Observable.of(1, 2).subscribe(observer)
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)", "completed"])
    }

    func testSubscribeEventClosureReceivesEveryEvent() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(TestError.boom).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["error(boom)"])
    }

    /// The event closure's observer takes elements and the end as typed calls from sinks and subjects, and makes the
    /// `Event`s itself: elements, then one terminal event, and nothing after it, through an operator and directly.
    func testSubscribeEventClosureThroughASinkAndFromASubjectStopsAtTheFirstTerminalEvent() {
        let subject = PublishSubject<Int>()
        var mapped: [Event<Int>] = []
        var direct: [Event<Int>] = []
        let first = subject.map { $0 * 10 }.subscribe { mapped.append($0) }
        let second = subject.subscribe { direct.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError.boom)
        subject.onCompleted()
        XCTAssertEqual(mapped, [.next(10), .next(20), .error(TestError.boom)])
        XCTAssertEqual(direct, [.next(1), .next(2), .error(TestError.boom)])
        first.dispose()
        second.dispose()
    }

    func testSubscribeClosuresReceiveElementsAndCompletion() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testOnDisposedRunsAfterErrorExactlyOnce() {
        var log: [String] = []
        let subscription = Observable<Int>.error(TestError.boom).subscribe(
            onError: { log.append("error \($0)") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["error boom", "disposed"])
    }

    func testOnDisposedRunsOnceOnManualDispose() {
        var disposedCount = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onDisposed: { disposedCount += 1 })
        XCTAssertEqual(disposedCount, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposedCount, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testOnDisposedRunsOnceWhenDisposedAfterCompletion() {
        var disposedCount = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onDisposed: { disposedCount += 1 })
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(disposedCount, 1)
    }

    func testNothingIsDeliveredToClosuresAfterDispose() {
        var received: [Int] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
    }

    func testErrorWithoutOnErrorGoesToDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [Error] = []
        var stacks: [[String]] = []
        Hooks.defaultErrorHandler = { stack, error in
            stacks.append(stack)
            handled.append(error)
        }
        var disposed = false
        _ = Observable<Int>.error(TestError.other).subscribe(onNext: { _ in }, onDisposed: { disposed = true })
        XCTAssertEqual(handled.count, 1)
        XCTAssertEqual(handled.first as? TestError, .other)
        XCTAssertEqual(stacks, [[]], "no call stack is recorded unless recordCallStackOnError is on")
        XCTAssertTrue(disposed)
    }

    func testErrorWithOnErrorDoesNotReachDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handlerCalls = 0
        Hooks.defaultErrorHandler = { _, _ in handlerCalls += 1 }
        var onErrorCalls = 0
        _ = Observable<Int>.error(TestError.boom).subscribe(onError: { _ in onErrorCalls += 1 })
        XCTAssertEqual(handlerCalls, 0)
        XCTAssertEqual(onErrorCalls, 1)
    }

    func testEventClosureSubscriptionDoesNotReachDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handlerCalls = 0
        Hooks.defaultErrorHandler = { _, _ in handlerCalls += 1 }
        _ = Observable<Int>.error(TestError.boom).subscribe { _ in }
        XCTAssertEqual(handlerCalls, 0)
    }

    func testSubscribeWithObjectPassesObject() {
        let owner = Owner()
        _ = Observable.of(1, 2).subscribe(
            with: owner,
            onNext: { owner, value in owner.received.append("next \(value)") },
            onError: { owner, _ in owner.received.append("error") },
            onCompleted: { owner in owner.received.append("completed") },
            onDisposed: { owner in owner.received.append("disposed") }
        )
        XCTAssertEqual(owner.received, ["next 1", "next 2", "completed", "disposed"])
    }

    func testSubscribeWithObjectPassesError() {
        let owner = Owner()
        _ = Observable<Int>.error(TestError.boom).subscribe(
            with: owner,
            onError: { owner, error in owner.received.append("error \(error)") }
        )
        XCTAssertEqual(owner.received, ["error boom"])
    }

    func testSubscribeWithObjectIgnoresEventsAfterObjectIsGone() {
        let subject = PublishSubject<Int>()
        var calls: [String] = []
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { _, value in calls.append("next \(value)") },
            onCompleted: { _ in calls.append("completed") },
            onDisposed: { _ in calls.append("disposed") }
        )
        subject.onNext(1)
        owner = nil
        XCTAssertNil(weakOwner, "the subscription must hold the object weakly")
        subject.onNext(2)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(calls, ["next 1"])
    }

    func testSubscribeReturnsDisposableThatStopsDelivery() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(events.rendered(), ["next(1)"])
    }
}
