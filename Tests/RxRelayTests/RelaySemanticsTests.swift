import RxRelay
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Relays never terminate, replay buffers keep what they should, and `bind(to:)` from a plain
/// ``Observable`` never passes a terminal event on.
///
/// An error reaching a relay through `bind(to:)` is a programmer error, as upstream: it traps
/// (`fatalError`) in DEBUG builds, which the test run uses, and is printed and otherwise ignored in
/// release builds. The trap itself cannot be tested in-process; the tests below cover everything
/// around it (elements before the error, a binding disposed before the error arrives) and, in release
/// builds only, that the error is swallowed.
final class RelaySemanticsTests: RxTestCase {
    // MARK: no terminal events

    func testBindFromCompletingObservableRelaySubscribersNeverSeeCompletion() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 5)
        var events: [String: [Event<Int>]] = [:]
        let observations = [
            publish.subscribe { events["publish", default: []].append($0) },
            behavior.subscribe { events["behavior", default: []].append($0) },
            replay.subscribe { events["replay", default: []].append($0) },
        ]
        let bindings = [
            Observable.of(1, 2).bind(to: publish),
            Observable.of(1, 2).bind(to: behavior),
            Observable.of(1, 2).bind(to: replay),
            Observable<Int>.empty().bind(to: publish, publish),
        ]
        publish.accept(3)
        behavior.accept(3)
        replay.accept(3)
        XCTAssertEqual(events["publish"], [.next(1), .next(2), .next(3)])
        XCTAssertEqual(events["behavior"], [.next(0), .next(1), .next(2), .next(3)])
        XCTAssertEqual(events["replay"], [.next(1), .next(2), .next(3)])
        for disposable in observations + bindings { disposable.dispose() }
    }

    func testBindFromErroringObservableElementsBeforeADisposedErrorAreDelivered() {
        // The binding is disposed at 250, before the source fails at 300, so nothing traps.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(300, TestError.boom)])
        let relay = BehaviorRelay(value: 0)
        let observer = scheduler.createObserver(Int.self)
        var binding: Disposable?
        var observation: Disposable?
        scheduler.scheduleAt(200) {
            observation = relay.subscribe(observer)
            binding = xs.bind(to: relay)
        }
        scheduler.scheduleAt(250) { binding?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(relay.value, 2)
        observation?.dispose()
    }

    func testBindFromErroringObservableThroughAsInfallibleNeverTraps() {
        // The supported way to feed a relay from a source that can fail: decide what the error means.
        let relay = PublishRelay<Int>()
        var events: [Event<Int>] = []
        let observation = relay.subscribe { events.append($0) }
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        _ = failing.asInfallible(onErrorJustReturn: -1).bind(to: relay)
        XCTAssertEqual(events, [.next(1), .next(-1)])
        observation.dispose()
    }

    #if !DEBUG
        func testBindFromErroringObservableReleaseBuildIgnoresTheError() {
            let relay = BehaviorRelay(value: 0)
            var events: [Event<Int>] = []
            let observation = relay.subscribe { events.append($0) }
            _ = Observable<Int>.error(TestError.boom).startWith(1).bind(to: relay)
            relay.accept(2)
            XCTAssertEqual(events, [.next(0), .next(1), .next(2)])
            observation.dispose()
        }
    #endif

    // MARK: ReplayRelay buffer sizes

    private func replayed(by relay: ReplayRelay<Int>, after values: ClosedRange<Int>) -> [Int] {
        for value in values { relay.accept(value) }
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        subscription.dispose()
        return received
    }

    func testReplayRelayBufferSizes() {
        XCTAssertEqual(replayed(by: .create(bufferSize: 0), after: 1...5), [])
        XCTAssertEqual(replayed(by: .create(bufferSize: 1), after: 1...5), [5])
        XCTAssertEqual(replayed(by: .create(bufferSize: 3), after: 1...5), [3, 4, 5])
        XCTAssertEqual(replayed(by: .create(bufferSize: 3), after: 1...2), [1, 2])
        XCTAssertEqual(replayed(by: .createUnbound(), after: 1...5), [1, 2, 3, 4, 5])
    }

    func testReplayRelayBufferThenLiveElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(160) { relay.accept(2) }
        scheduler.scheduleAt(210) { relay.accept(3) }
        let observer = scheduler.start { relay.asObservable() }
        XCTAssertEqual(observer.events, [.next(200, 2), .next(210, 3)])
    }

    func testBehaviorRelayValueFollowsAccept() {
        let relay = BehaviorRelay<[Int]>(value: [])
        relay.accept(relay.value + [1])
        relay.accept(relay.value + [2])
        XCTAssertEqual(relay.value, [1, 2])
    }
}
