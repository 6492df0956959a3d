import Dispatch
import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an ``Application`` tells its delegate about its life, shaped like `UIApplicationDelegate`.
///
/// Every method has a default that does nothing. Calls happen on the main queue.
public protocol ApplicationDelegate: AnyObject {
    /// The app became active: it runs in the foreground and its terminal has focus.
    func applicationDidBecomeActive(_ application: Application)
    /// The app is about to lose focus (focus out, or Ctrl-Z before it goes to the background).
    func applicationWillResignActive(_ application: Application)
    /// The app is back in the foreground (`fg`), not active yet.
    func applicationWillEnterForeground(_ application: Application)
    /// The app is stopped or runs in the background (Ctrl-Z, `bg`).
    func applicationDidEnterBackground(_ application: Application)
    /// The app is about to exit (SIGTERM, SIGINT, SIGHUP, or a quit key).
    func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: Application) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: Application) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: Application) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: Application) {}
}

/// A terminal program's life, shaped like `UIApplication`: one shared instance, a delegate told about
/// state changes, and the main run loop.
///
/// A terminal program lives through job control and focus, and the application maps them to UIKit's states:
///
/// | what happens | delegate calls | state after |
/// |---|---|---|
/// | launch | `didBecomeActive` | active |
/// | focus out (`ESC [ O`) | `willResignActive` | inactive |
/// | focus in (`ESC [ I`) | `didBecomeActive` | active |
/// | Ctrl-Z (SIGTSTP) | `willResignActive` (if active), `didEnterBackground`, then the process stops | background |
/// | `fg` (SIGCONT, owning the terminal) | `willEnterForeground`, `didBecomeActive` | active |
/// | `bg` (SIGCONT, not owning the terminal) | — (keeps running in the background) | background |
/// | `fg` after `bg` (no signal: noticed within a quarter of a second) | `willEnterForeground`, `didBecomeActive` | active |
/// | SIGTERM, SIGINT (Ctrl-C), SIGHUP, ``terminate(exitCode:)`` | `willTerminate`, then exit | — |
///
/// Focus reports are asked for with `ESC [ ? 1004 h`; terminals that support them (xterm, tmux with
/// `focus-events on`, kitty, iTerm2…) send them when their window or pane gains or loses focus.
public final class Application: HasAssociatedObjects, @unchecked Sendable {
    // Sendable: every mutable field is in `state`, guarded by `lock`; delegate calls happen on the main queue.

    /// The state of the app, shaped like `UIApplication.State`.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// In the foreground, with focus.
        case active
        /// In the foreground without focus, or in transition.
        case inactive
        /// Stopped by job control or running in the background.
        case background

