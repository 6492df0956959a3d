import RxSwift

// Side-effect, time and combining-with-state operators. Time operators run on
// `SharingStrategy.scheduler`, which `SharingScheduler.mock` replaces in tests.

extension SharedSequenceConvertibleType {
    /// Runs side effects for the events and the lifecycle of each subscription, without changing the
    /// sequence.
    ///
    /// `onNext` and `onCompleted` run before the event is forwarded, `afterNext` and `afterCompleted`
    /// after; `onSubscribe` runs before subscribing, `onSubscribed` after, `onDispose` when the
    /// subscription ends.
    /// - Parameters:
    ///   - onNext: called with each element before it is forwarded.
    ///   - afterNext: called with each element after it is forwarded.
    ///   - onCompleted: called before completion is forwarded.
    ///   - afterCompleted: called after completion is forwarded.
    ///   - onSubscribe: called before the source is subscribed.
    ///   - onSubscribed: called after the source is subscribed.
    ///   - onDispose: called when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared sequence.
    /// - SeeAlso: [ReactiveX do](http://reactivex.io/documentation/operators/do.html)
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose,
            isolation: isolation
        )
        return SharedSequence(source)
    }

    /// Prints every event and the subscription lifecycle, prefixed with a timestamp and `identifier`.
    /// - Parameters:
    ///   - identifier: the label; by default `file:line (function)` of the call site.
    ///   - trimOutput: shorten event descriptions longer than 40 characters.
    ///   - file: the call site's file, used in the default identifier.
    ///   - line: the call site's line, used in the default identifier.
    ///   - function: the call site's function, used in the default identifier.
    /// - Returns: the shared sequence.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable().debug(
            identifier,
            trimOutput: trimOutput,
            file: file,
            line: line,
            function: function
        )
        return SharedSequence(source)
    }

    /// Emits at most one element per `dueTime` window, on the strategy's scheduler.
    /// - Parameters:
    ///   - dueTime: the length of the window.
    ///   - latest: emit the latest element of a window at its end (`true`), or only its first.
    /// - Returns: the shared throttled sequence.
    /// - SeeAlso: [ReactiveX debounce](http://reactivex.io/documentation/operators/debounce.html)
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Emits an element only after `dueTime` has passed without another one, on the strategy's scheduler.
    /// - Parameter dueTime: the quiet time an element must be followed by.
    /// - Returns: the shared debounced sequence.
    /// - SeeAlso: [ReactiveX debounce](http://reactivex.io/documentation/operators/debounce.html)
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every element (and completion) by `dueTime`, on the strategy's scheduler.
    /// - Parameter dueTime: the delay.
    /// - Returns: the shared delayed sequence.
    /// - SeeAlso: [ReactiveX delay](http://reactivex.io/documentation/operators/delay.html)
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Combines each element with the latest element of `second`; elements arriving before `second`
    /// has emitted are dropped.
    /// - Parameters:
    ///   - second: the sequence whose latest element is used.
    ///   - resultSelector: combines an element with the latest element of `second`.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared combined sequence.
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO,
        resultSelector: @escaping (Element, SecondO.Element) -> ResultType,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        return SharedSequence(
            asObservable().withLatestFrom(
                second.asSharedSequence(), resultSelector: resultSelector, isolation: isolation))
    }

    /// Emits the latest element of `second` each time this sequence emits.
    ///
    /// As upstream, `second` may have another sharing strategy; the result keeps this sequence's:
    ///
    /// ```swift
    /// let submitted: Signal<String> = loginTaps.withLatestFrom(username)   // a Signal and a Driver
    /// ```
    /// - Parameter second: the sequence whose latest element is emitted.
    /// - Returns: the shared sequence of `second`'s latest elements.
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(
        _ second: SecondO
    ) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }

    /// Pairs each element with `obj`, held weakly; the sequence completes once `obj` is gone.
    /// - Parameters:
    ///   - obj: the object to pass along, not retained.
    ///   - resultSelector: combines the object and an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the shared combined sequence.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, Out> {
        return SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector, isolation: isolation))
    }

    /// Pairs each element with `obj`, held weakly; the sequence completes once `obj` is gone.
    /// - Parameter obj: the object to pass along, not retained.
    /// - Returns: the shared sequence of `(obj, element)` tuples.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable on ``Driver``: its replay buffer would keep `obj` alive.
    @available(
        *,
        unavailable,
        message:
            "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, Out> {
        return SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector, isolation: isolation))
    }

    /// Unavailable on ``Driver``: its replay buffer would keep `obj` alive.
    @available(
        *,
        unavailable,
        message:
            "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
    )
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}
