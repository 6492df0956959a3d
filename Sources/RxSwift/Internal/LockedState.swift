import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutable value guarded by a lock that lives in the same allocation. The value may be non-copyable (a state
/// that owns an ``ElementBuffer``).
///
/// The lock is a ``Turn``: uncontended, taking and releasing it is a compare-and-swap each, inlined (a pthread
/// mutex is a call per critical section; fence probe `subject.churn.1000observers`); contended, it waits with the turn's
/// policy (DESIGN §3: barging, a bounded spin, then asleep, with eventual fairness).
///
/// Write `withLock { state in … }`; never pair lock and unlock by hand. The lock is not reentrant (use
/// ``RecursiveLock`` where Rx semantics need same-thread re-entry).
///
/// A value type holding one reference: copies share the lock and the state (as references to a class did).
@usableFromInline
package struct LockedState<State: ~Copyable>: @unchecked Sendable {
    // Sendable: every access to the state goes through the lock.
    @usableFromInline let storage: LockedStorage<State>

    /// Creates the lock around `initialState`.
    package init(_ initialState: consuming State) {
        storage = LockedStorage(initialState)
    }

    /// The lock whose allocation is `storage` (for a holder that keeps the storage without a reference count).
    package init(storage: LockedStorage<State>) {
        self.storage = storage
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable @inline(__always)
    package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        let storage = self.storage
        let me = LockedStorage<State>.holder
        storage.lock(me)
        defer { storage.release(me) }
        return try body(&storage.state)
    }

    /// Runs `body` with the state, without locking: only for an owner that nobody else can reach yet (a state
    /// written before the object holding it is published). The access is `inout`, a write as far as
    /// ThreadSanitizer is concerned, so it is not for reading an atomic field while other threads lock.
    @inline(__always)
    package func withoutLocking<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try body(&storage.state)
    }
}

/// The one allocation of a ``LockedState``: its lock (a ``Turn``) and its state.
@usableFromInline
package final class LockedStorage<State: ~Copyable>: Turn, @unchecked Sendable {
    // Sendable: `state` is guarded by this object's own lock (the inherited `Turn`): touched only by the thread
    // that holds the turn (or, through `withoutLocking`, before the storage is published).
    @usableFromInline @exclusivity(unchecked) final var state: State

    init(_ state: consuming State) {
        self.state = state
        super.init()
    }

    /// What a holder writes into the turn: in debug builds the calling thread (so that taking the lock again on the
    /// same thread traps); in release builds one constant, since the lock is never re-entered and who holds it does
    /// not matter (asking the thread costs a call to `pthread_self` per lock and per unlock).
    @inlinable
    static var holder: UInt {
        #if DEBUG
            currentThreadID()
        #else
            4  // above the two flag bits, and never a thread's identifier (those are aligned addresses)
        #endif
    }

    /// Takes the lock for the holder `me` (``holder``).
    @inlinable @inline(__always)
    final func lock(_ me: UInt) {
        if !turn.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            lockContended(me)
        }
    }

    /// Waits for the lock (out of line: only when two threads meet); in debug builds, traps when the calling thread
    /// holds it already, which would otherwise wait forever.
    @usableFromInline @inline(never)
    final func lockContended(_ me: UInt) {
        #if DEBUG
            if turn.load(ordering: .relaxed) & ~Turn.flags == me {
                fatalError("LockedState: the thread that holds the lock took it again (a critical section re-entered)")
            }
        #endif
        waitForTurn(me)
    }
}

extension LockedState where State == Void {
    /// Creates a plain lock with no state.
    package init() {
        self.init(())
    }

    /// Runs `body` while holding the lock.
    @inline(__always)
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        let storage = self.storage
        let me = LockedStorage<Void>.holder
        storage.lock(me)
        defer { storage.release(me) }
        return try body()
    }
}

/// A recursive lock, for the places where Rx semantics need same-thread re-entry (each use says why).
package final class RecursiveLock: @unchecked Sendable {
    // Sendable: a pthread mutex.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates the lock (`recursive` must be `true`: the argument names what the lock is at its uses).
    package init(recursive: Bool) {
        precondition(recursive, "RecursiveLock is always recursive")
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    /// Runs `body` while holding the lock, which the calling thread may already hold.
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}
