import RxSwift
import ServiceLifecycle

/// Drives the event streams: ticks ``ServerState/ticks`` every 200 ms while the server runs and, when graceful
/// shutdown starts, stops ticking and ends every open stream.
///
/// It must come *after* the application in the service group's list: a `ServiceGroup` shuts its services down in
/// reverse order, each after the previous one has returned. So this service ends the streams first; then the
/// application, which waits for its open requests, finds none left.
///
/// Why an Rx signal (``ServerState/shutdown`` and `take(until:)`) rather than `cancelWhenGracefulShutdown` in each
/// handler: it takes one operator per stream, and it *completes* the stream, so the handler's loop ends normally
/// and the response ends with its last chunk; cancelling the handler's task would cut the response off instead.
/// Being a replayed signal, it also ends a stream that starts after the shutdown has begun.
struct EventSourceService: Service {
    /// The server's state.
    let state: ServerState

    /// Ticks until graceful shutdown (or cancellation), then ends the streams.
    func run() async throws {
        let ticks = state.ticks
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxserver.ticker")
        let ticker = Observable<Int>.interval(.milliseconds(200), scheduler: scheduler)
            .subscribe(onNext: { _ in ticks.accept(ticks.value + 1) })
        // Throws only when the group is cancelled: the streams end then too.
        try? await gracefulShutdown()
        ticker.dispose()
        state.endStreams()
    }
}
