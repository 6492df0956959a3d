import Foundation
import RxCocoa
import RxRelay
import RxSwift
import Testing

// This target is compiled with the main actor as its default isolation (issue 32, items 1 and 3): every
// declaration below without an isolation of its own is `@MainActor`, as in a new Swift 6.2 app project.

/// A view: main-actor isolated by default.
final class Label: ReactiveCompatible {
    var text = ""
}

// The extension, unchanged: here the getter is main-actor isolated, and so is the binding closure.
extension Reactive where Base: Label {
    var text: Binder<String> { Binder(base) { label, text in label.text = text } }

    /// The form a non-isolated context needs; it compiles here too.
    var title: Binder<String> { Binder(mainActor: base) { label, title in label.text = "# " + title } }
}

/// A view model: main-actor isolated by default, work on a background scheduler, results driven.
///
/// A closure written in main-actor code is main-actor isolated, and Swift checks that at run time: the closure
/// that runs on the background scheduler is `@Sendable`, which makes it non-isolated (without it, the test traps).
final class SearchViewModel {
    let query = BehaviorRelay(value: "")
    let results: Driver<[String]>

    init(words: [String]) {
        results = query.asObservable()
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .map { @Sendable query in words.filter { $0.hasPrefix(query) } }
            .asDriver(onErrorJustReturn: [])
    }
}

@Suite("A module whose default isolation is the main actor")
struct DefaultIsolationTests {
    @Test func reactiveExtensionOfAViewBindsOnTheMainActor() {
        let label = Label()
        let subscription = Observable.of("a", "b").bind(to: label.rx.text)
        #expect(label.text == "b")
        subscription.dispose()
        Observable.just("Title").bind(to: label.rx.title).dispose()
        #expect(label.text == "# Title")
    }

    @Test func viewModelHopsToABackgroundSchedulerAndDrivesTheView() async {
        let viewModel = SearchViewModel(words: ["apple", "apricot", "banana"])
        let label = Label()
        let bag = DisposeBag()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var pending = 2
            viewModel.results
                .map { $0.joined(separator: ",") }
                .do(onNext: { _ in
                    pending -= 1
                    if pending == 0 { continuation.resume() }
                })
                .drive(label.rx.text)
                .disposed(by: bag)
            viewModel.query.accept("ap")
        }
        #expect(label.text == "apple,apricot")
    }
}
