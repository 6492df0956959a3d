/// Holds one replaceable disposable; replacing it disposes the previous one.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let state = LockedState(State())

    /// Creates an empty serial disposable.
    override public init() {}

    /// `true` once disposed.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current disposable. Setting it disposes the previous one; after ``dispose()`` a new value is
    /// disposed immediately.
    public var disposable: Disposable {
        get {
            state.withLock { $0.current } ?? Disposables.create()
        }
        set {
            let toDispose = state.withLock { state -> Disposable? in
                if state.isDisposed { return newValue }
                let previous = state.current
                state.current = newValue
                return previous
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            let taken = state.current
            state.current = nil
            return taken
        }
        current?.dispose()
    }
}
