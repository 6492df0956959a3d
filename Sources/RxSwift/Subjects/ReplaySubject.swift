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
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline let state: LockedState<ReplaySubjectState>
    /// The replayed elements; used only under `state`'s lock.
    @exclusivity(unchecked) private var buffer = ElementBuffer<Element>()
    #if DEBUG
        /// Reports overlapping `on` calls (debug builds only, as upstream).
        @usableFromInline let misuseTracker = MisuseTracker()
    #endif

    private init(bufferSize: Int?) {
        state = LockedState(ReplaySubjectState(limit: bufferSize ?? Int.max))
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

    /// Buffers `next` elements and broadcasts `event`. Ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error, .completed:
            receiveTerminal(event)
        }
    }

    /// Buffers `element` and broadcasts it: `on(.next(element))` without an `Event`, for package callers that
    /// run unspecialised (multicast connections, relays), where every `Event` costs a metadata lookup.
    ///
    /// Performance: the locked state is not generic and the buffer is a stored ``ElementBuffer``, so no generic
    /// metadata is looked up per element; the element that leaves the buffer goes to a stack slot and is released
    /// after unlocking.
    @usableFromInline
    package func receiveNext(_ element: Element) {
        #if DEBUG
            let entered = misuseTracker.enter()
            defer { misuseTracker.leave(entered) }
        #endif
        state.broadcastNext(element) { state, trimmed in
            buffer.append(element, limit: state.limit, trimmed: trimmed)
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

    /// Subscribes `observer`, which first receives the buffered elements (and the terminal event, if any).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.isDisposed { return .disposed }
            let replay = buffer.elements
            if let stopped = state.stopped {
                return .terminated(replay: replay, unsafeDowncast(stopped, to: StoppedEventBox<Element>.self).event)
            }
            return state.observers.insert(observer, owner: self.state, replaying: replay)
        }
        return outcome.deliver(to: observer, subject: self) { gate in
            state.withLock { $0.observers.replace(gate.key, with: gate.target) }
        }
    }

    /// Returns the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases every subscriber and the buffer; later subscribers get ``RxError/disposed(object:)``.
    public func dispose() {
        let released = state.withLock { state in
            state.isDisposed = true
            defer { state.stopped = nil }
            return (state.observers.removeAll(), buffer.takeAll(), state.stopped)
        }
        withExtendedLifetime(released) {}  // the observers, buffer and terminal event are released here, unlocked
    }
}

/// The lock-guarded state of a `ReplaySubject`; not generic, so that its critical sections look no metadata
/// up.
@usableFromInline
struct ReplaySubjectState: TerminatingSubjectState {
    /// The most elements kept (`Int.max`: unbounded).
    let limit: Int
    var observers = SubjectEntryList()
    /// The terminal event (a `StoppedEventBox<Element>`).
    var stopped: AnyObject?
    var isDisposed = false

    init(limit: Int) {
        self.limit = limit
    }
}

extension ReplaySubject: ElementReceiver {}

extension ReplaySubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
}
