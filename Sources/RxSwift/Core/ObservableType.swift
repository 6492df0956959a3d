/// A push-style sequence: the protocol every observable sequence conforms to.
///
/// - SeeAlso: [ReactiveX Observable](http://reactivex.io/documentation/observable.html)
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to receive the events of this sequence.
    ///
    /// Events are delivered serially, following the grammar `next* (error | completed)?`.
    /// Disposing the returned value stops delivery and releases the resources of the subscription.
    /// - Parameter observer: the receiver of the events.
    /// - Returns: the subscription, to dispose when no more events are wanted.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// The default conversion: an ``Observable`` that subscribes to `self`.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
