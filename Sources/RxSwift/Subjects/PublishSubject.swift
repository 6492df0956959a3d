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
public final class PublishSubject<Element>: _SubjectBase<Element>, SubjectType, ObserverType, Cancelable {
    // Performance: the core is not generic (subscribers are `SubjectEntry` objects, the terminal event a
    // `SubjectTerminal`), so subscribe, dispose and the lock's critical sections need no runtime generic-metadata
    // lookups; the only per-subscription allocation is the entry, which holds the observer unboxed.
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    /// Creates a subject with no subscribers.
    public override init() {
        super.init()
    }

    /// Broadcasts `element`: `on(.next(element))` without an `Event`, for package callers that run
    /// unspecialised (multicast connections, relays), where every `Event` costs a metadata lookup.
    @usableFromInline
    package override func receiveNext(_ element: Element) {
        // A terminated or disposed subject has no subscribers left: the element reaches nobody.
        core.broadcastNext(element)
    }

    /// Subscribes `observer`; a terminated subject sends its terminal event at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(observer, subject: self)
    }

    override func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        core.subscribe(closures: closures.entry, onDisposed: closures.onDisposed)
    }

    /// Returns the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Releases every subscriber; later subscribers get ``RxError/disposed(object:)``.
    public func dispose() {
        core.dispose()
    }
}

extension PublishSubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `core`, a LockedState.
}
