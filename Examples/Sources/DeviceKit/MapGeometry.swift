extension Coordinate {
    /// The coordinate with the latitude clamped to -90...90 and the longitude wrapped into -180..<180.
    /// Non-finite values become 0.
    public var normalized: Coordinate {
        if isValid && longitude < 180 { return self }
        let latitude = self.latitude.isFinite ? min(max(self.latitude, -90), 90) : 0
        guard longitude.isFinite else { return Coordinate(latitude: latitude, longitude: 0) }
        var longitude = (self.longitude + 180).truncatingRemainder(dividingBy: 360)
        if longitude < 0 { longitude += 360 }
        return Coordinate(latitude: latitude, longitude: longitude - 180)
    }

    /// The coordinate with compass letters and two decimals, as a map caption shows it: `51.51°N 0.13°W`.
    public var compassDescription: String {
        let north = latitude >= 0 ? "N" : "S"
        let east = longitude >= 0 ? "E" : "W"
        return "\(Self.degrees(abs(latitude)))°\(north) \(Self.degrees(abs(longitude)))°\(east)"
    }

    /// `value` with two decimals, without Foundation's locale-dependent formatting.
    static func degrees(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    }
}

/// The extent of a region in degrees (the shape of `MKCoordinateSpan`).
public struct CoordinateSpan: Hashable, Sendable {
    /// North-south extent in degrees.
    public var latitudeDelta: Double
    /// East-west extent in degrees.
    public var longitudeDelta: Double

    /// Creates a span.
    /// - Parameters:
    ///   - latitudeDelta: north-south extent in degrees.
    ///   - longitudeDelta: east-west extent in degrees.
    public init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular area of the map: a centre and a span (the shape of `MKCoordinateRegion`).
public struct CoordinateRegion: Hashable, Sendable {
    /// The smallest span a map shows, in degrees.
    public static let minimumDelta = 0.05
    /// The largest north-south span a map shows, in degrees.
    public static let maximumLatitudeDelta = 180.0
    /// The largest east-west span a map shows, in degrees.
    public static let maximumLongitudeDelta = 360.0

    /// The centre of the region.
    public var center: Coordinate
    /// The extent of the region.
    public var span: CoordinateSpan

    /// Creates a region.
    /// - Parameters:
    ///   - center: the centre.
    ///   - span: the extent.
    public init(center: Coordinate, span: CoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region a map can show: centre normalised, spans clamped to the allowed range (non-finite
    /// spans become the largest one), as `MKMapView` adjusts the regions it is given.
    public var normalized: CoordinateRegion {
        func clamp(_ value: Double, _ maximum: Double) -> Double {
            value.isFinite ? min(max(value, Self.minimumDelta), maximum) : maximum
        }
        return CoordinateRegion(
            center: center.normalized,
            span: CoordinateSpan(
                latitudeDelta: clamp(span.latitudeDelta, Self.maximumLatitudeDelta),
                longitudeDelta: clamp(span.longitudeDelta, Self.maximumLongitudeDelta)
            )
        )
    }

    /// Whether `coordinate` lies in the region (longitudes compared across the antimeridian).
    /// - Parameter coordinate: the point to test.
    /// - Returns: `true` if the point is inside or on the border.
    public func contains(_ coordinate: Coordinate) -> Bool {
        let latitudeOffset = coordinate.latitude - center.latitude
        return abs(latitudeOffset) <= span.latitudeDelta / 2
            && abs(Self.longitudeOffset(from: center.longitude, to: coordinate.longitude)) <= span.longitudeDelta / 2
    }

    /// The eastward distance from `origin` to `longitude` in degrees, in -180..<180.
    static func longitudeOffset(from origin: Double, to longitude: Double) -> Double {
        Coordinate(latitude: 0, longitude: longitude - origin).normalized.longitude
    }
}
