extension AsyncSequence {
    /// Converts the async sequence to an ``Observable``.
    ///
    /// ```swift
    /// let stream = AsyncStream<Int> { continuation in
    ///     continuation.yield(1)
    ///     continuation.yield(2)
    ///     continuation.finish()
    /// }
    /// _ = stream.asObservable().subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    ///
    /// Each subscription starts a `Task` that iterates the sequence off the subscriber's executor (on the
    /// global concurrent executor) and emits each element on the thread that runs the task. The end of
    /// the sequence completes; an error it throws is emitted, except `CancellationError`, which completes.
    /// Disposing the subscription cancels the task; nothing is emitted after that.
    /// - Parameter priority: the priority of the iterating task.
    /// - Returns: the observable sequence.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // The iteration closure is built here, where the sequence's type is known, and handed to the
            // task in a box; the library vouches that the task is its only user (one per subscription).
            let iterate = UncheckedSendable { () async -> Void in
                do {
                    for try await element in self {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch is CancellationError {
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            let task = Task.detached(priority: priority) { await iterate.value() }
            return Disposables.create { task.cancel() }
        }
    }
}
