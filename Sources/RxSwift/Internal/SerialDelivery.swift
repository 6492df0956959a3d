import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serialises the deliveries of an operator whose inputs come from several sources or threads (the inners of
/// `flatMap`, the sources of `combineLatest`, a timer and a source, a subject's replay and its producer, …):
/// **take your turn**.
///
/// - A send while nobody delivers runs its closure at once, on the sending thread.
/// - A send from the thread that is delivering right now (re-entrancy: an observer that feeds a subject
///   during `onNext`) runs its closure at once too, depth-first, inside the delivery in progress.
/// - A send from another thread while a delivery is in progress waits for its turn (a short bounded spin,
///   then asleep), then runs its own closure on its own thread.
///
/// No thread ever runs another thread's closure and nothing is queued but the waiting threads themselves,
/// so memory stays bounded by the number of threads, each producer returns once its own message is delivered,
/// and elements arrive on the thread that produced them, as with upstream's recursive lock.
///
/// **Eventual fairness.** A turn that ends is free for whoever takes it first, the thread that just delivered
/// included (barging: a busy producer keeps its core instead of sleeping after every element, which is what
/// made strict first-come-first-served hand-over convoy under contention); one sleeping waiter is woken to
/// compete. Once the longest-waiting thread has waited ``fairnessBound`` or more, the next end of a turn hands
/// the turn straight to it, so nobody starves (the scheme of WebKit's `WTF::Lock` and Go's `sync.Mutex`).
///
/// **Nothing but the delivery runs under a turn.** Disposing a finished source and other teardown that an
/// operator decides on during a delivery go to ``disposeAfterTurn(_:)``: they run once the turn is given back
/// (a teardown may take a lock that another producer holds while it waits for the turn).
///
/// ```swift
/// private let delivery = SerialDelivery()
/// delivery.send { forwardNext(element) }
/// ```
///
/// It is not a mutex: it admits its holder again (re-entrancy is part of the Rx contract), and it is not meant
/// for guarding state (use `LockedState` for that; its critical sections never run user code).
///
/// The one deadlock it allows is upstream's: a closure that waits synchronously for another thread that is
/// itself waiting for its turn on the same delivery (for instance an observer that blocks on a semaphore
/// signalled by a second producer of the same `merge`). Do not "fix" that by queueing.
final class SerialDelivery: Turn, @unchecked Sendable {
    // Sendable: the turn is atomic; `deferred` is touched only by the thread that holds the turn.
    // Performance: the uncontended path is one compare-and-swap to take the turn, one load of `deferred` and
    // one compare-and-swap to give it back, inlined into the caller; everything that waits lives out of line in
    // ``Turn``.
    /// Teardown to run once the current turn ends (``disposeAfterTurn(_:)``); touched by the holder only.
    @exclusivity(unchecked) private var deferred: [Disposable]?

    /// Creates a delivery that nobody holds.
    override init() {
        super.init()
    }

    /// Creates a delivery whose turn the calling thread already holds, until it calls ``endHeldTurn()``: other
    /// threads' sends wait for that, the calling thread's pass at once (the replay gate of the subjects).
    init(heldByCurrentThread: Void) {
        super.init(holder: currentThreadID())
    }

    /// Runs `deliver` now when nobody else delivers or the calling thread is delivering already (re-entrancy),
    /// otherwise waits until it is this thread's turn and runs it then.
    @inline(__always)
    func send(_ deliver: () -> Void) {
        let me = currentThreadID()
        let (taken, holder) = turn.compareExchange(expected: 0, desired: me, ordering: .acquiring)
        if taken {
            deliver()
            endTurn(me)
        } else if holder & ~Self.flags == me {
            deliver()
        } else {
            waitForTurn(me)
            deliver()
            endTurn(me)
        }
    }

    /// Ends the turn that `init(heldByCurrentThread:)` took.
    func endHeldTurn() {
        endTurn(currentThreadID())
    }

    /// `true` when the calling thread is delivering through this delivery right now.
    var isHeldByCurrentThread: Bool {
        turn.load(ordering: .relaxed) & ~Self.flags == currentThreadID()
    }

    /// Disposes `disposable` once the calling thread's turn ends if it holds the turn (inside a delivery), at
    /// once otherwise: a teardown never runs under the turn, where it could wait for a lock held by a thread
    /// that waits for the turn (upstream's zip and merge deadlocks).
    func disposeAfterTurn(_ disposable: Disposable) {
        if !isHeldByCurrentThread {
            disposable.dispose()
        } else if deferred == nil {
            deferred = [disposable]
        } else {
            deferred!.append(disposable)
        }
    }

    /// Gives the turn back, then runs the teardown deferred during it.
    @inline(__always)
    private func endTurn(_ me: UInt) {
        if _slowPath(deferred != nil) {
            endTurnThenRunDeferred(me)
        } else {
            release(me)
        }
    }

    @inline(never)
    private func endTurnThenRunDeferred(_ me: UInt) {
        let work = deferred.take() ?? []
        release(me)
        for disposable in work { disposable.dispose() }
    }

}

/// An identifier of the calling thread that is never 0 and has its two lowest bits clear.
@inlinable @inline(__always)
func currentThreadID() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        // The address of the thread's control block: aligned, so the lowest bits are free.
        UInt(pthread_self())
    #endif
}
