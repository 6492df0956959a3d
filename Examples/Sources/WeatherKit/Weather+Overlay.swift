import DeviceKit

extension Weather {
    /// A weather result placed on the map (the seed's `ApiController.Weather.Overlay`).
    public final class Overlay: DeviceKit.Overlay {
        /// Where the weather was measured.
        public let coordinate: Coordinate
        /// The conditions symbol.
        public let icon: String
        /// The short label drawn next to the symbol, e.g. `21°`.
        public let label: String

        /// Creates an overlay.
        /// - Parameters:
        ///   - coordinate: where.
        ///   - icon: the conditions symbol.
        ///   - label: the text after the symbol.
        public init(coordinate: Coordinate, icon: String, label: String) {
            self.coordinate = coordinate
            self.icon = icon
            self.label = label
        }
    }

    /// Draws a ``Overlay`` as its symbol and temperature, e.g. `☂12°` (the seed's `OverlayView`).
    public final class OverlayView: OverlayRenderer {
        /// The symbol drawn at the overlay's cell.
        public let overlayIcon: String

        /// Creates a renderer for `overlay`.
        /// - Parameters:
        ///   - overlay: the weather overlay.
        ///   - overlayIcon: the symbol to draw.
        public init(overlay: Weather.Overlay, overlayIcon: String) {
            self.overlayIcon = overlayIcon
            super.init(overlay: overlay)
        }

        /// Writes the symbol and the label, starting at the overlay's cell.
        /// - Parameter canvas: the map pane being drawn.
        public override func draw(in canvas: MapCanvas) {
            guard let overlay = overlay as? Weather.Overlay, let cell = canvas.cell(for: overlay.coordinate) else {
                return
            }
            canvas.put(overlayIcon + overlay.label, at: cell)
        }
    }

    /// The overlay for this result (the seed's `overlay()`), or `nil` for a placeholder.
    /// - Returns: an overlay at ``coordinate`` showing ``icon`` and the temperature.
    public func overlay() -> Overlay? {
        guard let coordinate, !isPlaceholder else { return nil }
        return Overlay(coordinate: coordinate, icon: icon, label: "\(temperature)°")
    }
}
