import RxRelay
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `asInfallible()` on the relays and `bind(to:)` from an ``Infallible`` to relays.
final class RelayInfallibleTests: RxTestCase {
    func testPublishRelayAsInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(0) }
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        let observer = scheduler.start { relay.asInfallible() }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
    }

    func testBehaviorRelayAsInfallibleStartsWithTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        let observer = scheduler.start { relay.asInfallible().map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.next(200, 10), .next(210, 20)])
    }

    func testReplayRelayAsInfallibleReplaysTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(110) { relay.accept(1) }
        scheduler.scheduleAt(120) { relay.accept(2) }
        scheduler.scheduleAt(130) { relay.accept(3) }
        scheduler.scheduleAt(210) { relay.accept(4) }
        let observer = scheduler.start { relay.asInfallible() }
        XCTAssertEqual(observer.events, [.next(200, 2), .next(200, 3), .next(210, 4)])
    }

    func testAsInfallibleDisposeStopsDelivery() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let subscription = relay.asInfallible().subscribe(onNext: { received.append($0) })
        relay.accept(1)
        subscription.dispose()
        relay.accept(2)
        XCTAssertEqual(received, [1])
    }

    // MARK: Infallible.bind(to:) relays

    func testInfallibleBindToEveryRelayKindForwardsElementsAndIgnoresCompletion() {
        let publish = PublishRelay<Int>()
        let publishOptional = PublishRelay<Int?>()
        let behavior = BehaviorRelay(value: 0)
        let behaviorOptional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.createUnbound()
        let replayOptional = ReplayRelay<Int?>.createUnbound()
        var published: [Event<Int>] = []
        var publishedOptional: [Event<Int?>] = []
        let observations = [
            publish.subscribe { published.append($0) },
            publishOptional.subscribe { publishedOptional.append($0) },
        ]
        let source = Infallible.of(1, 2)
        let bindings = [
            source.bind(to: publish),
            source.bind(to: publishOptional),
            source.bind(to: behavior),
            source.bind(to: behaviorOptional),
            source.bind(to: replay),
            source.bind(to: replayOptional),
        ]
        XCTAssertEqual(published, [.next(1), .next(2)], "no completion reaches the relay's subscribers")
        XCTAssertEqual(publishedOptional, [.next(1), .next(2)])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(behaviorOptional.value, 2)
        var replayed: [Event<Int>] = []
        var replayedOptional: [Event<Int?>] = []
        let replays = [
            replay.subscribe { replayed.append($0) },
            replayOptional.subscribe { replayedOptional.append($0) },
        ]
        XCTAssertEqual(replayed, [.next(1), .next(2)])
        XCTAssertEqual(replayedOptional, [.next(1), .next(2)])
        publish.accept(3)
        XCTAssertEqual(published.last, .next(3), "the relay still works after the bound source completed")
        for disposable in observations + bindings + replays { disposable.dispose() }
    }

    func testInfallibleBindToSeveralRelays() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let publishA = PublishRelay<String>()
        let publishB = PublishRelay<String>()
        var received: [String] = []
        let observations = [
            publishA.subscribe(onNext: { received.append("a\($0)") }),
            publishB.subscribe(onNext: { received.append("b\($0)") }),
        ]
        _ = Infallible.just(7).bind(to: first, second)
        _ = Infallible.of("1", "2").bind(to: publishA, publishB)
        let replayA = ReplayRelay<Int>.create(bufferSize: 1)
        let replayB = ReplayRelay<Int?>.create(bufferSize: 1)
        let optionalA = BehaviorRelay<Int?>(value: nil)
        _ = Infallible.just(5).bind(to: replayA, replayA)
        _ = Infallible.just(6).bind(to: replayB, replayB)
        _ = Infallible.just(8).bind(to: optionalA, optionalA)
        XCTAssertEqual(first.value, 7)
        XCTAssertEqual(second.value, 7)
        XCTAssertEqual(received, ["a1", "b1", "a2", "b2"])
        XCTAssertEqual(optionalA.value, 8)
        var lastReplayed: [Int?] = []
        _ = replayA.subscribe(onNext: { lastReplayed.append($0) })
        _ = replayB.subscribe(onNext: { lastReplayed.append($0) })
        XCTAssertEqual(lastReplayed, [5, 6])
        for observation in observations { observation.dispose() }
    }

    func testInfallibleBindToRelayOnTestSchedulerDisposingTheBindingStopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let relay = BehaviorRelay(value: 0)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.asInfallible(onErrorJustReturn: -1).bind(to: relay) }
        scheduler.scheduleAt(220) { binding?.dispose() }
        scheduler.start()
        XCTAssertEqual(relay.value, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRelayToRelayThroughInfallible() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        let binding = source.asInfallible().map { $0 * 2 }.bind(to: target)
        source.accept(21)
        XCTAssertEqual(target.value, 42)
        binding.dispose()
        source.accept(1)
        XCTAssertEqual(target.value, 42)
    }
}
