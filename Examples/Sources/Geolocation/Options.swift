import ArgumentParser
import DeviceKit
import Foundation

/// The geolocation app's command line.
struct GeolocationOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Geolocation",
        abstract: "Shows where you are, from a GPS source, through RxSwift's DelegateProxy over LocationManager.",
        discussion: """
            Give at most one source: --nmea, --device or --gpsd. Without a source, the bundled track (a walk \
            on the Champ de Mars, Paris) is replayed in a loop.

            Keys: s shows how to grant access when it is missing, q quits.
            """
    )

    @Option(
        help: ArgumentHelp(
            "Replay an NMEA 0183 log ($GPGGA/$GPRMC) at the pace of its timestamps.", valueName: "file"))
    var nmea: String?

    // Unconditional: a negative number is a value (rejected with a reason), not an unknown option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Replay N times faster (default 1; 0 = as fast as possible).", valueName: "n"))
    var speed: Double?

    @Flag(help: "Start the log again at its end.")
    var loop = false

    @Option(
        help: ArgumentHelp(
            "Read a serial GPS receiver (or a FIFO / pseudo-terminal streaming NMEA).", valueName: "path"))
    var device: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The receiver's speed (default 9600).", valueName: "n"))
    var baud: Int?

    @Option(
        help: ArgumentHelp(
            "Ask gpsd for positions in its JSON protocol (port 2947 by default).", valueName: "host[:port]"))
    var gpsd: String?

    func validate() throws {
        _ = try makeLocationSource()
    }

    /// Where the positions come from (the command line was validated when it was parsed).
    var locationSource: LocationSource {
        do {
            return try makeLocationSource()
        } catch {
            preconditionFailure("validate() let through \(error)")
        }
    }

    private func makeLocationSource() throws -> LocationSource {
        guard [nmea, device, gpsd].compactMap({ $0 }).count <= 1 else {
            throw ValidationError("Give only one of --nmea, --device and --gpsd.")
        }
        if let speed, !(speed >= 0) {
            throw ValidationError(
                "--speed is how many times faster than real time the NMEA log is replayed: a number ≥ 0 "
                    + "(1 = real time, 0 = as fast as possible), not '\(String(format: "%g", speed))'.")
        }
        if let baud, baud <= 0 {
            throw ValidationError("--baud: '\(baud)' is not a speed.")
        }
        if let nmea {
            return .nmeaFile(URL(fileURLWithPath: nmea), speed: speed ?? 1, loops: loop)
        }
        if let device {
            return .device(path: device, baudRate: baud ?? 9600)
        }
        if let gpsd {
            do {
                return try LocationSource.gpsd(address: gpsd)
            } catch {
                throw ValidationError("--gpsd: \(error)")
            }
        }
        guard case .nmeaFile(let url, _, _) = LocationSource.bundledTrack else { return .bundledTrack }
        return .nmeaFile(url, speed: speed ?? 1, loops: true)
    }
}
