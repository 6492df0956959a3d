import RxCocoa
import RxSwift

extension Reactive where Base: View {
    /// Binds the view's visibility.
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in view.isHidden = hidden }
    }
}

extension Reactive where Base: Label {
    /// Binds the label's text.
    public var text: Binder<String> {
        Binder(base) { label, text in label.text = text }
    }
}

extension Reactive where Base: ActivityIndicator {
    /// Binds whether the spinner turns.
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, animating in indicator.isAnimating = animating }
    }
}

extension Reactive where Base: TextField {
    /// The text field's events of kind `event` (`searchCityName.rx.controlEvent(.editingDidEndOnExit)`).
    /// - Parameter event: the kind of event.
    /// - Returns: a control event that completes when the field is deinitialised.
    public func controlEvent(_ event: TextField.Event) -> ControlEvent<Void> {
        ControlEvent(events: base.events(event))
    }

    /// The text, emitted at subscription and on every change.
    public var text: ControlProperty<String?> {
        let field = base
        let values = base.events(.editingChanged).map { [weak field] in field?.text }
            .startWith(field.text)
        let sink = Binder(field) { field, text in field.setText(text ?? "") }
        return ControlProperty(values: values, valueSink: sink)
    }
}

extension Reactive where Base: Button {
    /// The button's taps.
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.tapEvents)
    }
}
