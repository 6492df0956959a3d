import RxRelay
import RxSwift

/// The message of the trap when a `drive` method is called off the main thread.
private let driveOffMainThreadMessage = """
    `drive*` family of methods can be only called from `MainThread`.
    This is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.
    """

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// In debug builds, traps unless called on the main queue (or the main thread), where a Driver replays its
    /// latest element.
    @usableFromInline
    func ensureDrivingOnMainThread() {
        #if DEBUG
            MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        #endif
    }

    /// Sends every event to each of `observers`. Call it on the main thread.
    /// - Parameter observers: the observers to drive.
    /// - Returns: the subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        ensureDrivingOnMainThread()
        return subscribe(each: observers)
    }

    /// Sends every event, elements wrapped in an optional, to each of `observers`. Call it on the main thread.
    /// - Parameter observers: the observers to drive.
    /// - Returns: the subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        ensureDrivingOnMainThread()
        return subscribe(each: observers)
    }

    /// Feeds every element to each of `relays`; completion is ignored. Call it on the main thread.
    /// - Parameter relays: the relays to update.
    /// - Returns: the subscription.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        driveAccepting(relays.map { $0.accept })
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`. Call it on the main thread.
    /// - Parameter relays: the relays to update.
    /// - Returns: the subscription.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        driveAccepting(relays.map { relay in { relay.accept($0) } })
    }

    /// Feeds every element to each of `relays`; completion is ignored. Call it on the main thread.
    /// - Parameter relays: the relays to update.
    /// - Returns: the subscription.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        driveAccepting(relays.map { $0.accept })
    }

    /// Feeds every element, wrapped in an optional, to each of `relays`. Call it on the main thread.
    /// - Parameter relays: the relays to update.
    /// - Returns: the subscription.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        driveAccepting(relays.map { relay in { relay.accept($0) } })
    }

    private func driveAccepting(_ accepts: [(Element) -> Void]) -> Disposable {
        ensureDrivingOnMainThread()
        return subscribe(accepting: accepts)
    }

    /// Passes the driver, as an observable, to `transformation` (for custom binders). Call it on the main
    /// thread.
    /// - Parameter transformation: subscribes the observable, typically returning a `Disposable`.
    /// - Returns: what `transformation` returns.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        ensureDrivingOnMainThread()
        return transformation(asObservable())
    }

    /// Passes the driver, as an observable, to the curried binder `with`, then `curriedArgument` to its
    /// result. Call it on the main thread.
    ///
    /// ```swift
    /// driver.drive(bindTitle, curriedArgument: label)   // bindTitle(observable)(label)
    /// ```
    /// - Parameters:
    ///   - with: the curried binder.
    ///   - curriedArgument: the second argument of the binder.
    /// - Returns: what the binder returns.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        ensureDrivingOnMainThread()
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that also receive `object`, held weakly; they are skipped once `object` is
    /// gone. Call it on the main thread.
    /// - Parameters:
    ///   - object: the object passed to every closure, not retained.
    ///   - onNext: called for each element.
    ///   - onCompleted: called when the driver completes.
    ///   - onDisposed: called when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the subscription.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "drive(with:onNext:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "drive(with:onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "drive(with:onDisposed:)")
        ensureDrivingOnMainThread()
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the elements, the completion and the end of the subscription. Call it on the
    /// main thread.
    /// - Parameters:
    ///   - onNext: called for each element.
    ///   - onCompleted: called when the driver completes.
    ///   - onDisposed: called when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the subscription.
    @inlinable  // Performance: `subscribe(onNext:…)`'s observer is made in the caller's specialised context.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "drive(onNext:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "drive(onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "drive(onDisposed:)")
        ensureDrivingOnMainThread()
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, keeping the driver's side effects running. Call it on the main thread.
    /// - Returns: the subscription.
    public func drive() -> Disposable {
        ensureDrivingOnMainThread()
        return asObservable().subscribe()
    }
}
