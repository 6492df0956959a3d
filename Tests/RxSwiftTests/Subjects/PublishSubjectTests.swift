import RxSwift
import RxTestSupport
import XCTest

final class PublishSubjectTests: RxTestCase {
    func testDeliversToCurrentSubscribers() {
        let subject = PublishSubject<Int>()
        var a: [Event<Int>] = []
        var b: [Event<Int>] = []
        subject.onNext(0)
        let subA = subject.subscribe { a.append($0) }
        subject.onNext(1)
        let subB = subject.subscribe { b.append($0) }
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(a.rendered(), ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(b.rendered(), ["next(2)", "completed"])
        subA.dispose()
        subB.dispose()
    }

    func testTerminalEventIsReplayedToLateSubscribers() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onError(TestError.boom)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["error(boom)"])

        let completed = PublishSubject<Int>()
        completed.onCompleted()
        var late: [Event<Int>] = []
        _ = completed.subscribe { late.append($0) }
        XCTAssertEqual(late.rendered(), ["completed"])
    }

    func testNothingAfterTerminalEvent() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onCompleted()
        subject.onNext(1)
        subject.onError(TestError.boom)
        XCTAssertEqual(events.rendered(), ["completed"])
    }

    func testHasObservers() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe { _ in }
        let second = subject.subscribe { _ in }
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        let third = subject.subscribe { _ in }
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers, "a terminal event releases the observers")
        third.dispose()
    }

    func testSnapshotDispatchObserverDisposedDuringDispatchStillGetsElement() {
        let subject = PublishSubject<Int>()
        var b: [Int] = []
        var subB: Disposable?
        let subA = subject.subscribe { event in
            if event.element == 1 { subB?.dispose() }
        }
        subB = subject.subscribe { event in
            if let value = event.element { b.append(value) }
        }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(b, [1], "B was in the snapshot of 1 but was removed before 2")
        subA.dispose()
        subB = nil
    }

    func testSnapshotDispatchObserverSubscribedDuringDispatchMissesElement() {
        let subject = PublishSubject<Int>()
        var late: [Int] = []
        var lateSubscription: Disposable?
        let subA = subject.subscribe { event in
            if event.element == 1, lateSubscription == nil {
                lateSubscription = subject.subscribe { event in
                    if let value = event.element { late.append(value) }
                }
            }
        }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(late, [2])
        subA.dispose()
        lateSubscription?.dispose()
    }

    func testDepthFirstReentrancy() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = PublishSubject<Int>()
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

    func testDisposeThenSubscribeFailsWithDisposed() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let early = subject.subscribe { events.append($0) }
        XCTAssertFalse(subject.isDisposed)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(events.count, 0)
        XCTAssertEqual(late.count, 1)
        guard case .disposed(let object)? = late.first?.error as? RxError else {
            return XCTFail("expected RxError.disposed, got \(late)")
        }
        XCTAssertTrue(object === subject)
        early.dispose()
    }

    func testAsObserverIsSelf() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.asObserver().onNext(3)
        XCTAssertEqual(received, [3])
        subscription.dispose()
    }

    func testSubscribeWithClosuresDisposedDuringDispatchStillGetsThatElement() {
        // As upstream and DESIGN §4: the subject dispatches to a snapshot, so an `onNext` subscriber
        // disposed by an earlier subscriber during the dispatch still receives that element, and only it.
        let subject = PublishSubject<Int>()
        var b: [Int] = []
        var subB: Disposable?
        let subA = subject.subscribe(onNext: { _ in subB?.dispose() })
        subB = subject.subscribe(onNext: { b.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(b, [1])
        subA.dispose()
        subB = nil
    }
}
