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

    @usableFromInline
    struct State {
        @usableFromInline var element: Element
        @usableFromInline var observers = SubjectObservers<Element>()
        @usableFromInline var stoppedEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @usableFromInline init(element: Element) {
            self.element = element
        }
    }

    @usableFromInline let state: LockedState<State>

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
        let observers = state.withLock { state -> [SubjectObservers<Element>.Entry] in
            if state.isDisposed || state.stoppedEvent != nil { return [] }
            switch event {
            case .next(let element):
                state.element = element
                return state.observers.entries
            case .error, .completed:
                state.stoppedEvent = event
                return state.observers.removeAll()
            }
        }
        observers.dispatch(event)
    }

    /// Subscribes `observer`, which first receives the current value.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.isDisposed { return .disposed }
            if let stopped = state.stoppedEvent { return .terminated([stopped]) }
            let gated = ReplayGatedObserver<Element>(observer)
            return .subscribed(key: state.observers.insert(gated), gate: gated, replay: [.next(state.element)])
        }
        switch outcome {
        case .subscribed(let key, let gate, let replay):
            gate?.replay(replay)
            return SubjectSubscription(owner: self, key: key)
        case .terminated(let events):
            for event in events { observer.on(event) }
        case .disposed:
            observer.on(.error(RxError.disposed(object: self)))
        }
        return Disposables.create()
    }

    /// Removes the subscriber with `key`.
    package func unsubscribe(_ key: Int) {
        state.withLock { $0.observers.remove(key) }
    }

    /// Returns the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases every subscriber; later subscribers get ``RxError/disposed(object:)``.
    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            _ = state.observers.removeAll()
            state.stoppedEvent = nil
        }
    }
}

extension BehaviorSubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
}
