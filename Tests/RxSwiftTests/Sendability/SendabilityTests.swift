import RxSwift
import RxTestSupport
import XCTest

/// Compiled in Swift 6 mode without `@preconcurrency`: the thread-safe types must be usable as
/// `Sendable` members and from actors.
final class SendableHolder: Sendable {
    let a = PublishSubject<Int>()
    let b = BehaviorSubject(value: 0)
    let bag = DisposeBag()
    let c = CompositeDisposable()
}

actor SubjectActor {
    let a = PublishSubject<Int>()
    let b = BehaviorSubject(value: 0)
    let bag = DisposeBag()
    let c = CompositeDisposable()

    func start() {
        a.subscribe(onNext: { [b] value in b.onNext(value) }).disposed(by: bag)
    }

    func send(_ value: Int) {
        a.onNext(value)
    }

    func latest() throws -> Int {
        try b.value()
    }
}

final class SendabilityTests: RxTestCase {
    func testSendableHolderUsedFromTask() async throws {
        let holder = SendableHolder()
        let forward = holder.a.subscribe(onNext: { value in holder.b.onNext(value) })
        _ = holder.c.insert(forward)
        let task = Task.detached {
            holder.a.onNext(42)
            return try holder.b.value()
        }
        let value = try await task.value
        XCTAssertEqual(value, 42)
        holder.c.dispose()
        XCTAssertFalse(holder.a.hasObservers)
    }

    func testActorHoldingSubjects() async throws {
        let actor = SubjectActor()
        await actor.start()
        await actor.send(7)
        let latest = try await actor.latest()
        XCTAssertEqual(latest, 7)
        let fromTask = try await Task { try await actor.latest() }.value
        XCTAssertEqual(fromTask, 7)
    }

    func testDisposablesAreSendable() {
        func requireSendable<T: Sendable>(_ value: T) -> T { value }
        let serial = requireSendable(SerialDisposable())
        let single = requireSendable(SingleAssignmentDisposable())
        let boolean = requireSendable(BooleanDisposable())
        let refCount = requireSendable(RefCountDisposable(disposable: Disposables.create()))
        let replay = requireSendable(ReplaySubject<Int>.create(bufferSize: 1))
        let async = requireSendable(AsyncSubject<Int>())
        serial.dispose()
        single.dispose()
        boolean.dispose()
        refCount.dispose()
        replay.dispose()
        XCTAssertTrue(serial.isDisposed && single.isDisposed && boolean.isDisposed && refCount.isDisposed)
        XCTAssertFalse(async.hasObservers)
    }
}
