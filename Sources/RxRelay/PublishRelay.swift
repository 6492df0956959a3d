import RxSwift

/// A wrapper around ``/RxSwift/PublishSubject`` that never terminates: it only accepts elements.
///
/// ```swift
/// let relay = PublishRelay<String>()
/// _ = relay.subscribe(onNext: { print($0) })
/// relay.accept("1")   // 1
/// ```
/// Thread-safe.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    // Sendable: the only field is a PublishSubject, which synchronises itself.
    private let subject = PublishSubject<Element>()

    /// Creates a relay.
    public init() {}

    /// Broadcasts `event` as a `next` element to the current subscribers.
    /// - Parameter event: the element.
    public func accept(_ event: Element) {
        subject.receiveNext(event)
    }

    /// Subscribes `observer`; it will never receive a terminal event from the relay.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``/RxSwift/Observable``.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an ``/RxSwift/Infallible``: it emits the accepted elements and never errors or completes.
    /// - Returns: the infallible sequence of the relay's elements.
    public func asInfallible() -> Infallible<Element> {
        Infallible(subject.asObservable())
    }
}
