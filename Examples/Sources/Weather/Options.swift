import DeviceKit
import Foundation

/// The command line of the weather app.
struct Options {
    /// The environment variable holding an OpenWeatherMap API key.
    static let apiKeyVariable = "OPENWEATHERMAP_API_KEY"

    static let usage = """
        Usage: Weather [options]

        The seed's weather app in a terminal: search a city, see the spinner while the request runs, get
        the weather at your location, and browse the weather around a map region.

        Keys:  type a city, Enter       search (spaces and accents are fine)
               Ctrl-L                   current location
               arrow keys               pan the map (the weather around it loads)
               Tab                      switch the keys to the map: + and - zoom; Tab again to type
               Backspace, Ctrl-U        delete a character, clear the field
               Esc, Ctrl-C              quit

        With \(apiKeyVariable) set, the app asks OpenWeatherMap. Without it, it starts a fixture server on
        127.0.0.1 with canned weather for twenty cities (London, Paris, São Paulo, Zürich, Ho Chi Minh
        City, …) and any coordinate; the made-up cities Garbleton, Fieldless and Slowville answer with
        bad JSON, a response missing fields and a slow response.

        Options:
          --delay SECONDS      fixture server: delay every response (default 0.4, so the spinner shows)
          --api-url URL        ask this server instead (e.g. http://127.0.0.1:9/data/2.5 to see a dead one)
          --nmea FILE          read the location from an NMEA 0183 log instead of the bundled track
          --gpsd HOST[:PORT]   read the location from gpsd
          --log-requests FILE  log URLSession.rx's requests (curl commands) to FILE; the screen is untouched
          --trace FILE         append "result-to-screen" timings (ms from a response to its frame) to FILE
          -h, --help           show this help
        """

    var delay = 0.4
    var apiURL: URL?
    var locationSource = LocationSource.bundledTrack
    var requestLog: String?
    var trace: String?
    var help = false

    /// Parses `arguments` (without the program name).
    /// - Throws: a message naming the bad argument.
    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        func value(for option: String) throws -> String {
            guard let value = remaining.popFirst() else { throw OptionsError("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                help = true
            case "--delay":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds.isFinite, (0...60).contains(seconds) else {
                    throw OptionsError("--delay: '\(text)' is not a number of seconds from 0 to 60")
                }
                delay = seconds
            case "--api-url":
                let text = try value(for: argument)
                guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme),
                    url.host != nil
                else {
                    throw OptionsError("--api-url: '\(text)' is not an http(s) URL")
                }
                apiURL = url
            case "--nmea":
                let path = try value(for: argument)
                guard FileManager.default.isReadableFile(atPath: path) else {
                    throw OptionsError("--nmea: cannot read '\(path)'")
                }
                locationSource = .nmeaFile(URL(fileURLWithPath: path), speed: 1, loops: false)
            case "--gpsd":
                let text = try value(for: argument)
                do {
                    locationSource = try .gpsd(address: text)
                } catch {
                    throw OptionsError("--gpsd: \(error)")
                }
            case "--log-requests":
                requestLog = try value(for: argument)
            case "--trace":
                trace = try value(for: argument)
            default:
                throw OptionsError("unknown argument '\(argument)'")
            }
        }
    }
}

/// A command-line mistake, shown with the usage hint.
struct OptionsError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
