/// The delegate of a ``MapView`` (the shape of `MKMapViewDelegate`).
///
/// Swift protocols have no optional requirements: the extension below provides the defaults.
public protocol MapViewDelegate: AnyObject {
    /// Returns the renderer that draws `overlay`. Called once per overlay, when it is added.
    /// - Parameters:
    ///   - mapView: the map.
    ///   - overlay: the overlay to draw.
    /// - Returns: its renderer; the default is a plain ``OverlayRenderer`` that draws nothing.
    func mapView(_ mapView: MapView, rendererFor overlay: Overlay) -> OverlayRenderer

    /// Tells the delegate that the region is about to change.
    /// - Parameters:
    ///   - mapView: the map.
    ///   - animated: whether the change is animated (keyboard pans and zooms are).
    func mapView(_ mapView: MapView, regionWillChangeAnimated animated: Bool)

    /// Tells the delegate that the region has changed.
    /// - Parameters:
    ///   - mapView: the map.
    ///   - animated: whether the change was animated (keyboard pans and zooms are).
    func mapView(_ mapView: MapView, regionDidChangeAnimated animated: Bool)
}

extension MapViewDelegate {
    /// A plain renderer that draws nothing.
    public func mapView(_ mapView: MapView, rendererFor overlay: Overlay) -> OverlayRenderer {
        OverlayRenderer(overlay: overlay)
    }

    /// Does nothing.
    public func mapView(_ mapView: MapView, regionWillChangeAnimated animated: Bool) {}

    /// Does nothing.
    public func mapView(_ mapView: MapView, regionDidChangeAnimated animated: Bool) {}
}
