import Dispatch
import Foundation
import RxSwift
import RxTest
import RxTestSupport
import Synchronization
import XCTest

final class ObserveOnTests: RxTestCase {
    // MARK: On a TestScheduler (the general, one-event-per-step path)

    func testTestSchedulerNever() {
        let result = OperatorMatrix.run(OperatorMatrix.never()) { source, scheduler in source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 1000)])
    }

    func testTestSchedulerEmpty() {
        let result = OperatorMatrix.run(OperatorMatrix.empty()) { source, scheduler in source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.completed(251)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testTestSchedulerBasicDeliversOneTickLaterInOrder() {
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 2), .next(221, 3), .next(231, 4), .completed(301)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
    }

    func testTestSchedulerError() {
        let result = OperatorMatrix.run(OperatorMatrix.failing()) { source, scheduler in source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 2), .error(221, TestError.boom)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testTestSchedulerQueuedElementIsDroppedAfterDispose() {
        let result = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 220) { source, scheduler in
            source.observe(on: scheduler)
        }
        XCTAssertEqual(result.events, [.next(211, 2)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testTestSchedulerBurstKeepsOrder() {
        let burst: [Recorded<Event<Int>>] = [.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)]
        let result = OperatorMatrix.run(burst) { source, scheduler in source.observe(on: scheduler) }
        XCTAssertEqual(result.events.map(\.value), [.next(1), .next(2), .next(3), .completed])
        XCTAssertTrue(result.events.allSatisfy { $0.time > 210 })
    }

    /// The general path keeps elements in a typed queue and the terminal event beside it: an error sent behind a
    /// burst is delivered after every queued element, one step each; disposing with elements still queued releases
    /// them at once and delivers nothing more.
    func testTestSchedulerErrorBehindABurstAndReleaseOfQueuedElementsOnDispose() {
        final class Box {}
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        _ = subject.observe(on: scheduler).subscribe(observer)
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError.boom)
        subject.onNext(3)
        scheduler.start()
        XCTAssertEqual(observer.events.map(\.value), [.next(1), .next(2), .error(TestError.boom)])

        let boxes = PublishSubject<Box>()
        var delivered = 0
        let subscription = boxes.observe(on: scheduler).subscribe(onNext: { _ in delivered += 1 })
        weak var queued: Box?
        do {
            let box = Box()
            queued = box
            boxes.onNext(box)
        }
        XCTAssertNotNil(queued, "queued until the scheduler runs")
        subscription.dispose()
        XCTAssertNil(queued, "released by the disposal")
        scheduler.start()
        XCTAssertEqual(delivered, 0)
    }

    // MARK: On a SerialDispatchQueueScheduler

    func testSerialSchedulerDeliversInOrderOffTheCallingThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-tests")
        let done = expectation(description: "completed")
        let recorder = OrderedRecorder()
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { recorder.append($0, onMain: Thread.isMainThread) },
            onCompleted: { done.fulfill() }
        )
        for value in 0..<1_000 { subject.onNext(value) }
        subject.onCompleted()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.values, Array(0..<1_000))
        XCTAssertFalse(recorder.anyOnMain)
        subscription.dispose()
    }

    func testSerialSchedulerDeliversErrorAfterEveryQueuedElementThroughAMappedSource() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-error")
        let done = expectation(description: "failed")
        let recorder = OrderedRecorder()
        let failure = Mutex<String?>(nil)
        let subject = PublishSubject<Int>()
        // `map` hands elements over directly; `.error` travels as an event behind them.
        let subscription = subject.map { $0 * 2 }.observe(on: scheduler).subscribe(
            onNext: { recorder.append($0, onMain: false) },
            onError: { error in
                failure.withLock { $0 = "\(error)" }
                done.fulfill()
            }
        )
        for value in 0..<500 { subject.onNext(value) }
        subject.onError(TestError.boom)
        subject.onNext(1_000)
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.values, (0..<500).map { $0 * 2 })
        XCTAssertEqual(failure.withLock { $0 }, "\(TestError.boom)")
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testSerialSchedulerDropsQueuedElementsAfterDispose() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-dispose")
        let firstArrived = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let recorder = OrderedRecorder()
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
            recorder.append(value, onMain: false)
            if value == 1 {
                firstArrived.signal()
                release.wait()
            }
        })
        subject.onNext(1)
        XCTAssertEqual(firstArrived.wait(timeout: .now() + 10), .success)
        for value in 2...10 { subject.onNext(value) }
        subscription.dispose()
        release.signal()
        let drained = expectation(description: "queue drained")
        _ = scheduler.schedule(()) { _ in
            drained.fulfill()
            return Disposables.create()
        }
        wait(for: [drained], timeout: 10)
        XCTAssertEqual(recorder.values, [1])
    }

    /// On a serial queue, a downstream that takes elements directly (`subscribe(onNext:)`'s observer, an operator's
    /// sink) gets a sink made where `observe(on:)` was applied (`OperatorProducer`); it sees what an observer that
    /// only takes events sees, on the scheduler's queue.
    func testSerialSchedulerDeliversTheSameToAReceiverAsToAnEventObserver() {
        func run(_ subscribe: (Observable<Int>, @escaping (String) -> Void) -> Disposable) -> [String] {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-receiver")
            let log = LockedState([String]())
            let done = expectation(description: "terminated")
            let source = PublishSubject<Int>()
            let subscription = subscribe(source.observe(on: scheduler)) { line in
                log.withLock { $0.append(line + (Thread.isMainThread ? " on main" : "")) }
                if line.hasPrefix("error") || line == "completed" { done.fulfill() }
            }
            for element in 0..<50 { source.onNext(element) }
            source.onError(TestError.boom)
            wait(for: [done], timeout: 10)
            subscription.dispose()
            return log.withLock { $0 }
        }
        let events = run { observable, record in
            observable.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let element): record("next \(element)")
                    case .error(let error): record("error \(error)")
                    case .completed: record("completed")
                    }
                }
            )
        }
        let closures = run { observable, record in
            observable.subscribe(
                onNext: { record("next \($0)") }, onError: { record("error \($0)") },
                onCompleted: { record("completed") }
            )
        }
        let sink = run { observable, record in
            observable.map { $0 }.subscribe(
                onNext: { record("next \($0)") }, onError: { record("error \($0)") },
                onCompleted: { record("completed") }
            )
        }
        XCTAssertEqual(events, (0..<50).map { "next \($0)" } + ["error boom"])
        XCTAssertEqual(closures, events)
        XCTAssertEqual(sink, events)
    }

    // MARK: On MainScheduler

    func testMainSchedulerDeliversOnTheMainThread() {
        let recorder = OrderedRecorder()
        let subject = PublishSubject<Int>()
        let completed = Atomic<Bool>(false)
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(
            onNext: { recorder.append($0, onMain: Thread.isMainThread) },
            onCompleted: { completed.store(true, ordering: .sequentiallyConsistent) }
        )
        DispatchQueue.global().async {
            for value in 0..<200 { subject.onNext(value) }
            subject.onCompleted()
        }
        let deadline = Date().addingTimeInterval(10)
        while !completed.load(ordering: .sequentiallyConsistent) && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertTrue(completed.load(ordering: .sequentiallyConsistent))
        XCTAssertEqual(recorder.values, Array(0..<200))
        XCTAssertFalse(recorder.anyOffMain)
        subscription.dispose()
    }

    // MARK: Deprecated spelling

    func testDeprecatedObserveOnForwards() {
        let calls: DeprecatedObserveOn = DeprecatedObserveOnCalls()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let res = scheduler.start { calls.observeOn(xs.asObservable(), scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .next(221, 3), .next(231, 4), .completed(301)])
    }

    // MARK: Marble diagram of Utility.md

    func testObserveOnMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-|")
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertMarbles(res.events, "^-1-2-|", frameLength: 10, subscribed: 201)
    }

    // MARK: Resources.numberOfSerialDispatchQueueObservables (upstream diagnostic)

    #if TRACE_RESOURCES
        /// Upstream's counter counts the observables `observe(on:)` makes for a serial scheduler, not their
        /// subscriptions; it used to count only live subscriptions here.
        func testSerialDispatchQueueObservablesCountsObservablesNotSubscriptions() {
            let before = Resources.numberOfSerialDispatchQueueObservables
            let serialScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-count")
            var a: Observable<Int>? = Observable.just(0).observe(on: serialScheduler)
            XCTAssertNotNil(a)
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1, "not subscribed: counted")
            a = nil
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before, "released: no longer counted")
        }

        func testSerialDispatchQueueObservablesDoesNotCountSubscriptions() throws {
            let before = Resources.numberOfSerialDispatchQueueObservables
            let serialScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-count")
            var observed: Observable<Int>? = Observable.just(0).observe(on: serialScheduler)
            let subject = PublishSubject<Int>()
            let live = try XCTUnwrap(observed).subscribe()
            let other = subject.observe(on: serialScheduler).subscribe()
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1, "subscriptions add nothing")
            observed = nil
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before, "the subscription holds no count")
            live.dispose()
            other.dispose()
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
        }

        func testOtherSchedulersDoNotUseTheSerialPath() {
            let before = Resources.numberOfSerialDispatchQueueObservables
            let concurrent = ConcurrentDispatchQueueScheduler(qos: .default)
            let observable = PublishSubject<Int>().observe(on: concurrent)
            let subscription = observable.subscribe()
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
            subscription.dispose()
        }
    #endif
}

