import Synchronization

/// An object that owns one upstream subscription, which may arrive after disposal has been requested.
///
/// Disposal is lock-free: the `assigned` and `disposed` bits of one atomic decide, exactly once, who
/// disposes the upstream subscription.
///
/// The base of the operator sinks (``Sink``) and of the disposables that own one subscription (`ClosureSubscription`,
/// `MulticastConnection`).
@usableFromInline
class UpstreamHolder: Disposable {
    // Thread safety: `upstream` is written once before the `assigned` bit is published and read only by
    // the thread that wins the `disposed` transition (or by the setter after seeing `disposed`).
    private static var assignedBit: Int { 1 }
    private static var disposedBit: Int { 2 }
    private static var relinquishedBit: Int { 4 }

    private let state = Atomic<Int>(0)
    @exclusivity(unchecked) private var upstream: Disposable?

    @usableFromInline
    init() {
        #if TRACE_RESOURCES || DEBUG
            Resources.incrementTotal()
        #endif
    }

    /// `true` once disposed.
    @inline(__always)
    final var isDisposed: Bool {
        state.load(ordering: .relaxed) & Self.disposedBit != 0
    }

    /// `true` once disposed, read with acquiring order: what the disposing thread did before disposing (its last
    /// use of this holder) happens before what the caller does next. For a caller that reuses a finished holder.
    final var isDisposedAcquiring: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Stores the upstream subscription; disposes it at once if this holder was already disposed.
    @usableFromInline
    final func setUpstream(_ disposable: consuming Disposable) {
        if state.load(ordering: .acquiring) & Self.disposedBit != 0 {
            // Already disposed (a source that ended during `subscribe`): the disposing thread saw no
            // `assigned` bit and left `upstream` alone, so the subscription is disposed here without being
            // stored (an existential copy in and out less per subscription).
            let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
            if previous & Self.relinquishedBit == 0 { disposable.dispose() }
            return
        }
        upstream = disposable
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            let upstream = self.upstream.take()
            if previous & Self.relinquishedBit == 0 { upstream?.dispose() }
        }
    }

    /// Disposes the upstream subscription (now, or as soon as it is set) and then calls
    /// ``disposeResources()`` once.
    ///
    /// Called while the calling thread holds the turn of this holder's ``serialDelivery`` (a sink disposed by
    /// its own terminal event, or by an observer during a delivery), the holder counts as disposed at once but
    /// the teardown runs once that turn ends: nothing is disposed under a turn (DESIGN §3; a source's teardown
    /// may wait for a lock held by a producer that waits for the turn, upstream's zip deadlock).
    @usableFromInline
    final func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if let delivery = serialDelivery, delivery.isHeldByCurrentThread {
            delivery.disposeAfterTurn(Disposables.create { self.tearDown(previous) })
        } else {
            tearDown(previous)
        }
    }

    /// The delivery that serialises this holder's events, for an operator sink that merges sources or threads
    /// (its teardown never runs under the delivery's turn); `nil` for the others.
    var serialDelivery: SerialDelivery? { nil }

    /// Disposes the upstream subscription if it was set before the `disposed` bit (`previous` is the state
    /// before that bit), then releases this holder's own resources.
    private final func tearDown(_ previous: Int) {
        if previous & Self.assignedBit != 0 {
            upstream.take()?.dispose()
        }
        disposeResources()
    }

    /// Marks this holder disposed without disposing the upstream subscription, which it releases, and then
    /// calls ``disposeResources()`` once; a later ``dispose()`` does nothing.
    ///
    /// For a subscription to a source that has just sent its terminal event: the source disposes itself
    /// after that event, and upstream's `.whileConnected` share leaves it to do so (so that what runs after
    /// the event at the source, such as `do(afterCompleted:)`, runs before the source's disposal).
    final func relinquish() {
        let previous = state.bitwiseOr(Self.disposedBit | Self.relinquishedBit, ordering: .acquiringAndReleasing)
            .oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.assignedBit != 0 {
            _ = upstream.take()
        }
        disposeResources()
    }

    /// Makes a disposed holder whose upstream was set usable again, as if new.
    ///
    /// Only for a caller that holds the only reference (checked with `isKnownUniquelyReferenced`).
    final func prepareForReuse() {
        let previous = state.exchange(0, ordering: .acquiringAndReleasing)
        precondition(previous == Self.assignedBit | Self.disposedBit && upstream == nil, "holder still in use")
    }

    /// Called once, on the first dispose, after the upstream subscription. Subclasses release extra
    /// resources here.
    func disposeResources() {}

    deinit {
        #if TRACE_RESOURCES || DEBUG
            Resources.decrementTotal()
        #endif
    }
}
