/// A subject that holds a current value: each new subscriber first receives the latest element (or the
/// initial value), then every later event.
///
/// ```swift
/// let subject = BehaviorSubject(value: 1)
/// _ = subject.subscribe(onNext: { print($0) })   // 1
/// subject.onNext(2)                              // 2
/// ```
/// Thread-safe. A terminated subject replays only its terminal event.
/// - SeeAlso: [ReactiveX Subject](http://reactivex.io/documentation/subject.html)
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    SubjectSubscriptionOwner
{
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    /// The lock-guarded state: the current value, the subscribers and the terminal event.
    @usableFromInline
    struct State {
        @usableFromInline var element: Element
        @usableFromInline var observers = SubjectEntryList()
        @usableFromInline var stoppedEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @usableFromInline init(element: Element) {
            self.element = element
        }
    }

    @usableFromInline let state: LockedState<State>
    #if DEBUG
        /// Reports overlapping `on` calls (debug builds only, as upstream).
        @usableFromInline let misuseTracker = MisuseTracker()
    #endif

    /// Creates a subject whose current value is `value`.
    /// - Parameter value: the initial value.
    public init(value: Element) {
        state = LockedState(State(element: value))
        super.init()
    }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool {
        state.withLock { !$0.observers.isEmpty }
    }

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current value.
    /// - Throws: the error the subject terminated with, or ``RxError/disposed(object:)`` after disposal.
    /// - Returns: the latest element.
    public func value() throws -> Element {
        let (element, error) = state.withLock { state -> (Element, Swift.Error?) in
            if state.isDisposed { return (state.element, RxError.disposed(object: self)) }
            return (state.element, state.stoppedEvent?.error)
        }
        if let error { throw error }
        return element
    }

    /// Updates the current value (for `next`) and broadcasts `event` to the current subscribers.
    /// Ignored after a terminal event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
            let entered = misuseTracker.enter()
            defer { misuseTracker.leave(entered) }
        #endif
        // The previous value is released after unlocking. Performance: it leaves the locked section through a
        // local, not a returned tuple, whose metadata unspecialised callers would look up on every call.
        var replaced: Element?
        var hasHoles = true
        let observers = state.withLock { state -> SubjectSnapshot in
            if state.isDisposed || state.stoppedEvent != nil { return [] }
            switch event {
            case .next(let element):
                replaced = state.element
                state.element = element
                hasHoles = state.observers.hasHoles
                return state.observers.entries
            case .error, .completed:
                state.stoppedEvent = event
                return state.observers.removeAll()
            }
        }
        withExtendedLifetime(replaced) {}  // released here, outside the lock
        observers.dispatch(event, hasHoles: hasHoles)
    }

    /// Subscribes `observer`, which first receives the current value.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.isDisposed { return .disposed }
            if let stopped = state.stoppedEvent { return .terminated(replay: [], stopped) }
            return state.observers.insert(observer, owner: self, replaying: [state.element])
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
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases every subscriber; later subscribers get ``RxError/disposed(object:)``.
    public func dispose() {
        let released = state.withLock { state in
            state.isDisposed = true
            defer { state.stoppedEvent = nil }
            return (state.observers.removeAll(), state.stoppedEvent)
        }
        withExtendedLifetime(released) {}  // the observers and the terminal event are released here, outside the lock
    }
}

extension BehaviorSubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
}
