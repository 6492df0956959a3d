/// Disposes its underlying disposable on a scheduler.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `disposable` is taken exactly once, guarded by the `once` atomic.
    /// The scheduler on which the underlying disposable is disposed.
    public let scheduler: ImmediateSchedulerType

    private let once = DisposeOnce()
    // Performance: the atomic orders every access, so the runtime exclusivity checks are off.
    @exclusivity(unchecked) private var disposable: Disposable?

    /// Creates the disposable.
    /// - Parameters:
    ///   - scheduler: where `disposable` is disposed.
    ///   - disposable: the disposable to dispose there.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// `true` once disposal has been requested.
    public var isDisposed: Bool { once.isDisposed }

    /// Schedules the disposal of the underlying disposable.
    public func dispose() {
        guard once.claim() else { return }
        _ = scheduler.schedule(self) { this in
            this.disposable.take()?.dispose()
            return Disposables.create()
        }
    }
}
