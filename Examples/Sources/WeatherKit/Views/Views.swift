import RxCocoa
import RxSwift

/// The base of the weather screen's text views: visibility and a redraw callback (UIKit's `UIView` shape,
/// reduced to what a terminal needs). Views are used on the main thread only.
open class View: ReactiveCompatible {
    /// Called after every change that alters what the view shows.
    public var onNeedsDisplay: (() -> Void)?

    /// Whether the view shows nothing.
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsDisplay() } }
    }

    /// Creates a view.
    public init() {}

    /// Asks the screen to redraw.
    public func setNeedsDisplay() {
        onNeedsDisplay?()
    }
}

/// One line of text (`UILabel`).
public final class Label: View {
    /// The text; "" shows nothing.
    public var text = "" {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// What the label shows: its text, or "" when hidden.
    public var visibleText: String { isHidden ? "" : text }
}

/// A spinner (`UIActivityIndicatorView`): animates while ``isAnimating``, with a timer that exists only then,
/// so an idle screen schedules nothing.
public final class ActivityIndicator: View {
    /// The animation frames (one column each).
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let scheduler: SchedulerType
    private var animation: Disposable?
    /// The index of the frame shown.
    public private(set) var frame = 0

    /// Creates a spinner.
    /// - Parameter scheduler: runs the animation timer (the main scheduler in the app).
    public init(scheduler: SchedulerType = MainScheduler.instance) {
        self.scheduler = scheduler
    }

    /// Whether the spinner turns; setting it starts or stops the animation timer.
    public var isAnimating = false {
        didSet {
            guard isAnimating != oldValue else { return }
            animation?.dispose()
            animation = nil
            if isAnimating {
                animation = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)
                    .subscribe(onNext: { [weak self] _ in self?.advance() })
            }
            setNeedsDisplay()
        }
    }

    /// Whether the animation timer is running.
    public var hasTimer: Bool { animation != nil }

    /// The frame shown, or a space when not animating or hidden.
    public var visibleText: String {
        isAnimating && !isHidden ? String(Self.frames[frame % Self.frames.count]) : " "
    }

    private func advance() {
        frame += 1
        setNeedsDisplay()
    }

    deinit {
        animation?.dispose()
    }
}

/// A single-line text field (`UITextField`): characters are appended, Backspace deletes the last one, Ctrl-U
/// clears, and Enter ends editing (`editingDidEndOnExit`).
public final class TextField: View {
    /// The control events a text field sends (`UIControl.Event`'s relevant cases).
    public enum Event: Hashable, Sendable {
        /// The text changed.
        case editingChanged
        /// Enter was pressed.
        case editingDidEndOnExit
    }

    /// The longest text accepted, in characters; longer input is ignored.
    public static let maximumLength = 80

    private let events = PublishSubject<Event>()

    /// The text typed so far.
    public private(set) var text: String? = "" {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// Replaces the text (sends `editingChanged`).
    /// - Parameter text: the new text, cut to ``maximumLength``.
    public func setText(_ text: String) {
        self.text = String(text.prefix(Self.maximumLength))
        events.onNext(.editingChanged)
    }

    /// Appends a typed character; control characters are ignored.
    /// - Parameter character: the character typed.
    public func insert(_ character: Character) {
        guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return }
        let current = text ?? ""
        guard current.count < Self.maximumLength else { return }
        setText(current + String(character))
    }

    /// Deletes the last character.
    public func deleteBackward() {
        guard let current = text, !current.isEmpty else { return }
        setText(String(current.dropLast()))
    }

    /// Sends `editingDidEndOnExit` (the user pressed Enter).
    public func endEditingOnExit() {
        events.onNext(.editingDidEndOnExit)
    }

    /// The events of kind `event`.
    func events(_ event: Event) -> Observable<Void> {
        events.filter { $0 == event }.map { _ in () }
    }

    deinit {
        events.onCompleted()
    }
}

/// A key that acts as a button (`UIButton`): ``sendActions()`` when the key is pressed.
public final class Button: View {
    /// The text shown for the button, e.g. `^L current location`.
    public let title: String
    private let taps = PublishSubject<Void>()

    /// Creates a button.
    /// - Parameter title: the text shown.
    public init(title: String) {
        self.title = title
    }

    /// Sends a tap.
    public func sendActions() {
        taps.onNext(())
    }

    /// The taps.
    var tapEvents: Observable<Void> { taps.asObservable() }

    deinit {
        taps.onCompleted()
    }
}
