import RxSwift
import RxTestSupport
import XCTest

final class CreateTests: RxTestCase {
    func testCreateDeliversEvents() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)", "completed"])
    }

    func testCreateCallsSubscribeHandlerPerSubscription() {
        var calls = 0
        let source = Observable<Int>.create { observer in
            calls += 1
            observer.onNext(calls)
            return Disposables.create()
        }
        var received: [Int] = []
        let first = source.subscribe(onNext: { received.append($0) })
        let second = source.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        first.dispose()
        second.dispose()
    }

    func testCreateError() {
        let source = Observable<Int>.create { observer in
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["error(boom)"])
    }

    func testDisposeDisposesReturnedDisposable() {
        let resource = RecordingDisposable("resource")
        let source = Observable<Int>.create { _ in resource }
        let subscription = source.subscribe { _ in }
        XCTAssertEqual(resource.disposeCount, 0)
        subscription.dispose()
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testSynchronousErrorDisposesReturnedDisposableOnce() {
        let resource = RecordingDisposable("resource")
        let source = Observable<Int>.create { observer in
            observer.onError(TestError.boom)
            return resource
        }
        let subscription = source.subscribe { _ in }
        XCTAssertEqual(resource.disposeCount, 1)
        subscription.dispose()
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testAsynchronousEventsAfterDisposeAreDropped() {
        let subject = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in
            subject.subscribe(observer)
        }
        var events: [Event<Int>] = []
        let subscription = source.subscribe { events.append($0) }
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(events.rendered(), ["next(1)"])
    }

    func testAsObservableOfCustomObservableType() {
        let custom = CustomSource()
        var events: [Event<Int>] = []
        _ = custom.asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(42)", "completed"])
    }
}

private struct CustomSource: ObservableType {
    typealias Element = Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observer.onNext(42)
        observer.onCompleted()
        return Disposables.create()
    }
}
