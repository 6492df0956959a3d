import DeviceKit
import RxCocoa
import RxSwift

/// A spinner (`UIActivityIndicatorView`): animates while ``isAnimating``, with a timer that exists only then,
/// so an idle screen schedules nothing.
public final class ActivityIndicator: View, @unchecked Sendable {
    // Sendable: main-thread only, like DeviceKit's views.

    /// The animation frames (one column each).
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let scheduler: SchedulerType
    private var animation: Disposable?
    /// The index of the frame shown.
    public private(set) var frame = 0
    /// Called after each change, in addition to the window's redraw (tests watch the animation with it).
    public var onChange: (() -> Void)?

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
            changed()
        }
    }

    /// Whether the animation timer is running.
    public var hasTimer: Bool { animation != nil }

    /// The frame shown, or a space when not animating or hidden.
    public var visibleText: String {
        isAnimating && !isHidden ? String(Self.frames[frame % Self.frames.count]) : " "
    }

    /// One line: the current frame.
    public override func lines(width: Int) -> [String] {
        [visibleText]
    }

    private func advance() {
        frame += 1
        changed()
    }

    private func changed() {
        setNeedsDisplay()
        onChange?()
    }

    deinit {
        animation?.dispose()
    }
}

/// A single-line text field (`UITextField`): characters are appended, Backspace deletes the last one, and
/// Enter ends editing (`editingDidEndOnExit`).
public final class TextField: View, @unchecked Sendable {
    // Sendable: main-thread only, like DeviceKit's views.

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
    /// Shown before the text.
    public var prompt: String

    /// Creates an empty field.
    /// - Parameter prompt: shown before the text.
    public init(prompt: String = "") {
        self.prompt = prompt
    }

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

    /// One line: the prompt and the text.
    public override func lines(width: Int) -> [String] {
        [prompt + (text ?? "")]
    }

    /// The events of kind `event`.
    func events(_ event: Event) -> Observable<Void> {
        events.filter { $0 == event }.map { _ in () }
    }

    deinit {
        events.onCompleted()
    }
}

/// A view showing a ``DeviceKit/MapView``: the map has no window of its own, so the pane redraws the window
/// when the map changes and draws the map at the size the screen gives it.
public final class MapPane: View, @unchecked Sendable {
    // Sendable: main-thread only, like DeviceKit's views.

    /// The map shown.
    public let mapView: MapView
    /// The rows the map gets, border excluded.
    public var rows = 10

    /// Wraps `mapView`.
    /// - Parameter mapView: the map.
    public init(mapView: MapView) {
        self.mapView = mapView
        super.init()
        mapView.onNeedsDisplay = { [weak self] in self?.setNeedsDisplay() }
    }

    /// The map in a box with its caption.
    public override func lines(width: Int) -> [String] {
        let inner = max(width - 2, 1)
        let title = "┌ Map \(mapView.caption) "
        let top =
            title.count >= width - 1
            ? String(title.prefix(width - 1)) : title + String(repeating: "─", count: width - 1 - title.count)
        return [top + "┐"] + mapView.draw(width: inner, height: rows).map { "│\($0)│" }
            + ["└" + String(repeating: "─", count: inner) + "┘"]
    }
}
