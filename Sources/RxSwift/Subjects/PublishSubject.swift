/// A subject that broadcasts each event to the observers subscribed at that moment.
///
/// ```swift
/// let subject = PublishSubject<String>()
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext("1")   // prints 1
/// ```
/// Late subscribers receive only later events; once terminated, the subject replays its terminal event
/// to new subscribers. Thread-safe.
/// - SeeAlso: [ReactiveX Subject](http://reactivex.io/documentation/subject.html)
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    SubjectSubscriptionOwner, @unchecked Sendable
{
    // Sendable: every mutable field lives in `state`, a LockedState.
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline
    struct State {
        @usableFromInline var observers = SubjectObservers<Element>()
        @usableFromInline var stoppedEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @usableFromInline init() {}
    }

    @usableFromInline let state = LockedState(State())

    /// Creates a subject with no subscribers.
    public override init() {
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

    /// Broadcasts `event` to the current subscribers. Ignored after a terminal event or disposal.
    /// - Parameter event: the event.
    @inlinable
    public func on(_ event: Event<Element>) {
        let observers = state.withLock { state -> [SubjectObservers<Element>.Entry] in
            if state.isDisposed || state.stoppedEvent != nil { return [] }
            if event.isStopEvent {
                state.stoppedEvent = event
                return state.observers.removeAll()
            }
            return state.observers.entries
        }
        observers.dispatch(event)
    }

    /// Subscribes `observer`; a terminated subject sends its terminal event at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.isDisposed { return .disposed }
            if let stopped = state.stoppedEvent { return .terminated([stopped]) }
            return .subscribed(key: state.observers.insert(observer), gate: nil, replay: [])
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
    public func asObserver() -> PublishSubject<Element> {
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
