import RxSwift

extension ObservableType {
    /// Feeds every element to each of `relays`. Relays never terminate: completion is ignored, and an
    /// error is a programmer error (it traps in debug builds and is printed in release builds).
    /// - Returns: the subscription.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(relays.map { $0.accept }, name: "publish relay")
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`.
    /// - Returns: the subscription.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(relays.map { relay in { relay.accept($0) } }, name: "publish relay")
    }

    /// Feeds every element to each of `relays`, updating their current value.
    /// - Returns: the subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(relays.map { $0.accept }, name: "behavior relay")
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`.
    /// - Returns: the subscription.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(relays.map { relay in { relay.accept($0) } }, name: "behavior relay")
    }

    /// Feeds every element to each of `relays`.
    /// - Returns: the subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(relays.map { $0.accept }, name: "replay relay")
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`.
    /// - Returns: the subscription.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(relays.map { relay in { relay.accept($0) } }, name: "replay relay")
    }

    /// Feeds every element to each of `accepts`; completion is ignored and an error is a binding error.
    ///
    /// Performance: element and error closures, not an event closure: an element reaches `accepts` without an
    /// `Event` (this function is generic, and an `Event` made in unspecialised code costs a metadata lookup).
    private func bind(_ accepts: [(Element) -> Void], name: String) -> Disposable {
        subscribe(
            onNext: { element in
                for accept in accepts { accept(element) }
            },
            onError: { error in rxBindingError(error, target: name) }
        )
    }
}
