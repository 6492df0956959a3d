import Synchronization

/// The sequence grammar's stop flag: an observer that keeps one lets nothing through after the first terminal
/// event, whichever thread the events arrive on.
///
/// Kept by every observer that enforces the grammar itself: the closure subscribers
/// (``ClosureSubscription``, the subjects' ``SubjectClosureEntry``), ``AnonymousObserver`` and the sink of
/// `Observable.create`.
@usableFromInline
struct StopFlag: ~Copyable {
    @usableFromInline let stopped = Atomic<Bool>(false)

    /// A flag that has not stopped.
    @inlinable
    init() {}

    /// `true` once a terminal event has been received.
    @inlinable
    var isStopped: Bool {
        stopped.load(ordering: .relaxed)
    }

    /// Records a terminal event; returns `false` if one was already received.
    @inlinable
    func stop() -> Bool {
        !stopped.exchange(true, ordering: .acquiringAndReleasing)
    }
}
