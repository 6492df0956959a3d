/// Awaits the one outcome of a subscription: resumes a checked continuation exactly once, whichever of
/// success, error, disposal or task cancellation comes first.
///
/// As upstream, the subscription is made even when the task is already cancelled, so a sequence that has
/// already finished (it delivers its outcome while being subscribed) returns its result; a cancellation
/// that arrives before or during the subscription takes effect right after it.
///
/// Decide under the lock, act outside it: the winner takes the continuation out of `state` and resumes
/// it, and disposes the subscription, after unlocking, so the cancellation handler never waits for a
/// resume or a dispose.
final class AsyncValueBridge<Value>: @unchecked Sendable {
    // Sendable: `state` is a LockedState; `subscription` is a SingleAssignmentDisposable (atomic).
    private struct State {
        var continuation: CheckedContinuation<Value, Swift.Error>?
        /// The subscription has been made: a cancellation now finishes at once.
        var isSubscribed = false
        /// A cancellation arrived before the subscription was made.
        var isCancelRequested = false
    }

    private let state = LockedState(State())
    private let subscription = SingleAssignmentDisposable()

    /// Stores `continuation` and subscribes; a cancellation requested before then finishes right after.
    func start(
        _ continuation: CheckedContinuation<Value, Swift.Error>,
        subscribe: (AsyncValueBridge<Value>) -> Disposable
    ) {
        state.withLock { $0.continuation = continuation }
        subscription.setDisposable(subscribe(self))
        let cancelNow = state.withLock { state -> Bool in
            state.isSubscribed = true
            return state.isCancelRequested
        }
        if cancelNow { cancel() }
    }

    /// Resumes with `result` if nothing has resumed yet, then disposes the subscription.
    func finish(_ result: Result<Value, Swift.Error>) {
        let continuation = takeContinuation()
        // The library vouches: the outcome is handed over to the awaiting task and not used here again.
        nonisolated(unsafe) let outcome = result
        continuation?.resume(with: outcome)
        subscription.dispose()
    }

    /// Resumes by throwing `CancellationError` if nothing has resumed yet, then disposes the subscription;
    /// before the subscription is made, only records the request.
    func cancel() {
        let finishNow = state.withLock { state -> Bool in
            if state.isSubscribed { return true }
            state.isCancelRequested = true
            return false
        }
        if finishNow { finish(.failure(CancellationError())) }
    }

    private func takeContinuation() -> CheckedContinuation<Value, Swift.Error>? {
        state.withLock { state in
            let continuation = state.continuation
            state.continuation = nil
            return continuation
        }
    }
}

/// Subscribes through `subscribe` and waits for the bridge to be finished, on the caller's executor (`isolation`, the
/// awaiting code's actor, or none): the subscription is made where `.value` is awaited, without a hop to the global
/// executor and back, and `subscribe` may capture non-Sendable values.
func awaitOutcome<Value>(
    isolation: isolated (any Actor)? = #isolation,
    _ subscribe: (AsyncValueBridge<Value>) -> Disposable
) async throws -> Value {
    let bridge = AsyncValueBridge<Value>()
    return try await withTaskCancellationHandler {
        // The operation captures `isolation`, which keeps it on the caller's executor: a closure that does not is
        // nonisolated and runs on the global executor (measured: a `.value` awaited on the main actor subscribed on
        // a global-executor thread, so the closures of `create` ran off the main actor; issue 41).
        _ = isolation
        return try await withCheckedThrowingContinuation { continuation in
            bridge.start(continuation, subscribe: subscribe)
        }
    } onCancel: {
        bridge.cancel()
    }
}
