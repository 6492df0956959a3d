import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

final class ControlEventTests: RxTestCase {
    func testIsSendableAndSubscribesFromAnotherThreadOnTheMainThread() {
        // Issue 32, item 4: a ControlEvent may be captured by a @Sendable closure; subscribing to it from a background
        // thread subscribes to its source on the main thread, where the events arrive.
        let source = PublishSubject<Int>()
        let event: any Sendable = ControlEvent(events: source)
        let received = LockedList<(Int, Bool)>()
        let subscribed = DispatchSemaphore(value: 0)
        let subscription = SingleAssignmentDisposable()
        DispatchQueue.global().async {
            guard let event = event as? ControlEvent<Int> else { return }
            subscription.setDisposable(event.subscribe(onNext: { received.append(($0, Thread.isMainThread)) }))
            subscribed.signal()
        }
        XCTAssertEqual(subscribed.wait(timeout: .now() + 5), .success)
        let deadline = Date().addingTimeInterval(5)
        while !source.hasObservers && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        source.onNext(1)
        XCTAssertEqual(received.elements.map(\.0), [1])
        XCTAssertEqual(received.elements.map(\.1), [true])
        subscription.dispose()
    }

    func testForwardsEventsOfTheSource() {
        let source = PublishSubject<Int>()
        let event = ControlEvent(events: source)
        var received: [Int] = []
        var completed = false
        let subscription = event.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })

        source.onNext(1)
        source.onNext(2)
        source.onCompleted()

        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testSendsNoInitialValue() {
        let source = BehaviorSubject(value: 0)
        let event = ControlEvent(events: source.skip(1))
        var received: [Int] = []
        let subscription = event.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [])
        source.onNext(5)
        XCTAssertEqual(received, [5])
        subscription.dispose()
    }

    func testDisposeStopsDelivery() {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = ControlEvent(events: source).subscribe(onNext: { received.append($0) })
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(source.hasObservers)
    }

    func testAsObservableAndAsControlEventForwardTheSameEvents() {
        let source = PublishSubject<String>()
        let event = ControlEvent(events: source)
        var fromObservable: [String] = []
        var fromControlEvent: [String] = []
        let first = event.asObservable().subscribe(onNext: { fromObservable.append($0) })
        let second = event.asControlEvent().subscribe(onNext: { fromControlEvent.append($0) })
        source.onNext("a")
        XCTAssertEqual(fromObservable, ["a"])
        XCTAssertEqual(fromControlEvent, ["a"])
        first.dispose()
        second.dispose()
    }

    func testWorksThroughTheProtocol() {
        func taps<Event: ControlEventType>(_ event: Event) -> ControlEvent<Event.Element> {
            event.asControlEvent()
        }
        let source = PublishSubject<Void>()
        var count = 0
        let subscription = taps(ControlEvent(events: source)).subscribe(onNext: { count += 1 })
        source.onNext(())
        XCTAssertEqual(count, 1)
        subscription.dispose()
    }

    func testSubscribesToTheSourceOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        let subscribedOnMain = LockedState<Bool?>(nil)
        let source = Observable<Int>.create { observer in
            subscribedOnMain.withLock { $0 = Thread.isMainThread }
            observer.onNext(1)
            return Disposables.create()
        }
        let event = ControlEvent(events: source)
        let received = LockedState<[Int]>([])
        let subscription = LockedState<Disposable?>(nil)

        let subscribed = DispatchSemaphore(value: 0)
        let box = UncheckedSendable(event)
        DispatchQueue.global().async {
            let disposable = box.value.subscribe(onNext: { value in received.withLock { $0.append(value) } })
            subscription.withLock { $0 = disposable }
            subscribed.signal()
        }
        XCTAssertEqual(subscribed.wait(timeout: .now() + 5), .success)
        // The subscription was handed to the main queue: nothing happens until it is pumped.
        XCTAssertTrue(pumpMainQueue(until: { subscribedOnMain.withLock { $0 } != nil }))
        XCTAssertEqual(subscribedOnMain.withLock { $0 }, true)
        XCTAssertEqual(received.withLock { $0 }, [1])
        subscription.withLock { $0 }?.dispose()
    }
}

/// Runs the main run loop (and so the main dispatch queue) until `condition` holds, for at most 5 s.
func pumpMainQueue(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while !condition() {
        if Date() > deadline { return false }
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    return true
}
