import Synchronization

extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// ```swift
    /// Observable.just(1).subscribe { event in print(event) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameter on: the closure called for each event.
    /// - Returns: the subscription.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        // The holder drops the source's subscription (and with it the closure) on dispose.
        let subscription = ClosureSubscription(onDisposed: nil)
        subscription.setUpstream(subscribe(AnonymousObserver(on)))
        return subscription
    }

    /// Subscribes closures for elements, error, completion and disposal.
    ///
    /// An error with no `onError` closure goes to ``Hooks/defaultErrorHandler``. `onDisposed` runs after
    /// the terminal event, or when the subscription is disposed.
    /// - Parameters:
    ///   - onNext: called for each element.
    ///   - onError: called when the sequence fails.
    ///   - onCompleted: called when the sequence completes.
    ///   - onDisposed: called once when the subscription ends for any reason.
    /// - Returns: the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let subscription = ClosureSubscription(onDisposed: onDisposed)
        let observer = ClosureObserver(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            subscription: subscription,
            callStack: Hooks.captureSubscriptionCallStack()
        )
        subscription.setUpstream(asObservable().subscribe(observer))
        return subscription
    }

    /// Subscribes closures that also receive `object`, held weakly; events arriving after `object` is
    /// gone are ignored, and so is the disposal (`onDisposed` runs only while `object` is alive).
    /// - Parameters:
    ///   - object: the object passed to every closure, held weakly.
    ///   - onNext: called for each element.
    ///   - onError: called when the sequence fails.
    ///   - onCompleted: called when the sequence completes.
    ///   - onDisposed: called once when the subscription ends for any reason.
    /// - Returns: the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}

/// An observer backed by a closure, enforcing the sequence grammar.
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
    // Sendable: `stopped` is atomic; the handler is only called serially (Rx grammar).
    private let handler: (Event<Element>) -> Void
    private let stopped = Atomic<Bool>(false)

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        #if TRACE_RESOURCES
            Resources.incrementTotal()
        #endif
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .relaxed) { handler(event) }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) { handler(event) }
        }
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.decrementTotal()
        #endif
    }
}

/// The disposable returned by `subscribe(_ on:)` and `subscribe(onNext:onError:onCompleted:onDisposed:)`:
/// owns the upstream subscription and the `onDisposed` closure.
///
/// It is separate from ``ClosureObserver`` so that disposing releases the element closures (as upstream
/// does): the observer is owned by the source, and the source is released here on dispose.
final class ClosureSubscription: UpstreamHolder {
    // Thread safety: `onDisposedHandler` is only touched by `disposeResources()`, which runs once.
    private var onDisposedHandler: (() -> Void)?

    init(onDisposed: (() -> Void)?) {
        onDisposedHandler = onDisposed
        super.init()
    }

    override func disposeResources() {
        let onDisposed = onDisposedHandler
        onDisposedHandler = nil
        onDisposed?()
    }
}

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`: calls the closures, stops
/// after a terminal event or once its subscription is disposed, and disposes the subscription when the
/// sequence terminates.
final class ClosureObserver<Element>: ObserverType {
    private let onNextHandler: ((Element) -> Void)?
    private let onErrorHandler: ((Swift.Error) -> Void)?
    private let onCompletedHandler: (() -> Void)?
    private let subscription: ClosureSubscription
    private let callStack: [String]
    private let stopped = Atomic<Bool>(false)

    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        subscription: ClosureSubscription,
        callStack: [String]
    ) {
        onNextHandler = onNext
        onErrorHandler = onError
        onCompletedHandler = onCompleted
        self.subscription = subscription
        self.callStack = callStack
        #if TRACE_RESOURCES
            Resources.incrementTotal()
        #endif
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !stopped.load(ordering: .relaxed) {
                onNextHandler?(element)
            }
        case .error(let error):
            guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
            if let onErrorHandler {
                onErrorHandler(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
            subscription.dispose()
        case .completed:
            guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
            onCompletedHandler?()
            subscription.dispose()
        }
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.decrementTotal()
        #endif
    }
}
