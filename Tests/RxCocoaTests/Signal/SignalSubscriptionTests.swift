import RxCocoa
import RxRelay
import RxTest
import RxTestSupport
import XCTest

final class SignalSubscriptionTests: RxTestCase {
    /// Emits the basic hot source (2 at 210, 3 at 220, completed at 300) into `subscribe` from 200 to
    /// 1000 and returns the upstream subscriptions.
    private func emit(_ subscribe: @escaping (TestScheduler, Signal<Int>) -> Disposable) -> [Subscription] {
        var subscriptions: [Subscription] = []
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let signal = xs.asSignal(onErrorJustReturn: -1)
            var disposable: Disposable?
            scheduler.scheduleAt(200) { disposable = subscribe(scheduler, signal) }
            scheduler.scheduleAt(1000) { disposable?.dispose() }
            scheduler.start()
            subscriptions = xs.subscriptions
        }
        return subscriptions
    }

    func testEmitToObserversAndOptionalObservers() {
        var observers: [TestableObserver<Int>] = []
        var optional: TestableObserver<Int?>?
        let subscriptions = emit { scheduler, signal in
            observers = [scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)]
            let created = scheduler.createObserver(Int?.self)
            optional = created
            return Disposables.create(signal.emit(to: observers[0], observers[1]), signal.emit(to: created))
        }
        XCTAssertEqual(observers.count, 2)
        for observer in observers {
            XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 3), .completed(300)])
        }
        XCTAssertEqual(optional?.events, [.next(210, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
    }

    func testEmitToPublishRelays() {
        let relays = [PublishRelay<Int>(), PublishRelay<Int>()]
        let optional = PublishRelay<Int?>()
        var seen: [String] = []
        let taps = Disposables.create(
            relays[0].subscribe(onNext: { seen.append("a\($0)") }),
            relays[1].subscribe(onNext: { seen.append("b\($0)") }),
            optional.subscribe(onNext: { seen.append("o\($0 ?? 0)") })
        )
        let subscriptions = emit { _, signal in
            Disposables.create(signal.emit(to: relays[0], relays[1]), signal.emit(to: optional))
        }
        XCTAssertEqual(seen, ["a2", "b2", "o2", "a3", "b3", "o3"])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
        taps.dispose()
    }

    func testEmitToBehaviorAndReplayRelays() {
        let behaviors = [BehaviorRelay(value: 0), BehaviorRelay(value: 0)]
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replays = [ReplayRelay<Int>.createUnbound(), ReplayRelay<Int>.createUnbound()]
        let optionalReplay = ReplayRelay<Int?>.createUnbound()
        let subscriptions = emit { _, signal in
            Disposables.create([
                signal.emit(to: behaviors[0], behaviors[1]),
                signal.emit(to: optionalBehavior),
                signal.emit(to: replays[0], replays[1]),
                signal.emit(to: optionalReplay),
            ])
        }
        XCTAssertEqual(behaviors.map(\.value), [3, 3])
        XCTAssertEqual(optionalBehavior.value, 3)
        for relay in replays {
            var replayed: [Int] = []
            relay.subscribe(onNext: { replayed.append($0) }).dispose()
            XCTAssertEqual(replayed, [2, 3])
        }
        var replayedOptional: [Int?] = []
        optionalReplay.subscribe(onNext: { replayedOptional.append($0) }).dispose()
        XCTAssertEqual(replayedOptional, [2, 3])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
    }

    func testEmitClosuresWithObjectAndWithoutArguments() {
        var log: [String] = []
        _ = emit { _, signal in
            signal.emit(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(log, ["next 2", "next 3", "completed", "disposed"])

        final class Target {
            var log: [String] = []
        }
        let target = Target()
        _ = emit { _, signal in
            signal.emit(
                with: target,
                onNext: { $0.log.append("next \($1)") },
                onCompleted: { $0.log.append("completed") },
                onDisposed: { $0.log.append("disposed") }
            )
        }
        XCTAssertEqual(target.log, ["next 2", "next 3", "completed", "disposed"])

        var seen: [Int] = []
        let subscriptions = emit { _, signal in signal.do(onNext: { seen.append($0) }).emit() }
        XCTAssertEqual(seen, [2, 3])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
    }
}
