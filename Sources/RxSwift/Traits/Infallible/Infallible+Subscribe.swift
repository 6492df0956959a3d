extension InfallibleType {
    /// Subscribes closures for elements, completion and disposal. There is no `onError`: an
    /// ``Infallible`` never fails.
    ///
    /// ```swift
    /// Infallible.of(1, 2).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // 1
    /// // 2
    /// // done
    /// ```
    /// - Parameters:
    ///   - onNext: called for each element.
    ///   - onCompleted: called when the sequence completes.
    ///   - onDisposed: called once when the subscription ends for any reason.
    /// - Returns: the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly; events arriving after `object` is
    /// gone are ignored, and so is the disposal.
    /// - Parameters:
    ///   - object: the object passed to every closure, held weakly.
    ///   - onNext: called for each element.
    ///   - onCompleted: called when the sequence completes.
    ///   - onDisposed: called once when the subscription ends for any reason.
    /// - Returns: the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event.
    /// - Parameter on: the closure called for each event.
    /// - Returns: the subscription.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { (event: Event<Element>) in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error(let error):
                rxFatalError("An Infallible emitted an error: \(error)")
            }
        }
    }
}
