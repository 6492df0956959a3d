import Foundation
import XCTest

@testable import DeviceKit

final class ImagePreviewTests: XCTestCase {
    private let library = ImagePickerController.bundledLibraryURL

    private func pixels(_ name: String) throws -> PixelImage {
        try PixelImage.png([UInt8](try Data(contentsOf: library.appendingPathComponent(name))))
    }

    private func color(_ image: PixelImage, _ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * image.width + x) * 3
        return Array(image.rgb[index..<(index + 3)])
    }

    func testTheBundledPNGsDecodeToThePixelsTheirScriptDrew() throws {
        // Examples/scripts/make-sample-images.py draws these colours.
        let checkerboard = try pixels("checkerboard.png")
        XCTAssertEqual([checkerboard.width, checkerboard.height], [32, 24])
        XCTAssertEqual(color(checkerboard, 0, 0), [230, 230, 230])
        XCTAssertEqual(color(checkerboard, 8, 0), [40, 40, 90])
        XCTAssertEqual(color(checkerboard, 8, 8), [230, 230, 230])
        let sunset = try pixels("sunset.png")
        XCTAssertEqual(color(sunset, 40, 30), [255, 220, 80])  // the sun
        XCTAssertEqual(color(sunset, 0, 40), [20, 60, 120])  // the sea
        XCTAssertEqual(color(sunset, 0, 6), [237, 126, 72])  // the sky
        let forest = try pixels("forest.png")
        XCTAssertEqual(color(forest, 7, 40), [90, 60, 30])  // a trunk
    }

    func testAStoredDeflateBlockIsCopied() throws {
        // zlib header, one final stored block of 3 bytes, then the (unchecked) Adler-32.
        let stream: [UInt8] = [0x78, 0x01, 0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63, 0, 0, 0, 0]
        XCTAssertEqual(try Inflate.zlib(stream), Array("abc".utf8))
    }

    func testDamagedStreamsFailWithAReason() {
        XCTAssertThrowsError(try Inflate.zlib([0x00, 0x01])) { error in
            XCTAssertEqual(error as? Inflate.Failure, Inflate.Failure(reason: "not a zlib stream"))
        }
        XCTAssertThrowsError(try Inflate.zlib([0x78, 0x01, 0x01, 0x03, 0x00, 0x00, 0x00])) { error in
            XCTAssertEqual(error as? Inflate.Failure, Inflate.Failure(reason: "stored block length mismatch"))
        }
        XCTAssertThrowsError(try Inflate.zlib([0x78, 0x01, 0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61])) { error in
            XCTAssertEqual(error as? Inflate.Failure, Inflate.Failure(reason: "the stream ends early"))
        }
    }

    func testThePreviewFitsItsBoxAndJPEGsHaveNone() throws {
        let sunset = try Image(contentsOf: library.appendingPathComponent("sunset.png"))
        let lines = try XCTUnwrap(sunset.previewLines(columns: 32, rows: 8))
        XCTAssertEqual(lines.count, 8)  // 64×48 scaled by 1/3: 21×16 pixels, 8 rows of half blocks
        XCTAssertEqual(lines[0].filter { $0 == "▀" }.count, 21)
        // The top-left cell samples pixel rows 0 (above) and 3 (below, one preview pixel = 3 picture pixels):
        // the sky's colour is (255 - 3y, 120 + y, 60 + 2y).
        XCTAssertTrue(lines[0].hasPrefix("\u{1B}[38;2;255;120;60m\u{1B}[48;2;246;123;66m▀"), lines[0])
        let gradient = try Image(contentsOf: library.appendingPathComponent("gradient.jpg"))
        XCTAssertNil(gradient.previewLines(columns: 32, rows: 8))
    }

    func testADamagedPNGHasNoPreviewInsteadOfACrash() throws {
        let directory = makeTemporaryDirectory(for: self)
        var bytes = [UInt8](try Data(contentsOf: library.appendingPathComponent("sunset.png")))
        bytes.removeLast(30)  // cut inside the pixel data
        let cut = directory.appendingPathComponent("cut.png")
        try Data(bytes).write(to: cut)
        let image = try Image(contentsOf: cut)  // the header is intact
        XCTAssertNil(image.previewLines(columns: 32, rows: 8))
    }
}
