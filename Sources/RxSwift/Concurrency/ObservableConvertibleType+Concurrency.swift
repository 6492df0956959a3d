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
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream(Element.self, bufferingPolicy: .unbounded) { continuation in
            // The handler is installed before subscribing, so a source that terminates during
            // `subscribe` finds it, runs it and releases it (no reference cycle through the stream).
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            let disposable = asObservable().subscribe(
                onNext: { element in
                    // The library vouches: the element is handed over to the loop and not used here again.
                    nonisolated(unsafe) let handedOver = element
                    continuation.yield(handedOver)
                },
                onError: { error in continuation.finish(throwing: error) },
                onCompleted: { continuation.finish() },
                // After a terminal event the stream is already finished and this does nothing.
                onDisposed: { continuation.finish(throwing: CancellationError()) }
            )
            subscription.setDisposable(disposable)
        }
    }
}
