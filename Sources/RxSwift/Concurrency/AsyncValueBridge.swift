/// Awaits the one outcome of a subscription: resumes a checked continuation exactly once, whichever of
/// success, error, disposal or task cancellation comes first.
///
/// Decide under the lock, act outside it: the winner takes the continuation out of `state` and resumes
/// it, and disposes the subscription, after unlocking, so the cancellation handler never waits for a
/// resume or a dispose.
final class AsyncValueBridge<Value>: @unchecked Sendable {
    // Sendable: `state` is a LockedState; `subscription` is a SingleAssignmentDisposable (atomic).
    private struct State {
        var continuation: CheckedContinuation<Value, Swift.Error>?
        var isDone = false
    }

    private let state = LockedState(State())
    private let subscription = SingleAssignmentDisposable()

    /// Stores `continuation` and subscribes, unless cancellation came first.
    func start(
        _ continuation: CheckedContinuation<Value, Swift.Error>,
        subscribe: (AsyncValueBridge<Value>) -> Disposable
    ) {
        let cancelledEarly = state.withLock { state -> Bool in
            if state.isDone { return true }
            state.continuation = continuation
            return false
        }
        if cancelledEarly {
            continuation.resume(throwing: CancellationError())
            return
        }
        subscription.setDisposable(subscribe(self))
    }

    /// Resumes with `result` if nothing has resumed yet, then disposes the subscription.
    func finish(_ result: Result<Value, Swift.Error>) {
        let continuation = takeContinuation()
        // The library vouches: the outcome is handed over to the awaiting task and not used here again.
        nonisolated(unsafe) let outcome = result
        continuation?.resume(with: outcome)
        subscription.dispose()
    }

    /// Resumes by throwing `CancellationError` if nothing has resumed yet, then disposes the subscription.
    func cancel() {
        finish(.failure(CancellationError()))
    }

    private func takeContinuation() -> CheckedContinuation<Value, Swift.Error>? {
        state.withLock { state in
            state.isDone = true
            let continuation = state.continuation
            state.continuation = nil
            return continuation
        }
    }
}

#if compiler(>=6.2)
    /// Subscribes through `subscribe` and waits for the bridge to be finished; runs on the caller's
    /// executor, so `subscribe` may capture non-Sendable values.
    nonisolated(nonsending)
        func awaitOutcome<Value>(
            _ subscribe: (AsyncValueBridge<Value>) -> Disposable
        ) async throws -> Value
    {
        let bridge = AsyncValueBridge<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                bridge.start(continuation, subscribe: subscribe)
            }
        } onCancel: {
            bridge.cancel()
        }
    }
#else
    /// Subscribes through `subscribe` and waits for the bridge to be finished.
    func awaitOutcome<Value>(
        _ subscribe: (AsyncValueBridge<Value>) -> Disposable
    ) async throws -> Value {
        let bridge = AsyncValueBridge<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                bridge.start(continuation, subscribe: subscribe)
            }
        } onCancel: {
            bridge.cancel()
        }
    }
#endif
