import Foundation
import RxSwift
import RxTestSupport
import XCTest

private final class Thermometer: ReactiveCompatible {
    var degrees = 0
    var label = ""
    let readings = PublishSubject<Int>()
}

extension Reactive where Base: Thermometer {
    fileprivate var readings: Observable<Int> { base.readings.asObservable() }

    fileprivate var degreesBinder: Binder<Int> {
        Binder(base, scheduler: CurrentThreadScheduler.instance) { thermometer, value in
            thermometer.degrees = value
        }
    }

    fileprivate static var unit: String { "°C" }
}

private struct Counter: ReactiveCompatible {
    var count = 0
}

extension Reactive where Base == Counter {
    fileprivate mutating func touch() -> Int { base.count + 1 }
}

final class ReactiveTests: RxTestCase {
    func testBaseIsTheExtendedValue() {
        let thermometer = Thermometer()
        XCTAssertTrue(thermometer.rx.base === thermometer)
        XCTAssertTrue(Reactive(thermometer).base === thermometer)
    }

    func testCustomExtensionExposesObservable() {
        let thermometer = Thermometer()
        var received: [Int] = []
        let subscription = thermometer.rx.readings.subscribe(onNext: { received.append($0) })
        thermometer.readings.onNext(21)
        thermometer.readings.onNext(22)
        subscription.dispose()
        thermometer.readings.onNext(23)
        XCTAssertEqual(received, [21, 22])
    }

    func testCustomExtensionExposesBinder() {
        let thermometer = Thermometer()
        let subscription = Observable.of(1, 2, 3).subscribe(thermometer.rx.degreesBinder)
        XCTAssertEqual(thermometer.degrees, 3)
        subscription.dispose()
    }

    func testDynamicMemberBinderAssignsThroughKeyPath() {
        let thermometer = Thermometer()
        let binder: Binder<String> = thermometer.rx.label
        // The dynamic member binder uses MainScheduler, which runs inline on an idle main thread.
        XCTAssertTrue(Thread.isMainThread)
        binder.onNext("kitchen")
        XCTAssertEqual(thermometer.label, "kitchen")
        let subscription = Observable.just(30).subscribe(thermometer.rx.degrees)
        XCTAssertEqual(thermometer.degrees, 30)
        subscription.dispose()
    }

    func testDynamicMemberBinderHoldsBaseWeakly() {
        weak var weakThermometer: Thermometer?
        var binder: Binder<Int>?
        do {
            let thermometer = Thermometer()
            weakThermometer = thermometer
            binder = thermometer.rx.degrees
        }
        XCTAssertNil(weakThermometer)
        binder?.onNext(5)
        XCTAssertNotNil(binder)
    }

    func testStaticRxReachesStaticExtensions() {
        XCTAssertEqual(Thermometer.rx.unit, "°C")
        XCTAssertTrue(Thermometer.rx == Reactive<Thermometer>.self)
    }

    func testMutatingExtensionCompilesThroughSettableRx() {
        var counter = Counter(count: 4)
        XCTAssertEqual(counter.rx.touch(), 5)
        XCTAssertEqual(counter.count, 4)
    }

    func testNSObjectIsReactiveCompatible() {
        let object = NSObject()
        let reactive: Reactive<NSObject> = object.rx
        XCTAssertTrue(reactive.base === object)
    }

    func testNotificationCenterIsReactiveCompatible() {
        let reactive: Reactive<NotificationCenter> = NotificationCenter.default.rx
        XCTAssertTrue(reactive.base === NotificationCenter.default)
        XCTAssertTrue(NotificationCenter.rx == Reactive<NotificationCenter>.self)
    }

    func testGroupedObservableKeepsKeyAndForwardsEvents() {
        let subject = PublishSubject<Int>()
        let group = GroupedObservable(key: "odd", source: subject.asObservable())
        XCTAssertEqual(group.key, "odd")
        var events: [String] = []
        let subscription = group.subscribe { event in events.append("\(event)") }
        subject.onNext(1)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(events, ["next(1)", "next(3)", "completed"])
        subscription.dispose()
    }

    func testGroupedObservableAsObservableIsTheSource() {
        let source = Observable.of(7, 8)
        let group = GroupedObservable(key: 1, source: source)
        XCTAssertTrue(group.asObservable() === source)
        var received: [Int] = []
        _ = group.asObservable().subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [7, 8])
    }

    func testConnectableObservableTypeCanBeAdopted() {
        let connectable = ManualConnectable()
        var received: [Int] = []
        let subscription = connectable.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [])
        let connection = connectable.connect()
        connectable.subject.onNext(1)
        XCTAssertEqual(received, [1])
        connection.dispose()
        subscription.dispose()
        XCTAssertEqual(connectable.connections, 1)
    }

    func testDeprecatedAddDisposableToForwardsToDisposedBy() {
        var disposed = false
        var bag: DisposeBag? = DisposeBag()
        if let bag {
            let caller: DeprecatedAPICaller = DeprecatedAPI()
            caller.addDisposable(Disposables.create { disposed = true }, to: bag)
        }
        XCTAssertFalse(disposed)
        bag = nil
        XCTAssertTrue(disposed)
    }
}

/// Calls deprecated API through a protocol requirement, so the test compiles without deprecation warnings.
private protocol DeprecatedAPICaller {
    func addDisposable(_ disposable: Disposable, to bag: DisposeBag)
}

private struct DeprecatedAPI: DeprecatedAPICaller {
    @available(*, deprecated)
    func addDisposable(_ disposable: Disposable, to bag: DisposeBag) {
        disposable.addDisposableTo(bag)
    }
}

/// A minimal connectable sequence: subscribers receive the subject's elements only while connected.
private final class ManualConnectable: ConnectableObservableType {
    typealias Element = Int
    let subject = PublishSubject<Int>()
    private(set) var connections = 0
    private var connected = false

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        subject.filterConnected { [unowned self] in self.connected }.subscribe(observer)
    }

    func connect() -> Disposable {
        connections += 1
        connected = true
        return Disposables.create { [weak self] in self?.connected = false }
    }
}

extension PublishSubject where Element == Int {
    fileprivate func filterConnected(_ isConnected: @escaping () -> Bool) -> Observable<Int> {
        Observable.create { observer in
            self.subscribe { event in
                if case .next = event, !isConnected() { return }
                observer.on(event)
            }
        }
    }
}
