import Foundation

extension ObservableType {
    /// Emits at most one element per `dueTime`: the first element at once, then, with `latest`, the
    /// most recent element of each window when the window ends.
    ///
    /// An element that arrives when `dueTime` has passed since the last emission is emitted at once.
    /// Otherwise, with `latest: true` it is kept (replacing any earlier kept element) and emitted when
    /// `dueTime` has passed since the last emission; with `latest: false` it is dropped. Completion waits
    /// for a kept element to be emitted; an error is forwarded at once.
    ///
    /// ```text
    /// source:   ^abc----d-|
    /// throttle: ^a--c---d-|   (dueTime 3 frames)
    /// ```
    ///
    /// ![The marble diagram of throttle.](marble-throttle.svg)
    /// - Parameters:
    ///   - dueTime: the minimum time between two emitted elements.
    ///   - latest: whether to emit the latest element of a window when it ends.
    ///   - scheduler: the scheduler that runs the timers and tells the time.
    /// - Returns: the throttled sequence.
    /// - SeeAlso: [ReactiveX debounce](http://reactivex.io/documentation/operators/debounce.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        OperatorProducer(source: asObservable()) { source, receiver in
            ThrottleSink<Element>(
                receiver: receiver, dueTime: dueTime, latest: latest,
                scheduler: scheduler
            ).start(from: source)
        }
    }
}

/// The state of a throttle sink besides its kept element (not generic: unspecialised code looks no metadata up
/// for it).
private struct ThrottleState {
    /// When the window opened by the last emitted element ends, by the scheduler's clock (`_rxEnd`).
    var windowEnd: Date?
    /// Whether the sink's `kept` slot holds an element (the latest one of the current window).
    var hasKept = false
    /// Whether the window timer is scheduled.
    var timerScheduled = false
    /// Whether the source completed while an element was kept.
    var completionPending = false
}

/// What a throttle sink does with a source element.
private enum ThrottleDecision {
    /// Emit it now: the window has ended.
    case sendNow
    /// Keep it and start the window timer, which fires after this delay.
    case schedule(RxTimeInterval)
    /// Keep it (or drop it) and wait for the timer that is already scheduled.
    case none
}

/// When a window ends is the scheduler's answer (`_rxEnd`, asked once per emitted element), in its own time: on
/// virtual time an element that arrives exactly as the window ends is emitted at once, never kept for a
/// zero-length timer (nor dropped, without `latest`), and each element only compares the time with the window's
/// end.
///
/// Performance: the per-element path allocates nothing and, in this unspecialised code, looks no generic
/// metadata up: elements arrive without an `Event` (``PassthroughSink``), the state under the lock is not
/// generic, and the kept element lives in raw storage rather than an `Optional`.
/// The sink of `throttle(_:latest:scheduler:)`.
@usableFromInline
final class ThrottleSink<Element>: PassthroughSink<Element, Element> {
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    private let state = LockedState(ThrottleState())
    /// The latest element of the current window, held while `state.hasKept`; accessed under `state`'s lock.
    @exclusivity(unchecked) private var kept = ElementBuffer<Element>(capacity: 1)
    /// The kept element once taken under the lock, forwarded after unlocking within the same turn.
    @exclusivity(unchecked) private var handoff = ElementBuffer<Element>(capacity: 1)
    private let timer = SerialDisposable()
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        let now = scheduler.now
        let decision = state.withLock { state -> ThrottleDecision in
            guard let windowEnd = state.windowEnd, now < windowEnd else {
                if state.hasKept { kept.removeAll() }
                state.hasKept = false
                state.windowEnd = scheduler._rxEnd(of: dueTime, from: now)
                return .sendNow
            }
            guard latest else { return .none }
            kept.replaceLast(with: element)
            state.hasKept = true
            if state.timerScheduled { return .none }
            state.timerScheduled = true
            return .schedule(dueTime.rxRemaining(until: windowEnd, at: now))
        }
        switch decision {
        case .sendNow:
            delivery.send { forwardNext(element) }
        case .schedule(let delay):
            timer.disposable = scheduler.scheduleRelative(self, dueTime: delay) { sink in
                sink.delivery.send { sink.windowEnded() }
                return Disposables.create()
            }
        case .none:
            break
        }
    }

    override func onError(_ error: Swift.Error) {
        delivery.send { forwardError(error) }
    }

    override func onCompleted() {
        delivery.send {
            let mustWait = state.withLock { state -> Bool in
                guard state.hasKept else { return false }
                state.completionPending = true
                return true
            }
            if !mustWait { forwardCompleted() }
        }
    }

    /// The window timer fired: emits the kept element, then the completion that waited for it.
    private func windowEnded() {
        let now = scheduler.now
        let (emit, complete) = state.withLock { state -> (Bool, Bool) in
            state.timerScheduled = false
            guard state.hasKept else { return (false, state.completionPending) }
            handoff.append(kept.removeFirst())
            state.hasKept = false
            state.windowEnd = scheduler._rxEnd(of: dueTime, from: now)
            return (true, state.completionPending)
        }
        if emit { forwardNext(handoff.removeFirst()) }
        if complete { forwardCompleted() }
    }

    override func disposeResources() {
        timer.dispose()
    }
}

extension ThrottleSink: @unchecked Sendable {
    // Sendable: `state` is a LockedState; `kept` is held and taken under its lock, `handoff` is used inside
    // `delivery`'s turn; `delivery` guards its own state.
}
