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
    private struct State {
        var queue = RingQueue<Event<Element>>()
        var drainer: pthread_t?
    }

    private let state = LockedState(State())
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
            if pthread_equal(drainer, me) != 0 { return .reenter }
            state.queue.enqueue(event)
            return .queued
        }
        switch action {
        case .queued:
            return
        case .reenter:
            deliver(event)
        case .drain:
            deliver(event)
            while let next = state.withLock({ state -> Event<Element>? in
                if let next = state.queue.dequeue() { return next }
                state.drainer = nil
                return nil
            }) {
                deliver(next)
            }
        }
    }
}

/// What ``SerialDelivery/on(_:)`` decided under its lock.
private enum SerialDeliveryAction {
    case drain, reenter, queued
}
