extension InfallibleType {
    /// The sequence as an `AsyncStream`, for `for await` loops that cannot throw.
    ///
    /// ```swift
    /// for await value in Infallible.of(1, 2).values {
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
    ///
    /// A loop slower than its source lets that buffer grow for as long as the source runs faster; bound it
    /// with ``values(bufferingPolicy:)``.
    public var values: AsyncStream<Element> {
        values(bufferingPolicy: .unbounded)
    }

    /// The sequence as an `AsyncStream` whose buffer follows `bufferingPolicy`, for a loop that may fall
    /// behind its source.
    ///
    /// ```swift
    /// let ticks = PublishSubject<Int>()
    /// let stream = ticks.asInfallible(onErrorJustReturn: 0).values(bufferingPolicy: .bufferingOldest(2))
    /// for tick in 1...5 { ticks.onNext(tick) }  // the loop has not asked for any yet
    /// ticks.onCompleted()
    /// for await tick in stream {
    ///     print(tick)
    /// }
    /// // 1
    /// // 2
    /// ```
    ///
    /// It behaves as ``values`` in every other respect: reading it subscribes at once, on the calling
    /// thread; completion or disposal of the subscription ends the loop (after the buffered elements);
    /// cancelling the iterating task, leaving the loop or dropping the stream disposes the subscription.
    ///
    /// - Parameter bufferingPolicy: what happens to an element that arrives while the loop has not asked
    ///   for one: `.unbounded` keeps every element (as ``values``); `.bufferingOldest(n)` keeps the first
    ///   `n` waiting elements and drops the ones that arrive while they wait; `.bufferingNewest(n)` keeps
    ///   the last `n`, dropping the oldest waiting element to make room. A dropped element is released at
    ///   once. With `0`, only an element that arrives while the loop is waiting for one is delivered.
    /// - Returns: a stream that subscribes to the sequence now.
    public func values(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy
    ) -> AsyncStream<Element> {
        AsyncStream(Element.self, bufferingPolicy: bufferingPolicy) { continuation in
            asObservable().subscribe(
                forStreamTerminating: { dispose in continuation.onTermination = { _ in dispose() } },
                yield: { continuation.yield($0) },
                // An Infallible never fails; should its source misbehave, the loop just ends.
                onError: { _ in continuation.finish() },
                onCompleted: { continuation.finish() },
                onDisposed: { continuation.finish() }
            )
        }
    }
}
