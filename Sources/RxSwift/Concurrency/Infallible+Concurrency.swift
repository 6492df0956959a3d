extension InfallibleType {
    /// The sequence as an `AsyncStream`, for `for await` loops that cannot throw.
    ///
    /// ```swift
    /// for await value in Infallible.of(1, 2) {
    ///     print(value)
    /// }
    /// // 1
    /// // 2
    /// ```
    ///
    /// Reading the property subscribes at once, on the calling thread; elements are kept in an unbounded
    /// buffer until the loop asks for them. Completion, or disposal of the subscription, ends the loop.
    /// Cancelling the iterating task, breaking out of the loop or dropping the stream disposes the
    /// subscription.
    public var values: AsyncStream<Element> {
        AsyncStream(Element.self, bufferingPolicy: .unbounded) { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            let disposable = asObservable().subscribe(
                onNext: { element in
                    // The library vouches: the element is handed over to the loop and not used here again.
                    nonisolated(unsafe) let handedOver = element
                    continuation.yield(handedOver)
                },
                // An Infallible never fails; should its source misbehave, the loop just ends.
                onError: { _ in continuation.finish() },
                onCompleted: { continuation.finish() },
                onDisposed: { continuation.finish() }
            )
            subscription.setDisposable(disposable)
        }
    }
}
