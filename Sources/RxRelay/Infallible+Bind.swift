import RxSwift

extension InfallibleType {
    /// Feeds every element to each of `relays`. Relays never terminate: completion is ignored.
    ///
    /// ```swift
    /// let relay = PublishRelay<Int>()
    /// Infallible.of(1, 2).bind(to: relay)   // relay receives 1 2
    /// ```
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`; completion is ignored.
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Feeds every element to each of `relays`, updating their current value; completion is ignored.
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`; completion is ignored.
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Feeds every element to each of `relays`; completion is ignored.
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`; completion is ignored.
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }
}
