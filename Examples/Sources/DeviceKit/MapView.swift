/// A map pane for a terminal, shaped like `MKMapView`: a region (centre and span), overlays drawn by
/// renderers that its delegate provides, and region-change callbacks.
///
/// ```swift
/// let map = MapView(region: CoordinateRegion(center: london, span: CoordinateSpan(latitudeDelta: 10, longitudeDelta: 20)))
/// map.delegate = self                  // mapView(_:rendererFor:) draws the overlays
/// map.addOverlay(someOverlay)
/// map.pan(.east)                       // regionWillChange / regionDidChange(animated: true)
/// let rows = map.draw(width: 60, height: 16)
/// ```
///
/// Like a UIKit view, a map view is used from one thread (the main thread in the app); it is not Sendable.
public final class MapView: HasAssociatedObjects {
    /// A direction to pan in.
    public enum Direction: Sendable {
        /// Towards the north pole.
        case north
        /// Towards the south pole.
        case south
        /// Eastwards.
        case east
        /// Westwards.
        case west
    }

    /// The delegate: asked for overlay renderers, told about region changes. Held weakly.
    public weak var delegate: MapViewDelegate?
    /// What other modules attach to the map (RxDeviceKit: its delegate proxy), released with it.
    public let associatedObjects = AssociatedObjects()
    /// Called after every change that alters what ``draw(width:height:)`` returns.
    public var onNeedsDisplay: (() -> Void)?

    /// The region shown, always ``CoordinateRegion/normalized``.
    public private(set) var region: CoordinateRegion
    /// The overlays on the map, in the order they were added.
    public private(set) var overlays: [Overlay] = []
    private var renderers: [ObjectIdentifier: OverlayRenderer] = [:]

    /// Creates a map showing `region`.
    /// - Parameter region: the initial region (normalised).
    public init(region: CoordinateRegion) {
        self.region = region.normalized
    }

    /// The centre of the region; setting it keeps the span and is not animated.
    public var centerCoordinate: Coordinate {
        get { region.center }
        set { setCenter(newValue, animated: false) }
    }

    /// Shows `region`, normalised (see ``CoordinateRegion/normalized``), and tells the delegate before and
    /// after. Setting the region the map already shows changes nothing and calls nothing.
    /// - Parameters:
    ///   - region: the region to show.
    ///   - animated: passed on to the delegate.
    public func setRegion(_ region: CoordinateRegion, animated: Bool) {
        let newRegion = region.normalized
        guard newRegion != self.region else { return }
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        self.region = newRegion
        delegate?.mapView(self, regionDidChangeAnimated: animated)
        onNeedsDisplay?()
    }

    /// Moves the centre to `coordinate`, keeping the span.
    /// - Parameters:
    ///   - coordinate: the new centre.
    ///   - animated: passed on to the delegate.
    public func setCenter(_ coordinate: Coordinate, animated: Bool) {
        setRegion(CoordinateRegion(center: coordinate, span: region.span), animated: animated)
    }

    /// Moves the region by a quarter of its span (an animated change, as a user's drag).
    /// - Parameter direction: where to move.
    public func pan(_ direction: Direction) {
        var center = region.center
        switch direction {
        case .north: center.latitude += region.span.latitudeDelta / 4
        case .south: center.latitude -= region.span.latitudeDelta / 4
        case .east: center.longitude += region.span.longitudeDelta / 4
        case .west: center.longitude -= region.span.longitudeDelta / 4
        }
        setCenter(center, animated: true)
    }

    /// Scales the span by `factor` around the centre: below 1 zooms in, above 1 zooms out (animated).
    /// Factors that are not finite and positive are ignored.
    /// - Parameter factor: the span multiplier.
    public func zoom(by factor: Double) {
        guard factor.isFinite, factor > 0 else { return }
        let span = CoordinateSpan(
            latitudeDelta: region.span.latitudeDelta * factor,
            longitudeDelta: region.span.longitudeDelta * factor
        )
        setRegion(CoordinateRegion(center: region.center, span: span), animated: true)
    }

