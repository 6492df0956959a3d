import Dispatch
import Foundation
import RxSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A minimal HTTP/1.1 server for tests, on 127.0.0.1 with an ephemeral port.
///
/// It serves canned responses per path, one thread per connection, and answers `Connection: close`.
/// Routes with a `delay` hold the response back; if the client closes the connection meanwhile, the
/// path is recorded in ``closedByClientPaths`` and nothing is sent. Call ``shutdown()`` in `tearDown`.
final class LocalHTTPServer: @unchecked Sendable {
    // Sendable: every mutable field lives in `state` (a LockedState); the other fields are immutable.

    struct Route {
        var status: Int
        var reason: String
        var contentType: String
        var body: Data
        /// How long to wait before answering.
        var delay: TimeInterval = 0
    }

    struct ServerError: Error {
        var call: String
        var code: Int32
    }

    private struct State {
        var stopping = false
        var requestedPaths: [String] = []
        var closedByClientPaths: [String] = []
        var openConnections = 0
    }

    let port: UInt16
    private let listener: Int32
    private let routes: [String: Route]
    private let state = LockedState(State())
    private let acceptLoopDone = DispatchSemaphore(value: 0)
    private let connections = DispatchGroup()

    /// Starts listening and accepting connections on a background thread.
    init(routes: [String: Route]) throws {
        self.routes = routes
        let socketKind: Int32
        #if canImport(Glibc) || canImport(Musl)
            socketKind = Int32(SOCK_STREAM.rawValue)
        #else
            socketKind = SOCK_STREAM
        #endif
        let fd = socket(AF_INET, socketKind, 0)
        guard fd >= 0 else { throw ServerError(call: "socket", code: errno) }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(0).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let code = errno
            close(fd)
            throw ServerError(call: "bind/listen", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)

        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LocalHTTPServer.accept"
        thread.start()
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// The paths requested so far, in order.
    var requestedPaths: [String] { state.withLock { $0.requestedPaths } }

    /// The paths of delayed requests whose connection the client closed before the answer was sent.
    var closedByClientPaths: [String] { state.withLock { $0.closedByClientPaths } }

    /// Stops accepting, waits for the accept thread (and open connections) to finish, closes the socket.
    func shutdown() {
        let alreadyStopping = state.withLock { state -> Bool in
            defer { state.stopping = true }
            return state.stopping
        }
        guard !alreadyStopping else { return }
        // Joins the accept thread: it checks `stopping` every 50 ms.
        _ = acceptLoopDone.wait(timeout: .now() + 5)
        _ = connections.wait(timeout: .now() + 5)
        close(listener)
    }

    private var isStopping: Bool { state.withLock { $0.stopping } }

    private func acceptLoop() {
        defer { acceptLoopDone.signal() }
        while !isStopping {
            guard waitReadable(listener, milliseconds: 50) else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            connections.enter()
            let thread = Thread { [self] in
                handle(client)
                close(client)
                connections.leave()
            }
            thread.name = "LocalHTTPServer.connection"
            thread.start()
        }
    }

    private func handle(_ client: Int32) {
        guard let path = readRequestPath(client) else { return }
        state.withLock { $0.requestedPaths.append(path) }
        let route = routes[path] ?? .notFound("no route")
        if route.delay > 0 {
            let deadline = Date().addingTimeInterval(route.delay)
            while Date() < deadline {
                if isStopping { return }
                if waitReadable(client, milliseconds: 20) {
                    var byte: UInt8 = 0
                    if recv(client, &byte, 1, 0) <= 0 {
                        state.withLock { $0.closedByClientPaths.append(path) }
                        return
                    }
                }
            }
        }
        var head = "HTTP/1.1 \(route.status) \(route.reason)\r\n"
        head += "Content-Type: \(route.contentType)\r\n"
        head += "Content-Length: \(route.body.count)\r\n"
        head += "Connection: close\r\n\r\n"
        sendAll(client, Data(head.utf8) + route.body)
    }

    /// Reads the request head and returns its path (the body, if any, is ignored).
    private func readRequestPath(_ client: Int32) -> String? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Data("\r\n\r\n".utf8)
        let deadline = Date().addingTimeInterval(5)
        while received.range(of: end) == nil {
            guard Date() < deadline, !isStopping else { return nil }
            guard waitReadable(client, milliseconds: 50) else { continue }
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
        }
        guard let text = String(data: received, encoding: .utf8),
            let requestLine = text.split(separator: "\r\n").first
        else { return nil }
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private func sendAll(_ client: Int32, _ data: Data) {
        let flags: Int32
        #if canImport(Darwin)
            flags = 0
        #else
            flags = Int32(MSG_NOSIGNAL)
        #endif
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(client, raw.baseAddress! + offset, raw.count - offset, flags)
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    /// Whether `fd` becomes readable (or closed) within `milliseconds`.
    private func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }
}

extension LocalHTTPServer.Route {
    /// A 200 response with a JSON body.
    static func json(_ text: String, delay: TimeInterval = 0) -> Self {
        Self(status: 200, reason: "OK", contentType: "application/json", body: Data(text.utf8), delay: delay)
    }

    /// A 404 response with a plain-text body.
    static func notFound(_ text: String) -> Self {
        Self(status: 404, reason: "Not Found", contentType: "text/plain", body: Data(text.utf8))
    }
}

extension URLSession {
    /// An ephemeral session whose requests time out after 5 s, for tests against a ``LocalHTTPServer``.
    static func forLocalServerTests() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        return URLSession(configuration: configuration)
    }
}
