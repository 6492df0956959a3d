import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Which observer hears first: upstream's first slot, then the others in subscription order. The issue's
/// timeline: d1 subscribes at 100, a second observer at 110, d1 leaves at 120, a third subscribes at 130;
/// at 300 the third (in the freed first slot) hears before the second.
final class SubscriberOrderTests: RxTestCase {
    private func record(
        _ source: (TestScheduler) -> (observable: Observable<Int>, emit: (() -> Void)?)
    ) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, emit) = source(scheduler)
        return scheduler.recordFirstSlotTimeline(xs, emit: emit)
    }

    func testPublishSubjectNotifiesTheFreedFirstSlotFirst() {
        let subject = PublishSubject<Int>()
        let events = record { _ in (subject.asObservable(), { subject.onNext(1) }) }
        XCTAssertEqual(events, [.next(300, 301), .next(300, 201)])
    }

    func testHotTestObservableNotifiesTheFreedFirstSlotFirst() {
        let events = record { scheduler in (scheduler.createHotObservable([.next(300, 1)]).asObservable(), nil) }
        XCTAssertEqual(events, [.next(300, 301), .next(300, 201)])
    }

    func testBehaviorAndReplaySubjectsNotifyTheFreedFirstSlotFirst() {
        let behavior = BehaviorSubject(value: 0)
        let behaviorEvents = record { _ in (behavior.asObservable(), { behavior.onNext(1) }) }
        XCTAssertEqual(Array(behaviorEvents.suffix(2)), [.next(300, 301), .next(300, 201)])
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let replayEvents = record { _ in (replay.asObservable(), { replay.onNext(1) }) }
        XCTAssertEqual(replayEvents, [.next(300, 301), .next(300, 201)])
    }

    func testShareNotifiesTheFreedFirstSlotFirst() {
        let subject = PublishSubject<Int>()
        let shared = subject.share()
        XCTAssertEqual(record { _ in (shared, { subject.onNext(1) }) }, [.next(300, 301), .next(300, 201)])
        let replayed = PublishSubject<Int>()
        let sharedReplay = replayed.share(replay: 1)
        XCTAssertEqual(
            record { _ in (sharedReplay, { replayed.onNext(1) }) },
            [.next(300, 301), .next(300, 201)]
        )
    }

    func testFirstSlotStaysEmptyUntilTheNextSubscriber() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { _ in log.append("a") })
        _ = subject.subscribe(onNext: { _ in log.append("b") })
        _ = subject.subscribe(onNext: { _ in log.append("c") })
        a.dispose()
        subject.onNext(1)
        XCTAssertEqual(log, ["b", "c"])
        _ = subject.subscribe(onNext: { _ in log.append("d") })
        _ = subject.subscribe(onNext: { _ in log.append("e") })
        log = []
        subject.onNext(2)
        XCTAssertEqual(log, ["d", "b", "c", "e"])
    }

    func testOrderHoldsBeyondThirtyOneObservers() {
        // Upstream switches to hash order there; this package keeps the same rule (Differences.md).
        let subject = PublishSubject<Int>()
        var log: [Int] = []
        var subscriptions = (0..<40).map { index in subject.subscribe(onNext: { _ in log.append(index) }) }
        subscriptions[0].dispose()
        subscriptions.append(subject.subscribe(onNext: { _ in log.append(40) }))
        subject.onNext(1)
        XCTAssertEqual(log, [40] + Array(1..<40))
        for subscription in subscriptions { subscription.dispose() }
    }

    func testCompositeDisposableDisposesTheFreedFirstSlotFirst() {
        var log: [String] = []
        let group = CompositeDisposable()
        let first = group.insert(Disposables.create { log.append("first") })
        _ = group.insert(Disposables.create { log.append("second") })
        first.map(group.remove(for:))
        _ = group.insert(Disposables.create { log.append("third") })
        group.dispose()
        XCTAssertEqual(log, ["first", "third", "second"])
    }
}
