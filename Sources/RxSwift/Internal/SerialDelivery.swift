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
/// - A send from another thread while a delivery is in progress waits, asleep, until every thread that
///   asked before it has had its turn (first come, first served), then runs its own closure on its own
///   thread.
///
/// No thread ever runs another thread's closure and nothing is queued but the waiting threads themselves,
/// so memory stays bounded by the number of threads, each producer returns once its own message is delivered,
/// and elements arrive on the thread that produced them, as with upstream's recursive lock (made fair).
///
/// ```swift
/// private let delivery = SerialDelivery()
/// delivery.send { forwardNext(element) }
/// ```
///
/// It is not a mutex: it admits its holder again (re-entrancy is part of the Rx contract), it is handed to the
/// waiters in arrival order (a plain mutex lets the releasing thread take it again at once, which starves the
/// others under a flood), and it is not meant for guarding state (use `LockedState` for that; its critical
/// sections never run user code).
///
/// The one deadlock it allows is upstream's: a closure that waits synchronously for another thread that is
/// itself waiting for its turn on the same delivery (for instance an observer that blocks on a semaphore
/// signalled by a second producer of the same `merge`). Do not "fix" that by queueing.
final class SerialDelivery: @unchecked Sendable {
    // Sendable: `turn` is atomic; the waiting room guards its fields with its own mutex.
    // Performance: the uncontended path is one compare-and-swap to take the turn and one to give it back,
    // inlined into the caller; everything that waits lives out of line in `SerialDeliveryWaitingRoom`, made
    // the first time two threads meet.
    /// The delivering thread (``currentThreadID()``), with ``waitersFlag`` set while others wait; 0 when free.
    private let turn: Atomic<UInt>
    private let room = AtomicLazyReference<SerialDeliveryWaitingRoom>()

    /// Set in `turn` while threads wait: the holder must then hand the turn over instead of just clearing it.
    fileprivate static let waitersFlag: UInt = 1

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
    /// otherwise sleeps until it is this thread's turn and runs it then.
    @inline(__always)
    func send(_ deliver: () -> Void) {
        let me = currentThreadID()
        let (taken, holder) = turn.compareExchange(expected: 0, desired: me, ordering: .acquiring)
        if taken {
            deliver()
            giveBack(me)
        } else if holder & ~Self.waitersFlag == me {
            deliver()
        } else {
            waitForTurn(me)
            deliver()
            giveBack(me)
        }
    }

    /// Ends the turn that `init(heldByCurrentThread:)` took: frees it, or hands it to the first waiter.
    func endHeldTurn() {
        giveBack(currentThreadID())
    }

    /// Frees the turn, or hands it to the first waiting thread.
    @inline(__always)
    private func giveBack(_ me: UInt) {
        if !turn.compareExchange(expected: me, desired: 0, ordering: .releasing).exchanged {
            waitingRoom().handOver(turn)
        }
    }

    /// Sleeps until the turn is this thread's (out of line: only when two threads meet).
    @inline(never)
    private func waitForTurn(_ me: UInt) {
        waitingRoom().wait(me, for: turn)
    }

    /// How many threads are waiting for their turn (for tests).
    var waitingThreadCount: Int {
        room.load()?.count ?? 0
    }

    private func waitingRoom() -> SerialDeliveryWaitingRoom {
        if let room = room.load() { return room }
        return room.storeIfNil(SerialDeliveryWaitingRoom())
    }
}

/// An identifier of the calling thread that is never 0 and has its lowest bit clear.
@inline(__always)
func currentThreadID() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        // The address of the thread's control block: aligned, so the lowest bit is free.
        UInt(pthread_self())
    #endif
}

/// The threads waiting for their turn on one ``SerialDelivery``, in arrival order, each asleep on its own
/// condition variable.
private final class SerialDeliveryWaitingRoom: @unchecked Sendable {
    // Sendable: `waiters` and `spares` and every waiter's `granted` are guarded by `mutex`.
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

    /// How many threads are waiting.
    var count: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return waiters.count
    }

    /// Takes the turn if it became free, or queues the calling thread and sleeps until it is handed the turn.
    func wait(_ me: UInt, for turn: borrowing Atomic<UInt>) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var holder = turn.load(ordering: .relaxed)
        while true {
            if holder == 0 {
                // Nobody waits while the turn is free (a waiter is handed the turn, never left behind).
                let (taken, now) = turn.compareExchange(expected: 0, desired: me, ordering: .acquiring)
                if taken { return }
                holder = now
            } else if holder & SerialDelivery.waitersFlag == 0 {
                let (flagged, now) = turn.compareExchange(
                    expected: holder, desired: holder | SerialDelivery.waitersFlag, ordering: .relaxed)
                if flagged { break }
                holder = now
            } else {
                break
            }
        }
        let waiter = spares.popLast() ?? SerialDeliveryWaiter()
        waiter.thread = me
        waiter.granted = false
        waiters.append(waiter)
        while !waiter.granted { pthread_cond_wait(waiter.condition, mutex) }
        spares.append(waiter)
        // `handOver` stored this thread's id in `turn` (release) under the mutex: reading it again orders this
        // thread's delivery after the previous one.
        _ = turn.load(ordering: .acquiring)
    }

    /// Hands the turn to the first waiter and wakes it (the holder found ``SerialDelivery/waitersFlag`` set).
    func handOver(_ turn: borrowing Atomic<UInt>) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard !waiters.isEmpty else {
            // Unreachable: the flag is set only with a waiter queued, and cleared only here.
            turn.store(0, ordering: .releasing)
            return
        }
        let next = waiters.removeFirst()
        let flag = waiters.isEmpty ? 0 : SerialDelivery.waitersFlag
        turn.store(next.thread | flag, ordering: .releasing)
        next.granted = true
        pthread_cond_signal(next.condition)
    }
}

/// One sleeping thread of a ``SerialDeliveryWaitingRoom``.
private final class SerialDeliveryWaiter {
    let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    var thread: UInt = 0
    /// Set under the room's mutex when the turn is handed to this waiter.
    var granted = false

    init() {
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }
}
