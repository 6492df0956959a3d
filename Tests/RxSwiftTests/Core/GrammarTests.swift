import RxSwift
import RxTestSupport
import XCTest

/// The sequence grammar `next* (error | completed)?` and the disposal rules of DESIGN §4.
final class GrammarTests: RxTestCase {
    func testNothingIsDeliveredAfterCompleted() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError.boom)
            observer.onCompleted()
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(1)", "completed"])
    }

    func testNothingIsDeliveredAfterError() {
        let source = Observable<Int>.create { observer in
            observer.onError(TestError.boom)
            observer.onNext(2)
            observer.onError(TestError.other)
            observer.onCompleted()
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["error(boom)"])
    }

    func testNothingIsDeliveredAfterDispose() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        let subscription = source.subscribe { events.append($0) }
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        captured?.onCompleted()
        XCTAssertEqual(events.rendered(), ["next(1)"])
        captured = nil
    }

    func testDisposeIsIdempotent() {
        var disposeCount = 0
        let source = Observable<Int>.create { _ in
            Disposables.create { disposeCount += 1 }
        }
        let subscription = source.subscribe { _ in }
        subscription.dispose()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposeCount, 1)
    }

    func testTerminalEventDisposesUpstreamSubscription() {
        var captured: AnyObserver<Int>?
        var disposeCount = 0
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { disposeCount += 1 }
        }
        let subscription = source.subscribe { _ in }
        captured?.onCompleted()
        XCTAssertEqual(disposeCount, 1)
        subscription.dispose()
        XCTAssertEqual(disposeCount, 1)
        captured = nil
    }

    func testDisposeArrivingBeforeSubscribeReturnsDisposesTheResourceOnce() {
        var disposeCount = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposeCount += 1 }
        }
        var log: [String] = []
        let subscription = source.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
        XCTAssertEqual(disposeCount, 1, "the resource returned after the synchronous completion must be disposed")
        subscription.dispose()
        XCTAssertEqual(disposeCount, 1)
        XCTAssertEqual(log.count, 3)
    }

    func testDisposeFromInsideOnNextStopsFurtherElementsOfInnerOf() {
        // A `take(2)`-like operator: the inner subscription is made while the outer one is being set up,
        // so the trampoline defers `of`'s elements until the SingleAssignmentDisposable is set.
        let source = Observable.of(1, 2, 3)
        let takeTwo = Observable<Int>.create { observer in
            var count = 0
            let inner = SingleAssignmentDisposable()
            inner.setDisposable(
                source.subscribe { event in
                    observer.on(event)
                    count += 1
                    if count == 2 {
                        inner.dispose()
                        observer.onCompleted()
                    }
                }
            )
            return inner
        }
        var events: [Event<Int>] = []
        _ = takeTwo.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)", "completed"])
    }

    func testDisposeFromInsideOnNextViaCapturedVariableStopsOf() {
        var received: [Int] = []
        var subscription: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.of(1, 2, 3).subscribe(onNext: { value in
                received.append(value)
                if value == 1 { subscription?.dispose() }
            })
            return Disposables.create()
        }
        XCTAssertEqual(received, [1])
        subscription = nil
    }

    func testDisposeFromInsideOnNextViaSingleAssignmentStopsFrom() {
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription.setDisposable(
                Observable.from([1, 2, 3, 4]).subscribe { event in
                    received.append(event.element ?? -1)
                    if event.element == 2 { subscription.dispose() }
                }
            )
            return Disposables.create()
        }
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(subscription.isDisposed)
    }

    func testTopLevelSubscribeToOfDeliversEverythingBeforeReturning() {
        // Documents upstream behaviour: a top-level subscription drains the trampoline before `subscribe`
        // returns, so the returned disposable cannot stop elements from inside `onNext`.
        var received: [Int] = []
        let subscription = Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }
}
