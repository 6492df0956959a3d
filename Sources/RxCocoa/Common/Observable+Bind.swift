extension ObservableType {
    /// Sends every event of the sequence to each of `observers`.
    ///
    /// All events are forwarded, errors included: whether an error is acceptable is the observer's
    /// business (a ``/RxSwift/Binder`` treats it as a programmer error; an `AnyObserver` receives it).
    ///
    /// ```swift
    /// Observable.of(1, 2).bind(to: observerA, observerB)
    /// ```
    /// - Parameter observers: the observers to feed.
    /// - Returns: the subscription; dispose it to stop the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Sends every event of the sequence, with elements wrapped in an optional, to each of `observers`.
    ///
    /// All events are forwarded, errors included.
    /// - Parameter observers: the observers of optional elements to feed.
    /// - Returns: the subscription; dispose it to stop the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in
            let optionalEvent: Event<Element?> = event.map { $0 }
            for observer in observers {
                observer.on(optionalEvent)
            }
        }
    }

    /// Passes the sequence to `binder` and returns what it returns.
    ///
    /// Lets a custom binding read like the built-in ones: `observable.bind(to: myBinding)`.
    /// - Parameter binder: a function that binds the sequence.
    /// - Returns: the result of `binder` (usually a `Disposable`).
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence to a curried `binder`, then `curriedArgument` to the function it returns.
    ///
    /// ```swift
    /// func display(_ texts: Observable<String>) -> (Label) -> Disposable { … }
    /// texts.bind(to: display, curriedArgument: label)
    /// ```
    /// - Parameters:
    ///   - binder: a function that binds the sequence with an extra argument.
    ///   - curriedArgument: the extra argument.
    /// - Returns: the final result of `binder` (usually a `Disposable`).
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` for every element.
    ///
    /// Completion ends the binding silently. An error is a programmer error: it traps in debug builds
    /// and is printed in release builds, as upstream (bind only sources that cannot fail).
    /// - Parameters:
    ///   - onNext: called with each element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the subscription; dispose it to stop the binding.
    public func bind(onNext: @escaping (Element) -> Void, isolation: (any Actor)? = #isolation) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "bind(onNext:)")
        return subscribe(
            onNext: onNext,
            onError: { error in
                rxBindingError(error)
            }
        )
    }

    /// Calls `onNext` with `object` and every element, as long as `object` is alive.
    ///
    /// `object` is held weakly: once it is released, elements are ignored. Completion ends the binding
    /// silently; an error is a programmer error (a trap in debug builds, a printed message in release
    /// builds).
    ///
    /// ```swift
    /// names.bind(with: self) { owner, name in owner.title = name }
    /// ```
    /// - Parameters:
    ///   - object: passed to `onNext`; held weakly.
    ///   - onNext: called with `object` and each element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the subscription; dispose it to stop the binding.
    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "bind(with:onNext:)")
        return subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { error in
                rxBindingError(error)
            }
        )
    }
}
