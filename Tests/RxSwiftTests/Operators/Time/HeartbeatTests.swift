import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class HeartbeatTests: RxTestCase {
    private let beat = -1

    func testQuietSourceBeatsEveryInterval() {
        let result = OperatorMatrix.run(OperatorMatrix.never(), disposed: 300) { source, scheduler in
            source.heartbeat(.seconds(30), scheduler: scheduler, beat: self.beat)
        }
        XCTAssertEqual(result.events, [.next(230, beat), .next(260, beat), .next(290, beat)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testElementsRestartTheWait() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.heartbeat(.seconds(30), scheduler: scheduler, beat: self.beat)
        }
        XCTAssertEqual(
            result.events,
            [.next(210, 2), .next(220, 3), .next(230, 4), .next(260, beat), .next(290, beat), .completed(300)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionEndsTheBeats() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in
            source.heartbeat(.seconds(30), scheduler: scheduler, beat: self.beat)
        }
        XCTAssertEqual(result.events, [.next(230, beat), .completed(250)])
    }

    func testErrorEndsTheBeats() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in
            source.heartbeat(.seconds(5), scheduler: scheduler, beat: self.beat)
        }
        XCTAssertEqual(result.events, [.next(205, beat), .next(210, 2), .next(215, beat), .error(220, TestError.boom)])
    }

    func testDisposingStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable<Int>.never().heartbeat(.seconds(10), scheduler: scheduler, beat: beat)
            .subscribe(observer)
        scheduler.scheduleAt(25) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, beat), .next(20, beat)])
        XCTAssertEqual(scheduler.clock, 25, "no timer is left after the dispose")
    }

    /// A stream that a client reads on another thread: beats arrive while the source is quiet, elements in order.
    func testBeatsOnARealScheduler() throws {
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "heartbeat.test")
        let received = LockedList<Int>()
        let subscription = subject.heartbeat(.milliseconds(20), scheduler: scheduler, beat: beat)
            .subscribe(onNext: { received.append($0) })
        defer { subscription.dispose() }
        subject.onNext(1)
        let deadline = Date().addingTimeInterval(5)
        while received.elements.filter({ $0 == beat }).count < 2 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        subject.onNext(2)
        let elements = received.elements
        XCTAssertEqual(elements.first, 1)
        XCTAssertGreaterThanOrEqual(elements.filter { $0 == beat }.count, 2)
        XCTAssertEqual(elements.filter { $0 != beat }, [1, 2])
    }
}
