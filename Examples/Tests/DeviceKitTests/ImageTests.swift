import DeviceKit
import Foundation
import TerminalUI
import XCTest

final class ImageTests: XCTestCase {
    private lazy var directory: URL = makeTemporaryDirectory(for: self)

    func testTheBundledPicturesHeadersAreRead() throws {
        let library = ImagePickerController.bundledLibraryURL
        let sunset = try Image(contentsOf: library.appendingPathComponent("sunset.png"))
        XCTAssertEqual([sunset.format.rawValue, "\(sunset.width)", "\(sunset.height)"], ["PNG", "64", "48"])
        let gradient = try Image(contentsOf: library.appendingPathComponent("gradient.jpg"))
        XCTAssertEqual([gradient.format.rawValue, "\(gradient.width)", "\(gradient.height)"], ["JPEG", "80", "60"])
    }

    func testTheFormatComesFromTheSignatureNotTheName() throws {
        let library = ImagePickerController.bundledLibraryURL
        let renamed = directory.appendingPathComponent("photo.png")
        try FileManager.default.copyItem(at: library.appendingPathComponent("gradient.jpg"), to: renamed)
        XCTAssertEqual(try Image(contentsOf: renamed).format, .jpeg)
    }

    func testBrokenFilesGiveClearErrors() throws {
        let text = directory.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        XCTAssertThrowsError(try Image(contentsOf: text)) { error in
            XCTAssertEqual("\(error)", "notes.png: not a PNG or JPEG picture (it holds text: \"hello\")")
        }
        let cut = directory.appendingPathComponent("cut.png")
        let png = try Data(contentsOf: ImagePickerController.bundledLibraryURL.appendingPathComponent("sunset.png"))
        try png.prefix(20).write(to: cut)
        XCTAssertThrowsError(try Image(contentsOf: cut)) { error in
            XCTAssertEqual(error as? ImageError, .truncated("cut.png"))
        }
        let cutJPEG = directory.appendingPathComponent("cut.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A]).write(to: cutJPEG)
        XCTAssertThrowsError(try Image(contentsOf: cutJPEG)) { error in
            XCTAssertEqual(error as? ImageError, .truncated("cut.jpg"))
        }
        XCTAssertThrowsError(try Image(contentsOf: directory.appendingPathComponent("missing.png"))) { error in
            guard case .unreadable("missing.png", _) = error as? ImageError else { return XCTFail("\(error)") }
        }
    }

    func testThePickerListsPicturesSkipsOtherFilesAndNamesBrokenOnes() throws {
        let library = ImagePickerController.bundledLibraryURL
        try FileManager.default.copyItem(
            at: library.appendingPathComponent("sunset.png"), to: directory.appendingPathComponent("a.png"))
        try Data("text".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: directory.appendingPathComponent("b.png"))
        let picker = ImagePickerController()
        picker.libraryURL = directory
        picker.viewWillAppear()
        let text = picker.lines(width: 80).map(plain)
        XCTAssertTrue(text.contains("> a.png  64×48 PNG"), "\(text)")
        XCTAssertTrue(text.contains("  ✗ b.png: the picture's header is cut short"), "\(text)")
        XCTAssertTrue(text.contains("Not pictures: notes.txt"), "\(text)")
    }

    /// Regression: of five files, `text.png` and `random.png` (not pictures) vanished from the list without a
    /// word; a damaged PNG showed "(no preview for this PNG)" without a reason.
    func testEveryFileThatCannotBeReadIsListedWithTheReason() throws {
        let library = ImagePickerController.bundledLibraryURL
        for name in ["sunset.png", "gradient.jpg"] {
            try FileManager.default.copyItem(
                at: library.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        try Data("hello, I am not a picture\n".utf8).write(to: directory.appendingPathComponent("text.png"))
        try Data([0x3C, 0x9A, 0x00, 0xF1] + (0..<60).map { UInt8($0 * 37 % 256) })
            .write(to: directory.appendingPathComponent("random.png"))
        var damaged = [UInt8](try Data(contentsOf: library.appendingPathComponent("sunset.png")))
        damaged.removeLast(30)
        try Data(damaged).write(to: directory.appendingPathComponent("damaged.png"))
        let picker = ImagePickerController()
        picker.libraryURL = directory
        picker.viewWillAppear()
        let text = picker.lines(width: 120).map(plain)
        XCTAssertEqual(
            Array(text[2..<7]),
            [
                "> damaged.png  64×48 PNG",
                "  gradient.jpg  80×60 JPEG",
                "  ✗ random.png: not a PNG or JPEG picture (it starts with 3C 9A 00 F1, not a picture's signature)",
                "  sunset.png  64×48 PNG",
                "  ✗ text.png: not a PNG or JPEG picture (it holds text: \"hello, I am not a pictur…\")",
            ])
        XCTAssertFalse(text.contains { $0.hasPrefix("Not pictures") }, "every file is named as a picture")

        let view = ImageView()
        view.image = try Image(contentsOf: directory.appendingPathComponent("damaged.png"))
        XCTAssertEqual(view.lines(width: 80).last, "(no preview: the PNG is damaged (chunk IDAT is cut short))")
        view.image = try Image(contentsOf: directory.appendingPathComponent("gradient.jpg"))
        XCTAssertEqual(view.lines(width: 80).last, "(no preview: JPEG pictures are not decoded here, only PNG ones)")
    }

    func testAnEmptyFileIsSaidToBeEmpty() throws {
        let empty = directory.appendingPathComponent("empty.jpg")
        try Data().write(to: empty)
        XCTAssertThrowsError(try Image(contentsOf: empty)) { error in
            XCTAssertEqual(error as? ImageError, .notAnImage("empty.jpg", content: "the file is empty"))
        }
    }

    func testAnEmptyOrMissingFolderShowsAMessageAndOnlyCancels() throws {
        let picker = ImagePickerController()
        let delegate = PickRecorder()
        picker.delegate = delegate
        picker.libraryURL = directory
        picker.viewWillAppear()
        XCTAssertTrue(picker.lines(width: 80).contains("No pictures (PNG or JPEG) in \(directory.path)."))
        XCTAssertTrue(picker.handle(.enter))
        XCTAssertEqual(delegate.events, [])
        XCTAssertTrue(picker.handle(.escape))
        XCTAssertEqual(delegate.events, ["cancel"])

        picker.libraryURL = directory.appendingPathComponent("nowhere")
        picker.viewWillAppear()
        let text = picker.lines(width: 80).joined(separator: "\n")
        XCTAssertTrue(text.contains("Cannot read the picture folder \(directory.path)/nowhere"), text)
    }

    func testPickingReportsThePathSizeAndType() throws {
        let picker = ImagePickerController()
        let delegate = PickRecorder()
        picker.delegate = delegate
        picker.viewWillAppear()
        picker.handle(.down)
        picker.handle(.down)
        picker.handle(.enter)
        XCTAssertEqual(delegate.events, ["gradient.jpg 80×60 public.jpeg"])
    }

    private func plain(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }
}

final class PickRecorder: ImagePickerControllerDelegate {
    private(set) var events: [String] = []

    func imagePickerController(
        _ picker: ImagePickerController,
        didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {
        guard let image = info[.originalImage] as? Image, let url = info[.imageURL] as? URL,
            let type = info[.mediaType] as? String
        else { return events.append("bad info \(info)") }
        events.append("\(url.lastPathComponent) \(image.width)×\(image.height) \(type)")
    }

    func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        events.append("cancel")
    }
}
