import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Rx's contract: a subscription whose Disposable is dropped runs to completion (DESIGN §3). Every operator that
/// schedules work, for every kind of observer, delivers the same events whether the caller keeps the Disposable or
/// drops it at once, on a scheduler that runs its work only after `subscribe` has returned (a queue run by hand,
/// virtual time, a suspended dispatch queue). With `TRACE_RESOURCES`, ``RxTestCase`` also checks that nothing keeps
/// a finished chain alive.
///
/// Regression (issue 40, on 80e1b06): `observe(on:)` on a scheduler other than a serial dispatch queue captured its
/// sink weakly in the scheduled delivery; the returned subscription was its only owner, so `_ = …subscribe(…)` lost
/// every event (0 events instead of 4 with the queue run by hand, most tries on a concurrent dispatch queue).
final class DroppedDisposableTests: RxTestCase {
    func testEveryImmediateSchedulingOperatorDeliversEverythingToEveryObserverKindWhenTheDisposableIsDropped() {
        for row in ImmediateRow.all {
            Self.checkEveryObserverKind(row.name, expected: Self.reference { row.make($0) }) {
                let queue = ManualTestScheduler()
                return (row.make(queue), queue.runAll)
            }
        }
    }

    func testEveryImmediateSchedulingOperatorDeliversEverythingOnASuspendedDispatchQueueWhenTheDisposableIsDropped() {
        for row in ImmediateRow.all {
            let expected = Self.reference { row.make($0) }
            for kind in ObserverKind.allCases {
                for concurrent in [false, true] {
                    let queue = DispatchQueue(
                        label: "dropped-disposable", attributes: concurrent ? [.concurrent] : [])
                    queue.suspend()
                    let scheduler: ImmediateSchedulerType =
                        concurrent
                        ? ConcurrentDispatchQueueScheduler(queue: queue)
                        : SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "dropped-disposable")
                    let recorder = EventRecorder()
                    kind.subscribeAndDrop(row.make(scheduler), recorder)
                    queue.resume()
                    let wanted = kind.expected(from: expected)
                    recorder.waitForCount(wanted.count)
                    XCTAssertEqual(
                        recorder.events, wanted,
                        "\(row.name), \(kind), \(concurrent ? "concurrent" : "serial") queue: Disposable dropped")
                }
            }
        }
    }

    func testEveryTimeOperatorDeliversEverythingToEveryObserverKindWhenTheDisposableIsDropped() {
        for row in TimeRow.all {
            let onVirtualTime = {
                let scheduler = TestScheduler(initialClock: 0)
                return (row.make(scheduler), { scheduler.start() })
            }
            let expected = Self.reference { _ in onVirtualTime() }
            XCTAssertGreaterThan(expected.count, 1, "\(row.name): the reference run must emit elements")
            Self.checkEveryObserverKind(row.name, expected: expected, onVirtualTime)
        }
    }

    /// Subscribes every kind of observer to what `make` makes, drops the Disposable, runs the scheduler (the
    /// closure `make` returns) and compares with `expected`, the events of a run that kept it (which must complete).
    private static func checkEveryObserverKind(
        _ name: String, expected: [String], _ make: () -> (Observable<Int>, () -> Void)
    ) {
        XCTAssertEqual(expected.last, "completed", "\(name): the reference run must complete")
        for kind in ObserverKind.allCases {
            let recorder = EventRecorder()
            let (observable, run) = make()
            kind.subscribeAndDrop(observable, recorder)
            run()
            XCTAssertEqual(recorder.events, kind.expected(from: expected), "\(name), \(kind): Disposable dropped")
        }
    }

    func testTimeOperatorsOnASuspendedDispatchQueueDeliverEverythingWhenTheDisposableIsDropped() {
        let rows: [(String, (SchedulerType) -> Observable<Int>)] = [
            ("delay", { Observable.of(1, 2, 3).delay(.milliseconds(5), scheduler: $0) }),
            ("delaySubscription", { Observable.of(1, 2, 3).delaySubscription(.milliseconds(5), scheduler: $0) }),
            ("timer", { Observable<Int>.timer(.milliseconds(5), scheduler: $0) }),
            ("interval.take(3)", { Observable<Int>.interval(.milliseconds(2), scheduler: $0).take(3) }),
            ("debounce", { Observable.of(1, 2, 3).debounce(.milliseconds(5), scheduler: $0) }),
            ("throttle", { Observable.of(1, 2, 3).throttle(.milliseconds(5), scheduler: $0) }),
            ("timeout", { Observable.of(1, 2, 3).timeout(.seconds(5), scheduler: $0) }),
            ("take(for:)", { Observable.of(1, 2, 3).take(for: .seconds(5), scheduler: $0) }),
        ]
        for (name, make) in rows {
            let reference = EventRecorder()
            let kept = ObserverKind.closures.subscribe(make(MainScheduler.asyncInstance), reference)
            let queue = DispatchQueue(label: "dropped-disposable-time")
            queue.suspend()
            let recorder = EventRecorder()
            ObserverKind.closures.subscribeAndDrop(
                make(SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "dropped")), recorder)
            queue.resume()
            XCTAssertTrue(reference.waitForTerminal(pumpingMainRunLoop: true), "\(name): the reference run ended")
            XCTAssertTrue(recorder.waitForTerminal(pumpingMainRunLoop: false), "\(name): the dropped run ended")
            XCTAssertEqual(recorder.events, reference.events, "\(name): Disposable dropped")
            kept.dispose()
        }
    }

    /// The events of `make`'s sequence recorded by closures while the Disposable is kept, on the queue run by hand
    /// (or whatever the sequence's own `run` drives).
    private static func reference(
        _ make: (ManualTestScheduler) -> (Observable<Int>, () -> Void)
    ) -> [String] {
        let queue = ManualTestScheduler()
        let recorder = EventRecorder()
        let (observable, run) = make(queue)
        let subscription = ObserverKind.closures.subscribe(observable, recorder)
        run()
        queue.runAll()
        subscription.dispose()
        return recorder.events
    }

    private static func reference(_ make: (ManualTestScheduler) -> Observable<Int>) -> [String] {
        reference { queue in (make(queue), {}) }
    }
}

