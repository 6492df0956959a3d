import Dispatch
import Foundation
import RxSwift

/// Subscribes to a sequence and blocks the calling thread until the sequence ends, enough elements have
/// been collected, or the timeout elapses.
///
/// On the main thread the main run loop is pumped in short slices while waiting, so work queued on the
/// main queue (`MainScheduler`, `DispatchQueue.main`) keeps running; other threads wait on a semaphore.
final class BlockingCollector<Element>: @unchecked Sendable {
    // Sendable: `state` is a LockedState; `semaphore` and `subscription` are thread-safe; the rest are
    // immutable. `predicate` is called only from the source's serial event delivery.

    private enum Outcome {
        case completed
        case failed(Error)
    }

    private struct State {
        var elements: [Element] = []
        var outcome: Outcome?
    }

    /// The longest slice the main run loop is run for before the finished flag is checked again.
    private static var runLoopSlice: TimeInterval { 0.01 }

    private let maximum: Int?
    private let predicate: (Element) throws -> Bool
    private let state = LockedState(State())
    private let semaphore = DispatchSemaphore(value: 0)
    private let subscription = SingleAssignmentDisposable()
    private let waitsOnMainThread = Thread.isMainThread

    /// - Parameters:
    ///   - maximum: stop after this many matching elements; `nil` waits for the end of the sequence.
    ///   - predicate: which elements are collected.
    init(maximum: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.maximum = maximum
        self.predicate = predicate
    }

    /// Subscribes to `source`, waits, disposes the subscription and returns what was collected.
    /// - Parameter timeout: seconds to wait at most, or `nil` for no limit.
    func run(_ source: Observable<Element>, timeout: TimeInterval?) -> MaterializedSequenceResult<Element> {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        subscription.setDisposable(source.subscribe { [self] event in on(event) })
        if waitsOnMainThread {
            pumpMainRunLoop(until: deadline)
        } else if let deadline {
            _ = semaphore.wait(timeout: .now() + .nanoseconds(Self.nanoseconds(until: deadline)))
        } else {
            semaphore.wait()
        }
        let (elements, outcome) = state.withLock { state in
            if state.outcome == nil { state.outcome = .failed(RxError.timeout) }
            return (state.elements, state.outcome ?? .completed)
        }
        subscription.dispose()
        switch outcome {
        case .completed: return .completed(elements: elements)
        case .failed(let error): return .failed(elements: elements, error: error)
        }
    }

    private var isFinished: Bool {
        state.withLock { $0.outcome != nil }
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard !isFinished else { return }
            let matches: Bool
            do {
                matches = try predicate(element)
            } catch {
                finish(.failed(error))
                return
            }
            guard matches else { return }
            let reachedMaximum = state.withLock { state -> Bool in
                guard state.outcome == nil else { return false }
                state.elements.append(element)
                return maximum.map { state.elements.count >= $0 } ?? false
            }
            if reachedMaximum { finish(.completed) }
        case .error(let error):
            finish(.failed(error))
        case .completed:
            finish(.completed)
        }
    }

    /// Records the outcome (the first one wins), releases the waiter and ends the subscription.
    private func finish(_ outcome: Outcome) {
        let isFirst = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            state.outcome = outcome
            return true
        }
        guard isFirst else { return }
        if waitsOnMainThread {
            // Wake the main run loop so the waiter notices at once instead of at the end of its slice.
            if !Thread.isMainThread { DispatchQueue.main.async {} }
        } else {
            semaphore.signal()
        }
        subscription.dispose()
    }

    private func pumpMainRunLoop(until deadline: Date?) {
        while !isFinished {
            let now = Date()
            if let deadline, now >= deadline { return }
            var sliceEnd = now.addingTimeInterval(Self.runLoopSlice)
            if let deadline, deadline < sliceEnd { sliceEnd = deadline }
            if !RunLoop.main.run(mode: .default, before: sliceEnd) {
                // The run loop had nothing to wait on; avoid spinning.
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
    }

    private static func nanoseconds(until deadline: Date) -> Int {
        let seconds = max(deadline.timeIntervalSinceNow, 0)
        if seconds >= Double(Int.max / 1_000_000_000) { return Int.max }
        return Int(seconds * 1_000_000_000)
    }
}
