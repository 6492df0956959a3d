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
    ///
    /// ![The marble diagram of debounce.](marble-debounce.svg)
    /// - Parameters:
    ///   - dueTime: how long the source must stay quiet before the last element is emitted.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the debounced sequence.
    /// - SeeAlso: [ReactiveX debounce](http://reactivex.io/documentation/operators/debounce.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            DebounceSink<Element>(
                receiver: receiver, dueTime: dueTime, scheduler: scheduler
            ).start(from: source)
        }
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

/// The timing half of a debounce sink's state (not generic: unspecialised code looks no metadata up for it).
private struct DebounceTimerState {
    /// Whether the sink's `pending` slot holds an element.
    var hasValue = false
    /// When the pending element arrived, by the scheduler's clock.
    var arrival = Date.distantPast
    /// Whether a timer is scheduled (it re-arms itself while the pending element is too young).
    var timerPending = false
}

/// What a debounce timer does when it fires.
private enum DebounceTimerDecision {
    /// Forward the element moved to the hand-off slot.
    case emit
    /// Wait this much longer.
    case rearm(RxTimeInterval)
    /// Nothing is pending.
    case none
}

/// Source elements update the pending value under the lock; timer ticks and terminal events go through a
/// ``SerialDelivery`` (each in its turn) to `handle`, which decides what to forward, in delivery order.
///
/// One timer per burst, not one per element: an element stores itself and its arrival time, and schedules a
/// timer only when none is pending. When the timer fires before the pending element has been quiet for
/// `dueTime` (later elements arrived meanwhile), it re-arms for the rest of the wait, so the element is emitted
/// exactly `dueTime` after it arrived, as when each element restarts a timer of its own. When the wait ends is the
/// scheduler's answer (`_rxEnd`), in its own time: on virtual time the rest of the wait is zero exactly when the
/// element's due time has come, so the timer emits then and is never re-armed with zero length at the same instant.
///
/// Performance: the per-element path allocates nothing and, in this unspecialised code, looks no generic
/// metadata up: elements arrive without an `Event` (``PassthroughSink``), the state under the lock is not
/// generic, and the pending element lives in raw storage rather than an `Optional`.
/// The sink of `debounce(_:scheduler:)`.
@usableFromInline
final class DebounceSink<Element>: PassthroughSink<Element, Element> {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let state = LockedState(DebounceTimerState())
    /// The element waiting to be emitted, held while `state.hasValue`; accessed under `state`'s lock.
    @exclusivity(unchecked) private var pending = ElementBuffer<Element>(capacity: 1)
    /// The pending element once taken under the lock, forwarded after unlocking within the same turn.
    @exclusivity(unchecked) private var handoff = ElementBuffer<Element>(capacity: 1)
    private let timer = SerialDisposable()
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        let now = scheduler.now
        let arm = state.withLock { state -> Bool in
            pending.replaceLast(with: element)
            state.hasValue = true
            state.arrival = now
            if state.timerPending { return false }
            state.timerPending = true
            return true
        }
        if arm { armTimer(after: dueTime) }
    }

    override func onError(_ error: Swift.Error) {
        delivery.send { handle(.error(error)) }
    }

    override func onCompleted() {
        delivery.send { handle(.completed) }
    }

    private func armTimer(after delay: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative(self, dueTime: delay) { sink in
            sink.delivery.send { sink.handle(.timerFired) }
            return Disposables.create()
        }
    }

    /// Moves the pending element, if any, to the hand-off slot (under the lock); returns whether there was one.
    private func takePending(_ state: inout DebounceTimerState) -> Bool {
        guard state.hasValue else { return false }
        handoff.append(pending.removeFirst())
        state.hasValue = false
        return true
    }

    private func handle(_ message: DebounceMessage) {
        switch message {
        case .timerFired:
            let now = scheduler.now
            let decision = state.withLock { state -> DebounceTimerDecision in
                guard state.hasValue else {
                    state.timerPending = false
                    return .none
                }
                let end = scheduler._rxEnd(of: dueTime, from: state.arrival)
                let remaining = dueTime.rxRemaining(until: end, at: now)
                // A clock set back since the element arrived would ask for more than `dueTime`: count the wait from
                // now instead, so the element comes out `dueTime` later at most.
                if remaining.rxNanoseconds > dueTime.rxNanoseconds {
                    state.arrival = now
                    return .rearm(dueTime)
                }
                if remaining.rxNanoseconds > 0 { return .rearm(remaining) }
                state.timerPending = false
                return takePending(&state) ? .emit : .none
            }
            switch decision {
            case .emit: forwardNext(handoff.removeFirst())
            case .rearm(let remaining): armTimer(after: remaining)
            case .none: break
            }
        case .error(let error):
            if state.withLock({ takePending(&$0) }) { _ = handoff.removeFirst() }
            forwardError(error)
        case .completed:
            if state.withLock({ takePending(&$0) }) { forwardNext(handoff.removeFirst()) }
            forwardCompleted()
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}

extension DebounceSink: @unchecked Sendable {
    // Sendable: `state` is a LockedState; `pending` is held and taken under its lock, `handoff` is used inside
    // `delivery`'s turn; `delivery` guards its own state.
}
