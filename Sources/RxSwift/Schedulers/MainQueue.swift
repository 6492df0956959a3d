import Dispatch
import Foundation
import Synchronization

/// Answers "is the caller executing on the main queue?", the question behind ``MainScheduler``, its
/// `ensure…` checks, `ConcurrentMainScheduler` and RxCocoa's `drive`.
///
/// On Linux the main queue (the main actor's executor) is drained by the process's first thread only while
/// that thread runs `RunLoop.main`; after `dispatchMain()` and in every async entry point a worker thread
/// drains it, and `Thread.isMainThread` is false there. So "main" is decided as upstream does, with a
/// queue-specific key set on `DispatchQueue.main`, and the first thread counts as main too (it is where the
/// main queue runs in the run-loop shape, including inside a `sync` on another queue, as before).
package enum MainQueue {
    /// `DispatchQueue.main`, read once: on Linux every read of `DispatchQueue.main` allocates a new wrapper object,
    /// and a `MainScheduler` is made for every Driver and Signal (`SharingScheduler.make()`, as upstream).
    package static let queue = DispatchQueue.main

    /// The value stored under ``key`` on the main queue; only its presence matters.
    private final class Marker: Sendable {}

    /// The key, set on `DispatchQueue.main` the first time it is read (a `static let`: set exactly once).
    private static let key: DispatchSpecificKey<Marker> = {
        let key = DispatchSpecificKey<Marker>()
        DispatchQueue.main.setSpecific(key: key, value: Marker())
        return key
    }()

    /// Whether the caller runs on the first thread or in a block that the main queue is executing, i.e.
    /// where the main actor's executor runs: `MainActor.assumeIsolated` does not trap there.
    package static var isCurrent: Bool {
        let current = currentThread
        let first = firstThread.load(ordering: .relaxed)
        if current == first { return true }
        if first == 0 && Thread.isMainThread {
            firstThread.store(current, ordering: .relaxed)
            return true
        }
        return DispatchQueue.getSpecific(key: key) != nil
    }

    /// The first thread's `pthread_t`, recorded the first time ``isCurrent`` is asked there (0 until then).
    ///
    /// Performance: comparing it with `pthread_self()` replaces a `Thread.isMainThread` per element that a Driver
    /// or Signal delivers (fence probe `driver.relay.1subscriber`). The first thread never changes while the
    /// process runs, so the record never goes stale; two threads that record it write the same value.
    private static let firstThread = Atomic<UInt>(0)

    /// The calling thread's `pthread_t` as a number.
    @inline(__always)
    private static var currentThread: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }
}
