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
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    // Performance: the locked state is not generic (subscribers are `SubjectEntry` objects, the terminal
    // event is boxed), so subscribe, dispose and the lock's critical sections need no runtime generic-metadata
    // lookups; the only per-subscription allocation is the entry, which holds the observer unboxed.
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline let state = LockedState(PublishSubjectState())
    #if DEBUG
        /// Reports overlapping `on` calls (debug builds only, as upstream).
        @usableFromInline let misuseTracker = MisuseTracker()
    #endif

    /// Creates a subject with no subscribers.
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

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Broadcasts `event` to the current subscribers. Ignored after a terminal event or disposal.
    /// - Parameter event: the event.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
            let entered = misuseTracker.enter()
            defer { misuseTracker.leave(entered) }
        #endif
        let stopped: AnyObject? = event.isStopEvent ? StoppedEventBox(event) : nil
        var hasHoles = true
        let observers = state.withLock { state -> SubjectSnapshot in
            if let stopped {
                if state.isDisposed || state.stopped != nil { return [] }
                state.stopped = stopped
                return state.observers.removeAll()
            }
            // A terminated or disposed subject has no subscribers left (and takes no new ones): an element
            // reaches nobody without a test of its own.
            hasHoles = state.observers.hasHoles
            return state.observers.entries
        }
        observers.dispatch(event, hasHoles: hasHoles)
    }

    /// Broadcasts `element`: `on(.next(element))` without an `Event`, for package callers that run
    /// unspecialised (multicast connections, relays), where every `Event` costs a metadata lookup.
    @usableFromInline
    package func receiveNext(_ element: Element) {
        #if DEBUG
            let entered = misuseTracker.enter()
            defer { misuseTracker.leave(entered) }
        #endif
        var hasHoles = true
        let observers = state.withLock { state -> SubjectSnapshot in
            // A terminated or disposed subject has no subscribers left: the element reaches nobody.
            hasHoles = state.observers.hasHoles
            return state.observers.entries
        }
        observers.dispatchNext(element, hasHoles: hasHoles)
    }

    /// Subscribes `observer`; a terminated subject sends its terminal event at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let outcome = state.withLock { state -> PublishSubscribeOutcome in
            if state.isDisposed { return .disposed }
            if let stopped = state.stopped { return .terminated(stopped) }
            let entry = state.observers.entry(for: observer)
            return .subscribed(state.observers.insert(entry, owner: self.state))
        }
        if case .subscribed(let token) = outcome { return token }
        rejectSubscriber(observer, outcome)
        return Disposables.create()
    }

    /// Tells a subscriber of a terminated or disposed subject (kept out of line: it is off the hot path).
    @inline(never)
    private func rejectSubscriber<Observer: ObserverType>(_ observer: Observer, _ outcome: PublishSubscribeOutcome)
    where Observer.Element == Element {
        switch outcome {
        case .subscribed:
            break
        case .terminated(let stopped):
            observer.on(unsafeDowncast(stopped, to: StoppedEventBox<Element>.self).event)
        case .disposed:
            observer.on(.error(RxError.disposed(object: self)))
        }
    }

    /// Returns the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Releases every subscriber; later subscribers get ``RxError/disposed(object:)``.
    public func dispose() {
        let released = state.withLock { state in
            state.isDisposed = true
            defer { state.stopped = nil }
            return (state.observers.removeAll(), state.stopped)
        }
        withExtendedLifetime(released) {}  // the observers and the terminal event are released here, outside the lock
    }
}

/// The lock-guarded state of a ``PublishSubject``; not generic so that its critical sections are specialised.
@usableFromInline
struct PublishSubjectState: SubjectStateWithObservers {
    @usableFromInline var observers = SubjectEntryList()
    /// The terminal event (a `StoppedEventBox<Element>`) once the subject has terminated.
    @usableFromInline var stopped: AnyObject?
    @usableFromInline var isDisposed = false

    @usableFromInline init() {}

    /// Inserts `entry` into the subscribers of a live subject and returns its key, first writing it into
    /// `subscription` (if any) under the lock; returns `nil` (inserting nothing) when the subject has terminated
    /// or been disposed.
    @usableFromInline
    static func insert(
        _ entry: SubjectEntry, in state: LockedState<PublishSubjectState>,
        keyedBy subscription: SubjectClosureSubscription? = nil
    ) -> Int? {
        state.withLock { state in
            if state.isDisposed || state.stopped != nil { return nil }
            let key = state.observers.insert(entry)
            subscription?.key = key
            return key
        }
    }
}

/// What ``PublishSubject/subscribe(_:)`` decided under its lock.
private enum PublishSubscribeOutcome {
    /// Subscribed; the token removes the subscriber.
    case subscribed(SubjectSubscriptionToken)
    /// The subject has terminated with this event (a `StoppedEventBox<Element>`).
    case terminated(AnyObject)
    /// The subject has been disposed.
    case disposed
}

extension PublishSubject: ElementReceiver {}

extension PublishSubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
}
