import RxSwift
import RxTestSupport
import XCTest

final class ReplaySubjectTests: RxTestCase {
    private func replayed(_ subject: ReplaySubject<Int>) -> [String] {
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subscription.dispose()
        return events.rendered()
    }

    func testBufferSizeZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        XCTAssertEqual(replayed(subject), [])
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(2)
        XCTAssertEqual(events.rendered(), ["next(2)"])
        subscription.dispose()
    }

    func testBufferSizeOneReplaysLatest() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertEqual(replayed(subject), [])
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(replayed(subject), ["next(2)"])
    }

    func testBufferSizeNReplaysLatestN() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for value in 1...2 { subject.onNext(value) }
        XCTAssertEqual(replayed(subject), ["next(1)", "next(2)"])
        for value in 3...20 { subject.onNext(value) }
        XCTAssertEqual(replayed(subject), ["next(18)", "next(19)", "next(20)"])
    }

    func testUnboundedReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...40 { subject.onNext(value) }
        XCTAssertEqual(replayed(subject), (1...40).map { "next(\($0))" })
    }

    /// The buffer is a ring in unsafe storage that grows from 4 slots: a bound above the initial capacity, a
    /// ring that has wrapped before growing, and every element released (none leaked, none released twice)
    /// when trimmed, on dispose and when the subject goes away.
    func testBufferKeepsTheLatestElementsAcrossGrowthAndWrapAroundAndReleasesEveryElement() {
        final class Counted {
            static let live = LockedState(0)
            let value: Int
            init(_ value: Int) {
                self.value = value
                Counted.live.withLock { $0 += 1 }
            }
            deinit { Counted.live.withLock { $0 -= 1 } }
        }
        func replayedValues(_ subject: ReplaySubject<Counted>) -> [Int] {
            var values: [Int] = []
            subject.subscribe(onNext: { values.append($0.value) }).dispose()
            return values
        }
        do {
            let bounded = ReplaySubject<Counted>.create(bufferSize: 10)
            for value in 1...3 { bounded.onNext(Counted(value)) }
            XCTAssertEqual(replayedValues(bounded), [1, 2, 3])
            for value in 4...1_000 { bounded.onNext(Counted(value)) }
            XCTAssertEqual(replayedValues(bounded), Array(991...1_000))
            XCTAssertEqual(Counted.live.withLock { $0 }, 10)
            let unbounded = ReplaySubject<Counted>.createUnbounded()
            for value in 1...100 { unbounded.onNext(Counted(value)) }
            XCTAssertEqual(replayedValues(unbounded), Array(1...100))
            XCTAssertEqual(Counted.live.withLock { $0 }, 110)
            unbounded.dispose()
            XCTAssertEqual(Counted.live.withLock { $0 }, 10)
        }
        XCTAssertEqual(Counted.live.withLock { $0 }, 0)
    }

    func testLiveElementsFollowReplay() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)", "completed"])
        subscription.dispose()
    }

    func testTerminatedSubjectReplaysBufferThenTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...3 { subject.onNext(value) }
        subject.onError(TestError.boom)
        subject.onNext(4)
        XCTAssertEqual(replayed(subject), ["next(2)", "next(3)", "error(boom)"])

        let completed = ReplaySubject<Int>.create(bufferSize: 0)
        completed.onNext(1)
        completed.onCompleted()
        XCTAssertEqual(replayed(completed), ["completed"])
    }

    func testHasObservers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe { _ in }
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeThenSubscribeFailsWithDisposed() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        guard case .disposed? = events.first?.error as? RxError else {
            return XCTFail("expected RxError.disposed, got \(events)")
        }
    }

    func testDepthFirstReentrancy() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var log: [String] = []
        let subA = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        })
        let subB = subject.subscribe(onNext: { value in log.append("B\(value)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["A1", "A2", "B2", "B1"])
        subA.dispose()
        subB.dispose()
    }

    func testSnapshotDispatch() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
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
        XCTAssertEqual(b, [1])
        XCTAssertEqual(late, [2])
        subA.dispose()
        lateSubscription?.dispose()
        subB = nil
    }

    func testReentrantOnNextDuringReplayIsDeliveredAfterReplayInOrder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var log: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append(value)
            if value == 1 { subject.onNext(3) }
        })
        XCTAssertEqual(log, [1, 2, 3])
        subscription.dispose()
    }

    func testSubscriberStaysAfterItsReplayUntilItsSubscriptionIsDisposed() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        var log: [Int] = []
        let subscription = subject.subscribe(onNext: { log.append($0) })
        subject.onNext(2)
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        subject.onNext(3)
        XCTAssertEqual(log, [1, 2])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubjectDisposedDuringReplayKeepsNoSubscriber() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var log: [Int] = []
        _ = subject.subscribe(onNext: { value in
            log.append(value)
            if value == 1 { subject.dispose() }
        })
        XCTAssertEqual(log, [1, 2], "the replay was taken before the subject was disposed")
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }
}
