import Foundation
import Synchronization

/// A thread that sends `1, 2, 3, …` (from `start` on) as fast as it can until ``finish()``: the busy producer of the
/// stress tests.
public final class BusyProducer: @unchecked Sendable {
    // Sendable: `stop` is atomic; `send` runs only on the producer's own thread.
    private let stop = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts the thread, which calls `send` with each value in turn.
    /// - Parameters:
    ///   - start: the first value sent.
    ///   - send: sends one value (called on the producer's thread only).
    public init(from start: Int = 1, _ send: @escaping @Sendable (Int) -> Void) {
        Thread { [self] in
            var value = start
            while !stop.load(ordering: .relaxed) {
                send(value)
                value += 1
            }
            finished.signal()
        }.start()
    }

    /// Stops the thread and waits (at most 10 s) until its last send has returned.
    /// - Returns: whether it stopped in time.
    @discardableResult
    public func finish() -> Bool {
        stop.store(true, ordering: .relaxed)
        return finished.wait(timeout: .now() + 10) == .success
    }
}
