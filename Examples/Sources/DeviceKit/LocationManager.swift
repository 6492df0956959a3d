import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a ``LocationManager`` tells its delegate, shaped like `CLLocationManagerDelegate`.
///
/// Every method has a default that does nothing (Swift protocols have no `optional` requirements).
/// The manager calls them on its queue (the main queue by default).
public protocol LocationManagerDelegate: AnyObject {
    /// New fixes arrived, oldest first.
    /// - Parameters:
    ///   - manager: the manager.
    ///   - locations: at least one fix.
    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location])
    /// The source failed. For ``LocationError/nmea(_:source:line:)`` and gpsd's reports the updates go on.
    /// - Parameters:
    ///   - manager: the manager.
    ///   - error: a ``LocationError``.
    func locationManager(_ manager: LocationManager, didFailWithError error: Error)
    /// The authorization status changed.
    /// - Parameters:
    ///   - manager: the manager.
    ///   - status: the new status.
    func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus)
}

extension LocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {}
    /// Does nothing.
    public func locationManager(_ manager: LocationManager, didFailWithError error: Error) {}
    /// Does nothing.
    public func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {}
}

/// Delivers positions from a GPS source to a delegate, shaped like `CLLocationManager`.
///
/// ```swift
/// let manager = LocationManager(source: .gpsd(host: "localhost"))
/// manager.delegate = myDelegate
/// manager.requestAlwaysAuthorization()   // tries the source: didChangeAuthorization(.authorizedAlways)
/// manager.startUpdatingLocation()        // didUpdateLocations([…]) once per fix
/// ```
/// Authorization is access to the source (see ``AuthorizationStatus``). Starting updates before the
/// status is known waits for it; a source that cannot be used is reported with
/// ``LocationError/sourceUnavailable(source:problem:)``, once when access is checked and again for each start
/// while it is missing. Bad input never stops the stream: a corrupt NMEA line or a gpsd error is reported with
/// `didFailWithError` and reading goes on; a source that closes is reported once.
///
/// As Core Location does with its last location, a manager that already has a fix delivers it as soon as
/// updates start again, before the source has a new one.
///
/// Like an `NSObject`, the class carries ``AssociatedObjects``: what another module attaches to a manager (a
/// delegate proxy) is released, completing its sequences, when the manager is deinitialised.
public final class LocationManager: HasAssociatedObjects, @unchecked Sendable {
    // Sendable: every mutable field is in `state`, guarded by its lock; delegate calls happen on `queue`.

    /// What other modules attach to the manager (RxDeviceKit: its delegate proxy).
    public let associatedObjects = AssociatedObjects()
    /// Where positions come from.
    public let source: LocationSource
    /// The queue delegate methods are called on.
    public let queue: DispatchQueue

    private struct State {
        weak var delegate: LocationManagerDelegate?
        var status: AuthorizationStatus = .notDetermined
        var distanceFilter = kLocationDistanceFilterNone
        var desiredAccuracy = kLocationAccuracyBest
        var wantsUpdates = false
        var requestingAuthorization = false
        var feed: LocationFeed?
        var lastDelivered: Location?
        var accessProblem: SourceProblem?
    }

    private let lock = NSLock()
    private var state = State()

    /// Creates a manager for `source`; nothing is opened until authorization is requested.
    /// - Parameters:
    ///   - source: where positions come from; the bundled sample track by default.
    ///   - queue: the queue delegate methods are called on.
    public init(source: LocationSource = .bundledTrack, queue: DispatchQueue = .main) {
        self.source = source
        self.queue = queue
    }

    deinit {
        state.feed?.stop()
    }

    /// The delegate; held weakly.
    public var delegate: LocationManagerDelegate? {
        get { lock.withLock { state.delegate } }
        set { lock.withLock { state.delegate = newValue } }
    }

    /// Whether the source may be read; ``AuthorizationStatus/notDetermined`` until requested.
    public var authorizationStatus: AuthorizationStatus {
        lock.withLock { state.status }
    }

    /// The minimum distance in metres between delivered fixes; ``kLocationDistanceFilterNone`` delivers all.
    public var distanceFilter: Double {
        get { lock.withLock { state.distanceFilter } }
        set { lock.withLock { state.distanceFilter = newValue } }
    }

    /// The accuracy wanted, in metres (or ``kLocationAccuracyBest``…). Unlike Core Location, which treats
    /// it as a hint to the hardware, fixes whose horizontal accuracy is known and worse are not delivered.
    public var desiredAccuracy: Double {
        get { lock.withLock { state.desiredAccuracy } }
        set { lock.withLock { state.desiredAccuracy = newValue } }
    }

    /// The most recently delivered fix.
    public var location: Location? {
        lock.withLock { state.lastDelivered }
    }

