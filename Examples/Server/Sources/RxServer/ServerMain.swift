import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// The server's entry point: `RxServer [--port N]`.
///
/// Serves on 127.0.0.1 and prints `listening on 127.0.0.1:PORT` on standard output once it listens (with
/// `--port 0`, the port the system picked). SIGTERM and SIGINT shut it down gracefully: open event streams end,
/// then the server stops, and the process exits with status 0.
@main
struct ServerMain {
    /// Runs the server until a graceful shutdown.
    static func main() async {
        // Standard output is for the `listening on` line only: the log lines go to standard error.
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let port: Int
        do {
            port = try portArgument(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("RxServer: \(error)\nusage: RxServer [--port N]\n".utf8))
            exit(2)
        }
        var logger = Logger(label: "RxServer")
        // Quiet by default; LOG_LEVEL=debug (or info, trace, …) shows what the framework and the service group do.
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level($0) } ?? .warning
        let state = ServerState()
        let application = Application(
            router: Routes.router(state),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                announce(port: channel.localAddress?.port ?? port)
            },
            logger: logger
        )
        // The order matters: the group shuts its services down last to first (see EventSourceService).
        let services: [any Service] = [application, EventSourceService(state: state)]
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: services,
                gracefulShutdownSignals: [.sigterm, .sigint],
                logger: logger
            )
        )
        do {
            try await group.run()
        } catch {
            FileHandle.standardError.write(Data("RxServer: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Reads `--port N` (default 8080; 0 lets the system pick a free port).
    ///
    /// - Parameter arguments: the command line without the program's name.
    /// - Returns: the port.
    /// - Throws: ``UsageError`` for anything else on the command line.
    static func portArgument(_ arguments: [String]) throws -> Int {
        switch arguments.count {
        case 0:
            return 8080
        case 2 where arguments[0] == "--port":
            guard let port = Int(arguments[1]), (0...65_535).contains(port) else {
                throw UsageError(message: "--port needs a number from 0 to 65535, not '\(arguments[1])'")
            }
            return port
        default:
            throw UsageError(message: "unexpected arguments: \(arguments.joined(separator: " "))")
        }
    }

    /// Prints the line the end-to-end test waits for, at once (standard output is a pipe there, and `print` would
    /// keep the line in its buffer).
    ///
    /// - Parameter port: the port the server listens on.
    static func announce(port: Int) {
        FileHandle.standardOutput.write(Data("listening on 127.0.0.1:\(port)\n".utf8))
    }
}

/// A command line the server does not understand.
struct UsageError: Error, CustomStringConvertible {
    /// What is wrong with it.
    let message: String

    /// The message, as printed.
    var description: String { message }
}
