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
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline let state: LockedState<BehaviorSubjectState>
    /// The current value; read and written only under `state`'s lock.
    ///
    /// Performance: a stored property of the (generic) class rather than a field of a generic locked state,
    /// so that unspecialised code looks no generic metadata up to reach it.
    @exclusivity(unchecked) private var current: Element
    #if DEBUG
        /// Reports overlapping `on` calls (debug builds only, as upstream).
        @usableFromInline let misuseTracker = MisuseTracker()
    #endif

    /// Creates a subject whose current value is `value`.
    /// - Parameter value: the initial value.
    public init(value: Element) {
        current = value
        state = LockedState(BehaviorSubjectState())
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

    /// The current value.
    /// - Throws: the error the subject terminated with, or ``RxError/disposed(object:)`` after disposal.
    /// - Returns: the latest element.
    public func value() throws -> Element {
        let (element, error) = state.withLock { state -> (Element, Swift.Error?) in
            if state.isDisposed { return (current, RxError.disposed(object: self)) }
            let stopped = state.stopped.map { unsafeDowncast($0, to: StoppedEventBox<Element>.self).event }
            return (current, stopped?.error)
        }
        if let error { throw error }
        return element
    }

    /// Updates the current value (for `next`) and broadcasts `event` to the current subscribers.
    /// Ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error, .completed:
            receiveTerminal(event)
        }
    }

    /// Updates the current value and broadcasts it: `on(.next(element))` without an `Event`, for package
    /// callers that run unspecialised (relays, multicast connections), where every `Event` costs a metadata
    /// lookup.
    ///
    /// Performance: the locked state is not generic; the replaced value goes to a stack slot and is released
    /// after unlocking.
    @usableFromInline
    package func receiveNext(_ element: Element) {
        #if DEBUG
            let entered = misuseTracker.enter()
            defer { misuseTracker.leave(entered) }
        #endif
        state.broadcastNext(element) { _, replaced in
            replaced.initialize(to: current)
            current = element
            return true
        }
    }

    /// Records the terminal `event` and sends it to the current subscribers (out of line: off the
    /// per-element path).
    @inline(never)
    private func receiveTerminal(_ event: Event<Element>) {
        #if DEBUG
            let entered = misuseTracker.enter()
            defer { misuseTracker.leave(entered) }
        #endif
        state.terminate(with: event)
    }

    /// Subscribes `observer`, which first receives the current value.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.isDisposed { return .disposed }
            if let stopped = state.stopped {
                return .terminated(replay: [], unsafeDowncast(stopped, to: StoppedEventBox<Element>.self).event)
            }
            return state.observers.insert(observer, owner: self.state, replaying: [current])
        }
        return outcome.deliver(to: observer, subject: self) { gate in
            state.withLock { $0.observers.replace(gate.key, with: gate.target) }
        }
    }

    /// Returns the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
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

/// The lock-guarded state of a `BehaviorSubject` (its value is a stored property of the subject); not
/// generic, so that its critical sections look no metadata up.
@usableFromInline
struct BehaviorSubjectState: TerminatingSubjectState {
    var observers = SubjectEntryList()
    /// The terminal event (a `StoppedEventBox<Element>`).
    var stopped: AnyObject?
    var isDisposed = false
}

extension BehaviorSubject: ElementReceiver {}

extension BehaviorSubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
}