private protocol DeprecatedObserveOn {
    func observeOn(_ source: Observable<Int>, _ scheduler: ImmediateSchedulerType) -> Observable<Int>
}

private struct DeprecatedObserveOnCalls: DeprecatedObserveOn {
    @available(*, deprecated)
    func observeOn(_ source: Observable<Int>, _ scheduler: ImmediateSchedulerType) -> Observable<Int> {
        source.observeOn(scheduler)
    }
}

/// Elements in delivery order plus the threads they were delivered on; thread-safe.
final class OrderedRecorder: @unchecked Sendable {
    // Sendable: every field is guarded by `lock`.
    private let lock = NSLock()
    private var storage: [Int] = []
    private var onMainCount = 0

    func append(_ value: Int, onMain: Bool) {
        lock.lock()
        storage.append(value)
        if onMain { onMainCount += 1 }
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var anyOnMain: Bool {
        lock.lock()
        defer { lock.unlock() }
        return onMainCount > 0
    }

    var anyOffMain: Bool {
        lock.lock()
        defer { lock.unlock() }
        return onMainCount != storage.count
    }
}

/// observe(on:) under concurrent producers and re-entrant observers.
final class ObserveOnStressTests: RxTestCase {
    func testSerialDeliveryWithConcurrentSerialisedProducers() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-stress")
        let subject = PublishSubject<Int>()
        let gate = NSLock()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let recorder = OrderedRecorder()
        let done = expectation(description: "completed")
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                if inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue != 1 {
                    overlaps.wrappingAdd(1, ordering: .relaxed)
                }
                recorder.append(value, onMain: false)
                inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            },
            onCompleted: { done.fulfill() }
        )
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for offset in 0..<2_000 {
                gate.lock()
                subject.onNext(thread * 2_000 + offset)
                gate.unlock()
            }
        }
        subject.onCompleted()
        wait(for: [done], timeout: 20)
        XCTAssertEqual(overlaps.load(ordering: .sequentiallyConsistent), 0)
        let values = recorder.values
        XCTAssertEqual(values.count, 8_000)
        XCTAssertEqual(Set(values).count, 8_000)
        for thread in 0..<4 {
            let mine = values.filter { $0 / 2_000 == thread }
            XCTAssertEqual(mine, mine.sorted())
        }
        subscription.dispose()
    }

    func testDisposingFromInsideOnNextStopsDeliveryOnThatThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-self-dispose")
        let subject = PublishSubject<Int>()
        let recorder = OrderedRecorder()
        let holder = SubscriptionHolder()
        holder.set(
            subject.observe(on: scheduler).subscribe(onNext: { value in
                recorder.append(value, onMain: false)
                if value == 5 { holder.dispose() }
            }))
        for value in 0..<1_000 { subject.onNext(value) }
        let drained = expectation(description: "queue drained")
        _ = scheduler.schedule(()) { _ in
            drained.fulfill()
            return Disposables.create()
        }
        wait(for: [drained], timeout: 10)
        XCTAssertEqual(recorder.values, Array(0...5))
    }

    func testReentrantObserverFeedingTheSourceIsQueuedNotNested() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-reentrant")
        let subject = PublishSubject<Int>()
        let gate = NSLock()
        let inside = Atomic<Int>(0)
        let nested = Atomic<Int>(0)
        let recorder = OrderedRecorder()
        let done = expectation(description: "completed")
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                if inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue != 1 {
                    nested.wrappingAdd(1, ordering: .relaxed)
                }
                recorder.append(value, onMain: false)
                // The source is fed from two threads (this queue and the test's); the gate keeps its
                // calls serial, as the Rx contract requires.
                if value < 100 { gate.withLock { subject.onNext(value + 100) } }
                if value == 102 { gate.withLock { subject.onCompleted() } }
                inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            },
            onCompleted: { done.fulfill() }
        )
        for value in [1, 2] { gate.withLock { subject.onNext(value) } }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(nested.load(ordering: .sequentiallyConsistent), 0)
        XCTAssertEqual(recorder.values.sorted(), [1, 2, 101, 102])
        XCTAssertEqual(recorder.values.first, 1)
        subscription.dispose()
    }

}

/// Lets an observer dispose its own subscription; thread-safe.
private final class SubscriptionHolder: @unchecked Sendable {
    // Sendable: `subscription` is guarded by `lock`.
    private let lock = NSLock()
    private var subscription: Disposable?

    func set(_ disposable: Disposable) {
        lock.lock()
        subscription = disposable
        lock.unlock()
    }

    func dispose() {
        lock.lock()
        let current = subscription
        lock.unlock()
        current?.dispose()
    }
}
