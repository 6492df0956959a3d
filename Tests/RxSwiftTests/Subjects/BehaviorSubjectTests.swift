import RxSwift
import RxTestSupport
import XCTest

final class BehaviorSubjectTests: RxTestCase {
    func testSubscriberReceivesInitialValueThenUpdates() {
        let subject = BehaviorSubject(value: 0)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events.rendered(), ["next(0)", "next(1)", "next(2)"])
        subscription.dispose()
    }

    func testLateSubscriberReceivesLatestValue() {
        let subject = BehaviorSubject(value: 0)
        subject.onNext(1)
        subject.onNext(2)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(3)
        XCTAssertEqual(events.rendered(), ["next(2)", "next(3)"])
        subscription.dispose()
    }

    func testTerminatedSubjectReplaysOnlyTerminalEvent() {
        let completed = BehaviorSubject(value: 1)
        completed.onCompleted()
        var events: [Event<Int>] = []
        _ = completed.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["completed"])

        let failed = BehaviorSubject(value: 1)
        failed.onError(TestError.boom)
        var failedEvents: [Event<Int>] = []
        _ = failed.subscribe { failedEvents.append($0) }
        XCTAssertEqual(failedEvents.rendered(), ["error(boom)"])
    }

    func testValue() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")
        subject.onCompleted()
        XCTAssertEqual(try subject.value(), "b", "completion keeps the last value readable")
        subject.onNext("c")
        XCTAssertEqual(try subject.value(), "b")
    }

    func testValueThrowsErrorAfterError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError.other)
        XCTAssertThrowsError(try subject.value()) { error in
            XCTAssertEqual(error as? TestError, .other)
        }
    }

    func testValueThrowsDisposedAfterDispose() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertThrowsError(try subject.value()) { error in
            guard case .disposed(let object)? = error as? RxError else {
                return XCTFail("expected RxError.disposed, got \(error)")
            }
            XCTAssertTrue(object === subject)
        }
    }

    func testDisposeThenSubscribeFailsWithDisposed() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        guard case .disposed? = events.first?.error as? RxError else {
            return XCTFail("expected RxError.disposed, got \(events)")
        }
    }

    func testHasObservers() {
        let subject = BehaviorSubject(value: 1)
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe { _ in }
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testDepthFirstReentrancy() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        let subA = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        })
        let subB = subject.subscribe(onNext: { value in log.append("B\(value)") })
        log.removeAll()
        subject.onNext(1)
        XCTAssertEqual(log, ["A1", "A2", "B2", "B1"])
        subA.dispose()
        subB.dispose()
    }

    func testSnapshotDispatch() {
        let subject = BehaviorSubject(value: 0)
        var b: [Int] = []
        var late: [Int] = []
        var subB: Disposable?
        var lateSubscription: Disposable?
        let subA = subject.subscribe { event in
            guard event.element == 1 else { return }
            subB?.dispose()
            lateSubscription = subject.subscribe { event in
                if let value = event.element { late.append(value) }
            }
        }
        subB = subject.subscribe { event in
            if let value = event.element { b.append(value) }
        }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(b, [0, 1], "disposed during the dispatch of 1, B still gets 1")
        XCTAssertEqual(late, [1, 2], "subscribed during the dispatch of 1, it gets 1 as its current value only")
        subA.dispose()
        lateSubscription?.dispose()
        subB = nil
    }

    func testReentrantOnNextDuringInitialValueIsDeliveredAfterIt() {
        let subject = BehaviorSubject(value: 0)
        var log: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append(value)
            if value == 0 { subject.onNext(1) }
        })
        XCTAssertEqual(log, [0, 1])
        XCTAssertEqual(try subject.value(), 1)
        subscription.dispose()
    }

    func testTerminalEventDuringInitialValueIsDeliveredAfterIt() {
        let subject = BehaviorSubject(value: 0)
        var events: [Event<Int>] = []
        _ = subject.subscribe { event in
            events.append(event)
            if event.element == 0 { subject.onCompleted() }
        }
        XCTAssertEqual(events.rendered(), ["next(0)", "completed"])
        XCTAssertFalse(subject.hasObservers)
    }

    /// The element replayed to a subscriber with closures is copied to room the subject keeps for it, leased by one
    /// subscription at a time: a subscription made during that replay, on the same thread, replays through room of
    /// its own and gets the current value too, and the first subscriber's value is not overwritten.
    func testSubscribingWithClosuresDuringTheReplayOfAnotherSubscriptionReplaysToEach() {
        let subject = BehaviorSubject(value: "a")
        var log: [String] = []
        var inner: [Disposable] = []
        let outer = subject.subscribe(onNext: { value in
            log.append("outer \(value)")
            if inner.isEmpty {
                inner.append(subject.subscribe(onNext: { log.append("inner \($0)") }))
                subject.onNext("b")
            }
        })
        // The outer subscriber is still being replayed when "b" is sent: its "b" waits behind its replay, while the
        // inner one's replay is over.
        XCTAssertEqual(log, ["outer a", "inner a", "inner b", "outer b"])
        let relay = ReplaySubject<String>.create(bufferSize: 1)
        relay.onNext("x")
        var replayed: [String] = []
        let first = relay.subscribe(onNext: { value in
            replayed.append("first \(value)")
            if replayed.count == 1 { inner.append(relay.subscribe(onNext: { replayed.append("second \($0)") })) }
        })
        XCTAssertEqual(replayed, ["first x", "second x"])
        outer.dispose()
        first.dispose()  // the closure holds the subject: disposing breaks that cycle
        for subscription in inner { subscription.dispose() }
    }
}
