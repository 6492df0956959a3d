import RxSwift
import RxTestSupport
import XCTest

final class UsingTests: RxTestCase {
    func testResourceDisposedOnCompletion() {
        let resource = RecordingDisposable("resource")
        var events: [Event<Int>] = []
        var resourceSeen: RecordingDisposable?
        _ = Observable.using(
            { resource },
            observableFactory: { created in
                resourceSeen = created
                return Observable.of(1, 2)
            }
        ).subscribe { events.append($0) }
        XCTAssertTrue(resourceSeen === resource)
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testResourceDisposedOnError() {
        let resource = RecordingDisposable("resource")
        var events: [Event<Int>] = []
        _ = Observable.using({ resource }, observableFactory: { _ in Observable<Int>.error(TestError.boom) })
            .subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["error(boom)"])
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testResourceDisposedOnDispose() {
        let resource = RecordingDisposable("resource")
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.using({ resource }, observableFactory: { _ in subject.asObservable() })
            .subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertEqual(resource.disposeCount, 0)
        subscription.dispose()
        XCTAssertEqual(resource.disposeCount, 1)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        subscription.dispose()
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testResourceCreatedPerSubscription() {
        var created = 0
        let source = Observable.using(
            { () -> RecordingDisposable in
                created += 1
                return RecordingDisposable("\(created)")
            }, observableFactory: { resource in Observable.just(resource.name) })
        var received: [String] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["1", "2"])
    }

    func testResourceFactoryThrows() {
        var factoryCalled = false
        var events: [Event<Int>] = []
        _ = Observable<Int>.using(
            { () throws -> RecordingDisposable in throw TestError.boom },
            observableFactory: { _ in
                factoryCalled = true
                return Observable.just(1)
            }
        ).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["error(boom)"])
        XCTAssertFalse(factoryCalled)
    }

    func testObservableFactoryThrowsStillDisposesResource() {
        let resource = RecordingDisposable("resource")
        var events: [Event<Int>] = []
        _ = Observable<Int>.using({ resource }, observableFactory: { _ in throw TestError.other })
            .subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["error(other)"])
        XCTAssertEqual(resource.disposeCount, 1)
    }
}
