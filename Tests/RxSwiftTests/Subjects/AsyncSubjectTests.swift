import RxSwift
import RxTestSupport
import XCTest

final class AsyncSubjectTests: RxTestCase {
    func testEmitsLastElementOnCompletion() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events.count, 0)
        subject.onCompleted()
        XCTAssertEqual(events.rendered(), ["next(2)", "completed"])
    }

    func testErrorEmitsOnlyError() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onError(TestError.boom)
        XCTAssertEqual(events.rendered(), ["error(boom)"])
    }

    func testEmptyCompletion() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onCompleted()
        XCTAssertEqual(events.rendered(), ["completed"])
    }

    func testLateSubscribersReceiveSameOutcome() {
        let completed = AsyncSubject<Int>()
        completed.onNext(5)
        completed.onCompleted()
        var a: [Event<Int>] = []
        _ = completed.subscribe { a.append($0) }
        XCTAssertEqual(a.rendered(), ["next(5)", "completed"])

        let failed = AsyncSubject<Int>()
        failed.onNext(5)
        failed.onError(TestError.other)
        var b: [Event<Int>] = []
        _ = failed.subscribe { b.append($0) }
        XCTAssertEqual(b.rendered(), ["error(other)"])

        let empty = AsyncSubject<Int>()
        empty.onCompleted()
        var c: [Event<Int>] = []
        _ = empty.subscribe { c.append($0) }
        XCTAssertEqual(c.rendered(), ["completed"])
    }

    func testNothingAfterTerminalEvent() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(events.rendered(), ["next(1)", "completed"])
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.rendered(), ["next(1)", "completed"])
    }

    func testHasObserversAndDisposal() {
        let subject = AsyncSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(events.count, 0)
    }

    func testOptionalElementNilIsStillALastElement() {
        let subject = AsyncSubject<Int?>()
        var events: [Event<Int?>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onNext(nil)
        subject.onCompleted()
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first?.element, .some(nil))
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }

    func testSnapshotDispatchOnCompletion() {
        let subject = AsyncSubject<Int>()
        var b: [Event<Int>] = []
        var subB: Disposable?
        let subA = subject.subscribe { event in
            if event.element != nil { subB?.dispose() }
        }
        subB = subject.subscribe { b.append($0) }
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(b.rendered(), ["next(1)", "completed"])
        subA.dispose()
        subB = nil
    }
}
