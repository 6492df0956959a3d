import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// The operators whose queues moved from `RingQueue` to ``ElementBuffer`` (issue 24; `zip` of a collection is in
/// `CombiningStorageTests`): they keep their order through the buffer's wrap-around and growth, and release what
/// they hold once the subscription is gone.
final class ElementBufferOwnersTests: RxTestCase {
    func testTakeLastKeepsTheLastElementsInOrderAcrossWrapAround() {
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 23).takeLast(5).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [18, 19, 20, 21, 22])
    }

    func testTakeLastReleasesItsBufferWhenTheSubscriptionIsGone() {
        let subject = PublishSubject<TrackedValue>()
        weak var buffered: TrackedValue?
        weak var dropped: TrackedValue?
        var subscription: Disposable? = subject.takeLast(1).subscribe()
        do {
            let first = TrackedValue(1)
            dropped = first
            subject.onNext(first)
            let second = TrackedValue(2)
            buffered = second
            subject.onNext(second)
        }
        XCTAssertNil(dropped, "an element pushed out of the window is released at once")
        XCTAssertNotNil(buffered)
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(buffered, "the buffer is released with the sink")
    }

    func testMergeWithAConcurrencyLimitSubscribesWaitingInnersInOrder() {
        let outer = PublishSubject<Observable<Int>>()
        let inners = (0..<4).map { _ in PublishSubject<Int>() }
        var received: [Int] = []
        let subscription = outer.merge(maxConcurrent: 1).subscribe(onNext: { received.append($0) })
        for inner in inners { outer.onNext(inner) }
        for (index, inner) in inners.enumerated() {
            inner.onNext(index)
            inner.onCompleted()
        }
        XCTAssertEqual(received, [0, 1, 2, 3])
        subscription.dispose()
    }

    func testMergeWithAConcurrencyLimitReleasesWaitingInnersWhenTheSubscriptionIsGone() {
        let outer = PublishSubject<Observable<Int>>()
        weak var waiting: PublishSubject<Int>?
        var subscription: Disposable? = outer.merge(maxConcurrent: 1).subscribe()
        let running = PublishSubject<Int>()
        outer.onNext(running.asObservable())
        do {
            let queued = PublishSubject<Int>()
            waiting = queued
            outer.onNext(queued.asObservable())
        }
        XCTAssertNotNil(waiting, "an inner waiting for a free slot is kept")
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(waiting, "the waiting inners are released with the sink")
    }

    func testDelayReleasesQueuedElementsWhenTheSubscriptionIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<TrackedValue>()
        weak var queued: TrackedValue?
        var received: [Int] = []
        let subscription = subject.delay(.seconds(10), scheduler: scheduler)
            .subscribe(onNext: { received.append($0.value) })
        do {
            let element = TrackedValue(1)
            queued = element
            subject.onNext(element)
        }
        XCTAssertNotNil(queued, "a delayed element is kept until it is due")
        subscription.dispose()
        XCTAssertNil(queued, "the queue is emptied on disposal")
        scheduler.start()
        XCTAssertEqual(received, [])
    }

    func testDelayDeliversInOrderAfterTheQueueGrew() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable((0..<12).map { Recorded.next(201 + $0, $0) } + [.completed(300)])
        let observer = scheduler.start { source.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, (0..<12).map { Recorded.next(251 + $0, $0) } + [.completed(350)])
    }

    func testObserveOnAGeneralSchedulerReleasesQueuedEventsWhenTheSubscriptionIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<TrackedValue>()
        weak var queued: TrackedValue?
        var received: [Int] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { received.append($0.value) })
        do {
            let element = TrackedValue(1)
            queued = element
            subject.onNext(element)
            subject.onNext(TrackedValue(2))
        }
        XCTAssertNotNil(queued, "an event waits in the queue until the scheduler runs")
        subscription.dispose()
        XCTAssertNil(queued, "the queue is emptied on disposal")
        scheduler.start()
        XCTAssertEqual(received, [])
    }

    func testObserveOnAGeneralSchedulerDeliversInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable((0..<12).map { Recorded.next(210, $0) } + [.completed(220)])
        let observer = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(observer.events.map(\.value.element), (0..<12).map { $0 } + [nil])
    }
}
