// Issue 32: a `Reactive` extension of a main-actor type, written as RxCocoa's bindings are, with the binder whose
// closure is main-actor isolated. It compiles in the Swift 5 and Swift 6 language modes (`.ci/run recipe`).
import RxCocoa
import RxSwift

@MainActor final class Label: ReactiveCompatible { var text = "" }

extension Reactive where Base: Label {
    var text: Binder<String> { Binder(mainActor: base) { label, text in label.text = text } }
}

@MainActor
func showGreeting(on label: Label) -> Disposable {
    Observable.just("Hello").bind(to: label.rx.text)
}
