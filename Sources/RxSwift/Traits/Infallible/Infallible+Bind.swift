extension InfallibleType {
    /// Feeds the elements and the completion of `self` to each of `observers`.
    ///
    /// ```swift
    /// names.bind(to: label.rx.text)
    /// ```
    /// - Parameter observers: the observers to feed.
    /// - Returns: the subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        feed(observers) { $0 }
    }

    /// Feeds the elements of `self`, wrapped in optionals, and its completion to each of `observers`.
    /// - Parameter observers: the observers to feed.
    /// - Returns: the subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        feed(observers) { $0 }
    }

    /// Passes `self` to `binder` and returns what it returns.
    /// - Parameter binder: the binding function.
    /// - Returns: the result of `binder`, usually a `Disposable`.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes `self` and `curriedArgument` to a curried `binder` and returns what it returns.
    /// - Parameters:
    ///   - binder: the curried binding function.
    ///   - curriedArgument: the second argument of `binder`.
    /// - Returns: the result of `binder`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` for the elements of `self`.
    /// - Parameters:
    ///   - onNext: called for each element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    public func bind(onNext: @escaping (Element) -> Void, isolation: (any Actor)? = #isolation) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "bind(onNext:)")
        return subscribe(onNext: onNext)
    }

    /// Subscribes `onNext`, which also receives `object`, held weakly; elements arriving after `object`
    /// is gone are ignored.
    /// - Parameters:
    ///   - object: the object passed to `onNext`, held weakly.
    ///   - onNext: called for each element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the subscription.
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void, isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "bind(with:onNext:)")
        return subscribe(with: object, onNext: onNext)
    }

    /// What the two `bind(to:)` forms for observers share: feeds each element, made into the observers' element by
    /// `wrap`, and the completion to each of `observers`.
    private func feed<Observer: ObserverType>(
        _ observers: [Observer], _ wrap: @escaping (Element) -> Observer.Element
    ) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                let wrapped = wrap(element)
                for observer in observers { observer.onNext(wrapped) }
            case .completed:
                for observer in observers { observer.onCompleted() }
            }
        }
    }
}
