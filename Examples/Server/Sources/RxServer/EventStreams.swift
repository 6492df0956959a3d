import Hummingbird
import RxSwift

/// `GET /events`: server-sent events fed by the shared ticks, with heartbeats.
enum EventStreams {
    /// How long a stream may stay quiet before a heartbeat is written.
    static let heartbeatInterval = RxTimeInterval.seconds(1)
    /// The heartbeat: a comment line, which clients of server-sent events ignore.
    static let heartbeat = ": heartbeat\n\n"

    /// The frames written to one client: one `data:` event per new tick, a heartbeat after every quiet second, and
    /// the end when graceful shutdown starts.
    ///
    /// While the stream is subscribed it counts in ``ServerState/openStreams``.
    /// - Parameters:
    ///   - state: the server's state.
    ///   - quiet: streams ``ServerState/quietTicks`` (which never changes) instead of the ticks, so that only
    ///     heartbeats flow.
    /// - Returns: the frames, as text.
    static func frames(_ state: ServerState, quiet: Bool) -> Observable<String> {
        let ticks = quiet ? state.quietTicks.asObservable() : state.sharedTicks
        return
            ticks
            .map { "data: \($0)\n\n" }
            .distinctUntilChanged()
            .heartbeat(heartbeatInterval, scheduler: state.timers, beat: heartbeat)
            .take(until: state.shutdown)
            .do(
                onSubscribe: { state.openStreams.add(1, ordering: .relaxed) },
                onDispose: { state.openStreams.subtract(1, ordering: .relaxed) }
            )
    }

    /// The response of `GET /events`: writes each frame to the client until the stream ends or the client leaves.
    ///
    /// A client that left is noticed when a write to it fails, at the latest at the second heartbeat after it left:
    /// the loop then throws, and leaving the loop disposes the subscription.
    /// - Parameters:
    ///   - state: the server's state.
    ///   - quiet: streams heartbeats only (see ``frames(_:quiet:)``).
    /// - Returns: a streaming response.
    static func response(_ state: ServerState, quiet: Bool) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
            body: ResponseBody { writer in
                // Made here, in the task that writes: an Observable is not Sendable, and this closure is.
                let stream = frames(state, quiet: quiet).values(bufferingPolicy: .bufferingNewest(16))
                for try await frame in stream {
                    try await writer.write(ByteBuffer(string: frame))
                }
                // The stream completed (graceful shutdown): end the response properly.
                try await writer.finish(nil)
            }
        )
    }
}
