/// Decompresses DEFLATE streams (RFC 1951) inside zlib wrappers (RFC 1950), as PNG stores its pixels.
///
/// Small and unhurried: enough for previews of pictures, not for large files.
enum Inflate {
    /// Why a stream cannot be decompressed.
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// Decompresses a zlib stream (the 2-byte header is checked, the Adler-32 trailer is not).
    /// - Parameter data: the stream.
    /// - Returns: the decompressed bytes.
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 2, data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0 else {
            throw Failure(reason: "not a zlib stream")
        }
        guard data[1] & 0x20 == 0 else { throw Failure(reason: "preset dictionaries are not supported") }
        var reader = BitReader(bytes: data, position: 2)
        return try inflate(&reader)
    }

    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists the code lengths of the code-length alphabet.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
        var output: [UInt8] = []
        var isLast = false
        while !isLast {
            isLast = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                try copyStored(&reader, into: &output)
            case 1:
                try inflateBlock(&reader, into: &output, literals: fixedLiterals, distances: fixedDistances)
            case 2:
                let (literals, distances) = try readDynamicCodes(&reader)
                try inflateBlock(&reader, into: &output, literals: literals, distances: distances)
            default:
                throw Failure(reason: "invalid block type")
            }
        }
        return output
    }

    private static func copyStored(_ reader: inout BitReader, into output: inout [UInt8]) throws {
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else { throw Failure(reason: "stored block length mismatch") }
        for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
    }

    private static func inflateBlock(
        _ reader: inout BitReader,
        into output: inout [UInt8],
        literals: Huffman,
        distances: Huffman
    ) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthIndex = symbol - 257
                guard lengthIndex < lengthBases.count else { throw Failure(reason: "invalid length code") }
                let length = lengthBases[lengthIndex] + (try reader.bits(lengthExtraBits[lengthIndex]))
                let distanceIndex = try distances.decode(&reader)
                guard distanceIndex < distanceBases.count else { throw Failure(reason: "invalid distance code") }
                let distance = distanceBases[distanceIndex] + (try reader.bits(distanceExtraBits[distanceIndex]))
                guard distance <= output.count else { throw Failure(reason: "distance before the start") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

    private static func readDynamicCodes(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengths = try Huffman(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&reader)
            switch symbol {
            case 0...15:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(reason: "repeat without a length") }
                lengths += Array(repeating: previous, count: 3 + (try reader.bits(2)))
            case 17:
                lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
            default:
                lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(reason: "too many code lengths") }
        return (
            try Huffman(lengths: Array(lengths[0..<literalCount])),
            try Huffman(lengths: Array(lengths[literalCount...]))
        )
    }

    private static let fixedLiterals: Huffman = {
        let lengths =
            Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
            + Array(repeating: 8, count: 8)
        guard let code = try? Huffman(lengths: lengths) else { fatalError("the fixed literal code is valid") }
        return code
    }()

    private static let fixedDistances: Huffman = {
        guard let code = try? Huffman(lengths: Array(repeating: 5, count: 30)) else {
            fatalError("the fixed distance code is valid")
        }
        return code
    }()
}

/// Reads bits least significant first, as DEFLATE packs them.
private struct BitReader {
    let bytes: [UInt8]
    var position: Int
    private var buffer = 0
    private var available = 0

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    mutating func bits(_ count: Int) throws -> Int {
        while available < count {
            guard position < bytes.count else { throw Inflate.Failure(reason: "the stream ends early") }
            buffer |= Int(bytes[position]) << available
            position += 1
            available += 8
        }
        let value = buffer & ((1 << count) - 1)
        buffer >>= count
        available -= count
        return value
    }

    mutating func alignToByte() {
        buffer = 0
        available = 0
    }
}

/// A canonical Huffman code given by its code lengths: how many codes of each length, and the symbols
/// sorted by code.
private struct Huffman {
    private var counts = [Int](repeating: 0, count: 16)
    private var symbols: [Int] = []

    init(lengths: [Int]) throws {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left * 2 - counts[length]
            guard left >= 0 else { throw Inflate.Failure(reason: "over-subscribed code") }
        }
        for length in 1...15 {
            for (symbol, symbolLength) in lengths.enumerated() where symbolLength == length { symbols.append(symbol) }
        }
    }

    /// Reads one code bit by bit: codes of one length are consecutive numbers, after the shorter ones.
    func decode(_ reader: inout BitReader) throws -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Inflate.Failure(reason: "invalid code")
    }
}
