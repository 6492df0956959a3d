/// A receiver of sequence events.
///
/// - SeeAlso: [ReactiveX Observable](http://reactivex.io/documentation/observable.html)
public protocol ObserverType<Element> {
    /// The type of the elements received.
    associatedtype Element

    /// Delivers `event` to this observer.
    /// - Parameter event: the event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers a `next` event carrying `element`.
    /// - Parameter element: the element.
    @inlinable public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Delivers a `completed` event.
    @inlinable public func onCompleted() {
        on(.completed)
    }

    /// Delivers an `error` event.
    /// - Parameter error: the error.
    @inlinable public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}

extension ObserverType where Element == Void {
    /// Delivers a `next(())` event.
    @inlinable public func onNext() {
        on(.next(()))
    }
}