    /// Tries the source and reports the outcome with `didChangeAuthorization` (asynchronously). A source
    /// that cannot be used is also reported with `didFailWithError`, saying why.
    public func requestAlwaysAuthorization() {
        let shouldRequest = lock.withLock { () -> Bool in
            guard state.status == .notDetermined, !state.requestingAuthorization else { return false }
            state.requestingAuthorization = true
            return true
        }
        guard shouldRequest else { return }
        let source = source
        DispatchQueue.global().async { [weak self] in
            let outcome = Self.checkAccess(to: source)
            guard let self else { return }
            queue.async { self.authorizationDetermined(outcome) }
        }
    }

    /// Same as ``requestAlwaysAuthorization()``: Linux has no background restriction to ask about.
    public func requestWhenInUseAuthorization() {
        requestAlwaysAuthorization()
    }

    /// Starts delivering fixes (once authorized, if the status is not known yet). When updates were stopped
    /// and a fix was delivered before, that fix is delivered again at once.
    public func startUpdatingLocation() {
        let (status, problem) = lock.withLock { () -> (AuthorizationStatus, SourceProblem?) in
            state.wantsUpdates = true
            return (state.status, state.accessProblem)
        }
        switch status {
        case .authorizedAlways, .authorizedWhenInUse: queue.async { self.startFeedIfWanted() }
        case .notDetermined: break
        case .denied, .restricted:
            let error = LocationError.sourceUnavailable(
                source: source.description, problem: problem ?? .other("access is \(status)"))
            queue.async { self.report(error) }
        }
    }

    /// Stops delivering fixes and releases the source.
    public func stopUpdatingLocation() {
        let feed = lock.withLock { () -> LocationFeed? in
            state.wantsUpdates = false
            defer { state.feed = nil }
            return state.feed
        }
        feed?.stop()
    }

    // MARK: - Internals

    private func authorizationDetermined(_ outcome: Result<Void, AccessFailure>) {
        let status: AuthorizationStatus
        switch outcome {
        case .success: status = .authorizedAlways
        case .failure(let failure): status = failure.status
        }
        let (changed, wantsUpdates) = lock.withLock { () -> (Bool, Bool) in
            state.requestingAuthorization = false
            let changed = state.status != status
            state.status = status
            if case .failure(let failure) = outcome { state.accessProblem = failure.problem }
            return (changed, state.wantsUpdates)
        }
        if changed { delegate?.locationManager(self, didChangeAuthorization: status) }
        if case .failure(let failure) = outcome {
            report(LocationError.sourceUnavailable(source: source.description, problem: failure.problem))
        } else if wantsUpdates {
            startFeedIfWanted()
        }
    }

    private func startFeedIfWanted() {
        let (feed, lastFix) = lock.withLock { () -> (LocationFeed?, Location?) in
            guard state.wantsUpdates, state.feed == nil,
                state.status == .authorizedAlways || state.status == .authorizedWhenInUse
            else { return (nil, nil) }
            let feed = makeFeed()
            state.feed = feed
            return (feed, state.lastDelivered)
        }
        // Core Location's cached location: what the manager knows now, before the source has a new fix.
        if let lastFix { delegate?.locationManager(self, didUpdateLocations: [lastFix]) }
        feed?.start()
    }

    private func makeFeed() -> LocationFeed {
        let handler: @Sendable (FeedEvent) -> Void = { [weak self] event in self?.handle(event) }
        switch source {
        case .nmeaFile(let url, let speed, let loops):
            return NMEAReplayFeed(url: url, speed: speed, loops: loops, queue: queue, handler: handler)
        case .device(let path, let baudRate):
            return NMEADeviceFeed(path: path, baudRate: baudRate, queue: queue, handler: handler)
        case .gpsd(let host, let port):
            return GPSDFeed(host: host, port: port, queue: queue, handler: handler)
        }
    }

    private func handle(_ event: FeedEvent) {
        switch event {
        case .location(let location):
            let accepted = lock.withLock { () -> Bool in
                guard state.feed != nil else { return false }
                if state.desiredAccuracy > 0, location.horizontalAccuracy >= 0,
                    location.horizontalAccuracy > state.desiredAccuracy
                {
                    return false
                }
                if state.distanceFilter > 0, let last = state.lastDelivered,
                    location.distance(from: last) < state.distanceFilter
                {
                    return false
                }
                state.lastDelivered = location
                return true
            }
            if accepted { delegate?.locationManager(self, didUpdateLocations: [location]) }
        case .failure(let error):
            report(error)
        case .ended:
            lock.withLock { state.feed = nil }
        }
    }

    private func report(_ error: Error) {
        delegate?.locationManager(self, didFailWithError: error)
    }

    /// Opens the source once to learn whether it can be read (files and devices) or reached (gpsd).
    private static func checkAccess(to source: LocationSource) -> Result<Void, AccessFailure> {
        switch source {
        case .nmeaFile(let url, _, _):
            return openForReading(url.path).map { close($0) }
        case .device(let path, _):
            return openForReading(path, flags: O_NOCTTY | O_NONBLOCK).map { close($0) }
        case .gpsd(let host, let port):
            return TCPConnection.connect(host: host, port: port, timeout: 3).map { close($0) }
        }
    }
}
