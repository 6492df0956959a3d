import Foundation
import TerminalUI

/// What an ``ImagePickerController`` tells its delegate, shaped like `UIImagePickerControllerDelegate`.
///
/// Both methods have defaults that do nothing. The picker does not dismiss itself: the delegate (or whoever
/// presented it) does.
public protocol ImagePickerControllerDelegate: AnyObject {
    /// The person chose a picture.
    /// - Parameters:
    ///   - picker: the picker.
    ///   - info: ``ImagePickerController/InfoKey/originalImage`` (an ``Image``),
    ///     ``ImagePickerController/InfoKey/imageURL`` (a `URL`) and ``ImagePickerController/InfoKey/mediaType``.
    func imagePickerController(
        _ picker: ImagePickerController,
        didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    )
    /// The person cancelled (Escape or `q`).
    /// - Parameter picker: the picker.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    /// Does nothing.
    public func imagePickerController(
        _ picker: ImagePickerController,
        didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {}
    /// Does nothing.
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {}
}

/// A full-screen picker of the pictures in a folder (the photo library), shaped like `UIImagePickerController`.
///
/// Present it over a controller; ↑/↓ (or k/j) move, Enter picks, Escape or `q` cancels. The folder is read
/// each time the picker appears: PNG and JPEG files are listed with their pixel size; files that cannot be
/// read as pictures are listed with the reason (a `.png` that holds text, a cut header…); other files are
/// named under the list. An empty or unreadable folder shows a message, and only cancelling is possible.
public final class ImagePickerController: ViewController, HasAssociatedObjects, @unchecked Sendable {
    /// Where pictures come from, shaped like `UIImagePickerController.SourceType`.
    public enum SourceType: Sendable {
        /// The folder at ``ImagePickerController/libraryURL``.
        case photoLibrary
        /// A camera: not available on this platform.
        case camera
    }

    /// Keys of the info dictionary, shaped like `UIImagePickerController.InfoKey`.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        /// - Parameter rawValue: the name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picked ``Image``.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The picked file's `URL`.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// `"public.png"` or `"public.jpeg"`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }

    /// One line of the list.
    private enum Entry {
        case image(Image)
        case broken(String)
    }

    /// What other modules attach to the picker (RxDeviceKit: its delegate proxy).
    public let associatedObjects = AssociatedObjects()
    /// The delegate; held weakly.
    public weak var delegate: ImagePickerControllerDelegate?
    /// Where pictures come from; only ``SourceType/photoLibrary`` is available.
    public var sourceType: SourceType = .photoLibrary
    /// The photo library's folder; the bundled sample pictures by default.
    public var libraryURL: URL = ImagePickerController.bundledLibraryURL

    private var entries: [Entry] = []
    private var selection = 0
    private var problem: String?
    /// Files of the folder that are not pictures by name or content (and subfolders), named under the list.
    private var others: [String] = []

    /// The file name extensions of pictures: a file named so that cannot be read as one is listed as broken.
    static let pictureExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The sample pictures bundled with DeviceKit.
    public static var bundledLibraryURL: URL {
        guard let url = Bundle.module.url(forResource: "Library", withExtension: nil) else {
            fatalError("DeviceKit's bundled Library folder is missing from its resource bundle")
        }
        return url
    }

    /// Whether a source can be used: the photo library always, a camera never (no capture on this platform).
    /// - Parameter sourceType: the source.
    /// - Returns: whether it is available.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType == .photoLibrary
    }

    /// Creates a picker over the bundled library.
    public override init() {
        super.init()
        title = "Photos"
    }

    /// Reads the folder.
    public override func viewWillAppear() {
        selection = 0
        entries = []
        problem = nil
        others = []
        guard sourceType == .photoLibrary else {
            problem = "The camera is not available on this system."
            return
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: libraryURL.path).sorted()
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
            problem = "Cannot read the picture folder \(libraryURL.path): \(reason)"
            return
        }
        for name in names where !name.hasPrefix(".") {
            let url = libraryURL.appendingPathComponent(name)
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                others.append(name + "/")
                continue
            }
            do {
                entries.append(.image(try Image(contentsOf: url)))
            } catch ImageError.notAnImage where !Self.pictureExtensions.contains(url.pathExtension.lowercased()) {
                others.append(name)
            } catch {
                entries.append(.broken("\(error)"))
            }
        }
        if entries.isEmpty { problem = "No pictures (PNG or JPEG) in \(libraryURL.path)." }
    }

    /// Moves, picks or cancels.
    @discardableResult
    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"):
            selection = max(0, selection - 1)
        case .down, .character("j"):
            selection = min(max(0, entries.count - 1), selection + 1)
        case .enter:
            guard entries.indices.contains(selection), case .image(let image) = entries[selection] else { return true }
            delegate?.imagePickerController(
                self,
                didFinishPickingMediaWithInfo: [
                    .originalImage: image, .imageURL: image.url,
                    .mediaType: image.format == .png ? "public.png" : "public.jpeg",
                ])
        case .escape, .character("q"):
            delegate?.imagePickerControllerDidCancel(self)
        default:
            return false
        }
        window?.setNeedsDisplay()
        return true
    }

    /// The list, or the problem.
    public override func lines(width: Int) -> [String] {
        var lines = [ANSI.bold + "Photos — \(libraryURL.lastPathComponent)" + ANSI.reset, ""]
        let othersNote = others.isEmpty ? [] : ["", "Not pictures: " + others.joined(separator: ", ")]
        if let problem {
            lines += [problem] + othersNote + ["", "Esc: cancel"]
            return lines
        }
        for (index, entry) in entries.enumerated() {
            let text: String
            switch entry {
            case .image(let image): text = "\(image.name)  \(image.width)×\(image.height) \(image.format.rawValue)"
            case .broken(let message): text = "✗ \(message)"
            }
            lines.append(index == selection ? ANSI.reverse + "> " + text + ANSI.reset : "  " + text)
        }
        lines += othersNote + ["", "↑/↓: select   Enter: choose   Esc: cancel"]
        return lines
    }
}
