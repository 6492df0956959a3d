import CommandLineSupport
import DeviceKit
import Dispatch
import Foundation
import RxCocoa
import RxSwift
import TerminalUI
import WeatherFixtureServer
import WeatherKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("Weather: \(message)\n".utf8))
    exit(status)
}

let options = Options.parseCommandLineOrExit()

// The screen keeps the terminal; URLSession.rx's request log (on by default in debug builds) would write
// over it, so it is off unless it goes to a file of its own.
let screenOutput = dup(STDOUT_FILENO)
if let path = options.requestLog {
    guard let log = fopen(path, "a") else { fail("cannot open '\(path)' for the request log") }
    // `print` now writes to the log (block-buffered, flushed at exit).
    dup2(fileno(log), STDOUT_FILENO)
    URLSession.rx.shouldLogRequest = { _ in true }
} else {
    URLSession.rx.shouldLogRequest = { _ in false }
}

let trace: FileHandle?
if let path = options.trace {
    if !FileManager.default.fileExists(atPath: path) {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { fail("cannot open '\(path)' for the trace") }
    handle.seekToEndOfFile()
    trace = handle
} else {
    trace = nil
}

if let path = options.timeline {
    Timeline.record(writingTo: path)
}

let terminal = Terminal(input: STDIN_FILENO, output: screenOutput)
guard terminal.isInteractive else { fail("the weather app needs a terminal (see 'Weather --help')") }

// Where the weather comes from: OpenWeatherMap with a key, else the fixture server (or --api-url).
let environmentKey = ProcessInfo.processInfo.environment[Options.apiKeyVariable].flatMap { $0.isEmpty ? nil : $0 }
let api: ApiController
var fixtureServer: FixtureServer?
switch (options.apiURL, environmentKey) {
case (let url?, let key):
    api = ApiController(baseURL: url, apiKey: key ?? FixtureServer.apiKey)
case (nil, let key?):
    api = ApiController(baseURL: ApiController.openWeatherMapURL, apiKey: key)
case (nil, nil):
    do {
        let server = try FixtureServer.startBlocking(
            options: .init(delay: .milliseconds(Int(options.delay * 1000))))
        fixtureServer = server
        api = ApiController(baseURL: server.baseURL, apiKey: FixtureServer.apiKey)
    } catch {
        fail("cannot start the fixture server: \(error)")
    }
}

let timedAPI = TimedWeatherService(api)
let viewController = WeatherViewController(
    locationManager: LocationManager(source: options.locationSource),
    api: timedAPI,
    rows: { terminal.size.rows }
)
// Its own Application on the screen's terminal: standard output may be the request log.
let application = Application(terminal: terminal)
viewController.onQuit = { application.terminate() }
if let trace {
    viewController.onResultShown = { weather in
        guard let milliseconds = timedAPI.millisecondsSinceArrival(of: weather) else { return }
        trace.write(Data(String(format: "result-to-screen %.3f ms %@\n", milliseconds, weather.cityName).utf8))
    }
}
withExtendedLifetime(fixtureServer) {
    application.run(window: Window(rootViewController: viewController, terminal: terminal))
}
