import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

final class ControlPropertyTests: RxTestCase {
    /// A property backed by `value`: the subject provides the values, the sink records what is bound.
    private final class Field<Value> {
        let value: BehaviorSubject<Value>
        var sunk: [Event<Value>] = []

        init(_ initial: Value) {
            value = BehaviorSubject(value: initial)
        }

        var property: ControlProperty<Value> {
            ControlProperty(values: value, valueSink: AnyObserver { [unowned self] in sunk.append($0) })
        }
    }

    func testSubscribersGetTheCurrentValueThenChanges() {
        let field = Field("a")
        var received: [String] = []
        let subscription = field.property.subscribe(onNext: { received.append($0) })
        field.value.onNext("b")
        field.value.onNext("c")
        XCTAssertEqual(received, ["a", "b", "c"])
        subscription.dispose()
        XCTAssertFalse(field.value.hasObservers)
    }

    func testValueSinkReceivesBoundValuesAndCompletion() {
        let field = Field(0)
        let subscription = Observable.of(1, 2).bind(to: field.property)
        XCTAssertEqual(field.sunk.count, 3)
        XCTAssertEqual(field.sunk.compactMap { $0.element }, [1, 2])
        XCTAssertTrue(field.sunk.last?.isCompleted ?? false)
        subscription.dispose()
    }

    func testOnAndOnNextWriteToTheSink() {
        let field = Field("x")
        let property = field.property
        property.onNext("y")
        property.on(.next("z"))
        XCTAssertEqual(field.sunk.compactMap { $0.element }, ["y", "z"])
    }

    func testChangedSkipsTheCurrentValue() {
        let field = Field(10)
        var received: [Int] = []
        let changed: ControlEvent<Int> = field.property.changed
        let subscription = changed.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [])
        field.value.onNext(11)
        field.value.onNext(12)
        XCTAssertEqual(received, [11, 12])
        subscription.dispose()
    }

    func testOrEmptyReadsNilAsEmptyString() {
        let field = Field<String?>(nil)
        var received: [String] = []
        let text: ControlProperty<String> = field.property.orEmpty
        let subscription = text.subscribe(onNext: { received.append($0) })
        field.value.onNext("hello")
        field.value.onNext(nil)
        XCTAssertEqual(received, ["", "hello", ""])
        subscription.dispose()
    }

    func testOrEmptyWritesBoundStringsToTheOriginalSink() {
        let field = Field<String?>("old")
        let subscription = Observable.just("new").bind(to: field.property.orEmpty)
        XCTAssertEqual(field.sunk.compactMap { $0.element }, [Optional("new")])
        XCTAssertTrue(field.sunk.last?.isCompleted ?? false)
        subscription.dispose()
    }

    func testAsObservableAndAsControlPropertyForwardTheSameValues() {
        let field = Field(1)
        var fromObservable: [Int] = []
        var fromProperty: [Int] = []
        let first = field.property.asObservable().subscribe(onNext: { fromObservable.append($0) })
        let second = field.property.asControlProperty().subscribe(onNext: { fromProperty.append($0) })
        field.value.onNext(2)
        XCTAssertEqual(fromObservable, [1, 2])
        XCTAssertEqual(fromProperty, [1, 2])
        first.dispose()
        second.dispose()
    }

    func testTwoWayBindingThroughTheProtocol() {
        func mirror<Property: ControlPropertyType>(_ property: Property) -> ControlProperty<Property.Element> {
            property.asControlProperty()
        }
        let field = Field(0)
        let property = mirror(field.property)
        // Read back what the field shows and write it, incremented, into the field's sink.
        let subscription = property.take(2).map { $0 + 1 }.bind(to: property)
        field.value.onNext(5)
        XCTAssertEqual(field.sunk.compactMap { $0.element }, [1, 6])
        subscription.dispose()
    }

    func testSubscribesToTheValuesOnTheMainThread() {
        let subscribedOnMain = LockedState<Bool?>(nil)
        let values = Observable<String>.create { observer in
            subscribedOnMain.withLock { $0 = Thread.isMainThread }
            observer.onNext("current")
            return Disposables.create()
        }
        let property = ControlProperty(values: values, valueSink: AnyObserver<String> { _ in })
        let received = LockedState<[String]>([])
        let subscription = LockedState<Disposable?>(nil)
        let subscribed = DispatchSemaphore(value: 0)
        let box = UncheckedSendable(property)
        DispatchQueue.global().async {
            let disposable = box.value.subscribe(onNext: { value in received.withLock { $0.append(value) } })
            subscription.withLock { $0 = disposable }
            subscribed.signal()
        }
        XCTAssertEqual(subscribed.wait(timeout: .now() + 5), .success)
        XCTAssertTrue(pumpMainQueue(until: { subscribedOnMain.withLock { $0 } != nil }))
        XCTAssertEqual(subscribedOnMain.withLock { $0 }, true)
        XCTAssertEqual(received.withLock { $0 }, ["current"])
        subscription.withLock { $0 }?.dispose()
    }
}
