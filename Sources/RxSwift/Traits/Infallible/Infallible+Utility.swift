extension InfallibleType {
    /// Shares one subscription to `self` among all subscribers, replaying the last `replay` elements to
    /// each new subscriber.
    /// - Parameters:
    ///   - replay: how many elements to replay to new subscribers.
    ///   - scope: `.whileConnected` drops the buffer when the last subscriber leaves; `.forever` keeps it.
    /// - Returns: the shared sequence.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Runs side effects for the events and the lifecycle of each subscription, without changing the
    /// sequence.
    ///
    /// `onNext`/`onCompleted` run before the event is forwarded, the `after…` variants after.
    /// `onSubscribe` runs before subscribing to `self`, `onSubscribed` after, `onDispose` when the
    /// subscription ends for any reason.
    ///
    /// As upstream, `onNext`, `afterNext`, `onCompleted` and `afterCompleted` may throw. An error thrown by
    /// `onNext`, `afterNext` or `onCompleted` is reported as ``Infallible`` describes (a trap in debug
    /// builds); one thrown by `afterCompleted`, after the sequence has ended, is dropped.
    /// - Parameters:
    ///   - onNext: runs before each element is forwarded.
    ///   - afterNext: runs after each element is forwarded.
    ///   - onCompleted: runs before the completion is forwarded.
    ///   - afterCompleted: runs after the completion is forwarded.
    ///   - onSubscribe: runs before subscribing to `self`.
    ///   - onSubscribed: runs after subscribing to `self`.
    ///   - onDispose: runs when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the same sequence.
    /// - SeeAlso: [ReactiveX do](http://reactivex.io/documentation/operators/do.html)
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        return Infallible(
            asObservable().do(
                onNext: onNext,
                afterNext: afterNext,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose,
                isolation: isolation
            )
        )
    }

    /// Shifts every element and the completion later by `dueTime`, one event per scheduled action (as
    /// ``ObservableType/delay(_:scheduler:)``).
    /// - Parameters:
    ///   - dueTime: how long to delay each event.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the delayed sequence.
    /// - SeeAlso: [ReactiveX delay](http://reactivex.io/documentation/operators/delay.html)
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().delay(dueTime, scheduler: scheduler))
    }

    /// Prints every event, subscription and disposal with a timestamp and `identifier`.
    /// - Parameters:
    ///   - identifier: the label; by default `file:line (function)` of the call site.
    ///   - trimOutput: shorten event descriptions longer than 40 characters.
    ///   - file: the call site's file, used in the default identifier.
    ///   - line: the call site's line, used in the default identifier.
    ///   - function: the call site's function, used in the default identifier.
    /// - Returns: the same sequence.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
