import RxRelay
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class RelayTests: RxTestCase {
    func testPublishRelayDeliversOnlyLaterElementsAndNeverTerminates() {
        let relay = PublishRelay<String>()
        relay.accept("early")
        var events: [Event<String>] = []
        let subscription = relay.subscribe { events.append($0) }
        relay.accept("1")
        relay.accept("2")
        XCTAssertEqual(events, [.next("1"), .next("2")])
        subscription.dispose()
    }

    func testBehaviorRelayValueAndReplayOfCurrent() {
        let relay = BehaviorRelay(value: "Initial value")
        XCTAssertEqual(relay.value, "Initial value")
        relay.accept("New initial value")
        var received: [String] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept("1")
        XCTAssertEqual(received, ["New initial value", "1"])
        XCTAssertEqual(relay.value, "1")
        subscription.dispose()
    }

    func testReplayRelayBufferSizes() {
        let two = ReplayRelay<Int>.create(bufferSize: 2)
        let all = ReplayRelay<Int>.createUnbound()
        for value in 1...4 {
            two.accept(value)
            all.accept(value)
        }
        var fromTwo: [Int] = []
        var fromAll: [Int] = []
        let a = two.subscribe(onNext: { fromTwo.append($0) })
        let b = all.subscribe(onNext: { fromAll.append($0) })
        XCTAssertEqual(fromTwo, [3, 4])
        XCTAssertEqual(fromAll, [1, 2, 3, 4])
        a.dispose()
        b.dispose()
    }

    func testBindToRelaysForwardsElementsAndIgnoresCompletion() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        var received: [Event<Int>] = []
        let observation = publish.subscribe { received.append($0) }
        let bindings = [
            Observable.of(1, 2).bind(to: publish),
            Observable.of(3).bind(to: behavior),
            Observable.of(4).bind(to: optional),
            Observable.of(5, 6).bind(to: replay),
        ]
        XCTAssertEqual(received, [.next(1), .next(2)])
        XCTAssertEqual(behavior.value, 3)
        XCTAssertEqual(optional.value, 4)
        var replayed: [Int] = []
        let replayObservation = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [6])
        for binding in bindings { binding.dispose() }
        observation.dispose()
        replayObservation.dispose()
    }

    func testBindToSeveralRelays() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let binding = Observable.just(7).bind(to: first, second)
        XCTAssertEqual(first.value, 7)
        XCTAssertEqual(second.value, 7)
        binding.dispose()
    }

    func testRelayOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 1)
        scheduler.scheduleAt(300) { relay.accept(2) }
        let observer = scheduler.start { relay.asObservable() }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(300, 2)])
    }
}
