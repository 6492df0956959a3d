import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import Synchronization

/// The conditions every operator runs under.
enum Condition: Int, CaseIterable, Sendable {
    /// 1. Sources emit `1…5` and terminate synchronously, inside `subscribe`.
    case synchronous = 1
    /// 2. Each source emits `1…20` serially but hops between 4 threads; concurrent sources overlap.
    case fourThreads
    /// 3. A long source emits from other threads while the subscriber disposes at a random moment.
    case disposeRace
    /// 4. The observer re-emits into the sources, and disposes, from inside `onNext`.
    case reentrant
    /// 5. Every user closure throws.
    case throwingClosures
    /// 6. 8 threads subscribe and dispose at once while a producer thread emits (sharing operators).
    case manySubscribers

    var title: String {
        switch self {
        case .synchronous: "1 sync"
        case .fourThreads: "2 4-threads"
        case .disposeRace: "3 dispose-race"
        case .reentrant: "4 re-entrant"
        case .throwingClosures: "5 throwing"
        case .manySubscribers: "6 many-subscribers"
        }
    }
}

/// Throws ``TestError``: the body of every throwing user closure in condition 5.
func boom<Result>() throws -> Result {
    throw TestError.boom
}

/// One row of the conformance table: an operator applied to the sources a ``ConformanceKit`` provides.
struct ConformanceEntry {
    /// `"<extended type>.<operator>"`, as ``OperatorInventory`` names operators.
    let key: String
    /// Builds the sequence under test.
    let build: (ConformanceKit) -> Observable<Int>
    /// Builds it with every user closure throwing (condition 5); `nil` when the operator takes none.
    var throwing: ((ConformanceKit) -> Observable<Int>)?
    /// The sequence never terminates by itself (`never`, `interval`): it is disposed instead of awaited.
    var infinite = false
    /// A sharing operator (subjects, relays, share, refCount, Driver): condition 6 applies.
    var shared = false
}

