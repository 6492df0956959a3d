import DeviceKit
import RxCocoa
import RxSwift

/// The seed's geolocation service layer over a ``DeviceKit/LocationManager``: asks for access, starts
/// updates, and turns fixes into coordinates.
public class GeolocationService {
    /// Whether the source may be read.
    public private(set) var authorized: Driver<Bool>

    /// The latest coordinate.
    public private(set) var location: Driver<Coordinate>

    /// Why the source fails, for people (not in the seed, which has no failing sources).
    public private(set) var failure: Driver<String>

    /// The location manager.
    public let locationManager: LocationManager

    /// Creates the service and starts it: requests authorization and updates.
    /// - Parameter locationManager: the manager to use; its source decides where positions come from.
    public init(locationManager: LocationManager = LocationManager()) {
        self.locationManager = locationManager

        // Every fix, as it comes.
        locationManager.distanceFilter = kLocationDistanceFilterNone
        // The best accuracy.
        locationManager.desiredAccuracy = kLocationAccuracyBestForNavigation

        // The authorization sequence.
        authorized = Observable.deferred { [weak locationManager] in
            guard let locationManager = locationManager else {
                return Observable.just(AuthorizationStatus.notDetermined)
            }
            let status = locationManager.authorizationStatus
            return locationManager
                .rx.didChangeAuthorizationStatus
                .startWith(status)
        }
        .asDriver(onErrorJustReturn: AuthorizationStatus.notDetermined)
        .map {
            switch $0 {
            case .authorizedAlways:
                return true
            default:
                return false
            }
        }

        // The coordinates sequence.
        location = locationManager.rx.didUpdateLocations
            .asDriver(onErrorJustReturn: [])
            .flatMap {
                return $0.last.map(Driver.just) ?? Driver.empty()
            }
            .map { $0.coordinate }

        failure = locationManager.rx.didFailWithError
            .map { "\($0)" }
            .asDriver(onErrorJustReturn: "")

        // Ask for access.
        locationManager.requestAlwaysAuthorization()
        // Start updates (they begin once access is granted).
        locationManager.startUpdatingLocation()
    }
}
