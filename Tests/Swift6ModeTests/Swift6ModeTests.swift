import Foundation
import RxRelay
import RxSwift
import RxTestSupport
import XCTest

// This target is compiled in the Swift 6 language mode, with no `@preconcurrency import`: each type
// below compiling is the first half of the proof; the tests exercise them.

/// A view model as an app writes it: main-actor isolated, holding relays, a subject and a bag.
@MainActor
final class CounterViewModel {
    let count = BehaviorRelay(value: 0)
    let taps = PublishRelay<Void>()
    let messages = PublishSubject<String>()
    let lastMessage = BehaviorRelay<String?>(value: nil)
    let disposeBag = DisposeBag()

    init() {
        taps.subscribe(onNext: { [count] in count.accept(count.value + 1) })
            .disposed(by: disposeBag)
        messages.subscribe(onNext: { [lastMessage] message in lastMessage.accept(message) })
            .disposed(by: disposeBag)
    }

    func tap() {
        taps.accept(())
    }

    /// Awaits a `Single` from the main actor and stores its element.
    func load(_ request: Single<Int>) async throws {
        count.accept(try await request.value)
    }

    /// Awaits a single and iterates a sequence whose element type is not `Sendable`, on the main actor.
    func titles(first: Single<Draft>, rest: Observable<Draft>) async throws -> [String] {
        var titles = [try await first.value.title]
        for try await draft in rest.values { titles.append(draft.title) }
        return titles
    }
}

/// An element type that is not `Sendable`.
final class Draft {
    var title: String

    init(title: String) {
        self.title = title
    }
}

/// A `Sendable` final class holding the same kinds of members.
final class SendableStore: Sendable {
    let count = BehaviorRelay(value: 0)
    let events = PublishRelay<String>()
    let subject = PublishSubject<Int>()
    let disposeBag = DisposeBag()
}

/// An actor that awaits `Single.value`, both for a single it stores and for one it makes.
actor Loader {
    private let stored: Single<Int>
    private(set) var loads = 0

    init(stored: Single<Int>) {
        self.stored = stored
    }

    func loadStored() async throws -> Int {
        loads += 1
        return try await stored.value
    }

    func loadFresh(_ value: Int) async throws -> Int {
        loads += 1
        return try await Single<Int>.create { value * 2 }.value
    }

    /// Iterates an observable's `values` on the actor.
    func sum(of numbers: Observable<Int>) async throws -> Int {
        var total = 0
        for try await number in numbers.values { total += number }
        return total
    }
}

final class Swift6ModeTests: RxTestCase {
    @MainActor
    func testMainActorViewModelHoldsRelaysSubjectAndDisposeBag() async throws {
        let viewModel = CounterViewModel()
        viewModel.tap()
        viewModel.tap()
        XCTAssertEqual(viewModel.count.value, 2)

        viewModel.messages.onNext("hello")
        XCTAssertEqual(viewModel.lastMessage.value, "hello")

        try await viewModel.load(Single<Int>.create { 40 + 2 })
        XCTAssertEqual(viewModel.count.value, 42)
        XCTAssertTrue(viewModel.messages.hasObservers)

        let titles = try await viewModel.titles(
            first: Single<Draft>.create { observer in
                observer(.success(Draft(title: "a")))
                return Disposables.create()
            },
            rest: Observable.of(Draft(title: "b"), Draft(title: "c"))
        )
        XCTAssertEqual(titles, ["a", "b", "c"])
    }

    func testSendableFinalClassHoldsRelaysSubjectAndDisposeBag() async {
        let store = SendableStore()
        let received = ReceivedStrings()
        store.events.subscribe(onNext: { received.append($0) }).disposed(by: store.disposeBag)
        store.subject.subscribe(onNext: { [count = store.count] in count.accept($0) })
            .disposed(by: store.disposeBag)

        await Task.detached {
            store.events.accept("from a detached task")
            store.subject.onNext(7)
        }.value

        XCTAssertEqual(received.all, ["from a detached task"])
        XCTAssertEqual(store.count.value, 7)
    }

    func testDetachedTasksAcceptIntoARelayHeldByASendableClass() async {
        let store = SendableStore()
        let received = ReceivedStrings()
        store.events.subscribe(onNext: { received.append($0) }).disposed(by: store.disposeBag)

        // Each detached task runs on a thread of its own; they take turns, because a relay, like any
        // observer, must not be sent to from two threads at once (debug builds report a synchronization
        // anomaly; a server feeds one through an inbox, see "Using RxSwift in a server").
        for index in 0..<8 {
            await Task.detached { store.events.accept("\(index)") }.value
        }

        XCTAssertEqual(received.all, (0..<8).map(String.init))
    }

    func testActorAwaitsSingleValue() async throws {
        let loader = Loader(stored: Single<Int>.create { 5 })
        let stored = try await loader.loadStored()
        let fresh = try await loader.loadFresh(21)
        let loads = await loader.loads
        XCTAssertEqual(stored, 5)
        XCTAssertEqual(fresh, 42)
        XCTAssertEqual(loads, 2)
        let sum = try await loader.sum(of: Observable.of(1, 2, 3))
        XCTAssertEqual(sum, 6)
    }

    func testActorAwaitingSingleValueIsCancellable() async {
        let loader = Loader(
            stored: Single<Int>.create {
                try await Task.sleep(for: .seconds(30))
                return 0
            }
        )
        let task = Task { try await loader.loadStored() }
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
    }
}

/// A thread-safe list of strings, kept in a relay so the test needs no state of its own.
private final class ReceivedStrings: Sendable {
    private let relay = BehaviorRelay<[String]>(value: [])
    private let lock = NSLock()

    var all: [String] { relay.value }

    func append(_ string: String) {
        lock.withLock { relay.accept(relay.value + [string]) }
    }
}