/// The sources and schedulers a table entry builds from, made for one condition.
final class ConformanceKit: @unchecked Sendable {
    // Sendable: the mutable fields are atomic or in LockedStates; `condition` and `failing` are immutable.
    let condition: Condition
    /// Sources terminate with ``TestError`` instead of completing.
    let failing: Bool
    /// A scheduler for time-based operators (durations of a millisecond).
    let scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(queue: .global())
    /// How many times a kit source was subscribed.
    let subscriptions = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)
    private let lane = Atomic<Int>(0)
    private let subjects = LockedState<[UncheckedSubject]>([])
    private let feeds = LockedState<[UncheckedSubject]>([])
    private static let lanes = (0..<4).map { DispatchQueue(label: "conformance.lane.\($0)") }

    init(condition: Condition, failing: Bool = false) {
        self.condition = condition
        self.failing = failing
    }

    /// The primary source (a fresh one on each access).
    var s: Observable<Int> { source() }
    /// Another source, on other threads.
    var o: Observable<Int> { source() }
    /// A source whose elements are sources.
    var nested: Observable<Observable<Int>> { s.map { [self] _ in self.source(length: 3) } }
    /// The primary source as a Single (its first element).
    var single: Single<Int> { s.take(1).asSingle() }
    /// The primary source as a Maybe (its first element, if any).
    var maybe: Maybe<Int> { s.take(1).asMaybe() }
    /// The primary source as a Completable.
    var completable: Completable { s.ignoreElements().asCompletable() }
    /// The primary source as an Infallible (an error becomes `-1`).
    var infallible: Infallible<Int> { s.asInfallible(onErrorJustReturn: -1) }
    /// The primary source as a Driver (an error becomes `-1`).
    var driver: Driver<Int> { s.asDriver(onErrorJustReturn: -1) }
    /// The primary source as a Signal (an error becomes `-1`).
    var signal: Signal<Int> { s.asSignal(onErrorJustReturn: -1) }
    /// A source that fails at once, whatever the condition.
    var failingSource: Observable<Int> { Observable.error(TestError.boom) }

    /// A source of `length` elements behaving as the condition says.
    func source(length: Int? = nil) -> Observable<Int> {
        switch condition {
        case .synchronous, .throwingClosures:
            return synchronousSource(length: length ?? 5)
        case .fourThreads:
            return hoppingSource(length: length ?? 20)
        case .disposeRace:
            return hoppingSource(length: length ?? 2_000)
        case .reentrant, .manySubscribers:
            let subject = PublishSubject<Int>()
            let counted = Observable<Int>.deferred { [self] in
                subscriptions.wrappingAdd(1, ordering: .relaxed)
                return subject
            }
            subjects.withLock { $0.append(UncheckedSubject(subject)) }
            return counted
        }
    }

    /// Feeds `subject` from the primary source: per subscriber in conditions 1–5, from the producer thread
    /// in condition 6.
    func drive<Subject: SubjectType>(_ subject: Subject) -> Observable<Int>
    where Subject.Element == Int, Subject.Observer.Element == Int {
        if condition == .manySubscribers {
            let observer = subject.asObserver()
            feeds.withLock { $0.append(UncheckedSubject(AnyObserver(observer))) }
            return subject.asObservable()
        }
        let source = s
        return Observable.create { observer in
            let subscription = subject.subscribe(observer)
            let feeding = source.subscribe(subject.asObserver())
            return Disposables.create(subscription, feeding)
        }
    }

    /// Registers `accept` with the producer thread of condition 6 and returns `output`.
    func feed<Output: ObservableConvertibleType>(_ accept: @escaping (Int) -> Void, _ output: Output) -> Observable<Int>
    where Output.Element == Int {
        let observer = AnyObserver<Int> { event in
            if case .next(let value) = event { accept(value) }
        }
        feeds.withLock { $0.append(UncheckedSubject(observer)) }
        return output.asObservable()
    }

    /// Sends `value` to every subject-backed source (conditions 4 and 6).
    func emit(_ value: Int) {
        for subject in subjects.withLock({ $0 }) + feeds.withLock({ $0 }) { subject.observer.onNext(value) }
    }

    /// Terminates every subject-backed source.
    func terminate() {
        for subject in subjects.withLock({ $0 }) + feeds.withLock({ $0 }) {
            if failing {
                subject.observer.onError(TestError.boom)
            } else {
                subject.observer.onCompleted()
            }
        }
    }

    /// Stops the threaded sources and lets go of the subjects (which count as resources).
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
        let released = subjects.withLock { Self.takeAll(&$0) } + feeds.withLock { Self.takeAll(&$0) }
        withExtendedLifetime(released) {}  // Released here, outside the locks.
    }

    private static func takeAll(_ list: inout [UncheckedSubject]) -> [UncheckedSubject] {
        defer { list = [] }
        return list
    }

    private func synchronousSource(length: Int) -> Observable<Int> {
        Observable.create { [self] observer in
            subscriptions.wrappingAdd(1, ordering: .relaxed)
            for value in 1...max(1, length) { observer.onNext(value) }
            if failing {
                observer.onError(TestError.boom)
            } else {
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }

    /// Emits `1…length` serially, each element from the next of 4 serial queues, starting on its own lane.
    private func hoppingSource(length: Int) -> Observable<Int> {
        Observable.create { [self] observer in
            subscriptions.wrappingAdd(1, ordering: .relaxed)
            let start = lane.wrappingAdd(1, ordering: .relaxed).oldValue
            let stopped = Arc(Atomic<Bool>(false))
            let failing = failing
            let target = UncheckedSubject(observer)
            @Sendable func step(_ value: Int) {
                Self.lanes[(start + value) % Self.lanes.count].async {
                    if stopped.value.load(ordering: .relaxed) || self.cancelled.load(ordering: .relaxed) { return }
                    if value > length {
                        if failing {
                            target.observer.onError(TestError.boom)
                        } else {
                            target.observer.onCompleted()
                        }
                        return
                    }
                    target.observer.onNext(value)
                    step(value + 1)
                }
            }
            step(1)
            return Disposables.create { stopped.value.store(true, ordering: .relaxed) }
        }
    }
}

/// A shared atomic flag.
final class Arc<Value: ~Copyable & Sendable>: Sendable {
    let value: Value

    init(_ value: consuming Value) {
        self.value = value
    }
}

/// A subject's observer side, kept by the kit to drive it from other threads.
struct UncheckedSubject: @unchecked Sendable {
    // Sendable: subjects synchronise themselves.
    let observer: AnyObserver<Int>

    init<Subject: SubjectType>(_ subject: Subject) where Subject.Observer.Element == Int {
        observer = AnyObserver(subject.asObserver())
    }

    init(_ observer: AnyObserver<Int>) {
        self.observer = observer
    }
}
