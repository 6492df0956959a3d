/// An observable sequence of the elements that share a key, as produced by `groupBy`.
///
/// - SeeAlso: [ReactiveX GroupBy](http://reactivex.io/documentation/operators/groupby.html)
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by every element of this group.
    public let key: Key

    private let source: Observable<Element>

    /// Creates a group with `key` whose elements come from `source`.
    /// - Parameters:
    ///   - key: the key of the group.
    ///   - source: the elements of the group.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the elements of the group.
    /// - Parameter observer: the receiver of the events.
    /// - Returns: the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The elements of the group as an ``Observable``.
    /// - Returns: the underlying sequence.
    public func asObservable() -> Observable<Element> {
        source
    }
}