/// An operator applied where it runs on an immediate scheduler.
private struct ImmediateRow {
    let name: String
    let make: (ImmediateSchedulerType) -> Observable<Int>

    static var all: [ImmediateRow] {
        [
            ImmediateRow(name: "just.observe(on:)") { Observable.just(5).observe(on: $0) },
            ImmediateRow(name: "create.observe(on:)") {
                Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onNext(2)
                    observer.onCompleted()
                    return Disposables.create()
                }.observe(on: $0)
            },
            ImmediateRow(name: "of.observe(on:)") { Observable.of(1, 2, 3).observe(on: $0) },
            ImmediateRow(name: "just.subscribe(on:)") { Observable.just(5).subscribe(on: $0) },
            ImmediateRow(name: "observe(on:).map") { Observable.of(1, 2, 3).observe(on: $0).map { $0 * 10 } },
            ImmediateRow(name: "subscribe(on:)") { Observable.of(1, 2, 3).subscribe(on: $0) },
            ImmediateRow(name: "just(_:scheduler:)") { Observable.just(5, scheduler: $0) },
            ImmediateRow(name: "from(_:scheduler:)") { Observable.from([1, 2, 3], scheduler: $0) },
            ImmediateRow(name: "of(_:scheduler:)") { Observable.of(1, 2, 3, scheduler: $0) },
            ImmediateRow(name: "range(scheduler:)") { Observable.range(start: 1, count: 3, scheduler: $0) },
            ImmediateRow(name: "repeatElement(_:scheduler:).take(2)") {
                Observable.repeatElement(4, scheduler: $0).take(2)
            },
        ]
    }
}

/// A time operator applied on virtual time, to a cold source that emits at 1, 2 and 30 and completes at 40.
private struct TimeRow {
    let name: String
    let make: (TestScheduler) -> Observable<Int>

    private static func source(_ scheduler: TestScheduler) -> Observable<Int> {
        scheduler.createColdObservable([.next(1, 1), .next(2, 2), .next(30, 3), .completed(40)]).asObservable()
    }

    static var all: [TimeRow] {
        [
            TimeRow(name: "delay") { source($0).delay(.seconds(10), scheduler: $0) },
            TimeRow(name: "delaySubscription") { source($0).delaySubscription(.seconds(10), scheduler: $0) },
            TimeRow(name: "timer") { Observable<Int>.timer(.seconds(5), scheduler: $0) },
            TimeRow(name: "timer(period:).take(3)") {
                Observable<Int>.timer(.seconds(5), period: .seconds(2), scheduler: $0).take(3)
            },
            TimeRow(name: "interval.take(3)") { Observable<Int>.interval(.seconds(5), scheduler: $0).take(3) },
            TimeRow(name: "debounce") { source($0).debounce(.seconds(5), scheduler: $0) },
            TimeRow(name: "throttle(latest: true)") { source($0).throttle(.seconds(5), scheduler: $0) },
            TimeRow(name: "throttle(latest: false)") { source($0).throttle(.seconds(5), latest: false, scheduler: $0) },
            TimeRow(name: "timeout") { source($0).timeout(.seconds(100), scheduler: $0) },
            TimeRow(name: "timeout(other:)") {
                source($0).timeout(.seconds(20), other: Observable.of(7, 8), scheduler: $0)
            },
            TimeRow(name: "buffer(timeSpan:count:)") {
                source($0).buffer(timeSpan: .seconds(10), count: 5, scheduler: $0).map { $0.count }
            },
            TimeRow(name: "window(timeSpan:count:)") {
                source($0).window(timeSpan: .seconds(10), count: 5, scheduler: $0)
                    .concatMap { $0.toArray().asObservable() }.map { $0.count }
            },
            TimeRow(name: "take(for:)") { source($0).take(for: .seconds(20), scheduler: $0) },
            TimeRow(name: "skip(_:scheduler:)") { source($0).skip(.seconds(2), scheduler: $0) },
            TimeRow(name: "sample(interval)") {
                source($0).sample(Observable<Int>.interval(.seconds(3), scheduler: $0).take(20))
            },
            TimeRow(name: "observe(on:)") { source($0).observe(on: $0) },
            TimeRow(name: "subscribe(on:)") { source($0).subscribe(on: $0) },
        ]
    }
}

