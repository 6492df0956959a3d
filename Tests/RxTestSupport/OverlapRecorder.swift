import RxSwift
import Synchronization

/// Records what reaches a downstream observer and counts deliveries that overlapped in time.
public final class OverlapRecorder<Element>: ObserverType, @unchecked Sendable {
    // Sendable: `elements`/`terminals` are written only inside a delivery, deliveries are checked (by
    // `inside`) never to overlap, and they are read after every emitting thread has joined.
    private let inside = Atomic<Int>(0)
    private let overlaps = Atomic<Int>(0)
    private let terminalCount = Atomic<Int>(0)
    /// The elements received, in order.
    public private(set) var elements: [Element] = []
    /// The terminal events received.
    public private(set) var terminals: [Event<Element>] = []

    /// Creates an empty recorder.
    public init() {}

    /// Records `event`, counting an overlap when another delivery is in progress.
    public func on(_ event: Event<Element>) {
        if inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue != 1 {
            overlaps.wrappingAdd(1, ordering: .relaxed)
        }
        switch event {
        case .next(let value): elements.append(value)
        case .error, .completed: terminals.append(event)
        }
        if event.isStopEvent { terminalCount.add(1, ordering: .releasing) }
        inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }

    /// How many deliveries overlapped another one.
    public var overlapCount: Int { overlaps.load(ordering: .sequentiallyConsistent) }

    /// Whether a terminal event arrived (safe to read from any thread; then `terminals` may be read too).
    public var isTerminated: Bool { terminalCount.load(ordering: .acquiring) > 0 }
}
