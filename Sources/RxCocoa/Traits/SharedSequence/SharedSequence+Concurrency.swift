import RxSwift

extension SharedSequence {
    /// The elements as an `AsyncStream`, for `for await` loops.
    ///
    /// ```swift
    /// for await text in viewModel.title.values {   // a Driver<String>
    ///     print(text)
    /// }
    /// ```
    /// Subscribes when the property is read; the elements arrive on the sharing strategy's scheduler
    /// (the main thread for Driver and Signal) and are buffered until the loop asks for them. Completion
    /// ends the loop; cancelling the task or leaving the loop disposes the subscription. A shared sequence
    /// never fails, so the stream never throws.
    public var values: AsyncStream<Element> {
        Infallible(asObservable()).values
    }
}
