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
    // threads deliver at once), so the lock's critical sections are fully specialised and need no runtime
    // generic metadata on the uncontended path.
    private let state = LockedState(SerialDeliveryState())
    private let deliver: (Event<Element>) -> Void

    /// - Parameter deliver: called serially for every event.
    init(_ deliver: @escaping (Event<Element>) -> Void) {
        self.deliver = deliver
    }

    /// Delivers `event` now, or queues it for the thread currently delivering.
    func on(_ event: Event<Element>) {
        let me = pthread_self()
        let action = state.withLock { state -> SerialDeliveryAction in
            guard let drainer = state.drainer else {
                state.drainer = me
                return .drain
            }
            return pthread_equal(drainer, me) != 0 ? .reenter : .enqueue
        }
        switch action {
        case .enqueue:
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
            drain()
        case .reenter:
            deliver(event)
        case .drain:
            deliver(event)
            drain()
        }
    }

    /// Delivers the queued events until the queue is empty, then gives up the drainer role.
    private func drain() {
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
