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

    @usableFromInline
    struct State {
        @usableFromInline var buffer = RingQueue<Element>()
        @usableFromInline let bufferSize: Int?
        @usableFromInline var observers = SubjectObservers<Element>()
        @usableFromInline var stoppedEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @usableFromInline init(bufferSize: Int?) {
            self.bufferSize = bufferSize
        }
    }

    @usableFromInline let state: LockedState<State>

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
        let observers = state.withLock { state -> [SubjectObservers<Element>.Entry] in
            if state.isDisposed || state.stoppedEvent != nil { return [] }
            switch event {
            case .next(let element):
                if let limit = state.bufferSize {
                    if limit > 0 {
                        state.buffer.enqueue(element)
                        while state.buffer.count > limit { _ = state.buffer.dequeue() }
                    }
                } else {
                    state.buffer.enqueue(element)
                }
                return state.observers.entries
            case .error, .completed:
                state.stoppedEvent = event
                return state.observers.removeAll()
            }
        }
        observers.dispatch(event)
    }

    /// Subscribes `observer`, which first receives the buffered elements (and the terminal event, if any).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let outcome = state.withLock { state -> SubjectSubscribeOutcome<Element> in
            if state.isDisposed { return .disposed }
            let replay = state.buffer.elements.map { Event.next($0) }
            if let stopped = state.stoppedEvent { return .terminated(replay + [stopped]) }
            let gated = ReplayGatedObserver<Element>(observer)
            return .subscribed(key: state.observers.insert(gated), gate: gated, replay: replay)
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
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases every subscriber and the buffer; later subscribers get ``RxError/disposed(object:)``.
    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            _ = state.observers.removeAll()
            state.buffer.removeAll()
            state.stoppedEvent = nil
        }
    }
}

extension ReplaySubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
}
