import Foundation
import TerminalUI

/// Something drawn on a ``ViewController``'s screen, shaped like `UIView`: a block of text lines.
///
/// Views are used on the main thread only, as UIKit's are. Changing a property redraws the window.
open class View: @unchecked Sendable {
    // Sendable: main-thread only (like UIKit views); the conformance lets the main queue carry them.

    /// Hidden views take no room.
    public var isHidden = false {
        didSet { setNeedsDisplay() }
    }

    /// The window that draws this view, set when its controller is shown.
    weak var window: Window?

    /// Creates a visible view.
    public init() {}

    /// The lines that show the view at `width` columns.
    /// - Parameter width: the number of columns available.
    /// - Returns: the lines, without line breaks.
    open func lines(width: Int) -> [String] { [] }

    /// Asks the window to draw again (coalesced: one redraw per main-queue turn).
    public func setNeedsDisplay() {
        window?.setNeedsDisplay()
    }
}

/// Text, shaped like `UILabel`; `text` may hold several lines.
public final class Label: View, @unchecked Sendable {
    /// The text; `nil` shows nothing.
    public var text: String? {
        didSet { setNeedsDisplay() }
    }
    /// Bold text.
    public var isEmphasized = false
    /// How lines wider than the screen are shown; the window cuts them at the right edge by default.
    public var lineBreakMode = LineBreakMode.byClipping {
        didSet { setNeedsDisplay() }
    }

    /// Creates a label.
    /// - Parameter text: the initial text.
    public init(text: String? = nil) {
        self.text = text
    }

    /// The text's lines, fitted to `width` as ``lineBreakMode`` says.
    public override func lines(width: Int) -> [String] {
        guard let text else { return [] }
        let lines = text.components(separatedBy: "\n").flatMap { lineBreakMode.fit($0, width: width) }
        return isEmphasized ? lines.map { ANSI.bold + $0 + ANSI.reset } : lines
    }
}

/// A button worked with one key, shaped like `UIButton`: it runs its actions when the key is pressed.
public final class Button: View, @unchecked Sendable {
    /// The caption.
    public var title: String {
        didSet { setNeedsDisplay() }
    }
    /// The key that presses the button.
    public let key: Character
    /// A disabled button ignores its key and is drawn dimmed.
    public var isEnabled = true {
        didSet { setNeedsDisplay() }
    }
    private var actions: [Int: () -> Void] = [:]
    private var nextAction = 0

    /// Creates a button.
    /// - Parameters:
    ///   - title: the caption.
    ///   - key: the key that presses it.
    public init(title: String, key: Character) {
        self.title = title
        self.key = key
    }

    /// Adds an action run on every press (like `addTarget(_:action:for: .touchUpInside)`).
    /// - Parameter action: the action.
    /// - Returns: a token for ``removeAction(_:)``.
    @discardableResult
    public func addAction(_ action: @escaping () -> Void) -> Int {
        nextAction += 1
        actions[nextAction] = action
        return nextAction
    }

    /// Removes an action added with ``addAction(_:)``.
    /// - Parameter token: what `addAction` returned.
    public func removeAction(_ token: Int) {
        actions[token] = nil
    }

    /// Presses the button: runs every action, in the order they were added (nothing when disabled or hidden).
    public func sendActions() {
        guard isEnabled, !isHidden else { return }
        for token in actions.keys.sorted() { actions[token]?() }
    }

    /// `[ title (key) ]`.
    public override func lines(width: Int) -> [String] {
        let caption = "[ \(title) (\(key)) ]"
        return [isEnabled ? ANSI.reverse + caption + ANSI.reset : "\u{1B}[2m" + caption + ANSI.reset]
    }
}

/// Shows an ``Image``, shaped like `UIImageView`: its name, format and pixel size.
public final class ImageView: View, @unchecked Sendable {
    /// The image; `nil` shows the placeholder.
    public var image: Image? {
        didSet { setNeedsDisplay() }
    }
    /// Shown when there is no image.
    public var placeholder = "(no picture)"

    /// Creates an empty image view.
    public override init() {}

    /// A frame with the picture's description, and a colour preview of PNG pictures (or why there is none).
    public override func lines(width: Int) -> [String] {
        let content = image.map { "\($0.name)  \($0.width)×\($0.height) \($0.format.rawValue)" } ?? placeholder
        let inner = max(content.count, 24)
        let padding = String(repeating: " ", count: inner - content.count)
        var lines = [
            "┌" + String(repeating: "─", count: inner + 2) + "┐",
            "│ " + content + padding + " │",
            "└" + String(repeating: "─", count: inner + 2) + "┘",
        ]
        if let image {
            switch image.preview(columns: min(32, width), rows: 8) {
            case .success(let preview): lines += preview
            case .failure(let reason): lines.append("(no preview: \(reason))")
            }
        }
        return lines
    }
}
