import Hummingbird
import RxSwift

/// The server's routes.
enum Routes {
    /// The router with every endpoint: `/quote/{symbol}`, `/async/quote/{symbol}`, `/events` and `/stats`.
    ///
    /// - Parameter state: the server's state, captured by the handlers.
    /// - Returns: the router.
    static func router(_ state: ServerState) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/quote/:symbol") { _, context in
            let symbol = try context.parameters.require("symbol")
            return try await quoteResponse {
                try await RxQuotes.quote(for: symbol, scheduler: state.timers).value
            }
        }
        router.get("/async/quote/:symbol") { _, context in
            let symbol = try context.parameters.require("symbol")
            return try await quoteResponse { try await AsyncQuotes.quote(for: symbol) }
        }
        router.get("/events") { request, _ in
            EventStreams.response(state, quiet: request.uri.queryParameters.get("quiet") == "1")
        }
        router.get("/stats") { _, _ in
            jsonResponse("{\"openStreams\":\(state.openStreams.load(ordering: .relaxed))}")
        }
        return router
    }

    /// Answers with the body `quote` gives, or with the HTTP status its error stands for: 504 Gateway Timeout for a
    /// timeout (the Rx and the async one), 502 Bad Gateway for any other upstream failure.
    ///
    /// - Parameter quote: computes the JSON body.
    /// - Returns: the response.
    private static func quoteResponse(_ quote: () async throws -> String) async throws -> Response {
        do {
            return jsonResponse(try await quote())
        } catch RxError.timeout, UpstreamError.timedOut {
            throw HTTPError(.gatewayTimeout, message: "the upstream services did not answer in time")
        } catch {
            throw HTTPError(.badGateway, message: "an upstream service failed: \(error)")
        }
    }

    /// A `200 OK` response with a JSON body.
    ///
    /// - Parameter json: the body.
    /// - Returns: the response.
    private static func jsonResponse(_ json: String) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: json))
        )
    }
}
