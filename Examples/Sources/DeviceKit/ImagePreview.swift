import Foundation
import TerminalUI

/// The pixels of a PNG picture, as 8-bit RGB.
struct PixelImage {
    let width: Int
    let height: Int
    /// Three bytes per pixel, rows from the top.
    let rgb: [UInt8]

    /// Decodes an 8-bit, non-interlaced PNG (grey, RGB, palette, grey+alpha or RGBA; alpha over black).
    static func png(_ bytes: [UInt8]) throws -> PixelImage {
        var offset = 8
        var header: (width: Int, height: Int, depth: UInt8, colorType: UInt8, interlace: UInt8)?
        var palette: [UInt8] = []
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard start + length <= bytes.count else { throw Inflate.Failure(reason: "chunk \(type) is cut short") }
            let body = bytes[start..<(start + length)]
            switch type {
            case "IHDR":
                let values = Array(body)
                guard values.count >= 13 else { throw Inflate.Failure(reason: "short IHDR") }
                header = (
                    values[0..<4].reduce(0) { $0 << 8 | Int($1) }, values[4..<8].reduce(0) { $0 << 8 | Int($1) },
                    values[8], values[9], values[12]
                )
            case "PLTE": palette = Array(body)
            case "IDAT": compressed += body
            default: break
            }
            if type == "IEND" { break }
            offset = start + length + 4
        }
        guard let header, header.width > 0, header.height > 0 else { throw Inflate.Failure(reason: "no IHDR") }
        guard header.depth == 8, header.interlace == 0 else {
            let kind = "\(header.depth)-bit" + (header.interlace == 0 ? "" : ", interlaced")
            throw PreviewUnavailable.unsupported("only 8-bit, non-interlaced PNGs are drawn; this one is \(kind)")
        }
        let channels: Int
        switch header.colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw Inflate.Failure(reason: "unknown colour type \(header.colorType)")
        }
        let raw = try Inflate.zlib(compressed)
        let rowLength = header.width * channels
        guard raw.count >= header.height * (rowLength + 1) else { throw Inflate.Failure(reason: "too few pixels") }
        let rows = try unfilter(raw, rows: header.height, stride: rowLength, bytesPerPixel: channels)
        var rgb: [UInt8] = []
        rgb.reserveCapacity(header.width * header.height * 3)
        for index in stride(from: 0, to: rows.count, by: channels) {
            let pixel = rows[index..<(index + channels)].map(Int.init)
            let color: [Int]
            switch header.colorType {
            case 0: color = [pixel[0], pixel[0], pixel[0]]
            case 2: color = pixel
            case 3:
                let entry = pixel[0] * 3
                guard entry + 2 < palette.count else { throw Inflate.Failure(reason: "palette index out of range") }
                color = palette[entry...(entry + 2)].map(Int.init)
            case 4: color = [pixel[0] * pixel[1] / 255, pixel[0] * pixel[1] / 255, pixel[0] * pixel[1] / 255]
            default: color = pixel[0..<3].map { $0 * pixel[3] / 255 }
            }
            rgb += color.map(UInt8.init)
        }
        return PixelImage(width: header.width, height: header.height, rgb: rgb)
    }

    /// Undoes PNG's per-row filters (None, Sub, Up, Average, Paeth).
    private static func unfilter(_ raw: [UInt8], rows: Int, stride: Int, bytesPerPixel: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: rows * stride)
        for row in 0..<rows {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for column in 0..<stride {
                let value = Int(raw[source + column])
                let left = column >= bytesPerPixel ? Int(output[target + column - bytesPerPixel]) : 0
                let up = row > 0 ? Int(output[target - stride + column]) : 0
                let upLeft =
                    row > 0 && column >= bytesPerPixel ? Int(output[target - stride + column - bytesPerPixel]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw Inflate.Failure(reason: "unknown row filter \(filter)")
                }
                output[target + column] = UInt8((value + predictor) & 0xFF)
            }
        }
        return output
    }
}

/// Why a picture has no preview.
public enum PreviewUnavailable: Error, Equatable, CustomStringConvertible {
    /// Only PNG pictures are decoded here: pictures of this format are described, not drawn.
    case notDecoded(Image.Format)
    /// The PNG is of a kind the decoder does not draw (16-bit, interlaced).
    case unsupported(String)
    /// The PNG's data is damaged (a chunk cut short, pixels that do not decompress…).
    case damaged(String)
    /// The file cannot be read any more.
    case unreadable(String)

    /// The reason, for people.
    public var description: String {
        switch self {
        case .notDecoded(let format): return "\(format.rawValue) pictures are not decoded here, only PNG ones"
        case .unsupported(let reason): return reason
        case .damaged(let reason): return "the PNG is damaged (\(reason))"
        case .unreadable(let reason): return "the file cannot be read (\(reason))"
        }
    }
}

extension Image {
    /// A colour preview in half-block characters (each cell shows two pixels, one above the other), scaled
    /// to fit `columns` × `rows` cells, or why there is none (a JPEG, a 16-bit or interlaced PNG, a damaged
    /// file).
    /// - Parameters:
    ///   - columns: the widest preview, in cells.
    ///   - rows: the tallest preview, in cells.
    /// - Returns: the lines, with 24-bit colour escape sequences, or the reason.
    public func preview(columns: Int, rows: Int) -> Result<[String], PreviewUnavailable> {
        guard format == .png else { return .failure(.notDecoded(format)) }
        let pixels: PixelImage
        do {
            pixels = try PixelImage.png([UInt8](try Data(contentsOf: url)))
        } catch let reason as PreviewUnavailable {
            return .failure(reason)
        } catch let failure as Inflate.Failure {
            return .failure(.damaged(failure.reason))
        } catch {
            return .failure(.unreadable((error as NSError).localizedFailureReason ?? "\(error)"))
        }
        return .success(previewLines(of: pixels, columns: columns, rows: rows))
    }

    /// The lines of ``preview(columns:rows:)``, `nil` when there is no preview.
    /// - Parameters:
    ///   - columns: the widest preview, in cells.
    ///   - rows: the tallest preview, in cells.
    /// - Returns: the lines, with 24-bit colour escape sequences.
    public func previewLines(columns: Int, rows: Int) -> [String]? {
        try? preview(columns: columns, rows: rows).get()
    }

    private func previewLines(of pixels: PixelImage, columns: Int, rows: Int) -> [String] {
        let scale = min(Double(columns) / Double(pixels.width), Double(rows * 2) / Double(pixels.height))
        let width = max(1, Int(Double(pixels.width) * scale))
        let height = max(2, Int(Double(pixels.height) * scale) / 2 * 2)
        func color(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
            let sourceX = min(pixels.width - 1, Int(Double(x) / scale))
            let sourceY = min(pixels.height - 1, Int(Double(y) / scale))
            let index = (sourceY * pixels.width + sourceX) * 3
            return (pixels.rgb[index], pixels.rgb[index + 1], pixels.rgb[index + 2])
        }
        return stride(from: 0, to: height, by: 2).map { y in
            (0..<width).map { x in
                let (top, bottom) = (color(x, y), color(x, y + 1))
                return "\u{1B}[38;2;\(top.0);\(top.1);\(top.2)m"
                    + ANSI.background(red: bottom.0, green: bottom.1, blue: bottom.2)
                    + "▀"
            }.joined() + ANSI.reset
        }
    }
}
