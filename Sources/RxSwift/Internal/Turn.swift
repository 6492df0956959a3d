import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A turn that one thread at a time holds, with the waiting policy of DESIGN §3: the primitive under both
/// ``SerialDelivery`` (the turn of an operator's deliveries, which its holder may take again) and ``LockedState``
/// (a lock, which nobody takes twice).
///
/// - Taking a free turn is one compare-and-swap of the holder's thread identifier into ``turn``; giving it back
///   is another.
/// - A thread that finds the turn taken yields its core and looks again a bounded number of times
///   (``spinLimit``), then sleeps in a waiting room made the first time two threads meet.
/// - **Eventual fairness.** A turn that ends is free for whoever takes it first, the thread that just gave it
///   back included (barging: a busy thread keeps its core instead of sleeping after every turn, which is what made
///   strict first-come-first-served hand-over convoy under contention); one sleeping waiter is woken to compete.
///   Once the longest-waiting thread has waited ``fairnessBound`` or more, the next end of a turn hands the turn
///   straight to it, so nobody starves (the scheme of WebKit's `WTF::Lock` and Go's `sync.Mutex`).
///
/// Every acquisition is a compare-and-swap with acquire ordering, and every release a store or compare-and-swap
/// with release ordering, in this module's code: ThreadSanitizer sees each hand-over (a lock whose contended
/// path is in an uninstrumented library would look racy to it).
@usableFromInline
package class Turn: @unchecked Sendable {
    // Sendable: `turn` is atomic; the waiting room guards its fields with its own mutex.
    /// The holding thread (``currentThreadID()``, 0 when free) with the flags ``parkedFlag`` and ``wokenFlag`` in
    /// its two lowest bits.
    @usableFromInline final let turn: Atomic<UInt>
    private final let room = AtomicLazyReference<TurnWaitingRoom>()

    /// Set in `turn` while threads sleep in the waiting room (set and cleared under the room's mutex).
    static let parkedFlag: UInt = 1
    /// Set in `turn` while one woken waiter competes for the turn: ending a turn then wakes nobody else.
    static let wokenFlag: UInt = 2
    @usableFromInline static let flags: UInt = parkedFlag | wokenFlag

    /// Whether the turn in state `value` is free (whatever the flags say).
    @inline(__always)
    static func isFree(_ value: UInt) -> Bool {
        value & ~flags == 0
    }

    /// How long the longest-waiting thread may wait before a turn is handed straight to it.
    static let fairnessBound: Duration = .milliseconds(1)
    /// How often a thread that finds the turn taken yields its core and looks again before it sleeps.
    static let spinLimit = 40

    /// A turn that nobody holds.
    @usableFromInline
    init() {
        turn = Atomic(0)
    }

    /// A turn that the thread `holder` holds.
    init(holder: UInt) {
        turn = Atomic(holder)
    }

    /// Frees the turn; when threads sleep and none is awake already, wakes one or hands it the turn.
    @inlinable @inline(__always)
    final func release(_ me: UInt) {
        if !turn.compareExchange(expected: me, desired: 0, ordering: .releasing).exchanged {
            releaseContended(me)
        }
    }

    @usableFromInline @inline(never)
    final func releaseContended(_ me: UInt) {
        var value = turn.load(ordering: .relaxed)
        while value & Turn.parkedFlag == 0 || value & Turn.wokenFlag != 0 {
            // Nobody asleep, or a woken waiter already competes: just free the turn (keeping the flags).
            let (freed, now) = turn.compareExchange(
                expected: value, desired: value & Turn.flags, ordering: .releasing)
            if freed { return }
            value = now
        }
        waitingRoom().release(turn)
    }

    /// Waits until the turn is this thread's (out of line: only when two threads meet).
    @usableFromInline @inline(never)
    final func waitForTurn(_ me: UInt) {
        var spins = 0
        while true {
            let value = turn.load(ordering: .relaxed)
            if Turn.isFree(value) {
                if turn.compareExchange(expected: value, desired: me | value, ordering: .acquiring).exchanged {
                    return
                }
            } else if spins < Turn.spinLimit && value & Turn.parkedFlag == 0 {
                spins += 1
                sched_yield()
            } else {
                waitingRoom().wait(me, for: turn)
                return
            }
        }
    }

    /// How many threads are waiting for their turn (for tests).
    final var waitingThreadCount: Int {
        room.load()?.count ?? 0
    }

    /// How many times a thread went to sleep waiting for its turn, since this turn was made (for tests).
    final var sleepCount: Int {
        room.load()?.sleeps ?? 0
    }

    private final func waitingRoom() -> TurnWaitingRoom {
        if let room = room.load() { return room }
        return room.storeIfNil(TurnWaitingRoom())
    }
}

/// The threads waiting for their turn on one ``Turn``, oldest first, each asleep on its own
/// condition variable.
///
/// The oldest waiter is the one woken to compete when a turn ends; it stays first in line while it competes
/// and sleeps again if it loses, so that its waiting time keeps counting towards the fairness bound.
private final class TurnWaitingRoom: @unchecked Sendable {
    // Sendable: `waiters`, `spares` and every waiter's fields are guarded by `mutex`.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var waiters = ElementBuffer<TurnWaiter>(capacity: 2)
    /// Waiters whose turn came, kept for the next waits (so a contended send does not allocate).
    private var spares: [TurnWaiter] = []

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
        let parked = Turn.parkedFlag
        let woken = Turn.wokenFlag
        pthread_mutex_lock(mutex)
        // Join the line, unless the turn became free meanwhile.
        var value = turn.load(ordering: .relaxed)
        while true {
            if Turn.isFree(value) {
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
        let waiter = spares.popLast() ?? TurnWaiter()
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
                if Turn.isFree(value) {
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
                let clear = waiters.isEmpty ? Turn.flags : woken
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
        for _ in 0..<Turn.spinLimit {
            let value = turn.load(ordering: .relaxed)
            if Turn.isFree(value) {
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
        if ContinuousClock.now - oldest.since >= Turn.fairnessBound {
            _ = waiters.removeFirst()
            let flag = waiters.isEmpty ? 0 : Turn.parkedFlag
            turn.store(oldest.thread | flag, ordering: .releasing)
            oldest.state = .handedTheTurn
        } else {
            turn.store(Turn.parkedFlag | Turn.wokenFlag, ordering: .releasing)
            oldest.state = .woken
        }
        pthread_cond_signal(oldest.condition)
    }
}

/// One sleeping thread of a ``TurnWaitingRoom``.
private final class TurnWaiter {
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
