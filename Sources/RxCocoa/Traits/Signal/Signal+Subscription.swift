import RxRelay
import RxSwift

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every event to each of `observers`.
    /// - Parameter observers: the observers to feed.
    /// - Returns: the subscription.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe(each: observers)
    }

    /// Sends every event, elements wrapped in an optional, to each of `observers`.
    /// - Parameter observers: the observers to feed.
    /// - Returns: the subscription.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe(each: observers)
    }

    /// Feeds every element to each of `relays`; completion is ignored.
    /// - Parameter relays: the relays to update.
    /// - Returns: the subscription.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(accepting: relays.map { $0.accept })
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`.
    /// - Parameter relays: the relays to update.
    /// - Returns: the subscription.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(accepting: relays.map { relay in { relay.accept($0) } })
    }

    /// Feeds every element to each of `relays`; completion is ignored.
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(accepting: relays.map { $0.accept })
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`.
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(accepting: relays.map { relay in { relay.accept($0) } })
    }

    /// Feeds every element to each of `relays`; completion is ignored.
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(accepting: relays.map { $0.accept })
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`.
    /// - Parameter relays: the relays to feed.
    /// - Returns: the subscription.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(accepting: relays.map { relay in { relay.accept($0) } })
    }

    /// Subscribes closures that also receive `object`, held weakly; they are skipped once `object` is
    /// gone.
    /// - Parameters:
    ///   - object: the object passed to every closure, not retained.
    ///   - onNext: called for each element.
    ///   - onCompleted: called when the signal completes.
    ///   - onDisposed: called when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the subscription.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "emit(with:onNext:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "emit(with:onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "emit(with:onDisposed:)")
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the elements, the completion and the end of the subscription.
    /// - Parameters:
    ///   - onNext: called for each element.
    ///   - onCompleted: called when the signal completes.
    ///   - onDisposed: called when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the subscription.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "emit(onNext:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "emit(onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "emit(onDisposed:)")
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, keeping the signal's side effects running.
    /// - Returns: the subscription.
    public func emit() -> Disposable {
        asObservable().subscribe()
    }
}
