import Synchronization

/// Disposes its underlying disposable on a scheduler.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `disposable` is taken exactly once, guarded by the `disposed` atomic.
    /// The scheduler on which the underlying disposable is disposed.
    public let scheduler: ImmediateSchedulerType

    private let disposed = Atomic<Bool>(false)
    // Performance: the atomic orders every access, so the runtime exclusivity checks are off.
    @exclusivity(unchecked) private var disposable: Disposable?

    /// Creates the disposable.
    /// - Parameters:
    ///   - scheduler: where `disposable` is disposed.
    ///   - disposable: the disposable to dispose there.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
        #if TRACE_RESOURCES || DEBUG
            Resources.incrementTotal()
        #endif
    }

    /// `true` once disposal has been requested.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Schedules the disposal of the underlying disposable.
    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = scheduler.schedule(self) { this in
            this.disposable.take()?.dispose()
            return Disposables.create()
        }
    }

    deinit {
        #if TRACE_RESOURCES || DEBUG
            Resources.decrementTotal()
        #endif
    }
}
