/// A single notification delivered by an observable sequence.
///
/// Sequence grammar: `next* (error | completed)?`. Once an `error` or `completed` event has been
/// delivered, nothing else is.
///
/// ```swift
/// Observable.of(1, 2).subscribe { print($0) }
/// // next(1)
/// // next(2)
/// // completed
/// ```
/// - SeeAlso: [ReactiveX Observable](http://reactivex.io/documentation/observable.html)
@frozen public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence terminated with an error.
    case error(Swift.Error)
    /// The sequence terminated successfully.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    /// A readable description such as `next(1)`, `error(…)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event {
    /// `true` for `error` and `completed`.
    @inlinable public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The element of a `next` event, otherwise `nil`.
    @inlinable public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    @inlinable public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` only for `completed`.
    @inlinable public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; an error thrown by `transform` becomes an `error` event.
    /// - Parameter transform: the function applied to the element.
    /// - Returns: the transformed event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that can be converted to an ``Event``.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element

    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
