#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutable value guarded by a pthread mutex that lives in the same allocation. The value may be
/// non-copyable (a state that owns an ``ElementBuffer``).
///
/// Write `withLock { state in … }`; never pair lock and unlock by hand. The lock is not reentrant
/// unless the instance was made with `recursive: true`; re-enter a recursive lock only through the
/// state-less `withLock(_:)` of `LockedState<Void>` (re-entering `withLock { state in }` would be a second
/// `inout` access to `state`).
@usableFromInline
package final class LockedState<State: ~Copyable>: @unchecked Sendable {
    // Sendable: every access to `state` goes through `mutex`.
    // Performance: the mutex already makes accesses exclusive, so the runtime exclusivity check (a
    // thread-local access-set update on every `withLock`) is switched off.
    @usableFromInline @exclusivity(unchecked) var state: State
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates the lock around `initialState`.
    /// - Parameter recursive: allow the owning thread to re-enter (use only where Rx semantics need it).
    package init(_ initialState: consuming State, recursive: Bool = false) {
        state = initialState
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable @inline(__always)
    package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}

extension LockedState where State == Void {
    /// Creates a plain lock with no state.
    package convenience init(recursive: Bool = false) {
        self.init((), recursive: recursive)
    }

    /// Runs `body` while holding the lock.
    ///
    /// Does not touch `state`: a recursive lock re-entered on the same thread must not start a second
    /// `inout` access to the stored property (overlapping accesses; `state` opts out of the runtime
    /// exclusivity check, so nothing would catch it).
    @inline(__always)
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A recursive lock used where Rx semantics need same-thread re-entry.
package typealias RecursiveLock = LockedState<Void>
