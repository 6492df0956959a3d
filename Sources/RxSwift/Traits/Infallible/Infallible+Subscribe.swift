extension InfallibleType {
    /// Subscribes closures for elements, completion and disposal. There is no `onError`: an
    /// ``Infallible`` never fails.
    ///
    /// An error event can still arrive when a closure given to one of the operators throws, or when an
    /// inner ``Observable`` of `flatMap`, `concat`, … fails: that is a programmer error, and it is reported
    /// as upstream does, a trap in debug builds (`Infallible must never emit a error event. error: …`), a
    /// printed line in release builds. The subscription ends either way.
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
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "subscribe(onNext:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "subscribe(onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(onDisposed:)")
        return asObservable().subscribe(
            onNext: onNext,
            onError: { rxInfallibleErrorEvent($0) },
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes closures that also receive `object`, held weakly; events arriving after `object` is
    /// gone are ignored, and so is the disposal. An error event is reported as by
    /// ``subscribe(onNext:onCompleted:onDisposed:isolation:)``.
    /// - Parameters:
    ///   - object: the object passed to every closure, held weakly.
    ///   - onNext: called for each element.
    ///   - onCompleted: called when the sequence completes.
    ///   - onDisposed: called once when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "subscribe(with:onNext:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "subscribe(with:onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(with:onDisposed:)")
        return asObservable().subscribe(
            with: object,
            onNext: onNext,
            onError: { _, error in rxInfallibleErrorEvent(error) },
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes a closure that receives every event. An error event is reported as by
    /// ``subscribe(onNext:onCompleted:onDisposed:isolation:)``.
    /// - Parameters:
    ///   - on: the closure called for each event.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void, isolation: (any Actor)? = #isolation)
        -> Disposable
    {
        let on = isolationChecked(on, isolation, "subscribe(_:)")
        return asObservable().subscribe { (event: Event<Element>) in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error(let error):
                rxInfallibleErrorEvent(error)
            }
        }
    }
}