/// The kinds of observer a user subscribes with.
private enum ObserverKind: CaseIterable, CustomStringConvertible {
    case closures, eventClosure, anyObserver, structObserver, classObserver, subject, relayBinding, binder

    var description: String {
        switch self {
        case .closures: "subscribe(onNext:onError:onCompleted:)"
        case .eventClosure: "subscribe { event in }"
        case .anyObserver: "AnyObserver"
        case .structObserver: "a struct observer"
        case .classObserver: "a class observer"
        case .subject: "a PublishSubject"
        case .relayBinding: "bind(to:) a PublishRelay"
        case .binder: "bind(to:) a Binder"
        }
    }

    /// What this kind sees of `events`: relays and binders take elements only.
    func expected(from events: [String]) -> [String] {
        switch self {
        case .relayBinding, .binder: events.filter { $0.hasPrefix("next") }
        default: events
        }
    }

    /// Subscribes and drops the Disposable.
    func subscribeAndDrop(_ observable: Observable<Int>, _ recorder: EventRecorder) {
        _ = subscribe(observable, recorder)
    }

    /// Subscribes an observer of this kind that records into `recorder` (which keeps whatever the observer sends
    /// to alive, as the user's object would).
    func subscribe(_ observable: Observable<Int>, _ recorder: EventRecorder) -> Disposable {
        switch self {
        case .closures:
            return observable.subscribe(
                onNext: { recorder.record(.next($0)) }, onError: { recorder.record(.error($0)) },
                onCompleted: { recorder.record(.completed) })
        case .eventClosure:
            return observable.subscribe { recorder.record($0) }
        case .anyObserver:
            return observable.subscribe(AnyObserver(eventHandler: recorder.record))
        case .structObserver:
            return observable.subscribe(RecordingStruct(recorder: recorder))
        case .classObserver:
            return observable.subscribe(RecordingClass(recorder: recorder))
        case .subject:
            let subject = PublishSubject<Int>()
            recorder.keep(subject.subscribe(recorder.record))
            return observable.subscribe(subject)
        case .relayBinding:
            let relay = PublishRelay<Int>()
            recorder.keep(relay.subscribe(onNext: { recorder.record(.next($0)) }))
            return observable.bind(to: relay)
        case .binder:
            let binder = Binder(recorder, scheduler: CurrentThreadScheduler.instance) { recorder, value in
                recorder.record(.next(value))
            }
            return observable.bind(to: binder)
        }
    }
}

private struct RecordingStruct: ObserverType {
    let recorder: EventRecorder
    func on(_ event: Event<Int>) { recorder.record(event) }
}

private final class RecordingClass: ObserverType {
    let recorder: EventRecorder
    init(recorder: EventRecorder) { self.recorder = recorder }
    func on(_ event: Event<Int>) { recorder.record(event) }
}

/// Records events as text from any thread, and keeps the subscriptions of the subjects and relays it records from.
private final class EventRecorder: @unchecked Sendable {
    // Sendable: `recorded` and `kept` are touched only under `lock`.
    private let lock = NSLock()
    private var recorded: [String] = []
    private var kept: [Disposable] = []

    var events: [String] { lock.withLock { recorded } }

    func record(_ event: Event<Int>) {
        let text =
            switch event {
            case .next(let value): "next(\(value))"
            case .error(let error): "error(\(error))"
            case .completed: "completed"
            }
        lock.withLock { recorded.append(text) }
    }

    func keep(_ subscription: Disposable) {
        lock.withLock { kept.append(subscription) }
    }

    /// Waits (at most 5 s) until `count` events have arrived, then a little longer for any extra one.
    func waitForCount(_ count: Int) {
        let deadline = Date().addingTimeInterval(5)
        while events.count < count && Date() < deadline { usleep(500) }
        usleep(2_000)
    }

    /// Waits (at most 5 s) for a terminal event, pumping the main run loop when the events arrive there.
    func waitForTerminal(pumpingMainRunLoop: Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let last = events.last, last == "completed" || last.hasPrefix("error") { return true }
            if pumpingMainRunLoop {
                RunLoop.main.run(until: Date().addingTimeInterval(0.002))
            } else {
                usleep(500)
            }
        }
        return false
    }

    deinit {
        for subscription in kept { subscription.dispose() }
    }
}
