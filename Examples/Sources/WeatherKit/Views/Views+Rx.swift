import RxCocoa
import RxSwift

// Labels, spinners and other views get their binders from `Reactive`'s key-path subscript:
// `label.rx.text`, `label.rx.isHidden`, `activityIndicator.rx.isAnimating` are `Binder`s.

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
