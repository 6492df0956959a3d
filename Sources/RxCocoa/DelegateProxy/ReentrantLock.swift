import Foundation
import RxSwift

/// A lock that the thread holding it may take again, built from two non-reentrant `LockedState`s.
///
/// Used only where the DelegateProxy machinery must call user code under a lock (registration of
/// factories, the parent's delegate getter and setter during installation) and that code may come back
/// on the same thread. Re-entering `LockedState(recursive: true)` would start a second exclusive access
/// to its state and trap, so re-entry here skips the mutex instead.
final class ReentrantLock: @unchecked Sendable {
    // Sendable: `owner` is guarded by its own lock; `mutex` serialises the critical sections.
    private let mutex = LockedState<Void>()
    private let owner = LockedState<pthread_t?>(nil)

    /// Runs `body` holding the lock; a nested call from the owning thread runs `body` directly.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        let current = pthread_self()
        let isOwner = owner.withLock { owner in owner.map { pthread_equal($0, current) != 0 } ?? false }
        if isOwner {
            return try body()
        }
        return try mutex.withLock {
            owner.withLock { $0 = current }
            defer { owner.withLock { $0 = nil } }
            return try body()
        }
    }
}
