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
    // Performance: not an `Optional`, whose generic value witnesses (payload tag, outlined copy and destroy)
    // cost more than the existential's own; `NoUpstream` (an empty struct, stored inline) stands for none.
    @exclusivity(unchecked) private var upstream: Disposable = NoUpstream()

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
    @inlinable @inline(__always)
    final func setUpstream(_ disposable: consuming Disposable) {
        store(UpstreamSubscription(disposable: disposable))
    }

    // Performance: the subscription comes wrapped in a struct, which keeps the optimiser from specialising this
    // function for an opened existential (a copy of the subscription out of its container and two moves back in).
    @usableFromInline
    final func store(_ incoming: consuming UpstreamSubscription) {
        let current = state.load(ordering: .acquiring)
        precondition(current & Self.assignedBit == 0, "an upstream holder's subscription was set twice")
        if current & Self.disposedBit != 0 {
            // Already disposed (a source that ended during `subscribe`): the disposing thread saw no
            // `assigned` bit and left `upstream` alone, so the subscription is disposed here without being
            // stored (an existential copy in and out less per subscription).
            let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
            if previous & Self.relinquishedBit == 0 { incoming.disposable.dispose() }
            return
        }
        // `upstream` holds `NoUpstream` (it is set once), an empty struct: it is overwritten without being destroyed,
        // and the subscription is moved in, not copied.
        var incoming = incoming
        withUnsafeMutablePointer(to: &upstream) { storage in
            withUnsafeMutablePointer(to: &incoming.disposable) { source in
                storage.moveInitialize(from: source, count: 1)
                source.initialize(to: NoUpstream())
            }
        }
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            releaseUpstream(disposing: previous & Self.relinquishedBit == 0)
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
            releaseUpstream(disposing: true)
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
            releaseUpstream(disposing: false)
        }
        disposeResources()
    }

    /// Makes a disposed holder whose upstream was set usable again, as if new.
    ///
    /// Only for a caller that holds the only reference (checked with `isKnownUniquelyReferenced`).
    final func prepareForReuse() {
        let previous = state.exchange(0, ordering: .acquiringAndReleasing)
        precondition(previous == Self.assignedBit | Self.disposedBit, "holder still in use")
        // A teardown deferred to the end of a turn holds this holder, so a uniquely referenced one has released its
        // upstream; checked in debug builds only (reading the stored subscription's dynamic type is a runtime call).
        assert(type(of: upstream) == NoUpstream.self, "holder still in use")
    }

    /// Disposes the upstream subscription if `disposing`, then releases it (`NoUpstream` takes its place).
    ///
    /// Only for the one caller that the state's bits make its owner: nothing else reads `upstream` meanwhile.
    @inline(__always)
    private final func releaseUpstream(disposing: Bool) {
        let taken = withUnsafeMutablePointer(to: &upstream) { storage in
            let taken = storage.move()
            storage.initialize(to: NoUpstream())
            return taken
        }
        if disposing { taken.dispose() }
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

/// The upstream of an ``UpstreamHolder`` that has none (not yet set, or taken): disposing it does nothing.
private struct NoUpstream: Disposable {
    func dispose() {}
}

/// An upstream subscription on its way into ``UpstreamHolder/store(_:)``.
@usableFromInline
struct UpstreamSubscription {
    /// The subscription.
    @usableFromInline var disposable: Disposable

    /// Wraps `disposable`.
    @inlinable
    init(disposable: consuming Disposable) {
        self.disposable = disposable
    }
}
