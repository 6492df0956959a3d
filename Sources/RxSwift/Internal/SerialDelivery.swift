#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serialises the messages of an operator whose inputs come from several sources or threads (the inners of
/// `flatMap`, the sources of `combineLatest`, a timer and a source, …) so that one receiver handles them one
/// at a time, without holding a lock while it runs.
///
/// Each operator declares its own `Message` enum (an element of source 1, a timer that fired, a source that
/// completed, …) and one receiver that handles every message. The first thread to send becomes the drainer
/// and handles its message at once; messages that other threads send meanwhile are queued and handled by the
/// drainer, in order, through the receiver the drainer passed. A re-entrant message from the drainer's own
/// thread (an observer that feeds a subject during `onNext`) is handled immediately, depth-first, as
/// RxSwift's recursive locks do.
///
/// ```swift
/// private let delivery = SerialDelivery<DebounceMessage>()
/// delivery.send(.timerFired(id)) { self.handle($0) }
/// ```
///
/// All senders of one instance must pass equivalent receivers: any of them may handle another's message.
final class SerialDelivery<Message>: @unchecked Sendable {
    // Sendable: the queue and the drainer live in `state`, a LockedState; receivers run only on the drainer.
    // Performance: the locked state is not generic (queued messages travel boxed, which only happens when two
    // threads send at once), so the critical sections are specialised; the uncontended path of `send` is
    // inlined into the caller and touches `Message` only in the caller's closures.
    private let state = LockedState(SerialDeliveryState())

    /// Creates a delivery with nobody delivering and nothing queued.
    init() {}

    /// Handles `message` through `receiver` now, or queues it for the thread currently delivering (which then
    /// handles it through its own receiver).
    @inline(__always)
    func send(_ message: Message, to receiver: (Message) -> Void) {
        if let me = handleUnlessBusy({ receiver(message) }, receiver) {
            enqueue(message, { $0 }, me, receiver)
        }
    }

    /// Handles `value` through `handleNow` now, or queues `wrap(value)` for the thread currently delivering.
    ///
    /// `handleNow(value)` must do what `receiver(wrap(value))` does: it is the receiver's case for `value`,
    /// called directly. `receiver` handles the messages that other threads queued meanwhile.
    ///
    /// Performance: in a sink's unspecialised code every generic enum value built or matched costs a runtime
    /// metadata lookup; this form builds the message only when it must be queued (pass a closure literal such
    /// as `{ .element1($0) }` as `wrap`, not a partially applied case constructor such as `Message.element1`,
    /// which needs the enum's metadata on every call).
    @inline(__always)
    func send<Value>(
        _ value: Value,
        as wrap: (Value) -> Message,
        now handleNow: (Value) -> Void,
        to receiver: (Message) -> Void
    ) {
        if let me = handleUnlessBusy({ handleNow(value) }, receiver) {
            enqueue(value, wrap, me, receiver)
        }
    }

    /// Runs `handleNow` unless another thread is delivering (then drains what other threads queued meanwhile);
    /// returns the calling thread when it must queue its message instead.
    @inline(__always)
    fileprivate func handleUnlessBusy(_ handleNow: () -> Void, _ receiver: (Message) -> Void) -> pthread_t? {
        let me = pthread_self()
        switch state.withLock({ $0.enter(me) }) {
        case .drain:
            handleNow()
            if !state.withLock({ $0.leaveIfIdle() }) { drainQueued(receiver) }
            return nil
        case .reenter:
            handleNow()
            return nil
        case .enqueue:
            return me
        }
    }

    /// Queues `wrap(value)` for the draining thread, or drains itself when that thread finished in the
    /// meantime (out of line, so that the caller builds no message).
    @inline(never)
    fileprivate func enqueue<Value>(
        _ value: Value,
        _ wrap: (Value) -> Message,
        _ me: pthread_t,
        _ receiver: (Message) -> Void
    ) {
        // Box outside the lock, then re-check: the drainer may have finished in between.
        let box = QueuedMessage(wrap(value))
        let drainNow = state.withLock { state -> Bool in
            if state.drainer == nil {
                state.drainer = me
                return true
            }
            state.queue.enqueue(box)
            return false
        }
        guard drainNow else { return }
        receiver(box.message)
        if !state.withLock({ $0.leaveIfIdle() }) { drainQueued(receiver) }
    }

    /// Handles the queued messages until the queue is empty, then gives up the drainer role.
    @inline(never)
    private func drainQueued(_ receiver: (Message) -> Void) {
        while let next = state.withLock({ state -> AnyObject? in
            if let next = state.queue.dequeue() { return next }
            state.drainer = nil
            return nil
        }) {
            receiver(unsafeDowncast(next, to: QueuedMessage<Message>.self).message)
        }
    }
}

extension SerialDelivery {
    /// For a delivery that relays events: ``send(_:as:now:to:)`` with `as: { .next($0) }`, which handles
    /// `element` through `handleNow` now, or queues `.next(element)` for the thread currently delivering.
    ///
    /// Performance: the `.next` is built out of line, so the caller does not even form the wrapping closure
    /// (whose context holds the caller's generic parameters); that saves 6 to 12 instructions per element.
    @inline(__always)
    func send<Element>(_ element: Element, now handleNow: (Element) -> Void, to receiver: (Message) -> Void)
    where Message == Event<Element> {
        if let me = handleUnlessBusy({ handleNow(element) }, receiver) {
            enqueueNext(element, me, receiver)
        }
    }

    /// Queues `.next(element)` (out of line, so that the caller builds no `Event`).
    @inline(never)
    private func enqueueNext<Element>(_ element: Element, _ me: pthread_t, _ receiver: (Message) -> Void)
    where Message == Event<Element> {
        enqueue(element, { .next($0) }, me, receiver)
    }
}

/// The lock-guarded state of a ``SerialDelivery``; not generic so that its critical sections are specialised.
private struct SerialDeliveryState {
    /// Boxed messages (`QueuedMessage<Message>`) waiting for the drainer.
    var queue = RingQueue<AnyObject>(capacity: 1)
    var drainer: pthread_t?

    /// Decides what a thread that wants to send does.
    mutating func enter(_ me: pthread_t) -> SerialDeliveryAction {
        guard let drainer else {
            drainer = me
            return .drain
        }
        return pthread_equal(drainer, me) != 0 ? .reenter : .enqueue
    }

    /// Gives up the drainer role if nothing is queued; returns `false` when queued messages must be drained.
    mutating func leaveIfIdle() -> Bool {
        guard queue.isEmpty else { return false }
        drainer = nil
        return true
    }
}

/// A message queued for the draining thread.
private final class QueuedMessage<Message> {
    let message: Message

    init(_ message: Message) {
        self.message = message
    }
}

/// What a sender of a ``SerialDelivery`` does, as decided under its lock.
private enum SerialDeliveryAction {
    /// Nobody delivers: handle the message, then drain what others queued meanwhile.
    case drain
    /// This thread is delivering already (a re-entrant send): handle the message at once.
    case reenter
    /// Another thread is delivering: queue the message for it.
    case enqueue
}
