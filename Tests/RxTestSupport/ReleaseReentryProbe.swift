import Foundation
import Synchronization

/// Checks that an object releases what it holds outside its lock.
///
/// A `deinit` is user code: an element, observer or error released while a subject holds its (non-reentrant)
/// lock must be able to call back into that subject. ``object(reentering:)`` makes an object whose `deinit`
/// does so; ``runsWithoutDeadlock(timeout:_:)`` runs the scenario on a thread of its own, so that a release
/// made under the lock (a deadlock) fails the test after `timeout` instead of hanging it (the stuck thread
/// is leaked).
public final class ReleaseReentryProbe: Sendable {
    private let reentries = Atomic<Int>(0)

    /// Creates a probe that has seen no release yet.
    public init() {}

    /// The number of objects made by ``object(reentering:)`` whose `deinit` ran `reenter` to the end.
    public var completedReentries: Int { reentries.load(ordering: .acquiring) }

    /// Returns an object whose `deinit` runs `reenter` and then counts one completed re-entry.
    public func object(reentering reenter: @escaping () -> Void) -> ReentrantRelease {
        ReentrantRelease { [self] in
            reenter()
            reentries.add(1, ordering: .releasing)
        }
    }

    /// Runs `body` on a new thread and returns `true` when it returned within `timeout` seconds.
    public func runsWithoutDeadlock(timeout: TimeInterval = 10, _ body: @escaping () -> Void) -> Bool {
        let body = UncheckedBody(body)
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            body.run()
            finished.signal()
        }
        thread.start()
        return finished.wait(timeout: .now() + timeout) == .success
    }
}

/// An object that runs a closure when it is released (see ``ReleaseReentryProbe``).
public final class ReentrantRelease: @unchecked Sendable {
    // Sendable: `onRelease` runs once, in `deinit`.
    private let onRelease: () -> Void

    fileprivate init(_ onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }
}

/// An error whose release runs a ``ReentrantRelease`` (a subject keeps its terminal error).
public final class ReentrantReleaseError: Error {
    private let release: ReentrantRelease

    /// Creates an error that releases `release` with itself.
    public init(_ release: ReentrantRelease) {
        self.release = release
    }
}

/// A closure handed to the probe's thread.
private final class UncheckedBody: @unchecked Sendable {
    // Sendable: the closure is called once, by the probe's thread, while the caller waits for it.
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