    /// Adds `overlay` and asks the delegate for its renderer.
    /// - Parameter overlay: the overlay to add; adding one that is on the map already does nothing.
    public func addOverlay(_ overlay: Overlay) {
        addOverlays([overlay])
    }

    /// Adds `overlays` in order and asks the delegate for their renderers.
    /// - Parameter overlays: the overlays to add; those on the map already are skipped.
    public func addOverlays(_ overlays: [Overlay]) {
        var added = false
        for overlay in overlays where renderers[ObjectIdentifier(overlay)] == nil {
            let renderer = delegate?.mapView(self, rendererFor: overlay) ?? OverlayRenderer(overlay: overlay)
            renderers[ObjectIdentifier(overlay)] = renderer
            self.overlays.append(overlay)
            added = true
        }
        if added { onNeedsDisplay?() }
    }

    /// Removes `overlay` and its renderer.
    /// - Parameter overlay: the overlay to remove; one that is not on the map is ignored.
    public func removeOverlay(_ overlay: Overlay) {
        removeOverlays([overlay])
    }

    /// Removes `overlays` and their renderers.
    /// - Parameter overlays: the overlays to remove; those not on the map are ignored.
    public func removeOverlays(_ overlays: [Overlay]) {
        let removed = Set(overlays.map(ObjectIdentifier.init))
        let before = self.overlays.count
        self.overlays.removeAll { removed.contains(ObjectIdentifier($0)) }
        for identifier in removed {
            renderers[identifier] = nil
        }
        if self.overlays.count != before { onNeedsDisplay?() }
    }

    /// The renderer drawing `overlay`, or `nil` if the overlay is not on the map.
    /// - Parameter overlay: an overlay.
    /// - Returns: the renderer the delegate provided when it was added.
    public func renderer(for overlay: Overlay) -> OverlayRenderer? {
        renderers[ObjectIdentifier(overlay)]
    }

    /// Draws the region into `width` × `height` characters: a graticule of dots, a `+` at the centre,
    /// then every overlay through its renderer (later overlays on top).
    /// - Parameters:
    ///   - width: columns.
    ///   - height: rows.
    /// - Returns: `height` strings of `width` characters.
    public func draw(width: Int, height: Int) -> [String] {
        let canvas = MapCanvas(region: region, width: width, height: height)
        drawGraticule(on: canvas)
        if let center = canvas.cell(for: region.center) {
            canvas.put("+", at: center)
        }
        for overlay in overlays {
            renderers[ObjectIdentifier(overlay)]?.draw(in: canvas)
        }
        return canvas.lines
    }

    /// A title for the pane: centre and span.
    public var caption: String {
        "\(region.center.compassDescription) · span \(Coordinate.degrees(region.span.latitudeDelta))° × "
            + "\(Coordinate.degrees(region.span.longitudeDelta))°"
    }

    /// Dots where parallels and meridians of a round step (about four across the pane) cross.
    private func drawGraticule(on canvas: MapCanvas) {
        let step = Self.gridStep(for: region.span.longitudeDelta)
        let west = region.center.longitude - region.span.longitudeDelta / 2
        let south = region.center.latitude - region.span.latitudeDelta / 2
        var latitude = (south / step).rounded(.up) * step
        while latitude <= south + region.span.latitudeDelta {
            var longitude = (west / step).rounded(.up) * step
            while longitude <= west + region.span.longitudeDelta {
                let point = Coordinate(latitude: latitude, longitude: longitude).normalized
                if let cell = canvas.cell(for: point) {
                    canvas.put("·", at: cell)
                }
                longitude += step
            }
            latitude += step
        }
    }

    /// The round number of degrees between grid lines for a span.
    static func gridStep(for span: Double) -> Double {
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 45, 90]
        return steps.first { span / $0 <= 6 } ?? 90
    }
}
