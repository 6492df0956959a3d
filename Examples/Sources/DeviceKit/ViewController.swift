import Foundation
import TerminalUI

/// A screen, shaped like `UIViewController`: a title, views drawn from top to bottom, keys, and
/// modal presentation of another controller over it.
open class ViewController: @unchecked Sendable {
    // Sendable: main-thread only (like UIKit); the conformance lets the main queue carry controllers.

    /// The heading drawn above the views.
    public var title: String? {
        didSet { window?.setNeedsDisplay() }
    }
    /// The views, drawn in order with a blank line between them.
    public private(set) var views: [View] = []
    /// The controller presented over this one, if any.
    public private(set) var presentedViewController: ViewController?
    /// The controller this one is presented over, if any.
    public private(set) weak var presentingViewController: ViewController?
    /// Presentation is immediate here, so these are `false` except inside `present`/`dismiss`.
    public private(set) var isBeingPresented = false
    /// See ``isBeingPresented``.
    public private(set) var isBeingDismissed = false

    weak var window: Window? {
        didSet {
            for view in views { view.window = window }
            presentedViewController?.window = window
        }
    }

    /// Creates a controller without views.
    public init() {}

    /// Adds a view below the others.
    /// - Parameter view: the view.
    public func addView(_ view: View) {
        views.append(view)
        view.window = window
        window?.setNeedsDisplay()
    }

    /// Shows `viewController` over this controller (full screen) until it is dismissed.
    /// - Parameters:
    ///   - viewController: the controller to show; must not be presented already.
    ///   - animated: ignored (terminals do not animate).
    ///   - completion: called after it is shown.
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewController.presentingViewController == nil else {
            print("warning: \(type(of: viewController)) is already presented or \(type(of: self)) presents another")
            return
        }
        viewController.isBeingPresented = true
        presentedViewController = viewController
        viewController.presentingViewController = self
        viewController.window = window
        viewController.viewWillAppear()
        viewController.isBeingPresented = false
        window?.setNeedsDisplay()
        completion?()
    }

    /// Dismisses the controller presented by this one or, if none, this controller itself.
    /// - Parameters:
    ///   - animated: ignored.
    ///   - completion: called after it is gone.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.isBeingDismissed = true
            presentedViewController = nil
            presented.presentingViewController = nil
            presented.window = nil
            presented.isBeingDismissed = false
            window?.setNeedsDisplay()
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        }
    }

    /// Called when the controller is about to be shown (presented, or made the window's root).
    open func viewWillAppear() {}

    /// Handles a key: the default presses the first visible, enabled button with that key.
    /// - Parameter key: the key.
    /// - Returns: whether the key was used.
    @discardableResult
    open func handle(_ key: Key) -> Bool {
        guard case .character(let character) = key else { return false }
        for case let button as Button in views where button.key == character && button.isEnabled && !button.isHidden {
            button.sendActions()
            return true
        }
        return false
    }

    /// The lines of the whole screen: the title, then each visible view.
    /// - Parameter width: the number of columns.
    /// - Returns: the lines.
    open func lines(width: Int) -> [String] {
        var lines: [String] = []
        if let title { lines += [ANSI.bold + title + ANSI.reset, ""] }
        for view in views where !view.isHidden {
            lines += view.lines(width: width)
            lines.append("")
        }
        return lines
    }

    /// The controller on top: the last one presented over this one.
    var topmost: ViewController {
        presentedViewController?.topmost ?? self
    }
}

/// Draws the topmost controller of its root on the terminal and routes keys to it, shaped like `UIWindow`.
///
/// On a terminal it draws full-screen frames on the alternate screen. When the output is not a terminal
/// (a pipe, a log file, CI), it prints each line that appeared since the previous frame instead.
public final class Window: @unchecked Sendable {
    // Sendable: main-thread only; `needsDisplay` is only touched there.

    /// The controller drawn when nothing is presented.
    public let rootViewController: ViewController
    /// The terminal drawn on.
    public let terminal: Terminal
    /// Whether frames are drawn full-screen (else changed lines are printed).
    public let isFullScreen: Bool
    private let screen: Screen
    private var needsDisplay = false
    private var previousFrame: [String] = []
    private var isShown = false

    /// Creates a window for `rootViewController`.
    /// - Parameters:
    ///   - rootViewController: the first screen.
    ///   - terminal: the terminal; standard input and output by default.
    public init(rootViewController: ViewController, terminal: Terminal = Terminal()) {
        self.rootViewController = rootViewController
        self.terminal = terminal
        self.isFullScreen = terminal.isInteractive
        self.screen = Screen(terminal: terminal)
        rootViewController.window = self
    }

    /// Shows the window: enters the alternate screen (on a terminal) and draws the first frame.
    public func makeKeyAndVisible() {
        isShown = true
        if isFullScreen { screen.enter() }
        rootViewController.viewWillAppear()
        display()
    }

    /// Leaves the alternate screen (before the program stops or exits).
    public func hide() {
        guard isShown else { return }
        isShown = false
        if isFullScreen { screen.leave() }
    }

    /// Shows the window again after ``hide()`` and redraws.
    public func unhide() {
        guard !isShown else { return }
        isShown = true
        if isFullScreen { screen.enter() }
        previousFrame = []
        display()
    }

    /// Schedules a redraw on the main queue (several changes in one turn give one frame).
    public func setNeedsDisplay() {
        guard !needsDisplay else { return }
        needsDisplay = true
        DispatchQueue.main.async { [self] in
            if needsDisplay { display() }
        }
    }

    /// Draws now.
    public func display() {
        needsDisplay = false
        guard isShown else { return }
        let width = terminal.size.columns
        var frame = rootViewController.topmost.lines(width: width)
        while frame.last == "" { frame.removeLast() }
        if isFullScreen {
            screen.draw(frame)
        } else {
            let fresh = frame.filter { !$0.isEmpty && !previousFrame.contains($0) }
            if !fresh.isEmpty { terminal.write(fresh.map(Self.plain).joined(separator: "\n") + "\n") }
        }
        previousFrame = frame
    }

    /// Gives a key to the topmost controller.
    /// - Parameter key: the key.
    /// - Returns: whether it was used.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        rootViewController.topmost.handle(key)
    }

    /// The frame as plain text (no escape sequences), as last drawn: what a person sees.
    public var currentText: [String] {
        previousFrame.map(Self.plain)
    }

    private static func plain(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }
}
