import RxSwift

/// A wrapper around ``/RxSwift/BehaviorSubject`` that never terminates: it holds a current ``value`` and only
/// accepts elements.
///
/// ```swift
/// let relay = BehaviorRelay(value: "Initial value")
/// relay.accept("New value")
/// _ = relay.subscribe(onNext: { print($0) })   // New value
/// ```
/// Thread-safe.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    // Sendable: the only field is a BehaviorSubject, which synchronises itself.
    private let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    /// - Parameter value: the initial value.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // The subject never terminates and is never disposed, so `value()` cannot throw.
        do {
            return try subject.value()
        } catch {
            fatalError("BehaviorRelay's subject failed unexpectedly: \(error)")
        }
    }

    /// Sets the current value and broadcasts it to the current subscribers.
    /// - Parameter event: the new value.
    public func accept(_ event: Element) {
        subject.receiveNext(event)
    }

    /// Subscribes `observer`, which first receives the current value.
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
