import ArgumentParser
import DeviceKit
import Foundation

/// The image picker's command line.
struct ImagePickerOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ImagePicker",
        abstract: """
            Picks a picture from a folder (the photo library) in a full-screen terminal picker, through \
            RxSwift's DelegateProxy over ImagePickerController, and shows its name, format and pixel size.
            """,
        discussion: """
            Keys: g opens the library, c the camera (not available here), q quits.
            In the picker: ↑/↓ (or k/j) select, Enter chooses, Esc or q cancels.
            """
    )

    @Option(
        help: ArgumentHelp(
            "The folder of PNG and JPEG pictures (default: the bundled samples).", valueName: "dir"))
    var library: String?

    @Flag(
        help: """
            The seed's first version: one picker, presented on g, dismissed on a pick or cancel; by default \
            the improved version: createWithParent + flatMapLatest.
            """)
    var classic = false

    /// The folder the picker shows.
    var libraryURL: URL {
        library.map { URL(fileURLWithPath: $0) } ?? ImagePickerController.bundledLibraryURL
    }
}