        /// The case name.
        public var description: String {
            switch self {
            case .active: return "active"
            case .inactive: return "inactive"
            case .background: return "background"
            }
        }
    }

    /// What happens to a terminal program, as ``Application`` receives it.
    public enum Event: Equatable, Sendable {
        /// The run loop starts.
        case launched
        /// The terminal gained focus.
        case focusIn
        /// The terminal lost focus.
        case focusOut
        /// SIGTSTP (Ctrl-Z): the program should stop.
        case suspend
        /// SIGCONT; `foreground` tells whether the program owns the terminal now (`fg`) or not (`bg`).
        case resume(foreground: Bool)
        /// SIGTERM, SIGINT, SIGHUP or a quit request.
        case terminate
    }

    /// The one application of the process.
    public static let shared = Application()

    /// What other modules attach to the application (RxDeviceKit: its delegate proxy).
    public let associatedObjects = AssociatedObjects()

    private struct State_ {
        weak var delegate: ApplicationDelegate?
        var state: State = .inactive
        var terminated = false
        var window: Window?
        var keyHandler: ((Key) -> Bool)?
        var exitCode: Int32 = 0
    }

    private let lock = NSLock()
    private var fields = State_()
    private let terminal: Terminal
    /// Stops the process after `didEnterBackground`; replaced in tests.
    private let suspendProcess: @Sendable (SignalWatcher?) -> Void
    /// Ends the process after `willTerminate`; replaced in tests.
    private let exitProcess: @Sendable (Int32) -> Void
    private var signalWatcher: SignalWatcher?
    private var keyboard: KeyboardInput?

    /// Creates an application. Programs use ``shared``; tests make their own with stand-ins for stopping
    /// and exiting the process.
    /// - Parameters:
    ///   - terminal: the terminal it runs in.
    ///   - suspendProcess: stops the process (SIGTSTP's default action by default).
    ///   - exitProcess: exits the process.
    public init(
        terminal: Terminal = Terminal(),
        suspendProcess: @escaping @Sendable (SignalWatcher?) -> Void = { $0?.suspendProcess() },
        exitProcess: @escaping @Sendable (Int32) -> Void = { exit($0) }
    ) {
        self.terminal = terminal
        self.suspendProcess = suspendProcess
        self.exitProcess = exitProcess
    }

    /// The delegate; held weakly, as `UIApplication.delegate`.
    public var delegate: ApplicationDelegate? {
        get { lock.withLock { fields.delegate } }
        set { lock.withLock { fields.delegate = newValue } }
    }

    /// The current state; ``State/inactive`` before ``run(window:keyHandler:)``.
    public var applicationState: State {
        lock.withLock { fields.state }
    }

    /// The window shown by ``run(window:keyHandler:)``.
    public var keyWindow: Window? {
        lock.withLock { fields.window }
    }

    /// Runs the program: shows `window`, reads keys and signals, reports the launch with
    /// `didBecomeActive`, and runs the main run loop until the program terminates. Never returns.
    ///
    /// Keys go to `keyHandler` first, then to the window; a `q` neither of them uses terminates the program.
    /// Keys are read only from a terminal, and not while the program is in the background.
    /// - Parameters:
    ///   - window: the window to show, if any.
    ///   - keyHandler: sees every key first; returns whether it used it.
    public func run(window: Window? = nil, keyHandler: ((Key) -> Bool)? = nil) -> Never {
        lock.withLock {
            fields.window = window
            fields.keyHandler = keyHandler
        }
        signal(SIGPIPE, SIG_IGN)
        do {
            signalWatcher = try SignalWatcher(
                signals: [SIGTSTP, SIGCONT, SIGTERM, SIGINT, SIGHUP, SIGWINCH], queue: .main
            ) { [self] signal in received(signal: signal) }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        }
        prepareTerminal()
        if isatty(terminal.input) == 1 {
            keyboard = KeyboardInput(
                fileDescriptor: terminal.input, queue: .main,
                onKey: { [self] key in received(key: key) },
                onEnd: {}
            )
        }
        window?.makeKeyAndVisible()
        handle(.launched)
        // A timer keeps the run loop's default mode busy so that `run(mode:before:)` waits instead of returning.
        let keepAlive = Timer(timeInterval: 3600, repeats: true) { _ in }
        RunLoop.main.add(keepAlive, forMode: .default)
        while true {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 60))
        }
    }

    /// Ends the program as a SIGTERM would: `willTerminate`, the terminal restored, then exit.
    /// - Parameter exitCode: the exit status (0, success, by default).
    public func terminate(exitCode: Int32 = 0) {
        lock.withLock { fields.exitCode = exitCode }
        handle(.terminate)
    }

    /// Applies an event: updates the state, calls the delegate, and stops or exits the process when the
    /// event asks for it. Called on the main queue by the run loop; tests call it directly.
    /// - Parameter event: what happened.
    public func handle(_ event: Event) {
        let (calls, state) = lock.withLock { () -> ([Call], State) in
            guard !fields.terminated else { return ([], fields.state) }
            let (calls, next) = Self.transition(from: fields.state, on: event)
            fields.state = next
            if event == .terminate { fields.terminated = true }
            return (calls, next)
        }
        for call in calls { perform(call) }
        switch event {
        case .suspend where state == .background:
            keyboard?.isPaused = true
            restoreTerminal()
            suspendProcess(signalWatcher)
        case .resume(foreground: true):
            keyboard?.isPaused = false
            prepareTerminal()
            keyWindow?.unhide()
        case .resume(foreground: false) where state == .background:
            watchForForeground()
        case .terminate where !calls.isEmpty:
            restoreTerminal()
            signalWatcher?.cancel()
            exitProcess(lock.withLock { fields.exitCode })
        default:
            break
        }
    }

    /// A delegate call.
    enum Call: Equatable {
        case didBecomeActive, willResignActive, willEnterForeground, didEnterBackground, willTerminate
    }

    /// The delegate calls an event causes in a state, and the state after them.
    static func transition(from state: State, on event: Event) -> ([Call], State) {
        switch (event, state) {
        case (.launched, .inactive), (.focusIn, .inactive): return ([.didBecomeActive], .active)
        case (.focusOut, .active): return ([.willResignActive], .inactive)
        case (.suspend, .active): return ([.willResignActive, .didEnterBackground], .background)
        case (.suspend, .inactive): return ([.didEnterBackground], .background)
        case (.resume(foreground: true), .background): return ([.willEnterForeground, .didBecomeActive], .active)
        case (.terminate, _): return ([.willTerminate], state)
        default: return ([], state)
        }
    }

    private func perform(_ call: Call) {
        guard let delegate else { return }
        switch call {
        case .didBecomeActive: delegate.applicationDidBecomeActive(self)
        case .willResignActive: delegate.applicationWillResignActive(self)
        case .willEnterForeground: delegate.applicationWillEnterForeground(self)
        case .didEnterBackground: delegate.applicationDidEnterBackground(self)
        case .willTerminate: delegate.applicationWillTerminate(self)
        }
    }

    private func received(signal: Int32) {
        switch signal {
        case SIGTSTP: handle(.suspend)
        case SIGCONT: handle(.resume(foreground: terminal.isForeground))
        case SIGTERM, SIGINT, SIGHUP: handle(.terminate)
        case SIGWINCH: keyWindow?.setNeedsDisplay()
        default: break
        }
    }

    private func received(key: Key) {
        switch key {
        case .focusIn: handle(.focusIn)
        case .focusOut: handle(.focusOut)
        default:
            let handler = lock.withLock { fields.keyHandler }
            if handler?(key) == true { return }
            if keyWindow?.handle(key) == true { return }
            if key == .character("q") { terminate() }
        }
    }

    /// After `bg` the program runs without the terminal; `fg` gives it back without a signal (the job is not
    /// stopped), so look for the terminal's owner a few times a second until it is this process again.
    private func watchForForeground() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [self] in
            guard applicationState == .background else { return }
            if terminal.isForeground {
                handle(.resume(foreground: true))
            } else {
                watchForForeground()
            }
        }
    }

    private func prepareTerminal() {
        guard terminal.isInteractive, terminal.isForeground else { return }
        try? terminal.enterCbreakMode()
        terminal.write(ANSI.enableFocusReports)
    }

    private func restoreTerminal() {
        keyWindow?.hide()
        guard terminal.isInteractive else { return }
        terminal.write(ANSI.disableFocusReports)
        terminal.restoreMode()
    }
}
