import Foundation

extension ObservableType {
    /// Emits an element only after `dueTime` has passed without the source emitting another one.
    ///
    /// Each element restarts the timer; only the last element of a burst is emitted, `dueTime` after
    /// it arrived. On completion a pending element is emitted at once, then the sequence completes. An
    /// error is forwarded at once and drops a pending element.
    ///
    /// ```text
    /// source:   ^a--bc----d--|
    /// debounce: ^--a---c----d|   (dueTime 2 frames)
    /// ```
    /// - Parameters:
    ///   - dueTime: how long the source must stay quiet before the last element is emitted.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the debounced sequence.
    /// - SeeAlso: [ReactiveX debounce](http://reactivex.io/documentation/operators/debounce.html)
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DebounceProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DebounceProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// What a debounce sink serialises besides the source's elements (which only update the pending value).
private enum DebounceMessage {
    /// The timer fired.
    case timerFired
    /// The source failed.
    case error(Swift.Error)
    /// The source completed.
    case completed
}

/// Source elements update the pending value under the lock; timer ticks and terminal events go through a
/// ``SerialDelivery`` (each in its turn) to `handle`, which decides what to forward, in delivery order.
///
/// One timer per burst, not one per element: an element stores itself and its arrival time, and schedules a
/// timer only when none is pending. When the timer fires before the pending element has been quiet for
/// `dueTime` (later elements arrived meanwhile), it re-arms for the rest of the wait, so the element is emitted
/// exactly `dueTime` after it arrived, as when each element restarts a timer of its own.
private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // Sendable: the pending value lives in `state`, a LockedState; `delivery` guards its own state.
    typealias Element = Observer.Element

    private struct State {
        /// The element waiting to be emitted.
        var value: Element?
        /// When `value` arrived, by the scheduler's clock.
        var arrival = Date.distantPast
        /// Whether a timer is scheduled (it re-arms itself while `value` is too young).
        var timerPending = false
    }

    /// What the timer does when it fires.
    private enum TimerDecision {
        case emit(Element)
        case rearm(RxTimeInterval)
        case none
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let state = LockedState(State())
    private let timer = SerialDisposable()
    private let delivery = SerialDelivery()

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if isDisposed { return }
            let now = scheduler.now
            let arm = state.withLock { state -> Bool in
                state.value = element
                state.arrival = now
                if state.timerPending { return false }
                state.timerPending = true
                return true
            }
            if arm { armTimer(after: dueTime) }
        case .error(let error):
            delivery.send { handle(.error(error)) }
        case .completed:
            delivery.send { handle(.completed) }
        }
    }

    private func armTimer(after delay: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative(self, dueTime: delay) { sink in
            sink.delivery.send { sink.handle(.timerFired) }
            return Disposables.create()
        }
    }

    private func handle(_ message: DebounceMessage) {
        switch message {
        case .timerFired:
            let now = scheduler.now
            let decision = state.withLock { state -> TimerDecision in
                guard let value = state.value else {
                    state.timerPending = false
                    return .none
                }
                let remaining = dueTime.rxRemaining(afterWaiting: now.timeIntervalSince(state.arrival))
                if remaining.rxNanoseconds > 0 { return .rearm(remaining) }
                state.value = nil
                state.timerPending = false
                return .emit(value)
            }
            switch decision {
            case .emit(let value): forwardNext(value)
            case .rearm(let remaining): armTimer(after: remaining)
            case .none: break
            }
        case .error(let error):
            state.withLock { $0.value = nil }
            forwardError(error)
        case .completed:
            let value = state.withLock { state -> Element? in
                defer { state.value = nil }
                return state.value
            }
            if let value { forwardNext(value) }
            forwardCompleted()
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
