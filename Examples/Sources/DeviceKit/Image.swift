import Foundation

/// A picture file and what its header says, shaped like the part of `UIImage` a picker hands over.
public struct Image: Equatable, Sendable {
    /// The file formats the header reader knows.
    public enum Format: String, Sendable {
        /// Portable Network Graphics.
        case png = "PNG"
        /// JPEG (JFIF or Exif).
        case jpeg = "JPEG"
    }

    /// Where the picture is.
    public let url: URL
    /// The file's format, from its signature (not its name).
    public let format: Format
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// The file name.
    public var name: String { url.lastPathComponent }

    /// Reads the header of the picture at `url`.
    ///
    /// PNG: the IHDR chunk right after the signature. JPEG: the first start-of-frame marker (SOF0…SOF15,
    /// except DHT, JPG and DAC), found by walking the marker segments.
    /// - Parameter url: a file.
    /// - Throws: ``ImageError`` when the file cannot be read, is not a PNG or JPEG, or its header is cut short.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImageError.unreadable(
                url.lastPathComponent, reason: (error as NSError).localizedFailureReason ?? "\(error)")
        }
        let bytes = [UInt8](data)
        self.url = url
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard bytes.count >= 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else {
                throw ImageError.truncated(url.lastPathComponent)
            }
            format = .png
            width = Self.bigEndian(bytes, 16, 4)
            height = Self.bigEndian(bytes, 20, 4)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            format = .jpeg
            (width, height) = try Self.jpegSize(bytes, name: url.lastPathComponent)
        } else {
            throw ImageError.notAnImage(url.lastPathComponent, content: Self.describe(bytes))
        }
        guard width > 0, height > 0 else { throw ImageError.truncated(url.lastPathComponent) }
    }

    /// What a file that is not a picture holds, in a few words: empty, text (its first line), or its first bytes.
    static func describe(_ bytes: [UInt8]) -> String {
        guard !bytes.isEmpty else { return "the file is empty" }
        let start = bytes.prefix(24)
        if start.allSatisfy({ $0 >= 0x20 && $0 != 0x7F || [0x09, 0x0A, 0x0D].contains($0) }) {
            let text = String(decoding: start, as: UTF8.self)
            let line = String(text.prefix { !$0.isNewline })
            let more = line.count < text.count || bytes.count > start.count
            return "it holds text: \"\(line)\(more ? "…" : "")\""
        }
        let hex = bytes.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
        return "it starts with \(hex), not a picture's signature"
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func jpegSize(_ bytes: [UInt8], name: String) throws -> (Int, Int) {
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { throw ImageError.truncated(name) }
            let marker = bytes[index + 1]
            if marker == 0xFF {  // fill byte
                index += 1
                continue
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
                index += 2
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                guard index + 9 <= bytes.count else { throw ImageError.truncated(name) }
                return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            guard marker != 0xDA, length >= 2 else { throw ImageError.truncated(name) }  // scan data before a frame
            index += 2 + length
        }
        throw ImageError.truncated(name)
    }
}

/// Why a file is not a usable picture.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable(String, reason: String)
    /// The file is neither a PNG nor a JPEG; `content` says what it holds instead (text, or its first bytes).
    case notAnImage(String, content: String)
    /// The header ends before the size.
    case truncated(String)

    /// A readable message naming the file.
    public var description: String {
        switch self {
        case .unreadable(let name, let reason): return "\(name): cannot be read (\(reason))"
        case .notAnImage(let name, let content): return "\(name): not a PNG or JPEG picture (\(content))"
        case .truncated(let name): return "\(name): the picture's header is cut short"
        }
    }
}
