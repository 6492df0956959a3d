import RxSwift
import RxTestSupport
import XCTest

final class DeferredTests: RxTestCase {
    func testFactoryIsCalledPerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return Observable.just(calls)
        }
        XCTAssertEqual(calls, 0)
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(calls, 2)
    }

    func testForwardsAllEvents() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.deferred { Observable.of(1, 2) }.subscribe { events.append($0) }
        _ = Observable<Int>.deferred { Observable.error(TestError.other) }.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)", "completed", "error(other)"])
    }

    func testFactoryThrowsBecomesError() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.deferred { throw TestError.boom }.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["error(boom)"])
    }

    func testDisposeReachesDeferredSource() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable<Int>.deferred { subject.asObservable() }.subscribe(onNext: { received.append($0) }
        )
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
    }
}
