import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTestSupport
import XCTest

final class BindTests: RxTestCase {
    private final class Recorder<Element> {
        var events: [Event<Element>] = []
        var observer: AnyObserver<Element> { AnyObserver { [unowned self] in events.append($0) } }
        var elements: [Element] { events.compactMap { $0.element } }
        var completed: Bool { events.last?.isCompleted ?? false }
        var error: Swift.Error? { events.last?.error }
    }

    private final class Owner {
        var values: [Int] = []
    }

    // MARK: bind(to: observers...)

    func testBindToObserversFeedsEveryObserver() {
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let subscription = Observable.of(1, 2, 3).bind(to: first.observer, second.observer)
        XCTAssertEqual(first.elements, [1, 2, 3])
        XCTAssertEqual(second.elements, [1, 2, 3])
        XCTAssertTrue(first.completed)
        XCTAssertTrue(second.completed)
        subscription.dispose()
    }

    func testBindToObserversForwardsErrorsWithoutTrapping() {
        // Errors are the observers' business: an AnyObserver receives them, nothing traps.
        let recorder = Recorder<Int>()
        let subscription = Observable<Int>.error(TestError.boom).bind(to: recorder.observer)
        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(recorder.error as? TestError, TestError.boom)
        subscription.dispose()
    }

    func testBindToObserversStopsOnDispose() {
        let source = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.bind(to: recorder.observer)
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertFalse(source.hasObservers)
    }

    func testBindToOptionalObserversWrapsElements() {
        let first = Recorder<Int?>()
        let second = Recorder<Int?>()
        let subscription = Observable.of(1, 2).bind(to: first.observer, second.observer)
        XCTAssertEqual(first.elements, [1, 2])
        XCTAssertEqual(second.elements, [1, 2])
        XCTAssertTrue(first.completed)
        XCTAssertTrue(second.completed)
        subscription.dispose()
    }

    func testBindToOptionalObserversForwardsErrors() {
        let recorder = Recorder<String?>()
        let subscription = Observable<String>.error(TestError.boom).bind(to: recorder.observer)
        XCTAssertEqual(recorder.error as? TestError, TestError.boom)
        subscription.dispose()
    }

    func testBindToBinderAssignsOnTheMainThread() {
        let owner = Owner()
        let binder = Binder(owner) { owner, value in owner.values.append(value) }
        let subscription = Observable.of(4, 5).bind(to: binder)
        // On the main thread the binder's MainScheduler runs inline.
        XCTAssertEqual(owner.values, [4, 5])
        subscription.dispose()
    }

    func testBindToRelaysStillResolvesNextToObserverOverloads() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let relaySubscription = relay.subscribe(onNext: { received.append($0) })
        let subscription = Observable.of(1, 2).bind(to: relay)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
        relaySubscription.dispose()
    }

    // MARK: bind(to: binder function)

    func testBindToFunctionPassesTheSequenceAndReturnsItsResult() {
        var received: [Int] = []
        func collect(_ source: Observable<Int>) -> Disposable {
            source.subscribe(onNext: { received.append($0) })
        }
        let subscription: Disposable = Observable.of(7, 8).bind(to: collect)
        XCTAssertEqual(received, [7, 8])
        subscription.dispose()

        let count: Int = Observable.of(1).bind(to: { (_: Observable<Int>) in 42 })
        XCTAssertEqual(count, 42)
    }

    func testBindToCurriedFunctionPassesTheArgument() {
        let owner = Owner()
        func store(_ source: Observable<Int>) -> (Owner) -> Disposable {
            { owner in source.subscribe(onNext: { owner.values.append($0) }) }
        }
        let subscription = Observable.of(3, 4).bind(to: store, curriedArgument: owner)
        XCTAssertEqual(owner.values, [3, 4])
        subscription.dispose()
    }

    // MARK: bind(onNext:)

    func testBindOnNextReceivesElementsAndIgnoresCompletion() {
        var received: [String] = []
        let subscription = Observable.of("a", "b").bind(onNext: { received.append($0) })
        XCTAssertEqual(received, ["a", "b"])
        subscription.dispose()
    }

    func testBindOnNextStopsOnDispose() {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = source.bind(onNext: { received.append($0) })
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(source.hasObservers)
    }

    // MARK: bind(with:onNext:)

    func testBindWithObjectPassesObjectAndElements() {
        let owner = Owner()
        var sameOwner = true
        let subscription = Observable.of(1, 2).bind(with: owner) { object, value in
            sameOwner = sameOwner && object === owner
            object.values.append(value)
        }
        XCTAssertEqual(owner.values, [1, 2])
        XCTAssertTrue(sameOwner)
        subscription.dispose()
    }

    func testBindWithObjectHoldsItWeaklyAndIgnoresElementsOnceItIsGone() {
        let source = PublishSubject<Int>()
        var calls = 0
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let subscription = source.bind(with: owner!) { _, _ in calls += 1 }
        source.onNext(1)
        owner = nil
        XCTAssertNil(weakOwner, "bind(with:) must not retain the object")
        source.onNext(2)
        XCTAssertEqual(calls, 1)
        subscription.dispose()
    }
}
