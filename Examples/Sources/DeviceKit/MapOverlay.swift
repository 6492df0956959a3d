/// Something drawn on a map at a coordinate (the shape of `MKOverlay`).
public protocol Overlay: AnyObject {
    /// Where the overlay is anchored.
    var coordinate: Coordinate { get }
}

/// Draws one overlay into a map's canvas (the shape of `MKOverlayRenderer`).
///
/// The base class draws nothing, like a plain `MKOverlayRenderer()`; subclass it and override
/// ``draw(in:)``. A ``MapView`` asks its delegate for one renderer per overlay and keeps it while the
/// overlay is on the map.
open class OverlayRenderer {
    /// The overlay this renderer draws.
    public let overlay: Overlay

    /// Creates a renderer for `overlay`.
    /// - Parameter overlay: the overlay to draw.
    public init(overlay: Overlay) {
        self.overlay = overlay
    }

    /// Draws the overlay. The default draws nothing.
    /// - Parameter canvas: the map pane being drawn; convert coordinates with ``MapCanvas/cell(for:)``.
    open func draw(in canvas: MapCanvas) {}
}

/// A character grid showing a map region, handed to overlay renderers while a ``MapView`` draws.
///
/// Cells hold one character each; text runs that leave the grid are clipped. Characters are assumed to be
/// one column wide in the terminal.
public final class MapCanvas {
    /// A cell position: column from the left, row from the top.
    public struct Cell: Hashable, Sendable {
        /// Column from the left, from 0.
        public var column: Int
        /// Row from the top, from 0.
        public var row: Int

        /// Creates a cell position.
        /// - Parameters:
        ///   - column: column from the left.
        ///   - row: row from the top.
        public init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }
    }

    /// The region shown.
    public let region: CoordinateRegion
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    private var cells: [[Character]]

    /// Creates an empty canvas of `width` × `height` cells (negative sizes count as 0).
    /// - Parameters:
    ///   - region: the region shown.
    ///   - width: columns.
    ///   - height: rows.
    public init(region: CoordinateRegion, width: Int, height: Int) {
        self.region = region
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
    }

    /// The cell showing `coordinate`, or `nil` if the coordinate is outside the region.
    /// - Parameter coordinate: a point on the map.
    /// - Returns: its cell.
    public func cell(for coordinate: Coordinate) -> Cell? {
        guard width > 0, height > 0, coordinate.isValid, region.contains(coordinate) else { return nil }
        let east = CoordinateRegion.longitudeOffset(from: region.center.longitude, to: coordinate.longitude)
        let x = (east / region.span.longitudeDelta + 0.5) * Double(width)
        let y = (0.5 - (coordinate.latitude - region.center.latitude) / region.span.latitudeDelta) * Double(height)
        return Cell(column: min(width - 1, max(0, Int(x))), row: min(height - 1, max(0, Int(y))))
    }

    /// The coordinate at the centre of `cell`.
    /// - Parameter cell: a cell of the canvas.
    /// - Returns: the coordinate it shows.
    public func coordinate(at cell: Cell) -> Coordinate {
        let east = (Double(cell.column) + 0.5) / Double(max(width, 1)) - 0.5
        let north = 0.5 - (Double(cell.row) + 0.5) / Double(max(height, 1))
        return Coordinate(
            latitude: region.center.latitude + north * region.span.latitudeDelta,
            longitude: region.center.longitude + east * region.span.longitudeDelta
        )
        .normalized
    }

    /// Writes `text` from `cell` to the right, clipped at the border.
    /// - Parameters:
    ///   - text: the characters to write.
    ///   - cell: where the first character goes.
    public func put(_ text: String, at cell: Cell) {
        guard (0..<height).contains(cell.row) else { return }
        for (offset, character) in text.enumerated() {
            let column = cell.column + offset
            if (0..<width).contains(column) {
                cells[cell.row][column] = character
            }
        }
    }

    /// Writes `text` centred on `cell`, clipped at the border.
    /// - Parameters:
    ///   - text: the characters to write.
    ///   - cell: the cell under the middle of the text.
    public func putCentered(_ text: String, at cell: Cell) {
        put(text, at: Cell(column: cell.column - text.count / 2, row: cell.row))
    }

    /// The character in `cell`, or `nil` outside the canvas.
    /// - Parameter cell: a cell position.
    /// - Returns: its character.
    public func character(at cell: Cell) -> Character? {
        guard (0..<height).contains(cell.row), (0..<width).contains(cell.column) else { return nil }
        return cells[cell.row][cell.column]
    }

    /// The rows of the canvas as strings of `width` characters.
    public var lines: [String] {
        cells.map { String($0) }
    }
}
