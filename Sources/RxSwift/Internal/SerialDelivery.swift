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
final class SerialDelivery: @unchecked Sendable {
    // Sendable: `turn` is atomic; the waiting room guards its fields with its own mutex; `deferred` is touched
    // only by the thread that holds the turn.
    // Performance: the uncontended path is one compare-and-swap to take the turn, one load of `deferred` and
    // one compare-and-swap to give it back, inlined into the caller; everything that waits lives out of line in
    // `SerialDeliveryWaitingRoom`, made the first time two threads meet.
    /// The delivering thread (``currentThreadID()``, 0 when free) with the flags ``parkedFlag`` and
    /// ``wokenFlag`` in its two lowest bits.
    private let turn: Atomic<UInt>
    private let room = AtomicLazyReference<SerialDeliveryWaitingRoom>()
    /// Teardown to run once the current turn ends (``disposeAfterTurn(_:)``); touched by the holder only.
    @exclusivity(unchecked) private var deferred: [Disposable]?

    /// Set in `turn` while threads sleep in the waiting room (set and cleared under the room's mutex).
    fileprivate static let parkedFlag: UInt = 1
    /// Set in `turn` while one woken waiter competes for the turn: ending a turn then wakes nobody else.
    fileprivate static let wokenFlag: UInt = 2
    fileprivate static let flags: UInt = parkedFlag | wokenFlag

    /// Whether the turn in state `value` is free (whatever the flags say).
    @inline(__always)
    fileprivate static func isFree(_ value: UInt) -> Bool {
        value & ~flags == 0
    }

    /// How long the longest-waiting thread may wait before a turn is handed straight to it.
    static let fairnessBound: Duration = .milliseconds(1)
    /// How often a thread that finds the turn taken yields its core and looks again before it sleeps.
    fileprivate static let spinLimit = 40

    /// Creates a delivery that nobody holds.
    init() {
        turn = Atomic(0)
    }

    /// Creates a delivery whose turn the calling thread already holds, until it calls ``endHeldTurn()``: other
    /// threads' sends wait for that, the calling thread's pass at once (the replay gate of the subjects).
    init(heldByCurrentThread: Void) {
        turn = Atomic(currentThreadID())
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

    /// Frees the turn; when threads sleep and none is awake already, wakes one or hands it the turn.
    @inline(__always)
    private func release(_ me: UInt) {
        if !turn.compareExchange(expected: me, desired: 0, ordering: .releasing).exchanged {
            releaseContended(me)
        }
    }

    @inline(never)
    private func releaseContended(_ me: UInt) {
        var value = turn.load(ordering: .relaxed)
        while value & Self.parkedFlag == 0 || value & Self.wokenFlag != 0 {
            // Nobody asleep, or a woken waiter already competes: just free the turn (keeping the flags).
            let (freed, now) = turn.compareExchange(
                expected: value, desired: value & Self.flags, ordering: .releasing)
            if freed { return }
            value = now
        }
        waitingRoom().release(turn)
    }

    /// Waits until the turn is this thread's (out of line: only when two threads meet).
    @inline(never)
    private func waitForTurn(_ me: UInt) {
        var spins = 0
        while true {
            let value = turn.load(ordering: .relaxed)
            if Self.isFree(value) {
                if turn.compareExchange(expected: value, desired: me | value, ordering: .acquiring).exchanged {
                    return
                }
            } else if spins < Self.spinLimit && value & Self.parkedFlag == 0 {
                spins += 1
                sched_yield()
            } else {
                waitingRoom().wait(me, for: turn)
                return
            }
        }
    }

    /// How many threads are waiting for their turn (for tests).
    var waitingThreadCount: Int {
        room.load()?.count ?? 0
    }

    /// How many times a thread went to sleep waiting for its turn, since this delivery was made (for tests).
    var sleepCount: Int {
        room.load()?.sleeps ?? 0
    }

    private func waitingRoom() -> SerialDeliveryWaitingRoom {
        if let room = room.load() { return room }
        return room.storeIfNil(SerialDeliveryWaitingRoom())
    }
}

/// An identifier of the calling thread that is never 0 and has its two lowest bits clear.
@inline(__always)
func currentThreadID() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        // The address of the thread's control block: aligned, so the lowest bits are free.
        UInt(pthread_self())
    #endif
}

/// The threads waiting for their turn on one ``SerialDelivery``, oldest first, each asleep on its own
/// condition variable.
///
/// The oldest waiter is the one woken to compete when a turn ends; it stays first in line while it competes
/// and sleeps again if it loses, so that its waiting time keeps counting towards the fairness bound.
private final class SerialDeliveryWaitingRoom: @unchecked Sendable {
    // Sendable: `waiters`, `spares` and every waiter's fields are guarded by `mutex`.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var waiters = ElementBuffer<SerialDeliveryWaiter>(capacity: 2)
    /// Waiters whose turn came, kept for the next waits (so a contended send does not allocate).
    private var spares: [SerialDeliveryWaiter] = []

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// How many times a thread went to sleep (guarded by `mutex`).
    private var sleepTotal = 0

