import RxSwift
import RxTestSupport
import XCTest

private final class SubscriptionOwner {
    var subscription: Disposable?
    var count = 0
}

/// What the disposable returned by `subscribe(onNext:onError:onCompleted:onDisposed:)` keeps alive.
final class SubscriptionLifetimeTests: RxTestCase {
    func testDisposedSubscriptionReleasesClosuresThatCaptureItsOwner() {
        let subject = PublishSubject<Int>()
        weak var weakOwner: SubscriptionOwner?
        do {
            let owner = SubscriptionOwner()
            weakOwner = owner
            owner.subscription = subject.subscribe(
                onNext: { _ in owner.count += 1 },
                onError: { _ in owner.count += 1 },
                onCompleted: { owner.count += 1 },
                onDisposed: { owner.count += 1 }
            )
            subject.onNext(1)
            XCTAssertEqual(owner.count, 1)
            owner.subscription?.dispose()
        }
        XCTAssertNil(weakOwner, "dispose() must break owner → subscription → closure → owner")
    }

    func testCompletedSubscriptionReleasesClosuresThatCaptureItsOwner() {
        let subject = PublishSubject<Int>()
        weak var weakOwner: SubscriptionOwner?
        do {
            let owner = SubscriptionOwner()
            weakOwner = owner
            owner.subscription = subject.subscribe(onNext: { _ in owner.count += 1 })
            subject.onCompleted()
        }
        XCTAssertNil(weakOwner)
    }

    func testDisposeFromInsideOnNextReleasesTheCapturingClosure() {
        let subject = PublishSubject<Int>()
        weak var weakOwner: SubscriptionOwner?
        do {
            let owner = SubscriptionOwner()
            weakOwner = owner
            owner.subscription = subject.subscribe(onNext: { _ in
                owner.count += 1
                owner.subscription?.dispose()
            })
            subject.onNext(1)
            subject.onNext(2)
            XCTAssertEqual(owner.count, 1)
        }
        XCTAssertNil(weakOwner)
    }

    func testUndisposedSubscriptionKeepsDelivering() {
        let subject = PublishSubject<Int>()
        let owner = SubscriptionOwner()
        owner.subscription = subject.subscribe(onNext: { [unowned owner] _ in owner.count += 1 })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(owner.count, 2)
        owner.subscription?.dispose()
    }

    func testDisposedEventClosureSubscriptionToProducerReleasesCapturedOwner() {
        let source = Observable<Int>.create { _ in Disposables.create() }
        weak var weakOwner: SubscriptionOwner?
        do {
            let owner = SubscriptionOwner()
            weakOwner = owner
            owner.subscription = source.subscribe { _ in owner.count += 1 }
            owner.subscription?.dispose()
        }
        XCTAssertNil(weakOwner, "dispose() must release the event closure, as upstream's SinkDisposer does")
    }

    func testDisposedClosureSubscriptionToProducerReleasesCapturedOwner() {
        let source = Observable<Int>.create { _ in Disposables.create() }
        weak var weakOwner: SubscriptionOwner?
        do {
            let owner = SubscriptionOwner()
            weakOwner = owner
            owner.subscription = source.subscribe(onNext: { _ in owner.count += 1 })
            owner.subscription?.dispose()
        }
        XCTAssertNil(weakOwner)
    }

    func testEventClosureSubscriptionStillStopsDeliveryOnDispose() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var received: [Int] = []
        let subscription = source.subscribe { event in
            if let value = event.element { received.append(value) }
        }
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        XCTAssertEqual(received, [1])
        captured = nil
    }
}
