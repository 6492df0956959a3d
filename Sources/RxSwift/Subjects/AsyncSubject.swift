/// A subject that emits only the last element it received, and only when it completes.
///
/// ```swift
/// let subject = AsyncSubject<Int>()
/// _ = subject.subscribe { print($0) }
/// subject.onNext(1); subject.onNext(2); subject.onCompleted()
/// // next(2)
/// // completed
/// ```
/// If it fails, subscribers receive only the error. Late subscribers receive the same outcome.
/// - SeeAlso: [ReactiveX Subject](http://reactivex.io/documentation/subject.html)
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = AsyncSubject<Element>

    /// The lock-guarded state: the last element, the subscribers and the terminal event.
    private struct State: SubjectStateWithObservers {
        var lastElement: Element?
        var observers = SubjectEntryList()
        var stoppedEvent: Event<Element>?
    }

    private let state = LockedState(State())
    #if DEBUG
        /// Reports overlapping `on` calls (debug builds only, as upstream).
        @usableFromInline let misuseTracker = MisuseTracker()
    #endif

    /// Creates a subject.
    public override init() {
        super.init()
    }

    deinit {
        // Subscription tokens may keep `state` alive, not the subject: its observers go with it (see
        // `SubjectSubscriptionOwner`).
        SubjectEntryList.releaseAll(in: state)
    }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool {
        state.withLock { !$0.observers.isEmpty }
    }

    /// Records elements; on completion delivers the last one (if any) and `completed`; on error delivers
    /// the error.
    public func on(_ event: Event<Element>) {
        #if DEBUG
            let entered = misuseTracker.enter()
            defer { misuseTracker.leave(entered) }
        #endif
        // What leaves the locked section goes through locals (see `BehaviorSubject.on(_:)`).
        var replaced: Element?
        var events: [Event<Element>] = []
        let observers = state.withLock { state -> SubjectSnapshot in
            if state.stoppedEvent != nil { return [] }
            switch event {
            case .next(let element):
                replaced = state.lastElement
                state.lastElement = element
                return []
            case .error:
                state.stoppedEvent = event
                events = [event]
                return state.observers.removeAll()
            case .completed:
                state.stoppedEvent = event
                events = state.lastElement.map { [.next($0), .completed] } ?? [.completed]
                return state.observers.removeAll()
            }
        }
        withExtendedLifetime(replaced) {}  // the previous last element is released here, outside the lock
        for event in events { observers.dispatch(event) }
    }

    /// Subscribes `observer`; a terminated subject delivers its outcome at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            switch state.stoppedEvent {
            case nil:
                return state.observers.insert(observer, owner: self.state, replaying: [])
            case .error(let error)?:
                return .terminated(replay: [], .error(error))
            case .next?, .completed?:
                return .terminated(replay: state.lastElement.map { [$0] } ?? [], .completed)
            }
        }
        return outcome.deliver(to: observer, subject: self) { _ in nil }
    }

    /// Returns the subject itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}

extension AsyncSubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
}
