/// Disposes its underlying disposable once it has been disposed itself and every disposable handed
/// out by ``retain()`` has been disposed.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
    private struct State {
        var disposable: Disposable?
        var primaryDisposed = false
        var count = 0
    }

    private let state: LockedState<State>

    /// Creates the disposable around `disposable`.
    public init(disposable: Disposable) {
        state = LockedState(State(disposable: disposable))
    }

    /// `true` once the underlying disposable has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.disposable == nil }
    }

    /// Hands out a dependent disposable that keeps the underlying one alive until it is disposed.
    /// - Returns: the dependent disposable (a no-op one if already disposed).
    public func retain() -> Disposable {
        let retained = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create(with: { [self] in release() })
    }

    /// Disposes the primary reference.
    public func dispose() {
        let toDispose = state.withLock { state -> Disposable? in
            guard state.disposable != nil, !state.primaryDisposed else { return nil }
            state.primaryDisposed = true
            guard state.count == 0 else { return nil }
            let taken = state.disposable
            state.disposable = nil
            return taken
        }
        toDispose?.dispose()
    }

    private func release() {
        let toDispose = state.withLock { state -> Disposable? in
            guard state.disposable != nil else { return nil }
            state.count -= 1
            guard state.count == 0, state.primaryDisposed else { return nil }
            let taken = state.disposable
            state.disposable = nil
            return taken
        }
        toDispose?.dispose()
    }
}
