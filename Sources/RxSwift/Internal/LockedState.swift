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
///
/// A value type holding one reference: copies share the lock and the state (as references to a class did).
///
/// Performance: the mutex is the header of one ``LockedStorage`` object and the state its element, so making a
/// lock is one allocation (the mutex used to be allocated on its own: a `malloc` and a `free` more per lock).
@usableFromInline
package struct LockedState<State: ~Copyable>: @unchecked Sendable {
    // Sendable: every access to the state goes through the mutex.
    @usableFromInline let storage: LockedStorage<State>

    /// Creates the lock around `initialState`.
    /// - Parameter recursive: allow the owning thread to re-enter (use only where Rx semantics need it).
    package init(_ initialState: consuming State, recursive: Bool = false) {
        storage = LockedStorage.make(recursive: recursive)
        storage.state.initialize(to: initialState)
    }

    /// Runs `body` with exclusive access to the state.
    ///
    /// Performance: the state's place is computed from its alignment, a constant where `State` is concrete; a
    /// state type nested in a generic type is generic too, and its alignment is then read from its metadata on
    /// every lock (declare such a state at the top level).
    @inlinable @inline(__always)
    package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        let mutex = storage.mutex
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.state.pointee)
    }

    /// Runs `body` with the state, without locking: only for an owner that nobody else can reach yet (a state
    /// written before the object holding it is published). The access is `inout`, a write as far as
    /// ThreadSanitizer is concerned, so it is not for reading an atomic field while other threads lock.
    @inline(__always)
    package func withoutLocking<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try body(&storage.state.pointee)
    }
}

/// The one allocation of a ``LockedState``: its mutex (the header) and its state (the only element).
@usableFromInline
package final class LockedStorage<State: ~Copyable>: ManagedBuffer<pthread_mutex_t, State> {
    /// A storage with an initialised mutex and an uninitialised state (the caller initialises it).
    static func make(recursive: Bool) -> LockedStorage {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in pthread_mutex_t() }, to: LockedStorage.self)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(storage.mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return storage
    }

    /// The mutex, at a fixed place in this object.
    @inlinable
    var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        // Safe to use after the closure: the header lives as long as this object, which the caller holds.
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The state, at a fixed place in this object.
    @inlinable
    var state: UnsafeMutablePointer<State> {
        // Safe to use after the closure: the element lives as long as this object, which the caller holds.
        withUnsafeMutablePointerToElements { $0 }
    }

    deinit {
        _ = state.move()
        pthread_mutex_destroy(mutex)
    }
}

extension LockedState where State == Void {
    /// Creates a plain lock with no state.
    package init(recursive: Bool = false) {
        self.init((), recursive: recursive)
    }

    /// Runs `body` while holding the lock.
    ///
    /// Does not touch the state: a recursive lock re-entered on the same thread must not start a second
    /// `inout` access to it (overlapping accesses, which nothing would catch).
    @inline(__always)
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        let mutex = storage.mutex
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A recursive lock used where Rx semantics need same-thread re-entry.
package typealias RecursiveLock = LockedState<Void>
