import Foundation
import RxSwift
import RxTestSupport
import XCTest

// Issue 32, item 1: a `Reactive` extension of a `@MainActor` type, written as RxCocoa's bindings are, compiles in
// the Swift 6 language mode (this target's mode) with `Binder(mainActor:)`, and binds on the main actor.

/// A main-actor view, as UIKit's and AppKit's are.
@MainActor
final class MainActorLabel: ReactiveCompatible {
    var text = ""
    /// Each text set, with whether it was set on the main thread.
    var history: [(text: String, onMainThread: Bool)] = []
}

extension Reactive where Base: MainActorLabel {
    // The extension with the `mainActor:` label: the closure touches main-actor state from a non-isolated
    // getter.
    var text: Binder<String> { Binder(mainActor: base) { label, text in label.text = text } }

    /// Also records where each element was bound.
    var recordedText: Binder<String> {
        Binder(mainActor: base) { label, text in
            label.text = text
            label.history.append((text, Thread.isMainThread))
        }
    }
}

/// A target that is not isolated.
private final class PlainTarget: @unchecked Sendable {
    // Sendable: `threads` is only written by the binding, which the test runs on one thread at a time.
    var threads: [Bool] = []
}

final class MainActorBinderTests: RxTestCase {
    @MainActor
    func testReactiveExtensionOfAMainActorTypeBindsElements() async {
        let label = MainActorLabel()
        let subscription = Observable.of("a", "b").subscribe(label.rx.text)
        XCTAssertEqual(label.text, "b")
        subscription.dispose()
    }

    func testElementsSentFromABackgroundThreadAreBoundOnTheMainActor() {
        let label = MainActor.assumeIsolated { MainActorLabel() }
        let binder = UncheckedSendableBinder(binder: label.rx.recordedText)
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            binder.binder.onNext("from a worker")
            sent.signal()
        }
        XCTAssertEqual(sent.wait(timeout: .now() + 5), .success)
        let deadline = Date().addingTimeInterval(5)
        while MainActor.assumeIsolated({ label.history.isEmpty }) && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        MainActor.assumeIsolated {
            XCTAssertEqual(label.history.map(\.text), ["from a worker"])
            XCTAssertEqual(label.history.map(\.onMainThread), [true])
        }
    }

    func testABinderWithASchedulerKeepsItsNonIsolatedBinding() {
        // Without the `mainActor:` label the binding is not isolated: it runs where the scheduler runs it, here on
        // the sending worker thread.
        let target = PlainTarget()
        let binder = UncheckedSendableBinder(
            binder: Binder<String>(target, scheduler: CurrentThreadScheduler.instance) { target, _ in
                target.threads.append(Thread.isMainThread)
            }
        )
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            binder.binder.onNext("x")
            sent.signal()
        }
        XCTAssertEqual(sent.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(target.threads, [false])
    }

    func testAMainActorBinderHoldsItsTargetWeakly() {
        weak var released: MainActorLabel?
        let binder: Binder<String>
        do {
            let label = MainActor.assumeIsolated { MainActorLabel() }
            released = label
            binder = label.rx.text
        }
        XCTAssertNil(released)
        binder.onNext("nobody to bind to")
    }
}

/// Hands a binder to one background thread; the test waits for it.
private struct UncheckedSendableBinder: @unchecked Sendable {
    // Sendable: the binder is used by one thread at a time (sent once, then the test waits).
    let binder: Binder<String>
}

// Issue 32, item 4: `Reactive` is `Sendable` when its base is, so a reactive extension may capture `self` in a
// `@Sendable` closure (RxGRDB's `self.base.spawnConcurrentRead { … }`).
final class ConcurrentStore: ReactiveCompatible, Sendable {
    let answer = 42

    func spawnConcurrentRead(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async(execute: work)
    }
}

extension Reactive where Base: ConcurrentStore {
    var answer: Single<Int> {
        Single.create { observer in
            self.base.spawnConcurrentRead { observer(.success(self.base.answer)) }
            return Disposables.create()
        }
    }
}

final class ReactiveSendableTests: RxTestCase {
    func testAReactiveExtensionCapturesSelfInASendableClosure() async throws {
        let answer = try await ConcurrentStore().rx.answer.value
        XCTAssertEqual(answer, 42)
    }
}
