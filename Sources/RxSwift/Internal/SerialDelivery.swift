#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serialises events coming from several sources (the inners of `flatMap`, `merge`, …) into one
/// downstream observer without holding a lock while calling it.
///
/// The first thread to deliver becomes the drainer; events from other threads are queued and delivered
/// by the drainer, in order. A re-entrant event from the drainer's own thread (an observer that feeds a
/// subject during `onNext`) is delivered immediately, depth-first, as RxSwift's recursive locks do.
final class SerialDelivery<Element>: @unchecked Sendable {
    // Sendable: `queue` and `drainer` live in `state`, a LockedState; `deliver` runs only on the drainer.
    // Performance: the locked state is not generic (queued events travel boxed, which only happens when two
    // threads deliver at once), so the critical sections are specialised; the uncontended path of
    // `on(_:_:)` is inlined into the caller and touches `Event<Element>` only in the caller's `deliver`.
    private let state = LockedState(SerialDeliveryState())
    private let deliver: ((Event<Element>) -> Void)?

    /// - Parameter deliver: called serially for every event passed to ``on(_:)``.
    init(_ deliver: @escaping (Event<Element>) -> Void) {
        self.deliver = deliver
    }

    /// Creates a delivery whose callers pass the delivering closure to ``on(_:_:)`` on every call.
    init() {
        self.deliver = nil
    }

    /// Delivers `event` now, or queues it for the thread currently delivering.
    func on(_ event: Event<Element>) {
        on(event, deliver!)
    }

    /// Delivers `event` through `deliver` now, or queues it for the thread currently delivering (which then
    /// delivers it through its own `deliver`). All callers of one instance must pass equivalent closures.
    @inline(__always)
    func on(_ event: Event<Element>, _ deliver: (Event<Element>) -> Void) {
        let me = pthread_self()
        switch state.withLock({ $0.enter(me) }) {
        case .drain:
            deliver(event)
            if !state.withLock({ $0.leaveIfIdle() }) { drainQueued(deliver) }
        case .reenter:
            deliver(event)
        case .enqueue:
            enqueue(event, me, deliver)
        }
    }

    /// Delivers the element of a `.next` event through `deliverNext` now, or queues the event for the thread
    /// currently delivering. `deliver` must handle every event as callers of ``on(_:_:)`` do; it delivers the
    /// events that other threads queued meanwhile.
    ///
    /// Performance: the uncontended path builds no `Event` (each costs a metadata lookup in unspecialised code).
    @inline(__always)
    func onNext(_ element: Element, _ deliverNext: (Element) -> Void, _ deliver: (Event<Element>) -> Void) {
        if let me = deliverNowUnlessBusy({ deliverNext(element) }, deliver) {
            enqueueNext(element, me, deliver)
        }
    }

    /// Delivers `value` through `deliverValue` now, or queues `event(value)` for the thread currently
    /// delivering. `deliver` must handle every event as callers of ``on(_:_:)`` do, and `deliverValue(value)`
    /// must do what `deliver(event(value))` does.
    ///
    /// Performance: as ``onNext(_:_:_:)``; the combining operators pass a source's element here and wrap it
    /// into their input enum only when it has to be queued.
    @inline(__always)
    func onValue<Value>(
        _ value: Value,
        _ deliverValue: (Value) -> Void,
        _ event: (Value) -> Event<Element>,
        _ deliver: (Event<Element>) -> Void
    ) {
        if let me = deliverNowUnlessBusy({ deliverValue(value) }, deliver) {
            enqueueValue(value, event, me, deliver)
        }
    }

    /// Runs `deliverNow` unless another thread is delivering (then draining what other threads queued
    /// meanwhile); returns the calling thread when it must queue instead.
    @inline(__always)
    private func deliverNowUnlessBusy(
        _ deliverNow: () -> Void,
        _ deliver: (Event<Element>) -> Void
    ) -> pthread_t? {
        let me = pthread_self()
        switch state.withLock({ $0.enter(me) }) {
        case .drain:
            deliverNow()
            if !state.withLock({ $0.leaveIfIdle() }) { drainQueued(deliver) }
            return nil
        case .reenter:
            deliverNow()
            return nil
        case .enqueue:
            return me
        }
    }

    /// ``enqueue(_:_:_:)`` for an element (out of line, so that the caller builds no `Event`).
    @inline(never)
    private func enqueueNext(_ element: Element, _ me: pthread_t, _ deliver: (Event<Element>) -> Void) {
        enqueue(.next(element), me, deliver)
    }

    /// ``enqueue(_:_:_:)`` for a value (out of line, so that the caller builds no `Event`).
    @inline(never)
    private func enqueueValue<Value>(
        _ value: Value,
        _ event: (Value) -> Event<Element>,
        _ me: pthread_t,
        _ deliver: (Event<Element>) -> Void
    ) {
        enqueue(event(value), me, deliver)
    }

    /// Queues `event` for the draining thread, or drains itself when that thread finished in the meantime.
    @inline(never)
    private func enqueue(_ event: Event<Element>, _ me: pthread_t, _ deliver: (Event<Element>) -> Void) {
        // Box outside the lock, then re-check: the drainer may have finished in between.
        let box = QueuedEvent(event)
        let drainNow = state.withLock { state -> Bool in
            if state.drainer == nil {
                state.drainer = me
                return true
            }
            state.queue.enqueue(box)
            return false
        }
        guard drainNow else { return }
        deliver(event)
        if !state.withLock({ $0.leaveIfIdle() }) { drainQueued(deliver) }
    }

    /// Delivers the queued events until the queue is empty, then gives up the drainer role.
    @inline(never)
    private func drainQueued(_ deliver: (Event<Element>) -> Void) {
        while let next = state.withLock({ state -> AnyObject? in
            if let next = state.queue.dequeue() { return next }
            state.drainer = nil
            return nil
        }) {
            deliver(unsafeDowncast(next, to: QueuedEvent<Element>.self).event)
        }
    }
}

/// The lock-guarded state of a ``SerialDelivery``; not generic so that its critical sections are specialised.
private struct SerialDeliveryState {
    /// Boxed events (`QueuedEvent<Element>`) waiting for the drainer.
    var queue = RingQueue<AnyObject>(capacity: 1)
    var drainer: pthread_t?

    /// Decides what a thread that wants to deliver does.
    mutating func enter(_ me: pthread_t) -> SerialDeliveryAction {
        guard let drainer else {
            drainer = me
            return .drain
        }
        return pthread_equal(drainer, me) != 0 ? .reenter : .enqueue
    }

    /// Gives up the drainer role if nothing is queued; returns `false` when queued events must be drained.
    mutating func leaveIfIdle() -> Bool {
        guard queue.isEmpty else { return false }
        drainer = nil
        return true
    }
}

/// An event queued for the draining thread.
private final class QueuedEvent<Element> {
    let event: Event<Element>

    init(_ event: Event<Element>) {
        self.event = event
    }
}

/// What ``SerialDelivery/on(_:)`` decided under its lock.
private enum SerialDeliveryAction {
    case drain, reenter, enqueue
}
