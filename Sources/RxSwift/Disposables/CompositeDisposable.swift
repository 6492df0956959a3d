/// A group of disposables disposed together.
///
/// Disposables added after the group was disposed are disposed immediately. The group disposes its members
/// in upstream's order: the first slot, then the others in the order they were added (see `SubscriberList`).
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.

    /// A key identifying a disposable inserted into a ``CompositeDisposable``.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    /// The lock-guarded state (internal, not private, so that tests can count the list's work).
    struct State {
        /// The members in disposal order; removal by key is logarithmic (see `SubscriberList`).
        var members = SubscriberList<Disposable>()
        var isDisposed = false
    }

    let state: LockedState<State>

    /// Creates an empty group.
    override public init() {
        state = LockedState(State())
    }

    /// Creates a group holding two disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        state = LockedState(Self.makeState([disposable1, disposable2]))
    }

    /// Creates a group holding three disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        state = LockedState(Self.makeState([disposable1, disposable2, disposable3]))
    }

    /// Creates a group holding four or more disposables.
    public init(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        state = LockedState(Self.makeState([disposable1, disposable2, disposable3, disposable4] + disposables))
    }

    /// Creates a group holding every element of `disposables`.
    public init(disposables: [Disposable]) {
        state = LockedState(Self.makeState(disposables))
    }

    private static func makeState(_ disposables: [Disposable]) -> State {
        var state = State()
        for disposable in disposables {
            _ = state.members.insert(disposable)
        }
        return state
    }

    /// `true` once the group has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Adds `disposable` to the group.
    /// - Returns: a key to remove it later, or `nil` when the group was already disposed
    ///   (in which case `disposable` has been disposed).
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> Int? in
            if state.isDisposed { return nil }
            return state.members.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// The number of disposables currently in the group.
    public var count: Int {
        state.withLock { $0.members.count }
    }

    /// Removes the disposable for `disposeKey` from the group and disposes it.
    /// - Parameter disposeKey: the key returned by ``insert(_:)``.
    public func remove(for disposeKey: DisposeKey) {
        let removed = state.withLock { $0.members.remove(disposeKey.value) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group and marks the group disposed.
    public func dispose() {
        let members = state.withLock { state -> ContiguousArray<SubscriberList<Disposable>.Slot> in
            if state.isDisposed { return [] }
            state.isDisposed = true
            return state.members.removeAll()
        }
        for member in members { member.value?.dispose() }
    }
}
