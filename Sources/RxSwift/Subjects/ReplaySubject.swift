/// A subject that replays up to `bufferSize` of the latest elements to each new subscriber, then
/// forwards every later event.
///
/// ```swift
/// let subject = ReplaySubject<String>.create(bufferSize: 2)
/// subject.onNext("1"); subject.onNext("2"); subject.onNext("3")
/// _ = subject.subscribe(onNext: { print($0) })   // 2, 3
/// ```
/// A terminated subject replays its buffer and then the terminal event. Thread-safe.
/// - SeeAlso: [ReactiveX Subject](http://reactivex.io/documentation/subject.html)
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    SubjectSubscriptionOwner
{
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    /// The lock-guarded state: the replay buffer (`bufferSize` `nil` when unbounded), the subscribers and the
    /// terminal event.
    @usableFromInline
    struct State {
        @usableFromInline var buffer = RingQueue<Element>()
        @usableFromInline let bufferSize: Int?
        @usableFromInline var observers = SubjectEntryList()
        @usableFromInline var stoppedEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @usableFromInline init(bufferSize: Int?) {
            self.bufferSize = bufferSize
        }
    }

    @usableFromInline let state: LockedState<State>
    #if DEBUG
        /// Reports overlapping `on` calls (debug builds only, as upstream).
        @usableFromInline let misuseTracker = MisuseTracker()
    #endif

    private init(bufferSize: Int?) {
        state = LockedState(State(bufferSize: bufferSize))
        super.init()
    }

    /// Creates a subject that replays at most `bufferSize` elements.
    ///
    /// A negative size is a programmer error and traps.
    /// - Parameter bufferSize: the maximum number of elements to replay.
    /// - Returns: the subject.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        guard bufferSize >= 0 else {
            rxFatalError("ReplaySubject.create(bufferSize:) requires bufferSize >= 0, got \(bufferSize)")
        }
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// Creates a subject that replays every element it has received.
    /// - Returns: the subject.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool {
        state.withLock { !$0.observers.isEmpty }
    }

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Buffers `next` elements and broadcasts `event`. Ignored after a terminal event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
            let entered = misuseTracker.enter()
            defer { misuseTracker.leave(entered) }
        #endif
        // The element that leaves the buffer is released after unlocking. Performance: the closure returns no
        // tuple, whose metadata unspecialised code would look up on every call.
        var trimmed: Element?
        var hasHoles = true
        let observers = state.withLock { state -> SubjectSnapshot in
            if state.isDisposed || state.stoppedEvent != nil { return [] }
            switch event {
            case .next(let element):
                if let limit = state.bufferSize {
                    if limit > 0 {
                        if state.buffer.count >= limit { trimmed = state.buffer.dequeue() }
                        state.buffer.enqueue(element)
                    }
                } else {
                    state.buffer.enqueue(element)
                }
                hasHoles = state.observers.hasHoles
                return state.observers.entries
            case .error, .completed:
                state.stoppedEvent = event
                return state.observers.removeAll()
            }
        }
        withExtendedLifetime(trimmed) {}  // released here, outside the lock
        observers.dispatch(event, hasHoles: hasHoles)
    }

    /// Subscribes `observer`, which first receives the buffered elements (and the terminal event, if any).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.isDisposed { return .disposed }
            let replay = state.buffer.elements
            if let stopped = state.stoppedEvent { return .terminated(replay: replay, stopped) }
            return state.observers.insert(observer, owner: self, replaying: replay)
        }
        return outcome.deliver(to: observer, subject: self) { gate in
            state.withLock { $0.observers.replace(gate.key, with: gate.target) }
        }
    }

    /// Removes the subscriber with `key`.
    package func unsubscribe(_ key: Int) {
        let removed = state.withLock { $0.observers.remove(key) }
        withExtendedLifetime(removed) {}  // the observer is released here, outside the lock
    }

    /// Returns the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases every subscriber and the buffer; later subscribers get ``RxError/disposed(object:)``.
    public func dispose() {
        let released = state.withLock { state in
            state.isDisposed = true
            defer {
                state.buffer = RingQueue(capacity: 1)
                state.stoppedEvent = nil
            }
            return (state.observers.removeAll(), state.buffer, state.stoppedEvent)
        }
        withExtendedLifetime(released) {}  // the observers, buffer and terminal event are released here, unlocked
    }
}

extension ReplaySubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
}
