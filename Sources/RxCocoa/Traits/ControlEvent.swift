/// A type that is, or can be turned into, a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// The sequence as a ``ControlEvent``.
    /// - Returns: the control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// A trait for the events of a user-interface element (a tap, a value change).
///
/// Properties of a control event:
/// - it never fails;
/// - it sends no initial value when subscribed to;
/// - it completes when the element it belongs to is released;
/// - it is subscribed to on the main thread (through `ConcurrentMainScheduler`), and events are
///   expected on the main thread.
///
/// ```swift
/// let taps = ControlEvent(events: tapSubject)
/// taps.subscribe(onNext: { print("tapped") })
/// ```
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Creates a control event from `events`.
    ///
    /// `events` must follow the properties listed on ``ControlEvent``: it must not fail and must deliver
    /// on the main thread. The control event subscribes to it on the main thread.
    /// - Parameter events: the source of the events.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    /// - Parameter observer: receives the events.
    /// - Returns: the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as a plain ``/RxSwift/Observable``.
    /// - Returns: the observable.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// This control event.
    /// - Returns: `self`.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}

extension ControlEvent: @unchecked Sendable {
    // Sendable: immutable; the wrapped observable is subscribed to (and disposed of) on the main thread by
    // `subscribe(on: ConcurrentMainScheduler.instance)`, and delivers there, so its closures run on one thread.
}
