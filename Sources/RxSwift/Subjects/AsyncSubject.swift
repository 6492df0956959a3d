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

    @usableFromInline let core = SubjectCore(SubjectState())
    /// The last element received; read and written only under the core's lock.
    @exclusivity(unchecked) private var lastElement: Element?

    /// Creates a subject.
    public override init() {
        super.init()
        #if DEBUG
            core.withoutLocking { $0.misuseTracker.site = "AsyncSubject" }  // before the subject is published
        #endif
    }

    deinit { core.releaseAll() }  // tokens may keep the core alive, not the subject: its observers go with it

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Records elements; on completion delivers the last one (if any) and `completed`; on error delivers
    /// the error.
    public func on(_ event: Event<Element>) {
        receive(event)
    }

    /// Records `element` as the last one: `on(.next(element))` without an `Event`, for package callers that run
    /// unspecialised (multicast connections).
    @usableFromInline
    package func receiveNext(_ element: Element) {
        let replaced = core.delivering {
            core.withLock { state -> Element? in
                guard state.isLive else { return nil }
                defer { lastElement = element }
                return lastElement
            }
        }
        withExtendedLifetime(replaced) {}  // the previous last element is released here, outside the lock
    }

    /// Delivers the last element (if any) and completion to the current subscribers: `on(.completed)` without an
    /// `Event`.
    @usableFromInline
    package func receiveCompleted() {
        var last: Element?
        let observers = core.takeSubscribers(terminatingWith: .completed) { last = lastElement }
        if let last { observers.dispatchNext(last, hasHoles: true) }
        observers.dispatch(.completed, of: Element.self)
    }

    /// Delivers failure with `error` to the current subscribers: `on(.error(error))` without an `Event`.
    @usableFromInline
    package func receiveError(_ error: Swift.Error) {
        core.terminate(with: .failed(error), of: Element.self)
    }

    /// Subscribes `observer`; a terminated subject delivers its outcome at once: the last element (if any)
    /// and `completed`, or the error.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(observer, subject: self) { terminal, replay in
            if case .completed? = terminal, let lastElement { replay.append(lastElement) }
        }
    }

    /// Returns the subject itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}

extension AsyncSubject: ElementReceiver, ReceiverProviding {
    /// The subject itself when `Requested` is its `Element`: a source then hands it elements and its end as typed
    /// calls, as it does to the other subjects (`source.subscribe(subject)`).
    func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }
}

extension AsyncSubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `core`, a LockedState, or is touched only under its lock.
}
