extension ObservableType {
    /// The same as the checked `create`, for code that passes `create` as a function value (an
    /// unapplied reference such as `Single<Int>.create(subscribe:)`, as upstream code may); its closure is
    /// not checked.
    /// - Parameter subscribe: called for each subscription; returns what disposing the subscription
    ///   disposes.
    /// - Returns: the sequence.
    @_disfavoredOverload
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        create(subscribe, isolation: nil)
    }

    /// Creates an observable from a subscribe function.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    /// Events sent after a terminal event, or after the subscription is disposed, are ignored. The observer
    /// takes events from any thread, one at a time; for `Sendable` elements it is `Sendable`, so a
    /// completion handler or a `DispatchQueue` closure can capture it in the Swift 6 language mode.
    /// - Parameters:
    ///   - subscribe: called for each subscription with the observer to feed; returns the
    ///     disposable that releases what it started.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX create](http://reactivex.io/documentation/operators/create.html)
    public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> Disposable, isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let subscribe = isolationChecked(subscribe, isolation, "create")
        return AnonymousObservable(subscribe)
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = AnonymousObservableSink(receiver: receiver)
        sink.setUpstream(subscribeHandler(AnyObserver(sink)))
        return sink
    }
}

private final class AnonymousObservableSink<Element>: Sink<Element>, ObserverType {
    private let stopFlag = StopFlag()

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !stopFlag.isStopped { forwardNext(element) }
        case .error, .completed:
            if stopFlag.stop() { forward(event) }
        }
    }
}
