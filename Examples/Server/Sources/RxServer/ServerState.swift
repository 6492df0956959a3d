import Foundation
import RxRelay
import RxSwift
import Synchronization

/// What the route handlers and the services share, made once at start-up.
///
/// Every stored property is `Sendable` but one (``sharedTicks``, said why there), so the route closures, which are
/// `@Sendable`, capture the state as it is.
final class ServerState: Sendable {
    /// The counter that ``EventSourceService`` increments every 200 ms; `GET /events` streams it.
    let ticks = BehaviorRelay<Int>(value: 0)
    /// A relay nobody ever sends to: `GET /events?quiet=1` streams it, so that only heartbeats flow.
    let quietTicks = PublishRelay<Int>()
    /// Sends one element when graceful shutdown starts; every event stream ends on it with `take(until:)`.
    ///
    /// A replay subject, so that a stream that starts during the shutdown ends at once.
    let shutdown = ReplaySubject<Void>.create(bufferSize: 1)
    /// How many event streams are subscribed right now; `GET /stats` reports it.
    let openStreams = Atomic<Int>(0)
    /// The timers: the quotes' timeouts and the streams' heartbeats.
    let timers = ConcurrentDispatchQueueScheduler(qos: .default)
    /// The ticks, shared by every `GET /events` client: one subscription to the relay for all of them, and the
    /// latest tick replayed to each new client.
    ///
    /// `nonisolated(unsafe)`: an `Observable` is not `Sendable`. Safe because it is a `let` set in `init`, the
    /// library's operators may be subscribed to from several tasks at once, and nothing here captures mutable state.
    nonisolated(unsafe) let sharedTicks: Observable<Int>

    /// Makes the state, with the counter at 0 and no stream open.
    init() {
        sharedTicks = ticks.asObservable().share(replay: 1)
    }

    /// Ends every open event stream, and every stream that starts from now on.
    func endStreams() {
        shutdown.onNext(())
    }
}
