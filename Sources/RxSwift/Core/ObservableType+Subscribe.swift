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
        subscribe(AnonymousObserver(on))
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
        let observer = ClosureObserver(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed,
            callStack: Hooks.captureSubscriptionCallStack()
        )
        observer.setUpstream(asObservable().subscribe(observer))
        return observer
    }

    /// Subscribes closures that also receive `object`, held weakly; events arriving after `object` is
    /// gone are ignored (`onDisposed` still runs).
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

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`; also the returned subscription.
final class ClosureObserver<Element>: UpstreamHolder, ObserverType {
    private let onNextHandler: ((Element) -> Void)?
    private let onErrorHandler: ((Swift.Error) -> Void)?
    private let onCompletedHandler: (() -> Void)?
    private var onDisposedHandler: (() -> Void)?
    private let callStack: [String]
    private let stopped = Atomic<Bool>(false)

    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?,
        callStack: [String]
    ) {
        onNextHandler = onNext
        onErrorHandler = onError
        onCompletedHandler = onCompleted
        onDisposedHandler = onDisposed
        self.callStack = callStack
        super.init()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !stopped.load(ordering: .relaxed), !isDisposed {
                onNextHandler?(element)
            }
        case .error(let error):
            guard !stopped.exchange(true, ordering: .acquiringAndReleasing), !isDisposed else { return }
            if let onErrorHandler {
                onErrorHandler(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
            dispose()
        case .completed:
            guard !stopped.exchange(true, ordering: .acquiringAndReleasing), !isDisposed else { return }
            onCompletedHandler?()
            dispose()
        }
    }

    override func disposeResources() {
        let onDisposed = onDisposedHandler
        onDisposedHandler = nil
        onDisposed?()
    }
}
