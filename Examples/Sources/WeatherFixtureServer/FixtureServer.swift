import FlyingFox
import FlyingSocks
import Foundation

/// A small OpenWeatherMap look-alike on 127.0.0.1 serving canned "current weather" responses, so that the
/// weather app runs and is tested offline. Built on FlyingFox (non-blocking sockets, epoll: no polling).
///
/// `GET /data/2.5/weather?q=CITY&units=metric&appid=KEY` answers for the ``FixtureCity/all`` cities;
/// `?lat=…&lon=…` answers with a fixture city's weather within 0.1° of it, and elsewhere from a deterministic
/// 1° grid (named after the nearest fixture city within 1.5°, else unnamed). Like the real service it answers 401 for a wrong key, 404 for an unknown
/// city and 400 for a bad coordinate. Three made-up cities misbehave on purpose:
/// ``malformedCity`` (a body that is not JSON), ``incompleteCity`` (no `main` object) and ``slowCity``
/// (answers after ``Options/slowDelay``).
public final class FixtureServer: Sendable {
    /// Behaviour settings.
    public struct Options: Sendable {
        /// The only `appid` accepted.
        public var apiKey: String
        /// Added to every response (to make the app's spinner visible).
        public var delay: Duration
        /// The delay of ``FixtureServer/slowCity``.
        public var slowDelay: Duration

        /// Creates options.
        /// - Parameters:
        ///   - apiKey: the only `appid` accepted.
        ///   - delay: added to every response.
        ///   - slowDelay: the delay of ``FixtureServer/slowCity``.
        public init(apiKey: String = FixtureServer.apiKey, delay: Duration = .zero, slowDelay: Duration = .seconds(3)) {
            self.apiKey = apiKey
            self.delay = delay
            self.slowDelay = slowDelay
        }
    }

    /// The API key the fixture server accepts by default.
    public static let apiKey = "fixture-key"
    /// A city whose response body is not JSON.
    public static let malformedCity = "Garbleton"
    /// A city whose response lacks the `main` object (temperature, humidity).
    public static let incompleteCity = "Fieldless"
    /// A city whose response is delayed by ``Options/slowDelay``.
    public static let slowCity = "Slowville"

    private let server: HTTPServer
    private let task: Task<Void, any Error>
    /// The API root to give `ApiController`, e.g. `http://127.0.0.1:40123/data/2.5`.
    public let baseURL: URL
    /// The port the server listens on.
    public let port: UInt16

    private init(server: HTTPServer, task: Task<Void, any Error>, port: UInt16) {
        self.server = server
        self.task = task
        self.port = port
        baseURL = URL(string: "http://127.0.0.1:\(port)/data/2.5")!
    }

    /// Starts a server on 127.0.0.1 and returns once it accepts connections.
    /// - Parameters:
    ///   - options: behaviour settings.
    ///   - port: the port, or 0 for any free one.
    /// - Returns: the running server.
    /// - Throws: the socket error if the port cannot be bound.
    public static func start(options: Options = Options(), port: UInt16 = 0) async throws -> FixtureServer {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        let responder = Responder(options: options)
        await server.appendRoute("GET /data/2.5/weather") { request in
            try await responder.respond(to: request.query)
        }
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening()
        } catch {
            task.cancel()
            throw error
        }
        guard case .ip4(_, let boundPort)? = await server.listeningAddress else {
            task.cancel()
            throw SocketError.disconnected
        }
        return FixtureServer(server: server, task: task, port: boundPort)
    }

    /// Starts a server from synchronous code (the app's start-up), blocking until it listens.
    /// - Parameters:
    ///   - options: behaviour settings.
    ///   - port: the port, or 0 for any free one.
    /// - Returns: the running server.
    /// - Throws: the socket error if the port cannot be bound.
    public static func startBlocking(options: Options = Options(), port: UInt16 = 0) throws -> FixtureServer {
        let outcome = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                outcome.set(.success(try await start(options: options, port: port)))
            } catch {
                outcome.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        return try outcome.get()
    }

    /// Stops listening and closes every connection.
    public func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }
}

/// Hands the result of the start-up task to the blocked caller.
private final class OutcomeBox: @unchecked Sendable {
    // Sendable: `value` is written once by the task before the semaphore is signalled, and read after waiting.
    private var value: Result<FixtureServer, any Error>?

    func set(_ value: Result<FixtureServer, any Error>) { self.value = value }

    func get() throws -> FixtureServer {
        guard let value else { throw SocketError.disconnected }
        return try value.get()
    }
}