    /// How many threads are waiting.
    var count: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return waiters.count
    }

    /// How many times a thread went to sleep.
    var sleeps: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return sleepTotal
    }

    /// Sleeps until the calling thread holds the turn: taken after being woken, or handed over.
    func wait(_ me: UInt, for turn: borrowing Atomic<UInt>) {
        let parked = SerialDelivery.parkedFlag
        let woken = SerialDelivery.wokenFlag
        pthread_mutex_lock(mutex)
        // Join the line, unless the turn became free meanwhile.
        var value = turn.load(ordering: .relaxed)
        while true {
            if SerialDelivery.isFree(value) {
                let (taken, now) = turn.compareExchange(expected: value, desired: me | value, ordering: .acquiring)
                if taken {
                    pthread_mutex_unlock(mutex)
                    return
                }
                value = now
            } else if value & parked == 0 {
                let (flagged, now) = turn.compareExchange(
                    expected: value, desired: value | parked, ordering: .relaxed)
                if flagged { break }
                value = now
            } else {
                break
            }
        }
        let waiter = spares.popLast() ?? SerialDeliveryWaiter()
        waiter.thread = me
        waiter.since = ContinuousClock.now
        waiter.state = .asleep
        waiters.append(waiter)
        while true {
            sleepTotal += 1
            while waiter.state == .asleep { pthread_cond_wait(waiter.condition, mutex) }
            if waiter.state == .handedTheTurn {
                // `release` stored this thread's id in `turn` (release ordering) under the mutex.
                _ = turn.load(ordering: .acquiring)
                break
            }
            // Woken to compete (first in line, `wokenFlag` set): try for a while without the mutex.
            pthread_mutex_unlock(mutex)
            var took = compete(me, for: turn)
            pthread_mutex_lock(mutex)
            // Still first in line: nobody hands over or wakes while `wokenFlag` is set. Unless it took the turn,
            // it sleeps again, after clearing the flag, but takes the turn instead if it became free meanwhile
            // (once the flag is clear, nobody would wake it for a free turn).
            value = turn.load(ordering: .relaxed)
            while !took {
                if SerialDelivery.isFree(value) {
                    let (taken, now) = turn.compareExchange(
                        expected: value, desired: me | value, ordering: .acquiring)
                    took = taken
                    value = now
                } else {
                    let (cleared, now) = turn.compareExchange(
                        expected: value, desired: value & ~woken, ordering: .relaxed)
                    if cleared { break }
                    value = now
                }
            }
            if took {
                _ = waiters.removeFirst()
                let clear = waiters.isEmpty ? SerialDelivery.flags : woken
                turn.bitwiseAnd(~clear, ordering: .relaxed)
                break
            }
            waiter.state = .asleep
        }
        spares.append(waiter)
        pthread_mutex_unlock(mutex)
    }

    /// Tries to take the free turn for a bounded number of rounds; `true` once it is taken.
    private func compete(_ me: UInt, for turn: borrowing Atomic<UInt>) -> Bool {
        for _ in 0..<SerialDelivery.spinLimit {
            let value = turn.load(ordering: .relaxed)
            if SerialDelivery.isFree(value) {
                if turn.compareExchange(expected: value, desired: me | value, ordering: .acquiring).exchanged {
                    return true
                }
            } else {
                sched_yield()
            }
        }
        return false
    }

    /// Ends the holder's turn while threads sleep and none is awake: hands the turn to the oldest waiter if it
    /// has waited past the fairness bound, otherwise frees the turn and wakes that waiter to compete for it.
    func release(_ turn: borrowing Atomic<UInt>) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard !waiters.isEmpty else {
            // Unreachable: the flag is set only with a waiter in line, and cleared when the line empties.
            turn.store(0, ordering: .releasing)
            return
        }
        let oldest = waiters.first
        if ContinuousClock.now - oldest.since >= SerialDelivery.fairnessBound {
            _ = waiters.removeFirst()
            let flag = waiters.isEmpty ? 0 : SerialDelivery.parkedFlag
            turn.store(oldest.thread | flag, ordering: .releasing)
            oldest.state = .handedTheTurn
        } else {
            turn.store(SerialDelivery.parkedFlag | SerialDelivery.wokenFlag, ordering: .releasing)
            oldest.state = .woken
        }
        pthread_cond_signal(oldest.condition)
    }
}

/// One sleeping thread of a ``SerialDeliveryWaitingRoom``.
private final class SerialDeliveryWaiter {
    /// Where a waiter stands; changed under the room's mutex.
    enum State {
        /// Asleep in line.
        case asleep
        /// Woken to compete for the free turn.
        case woken
        /// Given the turn by the thread that ended it.
        case handedTheTurn
    }

    let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    var thread: UInt = 0
    /// When the thread first went to sleep for the send it waits to make.
    var since = ContinuousClock.now
    var state = State.asleep

    init() {
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }
}
