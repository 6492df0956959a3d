import Synchronization

/// A disposable whose underlying disposable can be set exactly once.
///
/// Disposing before the value is set disposes the value as soon as it is set. Setting it twice is a
/// programmer error and traps, as upstream.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Sendable: `current` is written once before `state` publishes the `assigned` bit and read only
    // by the thread that wins the `disposed` transition; the atomic orders the two.
    private static let assignedBit = 1
    private static let disposedBit = 2

    private let state = Atomic<Int>(0)
    // Performance: the atomic orders every access (above), so the runtime exclusivity checks are off.
    @exclusivity(unchecked) private var current: Disposable?

    /// Creates an empty single-assignment disposable.
    override public init() {}

    /// `true` once disposed.
    public var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Sets the underlying disposable. Traps if called twice.
    /// - Parameter disposable: the disposable to own.
    public func setDisposable(_ disposable: Disposable) {
        current = disposable
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.assignedBit != 0 {
            rxFatalError("SingleAssignmentDisposable.setDisposable(_:) was called twice")
        }
        if previous & Self.disposedBit != 0 {
            current = nil
            disposable.dispose()
        }
    }

    /// Disposes the underlying disposable, now or as soon as it is set.
    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0, previous & Self.assignedBit != 0 else { return }
        current.take()?.dispose()
    }
}
