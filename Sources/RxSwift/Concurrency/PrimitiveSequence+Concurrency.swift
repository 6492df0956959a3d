extension PrimitiveSequenceType where Trait == SingleTrait {
    #if compiler(>=6.2)
        /// Waits for the element of the single.
        ///
        /// ```swift
        /// let answer = try await Single.just(42).value
        /// print(answer)
        /// // 42
        /// ```
        ///
        /// Subscribes when awaited, on the caller's executor, and resumes exactly once: with the element,
        /// with the error, or by throwing `CancellationError` when the awaiting task is cancelled (the
        /// subscription is then disposed) or the subscription ends without an outcome. A source that
        /// completes without an element throws ``RxError/noElements``.
        ///
        /// A sequence that finishes while being subscribed returns its result even in a cancelled task, as
        /// upstream.
        public nonisolated(nonsending) var value: Element {
            get async throws {
                if let work = primitiveSequence.asyncWork { return try await work() }
                return try await awaitOutcome(primitiveSequence.subscribeSingle)
            }
        }
    #else
        /// Waits for the element of the single.
        ///
        /// Subscribes when awaited and resumes exactly once: with the element, with the error, or by
        /// throwing `CancellationError` when the awaiting task is cancelled (the subscription is then
        /// disposed) or the subscription ends without an outcome.
        ///
        /// A sequence that finishes while being subscribed returns its result even in a cancelled task, as
        /// upstream.
        public var value: Element {
            get async throws {
                if let work = primitiveSequence.asyncWork { return try await work() }
                return try await awaitOutcome(primitiveSequence.subscribeSingle)
            }
        }
    #endif

    /// Creates a ``Single`` whose element is produced by an async closure.
    ///
    /// ```swift
    /// let user = Single.create { try await api.fetchUser() }
    /// ```
    ///
    /// Each subscription starts a `Task` that runs `work` and emits its result or its error. Disposing
    /// the subscription cancels the task. The element is delivered on the thread that runs the task. Awaited
    /// directly with `value`, a single made without `detached` or `priority` runs
    /// `work` in the awaiting task instead (the same outcome; its cancellation is the awaiting task's).
    /// - Parameters:
    ///   - detached: run `work` in a detached task (no inherited priority or task-local values).
    ///   - priority: the priority of the task.
    ///   - work: the async closure that produces the element.
    /// - Returns: the single.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        // Awaited with `value`, work that would run in a task inheriting the awaiting one's priority and task-local
        // values runs in the awaiting task itself: the same outcome, cancellation included, without making an
        // observable, starting a task and bridging its answer back (Benchmarks/Probes/ServerRequests, "bridge").
        if detached || priority != nil {
            return PrimitiveSequence(
                raw: Observable.taskPerSubscription(detached: detached, priority: priority, work: work))
        }
        return PrimitiveSequence(asyncWork: work)
    }
}

extension Observable {
    /// A sequence that runs `work` in a new task for each subscription and emits its result or its error;
    /// disposing the subscription cancels the task.
    @usableFromInline
    static func taskPerSubscription(
        detached: Bool, priority: TaskPriority?, work: @escaping @Sendable () async throws -> Element
    ) -> Observable<Element> {
        Observable<Element>.create { observer in
            // The library vouches: the task is the only sender of events to this observer.
            let target = UncheckedSendable(observer)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    target.value.onNext(element)
                    target.value.onCompleted()
                } catch {
                    target.value.onError(error)
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    #if compiler(>=6.2)
        /// Waits for the element of the maybe, or `nil` if it completes empty.
        ///
        /// ```swift
        /// let nothing = try await Maybe<Int>.empty().value
        /// print(nothing as Any)
        /// // nil
        /// ```
        ///
        /// Subscribes when awaited, on the caller's executor, and resumes exactly once: with the element,
        /// with `nil`, with the error, or by throwing `CancellationError` when the awaiting task is
        /// cancelled (the subscription is then disposed) or the subscription ends without an outcome.
        ///
        /// A sequence that finishes while being subscribed returns its result even in a cancelled task, as
        /// upstream.
        public nonisolated(nonsending) var value: Element? {
            get async throws { try await awaitOutcome(primitiveSequence.subscribeMaybe) }
        }
    #else
        /// Waits for the element of the maybe, or `nil` if it completes empty.
        ///
        /// Resumes exactly once: with the element, with `nil`, with the error, or by throwing
        /// `CancellationError` when the awaiting task is cancelled (the subscription is then disposed).
        ///
        /// A sequence that finishes while being subscribed returns its result even in a cancelled task, as
        /// upstream.
        public var value: Element? {
            get async throws { try await awaitOutcome(primitiveSequence.subscribeMaybe) }
        }
    #endif
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    #if compiler(>=6.2)
        /// Waits for the completable to complete.
        ///
        /// ```swift
        /// try await Completable.empty().value
        /// ```
        ///
        /// Subscribes when awaited, on the caller's executor, and resumes exactly once: on completion,
        /// with the error, or by throwing `CancellationError` when the awaiting task is cancelled (the
        /// subscription is then disposed) or the subscription ends without an outcome.
        ///
        /// A sequence that finishes while being subscribed returns its result even in a cancelled task, as
        /// upstream.
        public nonisolated(nonsending) var value: Void {
            get async throws { try await awaitOutcome(primitiveSequence.subscribeCompletable) }
        }
    #else
        /// Waits for the completable to complete.
        ///
        /// Resumes exactly once: on completion, with the error, or by throwing `CancellationError` when
        /// the awaiting task is cancelled (the subscription is then disposed).
        ///
        /// A sequence that finishes while being subscribed returns its result even in a cancelled task, as
        /// upstream.
        public var value: Void {
            get async throws { try await awaitOutcome(primitiveSequence.subscribeCompletable) }
        }
    #endif
}

extension PrimitiveSequence {
    /// Subscribes `bridge` with single semantics: the first element wins; completion without one fails.
    fileprivate func subscribeSingle(_ bridge: AsyncValueBridge<Element>) -> Disposable {
        asObservable().subscribe(
            onNext: { element in bridge.finish(.success(element)) },
            onError: { error in bridge.finish(.failure(error)) },
            onCompleted: { bridge.finish(.failure(RxError.noElements)) },
            onDisposed: { bridge.cancel() }
        )
    }

    /// Subscribes `bridge` with maybe semantics: the first element wins; completion without one is `nil`.
    fileprivate func subscribeMaybe(_ bridge: AsyncValueBridge<Element?>) -> Disposable {
        asObservable().subscribe(
            onNext: { element in bridge.finish(.success(element)) },
            onError: { error in bridge.finish(.failure(error)) },
            onCompleted: { bridge.finish(.success(nil)) },
            onDisposed: { bridge.cancel() }
        )
    }

    /// Subscribes `bridge` with completable semantics: completion succeeds.
    fileprivate func subscribeCompletable(_ bridge: AsyncValueBridge<Void>) -> Disposable {
        asObservable().subscribe(
            onError: { error in bridge.finish(.failure(error)) },
            onCompleted: { bridge.finish(.success(())) },
            onDisposed: { bridge.cancel() }
        )
    }
}
