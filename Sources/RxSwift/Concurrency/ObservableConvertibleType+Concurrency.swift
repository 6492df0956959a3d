extension ObservableConvertibleType {
    /// The sequence as an `AsyncThrowingStream`, for `for try await` loops.
    ///
    /// ```swift
    /// for try await value in Observable.of(1, 2, 3).values {
    ///     print(value)
    /// }
    /// // 1
    /// // 2
    /// // 3
    /// ```
    ///
    /// Reading the property subscribes at once, on the calling thread (as RxSwift does); elements are
    /// kept in an unbounded buffer until the loop asks for them. An error ends the loop by throwing it,
    /// completion ends it normally. Cancelling the iterating task, breaking out of the loop or dropping
    /// the stream disposes the subscription. If the subscription is disposed before a terminal event,
    /// the stream finishes by throwing `CancellationError`.
    ///
    /// A loop slower than its source lets that buffer grow for as long as the source runs faster; bound it
    /// with ``values(bufferingPolicy:)``.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        values(bufferingPolicy: .unbounded)
    }

    /// The sequence as an `AsyncThrowingStream` whose buffer follows `bufferingPolicy`, for a loop that
    /// may fall behind its source.
    ///
    /// A loop that writes every element to a slow network client keeps at most the newest 2 elements
    /// waiting here, however fast the source emits:
    ///
    /// ```swift
    /// let prices = PublishSubject<Int>()
    /// let stream = prices.values(bufferingPolicy: .bufferingNewest(2))
    /// for price in 1...5 { prices.onNext(price) }  // the loop has not asked for any yet
    /// prices.onCompleted()
    /// for try await price in stream {
    ///     print(price)
    /// }
    /// // 4
    /// // 5
    /// ```
    ///
    /// It behaves as ``values`` in every other respect: reading it subscribes at once, on the calling
    /// thread; an error ends the loop by throwing it (after the buffered elements), completion ends it
    /// normally; cancelling the iterating task, leaving the loop or dropping the stream disposes the
    /// subscription; a disposal before a terminal event finishes the stream by throwing
    /// `CancellationError`.
    ///
    /// - Parameter bufferingPolicy: what happens to an element that arrives while the loop has not asked
    ///   for one: `.unbounded` keeps every element (as ``values``); `.bufferingOldest(n)` keeps the first
    ///   `n` waiting elements and drops the ones that arrive while they wait; `.bufferingNewest(n)` keeps
    ///   the last `n`, dropping the oldest waiting element to make room. A dropped element is released at
    ///   once. With `0`, only an element that arrives while the loop is waiting for one is delivered.
    /// - Returns: a stream that subscribes to the sequence now.
    public func values(
        bufferingPolicy: AsyncThrowingStream<Element, Swift.Error>.Continuation.BufferingPolicy
    ) -> AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream(Element.self, bufferingPolicy: bufferingPolicy) { continuation in
            subscribe(
                forStreamTerminating: { dispose in continuation.onTermination = { _ in dispose() } },
                yield: { continuation.yield($0) },
                onError: { error in continuation.finish(throwing: error) },
                onCompleted: { continuation.finish() },
                // After a terminal event the stream is already finished and this does nothing.
                onDisposed: { continuation.finish(throwing: CancellationError()) }
            )
        }
    }

    /// What the `values(bufferingPolicy:)` of observables and of ``Infallible`` share: subscribes for the build
    /// closure of an async stream, handing each element over to `yield` and disposing the subscription when
    /// `setOnTermination`'s handler runs.
    ///
    /// The handler is installed before subscribing, so a source that terminates during `subscribe` finds it, runs
    /// it and releases it (no reference cycle through the stream).
    func subscribe(
        forStreamTerminating setOnTermination: (@escaping @Sendable () -> Void) -> Void,
        yield: @escaping (sending Element) -> Void,
        onError: @escaping (Swift.Error) -> Void,
        onCompleted: @escaping () -> Void,
        onDisposed: @escaping () -> Void
    ) {
        let subscription = SingleAssignmentDisposable()
        setOnTermination { subscription.dispose() }
        let disposable = asObservable().subscribe(
            onNext: { element in
                // The library vouches: the element is handed over to the loop and not used here again.
                nonisolated(unsafe) let handedOver = element
                yield(handedOver)
            },
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
        subscription.setDisposable(disposable)
    }
}
