/// A type that is, or can be turned into, a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a ``ControlProperty``.
    /// - Returns: the control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A trait for a property of a user-interface element (the text of a field, the value of a slider):
/// it can be observed, and values bound to it are written to the element.
///
/// Properties of a control property:
/// - it never fails;
/// - it sends the current value first, when subscribed to, then every change;
/// - it completes when the element it belongs to is released;
/// - it is subscribed to on the main thread (through `ConcurrentMainScheduler`), and values are
///   expected on the main thread; values bound to it must arrive on the main thread.
///
/// ```swift
/// let text = ControlProperty(values: textRelay, valueSink: Binder(field) { $0.text = $1 })
/// text.subscribe(onNext: { print($0) })  // the current text, then each change
/// Observable.just("Hi").bind(to: text)   // writes "Hi" to the field
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the values.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Creates a control property that reads from `values` and writes to `valueSink`.
    ///
    /// `values` must start with the current value, must not fail and must deliver on the main thread.
    /// The control property subscribes to it on the main thread.
    /// - Parameters:
    ///   - values: the current value followed by every change.
    ///   - valueSink: receives the values bound to the property.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the values: the current one first, then every change.
    /// - Parameter observer: receives the values.
    /// - Returns: the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Element == Observer.Element {
        values.subscribe(observer)
    }

    /// The changes of the property, without its current value (the first value is skipped).
    ///
    /// Only meaningful for properties that change through user interaction; values set programmatically
    /// may or may not be reported, depending on the element.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as a plain ``/RxSwift/Observable``.
    /// - Returns: the observable.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// This control property.
    /// - Returns: `self`.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Writes a bound value to the element.
    ///
    /// `next` and `completed` go to the value sink. An `error` is a programmer error: it traps in debug
    /// builds and is printed in release builds (it is not forwarded).
    /// - Parameter event: the event.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            rxBindingError(error)
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string: a `ControlProperty<String>`.
    ///
    /// Values bound to it are written unchanged (as non-`nil` strings).
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}
