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
public final class BehaviorSubject<Element>: _SubjectBase<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    /// The current value; read and written only under the core's lock.
    ///
    /// Performance: a stored property of the (generic) class rather than a field of a generic locked state,
    /// so that unspecialised code looks no generic metadata up to reach it.
    @exclusivity(unchecked) private var current: Element
    /// Room for the element replayed to a subscriber with closures (see ``ReplaySlot``).
    private let replaySlot = ReplaySlot<Element>()

    /// Creates a subject whose current value is `value`.
    /// - Parameter value: the initial value.
    public init(value: Element) {
        current = value
        super.init()
    }

    /// The current value.
    /// - Throws: the error the subject terminated with, or ``RxError/disposed(object:)`` after disposal.
    /// - Returns: the latest element.
    public func value() throws -> Element {
        let (element, error) = core.withLock { state -> (Element, Swift.Error?) in
            if state.isDisposed { return (current, RxError.disposed(object: self)) }
            guard case .failed(let error)? = state.terminal else { return (current, nil) }
            return (current, error)
        }
        if let error { throw error }
        return element
    }

    /// Updates the current value and broadcasts it: `on(.next(element))` without an `Event`, for package
    /// callers that run unspecialised (relays, multicast connections), where every `Event` costs a metadata
    /// lookup.
    ///
    /// Performance: the locked state is not generic; the replaced value goes to a stack slot and is released
    /// after unlocking.
    @usableFromInline
    package override func receiveNext(_ element: Element) {
        core.broadcastNext(element) { replaced in
            replaced.initialize(to: current)
            current = element
            return true
        }
    }

    /// Subscribes `observer`, which first receives the current value.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(observer, subject: self) { terminal, replay in
            if case .none = terminal { replay.append(current) }
        }
    }

    override func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        core.subscribe(closures: closures.entry, onDisposed: closures.onDisposed, replaySlot: replaySlot) { _, replay in
            replay.append(current)
        }
    }

    /// Returns the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases every subscriber; later subscribers get ``RxError/disposed(object:)``.
    public func dispose() {
        core.dispose()
    }
}

extension BehaviorSubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `core`, a LockedState, or is touched only under its lock.
}
