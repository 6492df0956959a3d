import Foundation
@testable import RxSwift

/// Subscribes and waits for the terminal event; returns every event rendered as `next(1)`, `completed`, …
/// Use only with sequences that terminate.
func renderedEvents<Element>(of observable: Observable<Element>) async -> [String] {
    await withCheckedContinuation { continuation in
        let recorded = LockedState<[String]>([])
        _ = observable.subscribe { event in
            let all = recorded.withLock { events in
                events.append(event.debugDescription)
                return events
            }
            if event.isStopEvent {
                continuation.resume(returning: all)
            }
        }
    }
}

/// Polls `condition` until it holds or `timeout` seconds have passed; returns whether it held.
func eventually(timeout: Double = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// Counts subscriptions and disposals of the sequences it makes.
final class SubscriptionCounter: Sendable {
    private let counts = LockedState<(subscribed: Int, disposed: Int)>((0, 0))

    var subscribed: Int { counts.withLock { $0.subscribed } }
    var disposed: Int { counts.withLock { $0.disposed } }

    /// A sequence that never emits on its own and counts its subscriptions and disposals.
    func never<Element>(_: Element.Type = Element.self) -> Observable<Element> {
        Observable.create { _ in
            self.counts.withLock { $0.subscribed += 1 }
            return Disposables.create { self.counts.withLock { $0.disposed += 1 } }
        }
    }
}
