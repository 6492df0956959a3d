import Synchronization

/// Counts its owner in `Resources.total` (built with `TRACE_RESOURCES`, or in debug builds) for as long as the
/// owner lives: a stored property of the library's disposables instead of an `init` and a `deinit` in each.
struct ResourceCount: ~Copyable {
    init() {
        #if TRACE_RESOURCES || DEBUG
            Resources.incrementTotal()
        #endif
    }

    deinit {
        #if TRACE_RESOURCES || DEBUG
            Resources.decrementTotal()
        #endif
    }
}

/// The dispose-once flag of the library's disposables that own one action or disposable and no lock:
/// ``ScheduledDisposable`` and the anonymous and binary disposables of `Disposables.create`. It also counts its
/// owner in `Resources.total` (``ResourceCount``).
struct DisposeOnce: ~Copyable {
    private let disposed = Atomic<Bool>(false)
    private let resourceCount = ResourceCount()

    /// `true` once disposal has been requested.
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Marks the owner disposed: `true` for the first call only, whose caller then disposes what the owner holds.
    func claim() -> Bool {
        !disposed.exchange(true, ordering: .acquiringAndReleasing)
    }
}
