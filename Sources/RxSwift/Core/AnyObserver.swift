/// A type-erased ``ObserverType``.
///
/// ```swift
/// let observer = AnyObserver<Int> { event in print(event) }
/// observer.onNext(1)   // next(1)
/// ```
public struct AnyObserver<Element>: ObserverType {
    /// The type of the closure that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// Creates an observer that forwards every event to `eventHandler`.
    /// - Parameter eventHandler: the closure that receives events.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Creates an observer that forwards every event to `observer`.
    /// - Parameter observer: the observer to wrap.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self.observer = erased.observer
        } else {
            self.observer = observer.on
        }
    }

    /// Delivers `event` to the wrapped handler.
    /// - Parameter event: the event.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns `self`.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension AnyObserver: @unchecked Sendable where Element: Sendable {
    // Sendable: the only field is a `let` closure; the Rx observer contract (events arrive one at a time,
    // from any thread) is what every observer the library hands out honours, e.g. the one given to
    // `Observable.create`, whose sink guards its stopped flag with an Atomic.
}

extension ObserverType {
    /// Erases the type of this observer.
    /// - Returns: an ``AnyObserver`` forwarding to `self`.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer that transforms each element with `transform` before forwarding it to `self`.
    ///
    /// An error thrown by `transform` is delivered to `self` as an `error` event.
    /// - Parameter transform: the function applied to each element.
    /// - Returns: the mapping observer.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
