import ArgumentParser
import DeviceKit
import Foundation

/// The command line of the weather app.
struct Options: ParsableCommand {
    /// The environment variable holding an OpenWeatherMap API key.
    static let apiKeyVariable = "OPENWEATHERMAP_API_KEY"

    static let configuration = CommandConfiguration(
        commandName: "Weather",
        abstract: """
            The seed's weather app in a terminal: search a city, see the spinner while the request runs, get \
            the weather at your location, and browse the weather around a map region.
            """,
        discussion: """
            Keys:  type a city, Enter       search (spaces and accents are fine)
                   Ctrl-L                   current location
                   arrow keys               pan the map (the weather around it loads)
                   Tab                      switch to the map: + and - zoom; Tab to type
                   Backspace, Ctrl-U        delete a character, clear the field
                   Esc, Ctrl-C              quit

            With \(apiKeyVariable) set, the app asks OpenWeatherMap. Without it, it starts a fixture server \
            on 127.0.0.1 with canned weather for twenty cities (London, Paris, São Paulo, Zürich, Ho Chi Minh \
            City, …) and any coordinate; the made-up cities Garbleton, Fieldless and Slowville answer with \
            bad JSON, a response missing fields and a slow response.
            """
    )

    // Unconditional: a negative number is a value (rejected with a reason), not an unknown option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Fixture server: delay every response, so that the spinner shows.", valueName: "seconds"))
    var delay = 0.4

    @Option(
        name: .customLong("api-url"),
        help: ArgumentHelp(
            "Ask this server instead (e.g. http://127.0.0.1:9/data/2.5 to see a dead one).", valueName: "url"))
    var apiURLText: String?

    @Option(
        help: ArgumentHelp(
            "Read the location from an NMEA 0183 log instead of the bundled track.", valueName: "file"))
    var nmea: String?

    @Option(help: ArgumentHelp("Read the location from gpsd.", valueName: "host[:port]"))
    var gpsd: String?

    @Option(
        name: .customLong("log-requests"),
        help: ArgumentHelp(
            "Log URLSession.rx's requests (curl commands) to FILE; the screen is untouched.", valueName: "file"))
    var requestLog: String?

    @Option(
        help: ArgumentHelp(
            "Append \"result-to-screen\" timings (ms from a response to its frame) to FILE.", valueName: "file"))
    var trace: String?

    @Option(
        help: ArgumentHelp(
            "Write a timeline of the search chain to FILE when the app ends (Chrome Trace Event Format: open it "
                + "in Perfetto UI or chrome://tracing).", valueName: "file"))
    var timeline: String?

    func validate() throws {
        guard delay.isFinite, (0...60).contains(delay) else {
            throw ValidationError("--delay: '\(delay)' is not a number of seconds from 0 to 60.")
        }
        if let apiURLText, Self.httpURL(apiURLText) == nil {
            throw ValidationError("--api-url: '\(apiURLText)' is not an http(s) URL.")
        }
        guard nmea == nil || gpsd == nil else {
            throw ValidationError("Give only one of --nmea and --gpsd.")
        }
        if let nmea, !FileManager.default.isReadableFile(atPath: nmea) {
            throw ValidationError("--nmea: cannot read '\(nmea)'.")
        }
        if let gpsd {
            do {
                _ = try LocationSource.gpsd(address: gpsd)
            } catch {
                throw ValidationError("--gpsd: \(error)")
            }
        }
    }

    /// The server asked instead of OpenWeatherMap or the fixture server.
    var apiURL: URL? {
        apiURLText.flatMap(Self.httpURL)
    }

    /// Where the location comes from: the log or gpsd given, else the bundled track.
    var locationSource: LocationSource {
        if let nmea {
            return .nmeaFile(URL(fileURLWithPath: nmea), speed: 1, loops: false)
        }
        if let gpsd, let source = try? LocationSource.gpsd(address: gpsd) {
            return source
        }
        return .bundledTrack
    }

    private static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme),
            url.host != nil
        else { return nil }
        return url
    }
}
