import RxSwift
import RxTestSupport
import XCTest

private final class CollectingObserver<Element>: ObserverType {
    var events: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        events.append(event)
    }
}

final class AnyObserverTests: RxTestCase {
    func testEventHandlerInitForwardsEveryEvent() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        observer.onNext(1)
        observer.onError(TestError.boom)
        observer.onCompleted()
        XCTAssertEqual(events.rendered(), ["next(1)", "error(boom)", "completed"])
    }

    func testWrappingAnObserverForwardsToIt() {
        let target = CollectingObserver<Int>()
        let observer = AnyObserver(target)
        observer.on(.next(7))
        observer.on(.completed)
        XCTAssertEqual(target.events.rendered(), ["next(7)", "completed"])
    }

    func testWrappingAnAnyObserverForwardsToTheSameHandler() {
        var events: [Event<Int>] = []
        let inner = AnyObserver<Int> { events.append($0) }
        let outer = AnyObserver(inner)
        outer.onNext(1)
        XCTAssertEqual(events.rendered(), ["next(1)"])
    }

    func testAsObserverErasesType() {
        let target = CollectingObserver<String>()
        let erased: AnyObserver<String> = target.asObserver()
        erased.onNext("x")
        XCTAssertEqual(target.events.rendered(), ["next(x)"])
        erased.asObserver().onNext("y")
        XCTAssertEqual(target.events.rendered(), ["next(x)", "next(y)"])
    }

    func testMapObserverTransformsElements() {
        let target = CollectingObserver<String>()
        let mapped: AnyObserver<Int> = target.mapObserver { "#\($0)" }
        mapped.onNext(1)
        mapped.onNext(2)
        mapped.onCompleted()
        XCTAssertEqual(target.events.rendered(), ["next(#1)", "next(#2)", "completed"])
    }

    func testMapObserverThrowingTransformSendsError() {
        let target = CollectingObserver<Int>()
        let mapped: AnyObserver<Int> = target.mapObserver { value in
            if value == 2 { throw TestError.boom }
            return value
        }
        mapped.onNext(1)
        mapped.onNext(2)
        XCTAssertEqual(target.events.rendered(), ["next(1)", "error(boom)"])
    }

    func testMapObserverForwardsErrors() {
        let target = CollectingObserver<Int>()
        let mapped: AnyObserver<String> = target.mapObserver { $0.count }
        mapped.onError(TestError.other)
        XCTAssertEqual(target.events.rendered(), ["error(other)"])
    }

    func testOnNextWithoutArgumentForVoid() {
        var count = 0
        let observer = AnyObserver<Void> { event in
            if event.element != nil { count += 1 }
        }
        observer.onNext()
        observer.onNext(())
        XCTAssertEqual(count, 2)
    }
}
