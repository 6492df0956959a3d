import Foundation
import RxSwift
import RxTestSupport

/// Makes a table entry.
func entry(
    _ key: String, infinite: Bool = false, shared: Bool = false,
    _ build: @escaping (ConformanceKit) -> Observable<Int>,
    throwing: ((ConformanceKit) -> Observable<Int>)? = nil
) -> ConformanceEntry {
    ConformanceEntry(key: key, build: build, throwing: throwing, infinite: infinite, shared: shared)
}

extension ObservableConvertibleType {
    /// Short for `asObservable()`.
    var o: Observable<Element> { asObservable() }
}

extension ObservableConvertibleType where Element == Never {
    /// The sequence as `Observable<Int>` (it has no elements).
    var ints: Observable<Int> { asObservable().asCompletable().andThen(Observable<Int>.empty()) }
}

/// A resource for `using`.
final class NopResource: Disposable {
    func dispose() {}
}

/// A decodable value for `decode`.
private struct Payload: Decodable {
    let value: Int
}

private let ms = RxTimeInterval.milliseconds(1)
private let long = RxTimeInterval.seconds(10)

/// The operators of `Observable` (declared on `ObservableType`, `Observable`, connectables, groups and
/// `AsyncSequence`).
func observableEntries() -> [ConformanceEntry] {
    [
        entry("ObservableType.amb", { k in Observable.amb([k.s.amb(k.o), k.o]) }),
        entry("ObservableType.asCompletable", { k in k.s.ignoreElements().asCompletable().ints }),
        entry("ObservableType.asMaybe", { k in k.s.asMaybe().o }),
        entry("ObservableType.asObservable", { k in k.s.asObservable() }),
        entry("ObservableType.asSingle", { k in k.s.asSingle().o }),
        entry(
            "ObservableType.buffer", { k in k.s.buffer(timeSpan: ms, count: 3, scheduler: k.scheduler).map(\.count) }),
        entry(
            "ObservableType.catch", { k in Observable.catch(sequence: [k.s.catch { _ in k.o }, k.o]) },
            throwing: { k in k.failingSource.catch { _ in try boom() } }),
        entry("ObservableType.catchAndReturn", { k in k.s.catchAndReturn(-1) }),
        entry(
            "ObservableType.combineLatest",
            { k in Observable.combineLatest(Observable.combineLatest(k.s, k.o) { $0 + $1 }, k.o) { $0 + $1 } },
            throwing: { k in Observable.combineLatest(k.s, k.o) { _, _ in try boom() } }),
        entry(
            "ObservableType.compactMap", { k in k.s.compactMap { $0 % 2 == 0 ? $0 : nil } },
            throwing: { k in k.s.compactMap { _ -> Int? in try boom() } }),
        entry("ObservableType.concat", { k in Observable.concat(k.s.concat(k.o), k.nested.concat()) }),
        entry(
            "ObservableType.concatMap", { k in k.s.concatMap { _ in k.source(length: 2) } },
            throwing: { k in k.s.concatMap { _ -> Observable<Int> in try boom() } }),
        entry("ObservableType.create", { k in Observable.create { k.s.subscribe($0) } }),
        entry("ObservableType.debounce", { k in k.s.debounce(ms, scheduler: k.scheduler) }),
        entry("ObservableType.debug", { k in k.s.take(2).debug("conformance", trimOutput: true) }),
        entry(
            "ObservableType.decode",
            { k in
                k.s.map { Data("{\"value\":\($0)}".utf8) }.decode(type: Payload.self, decoder: JSONDecoder()).map(
                    \.value)
            },
            throwing: { k in
                k.s.map { _ in Data("not json".utf8) }.decode(type: Payload.self, decoder: JSONDecoder()).map(\.value)
            }),
        entry(
            "ObservableType.deferred", { k in Observable.deferred { k.s } },
            throwing: { _ in Observable<Int>.deferred { try boom() } }),
        entry("ObservableType.delay", { k in k.s.delay(ms, scheduler: k.scheduler) }),
        entry("ObservableType.delaySubscription", { k in k.s.delaySubscription(ms, scheduler: k.scheduler) }),
        entry("ObservableType.dematerialize", { k in k.s.materialize().dematerialize() }),
        entry(
            "ObservableType.distinctUntilChanged", { k in k.s.distinctUntilChanged().distinctUntilChanged { $0 / 2 } },
            throwing: { k in k.s.distinctUntilChanged { _, _ in try boom() } }),
        entry(
            "ObservableType.do", { k in k.s.do(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onDispose: {}) },
            throwing: { k in k.s.do(onNext: { _ in try boom() }) }),
        entry("ObservableType.element", { k in k.s.element(at: 2) }),
        entry("ObservableType.empty", { _ in Observable<Int>.empty() }),
        entry("ObservableType.enumerated", { k in k.s.enumerated().map(\.index) }),
        entry("ObservableType.error", { _ in Observable<Int>.error(TestError.boom) }),
        entry(
            "ObservableType.filter", { k in k.s.filter { $0 % 2 == 1 } },
            throwing: { k in k.s.filter { _ in try boom() } }),
        entry("ObservableType.first", { k in k.s.first().o.map { $0 ?? -1 } }),
        entry(
            "ObservableType.flatMap", { k in k.s.flatMap { _ in k.source(length: 2) } },
            throwing: { k in k.s.flatMap { _ -> Observable<Int> in try boom() } }),
        entry(
            "ObservableType.flatMapFirst", { k in k.s.flatMapFirst { _ in k.source(length: 2) } },
            throwing: { k in k.s.flatMapFirst { _ -> Observable<Int> in try boom() } }),
        entry(
            "ObservableType.flatMapLatest", { k in k.s.flatMapLatest { _ in k.source(length: 2) } },
            throwing: { k in k.s.flatMapLatest { _ -> Observable<Int> in try boom() } }),
        entry("ObservableType.from", { _ in Observable.concat(Observable.from([1, 2, 3]), .from(optional: 4)) }),
        entry(
            "ObservableType.generate",
            { _ in Observable.generate(initialState: 0, condition: { $0 < 5 }, iterate: { $0 + 1 }) },
            throwing: { _ in Observable.generate(initialState: 0, condition: { _ in try boom() }, iterate: { $0 + 1 }) }
        ),
        entry(
            "ObservableType.groupBy", { k in k.s.groupBy { $0 % 2 }.flatMap { $0 } },
            throwing: { k in k.s.groupBy { _ -> Int in try boom() }.flatMap { $0 } }),
        entry("ObservableType.ifEmpty", { k in k.s.filter { $0 < 0 }.ifEmpty(switchTo: k.o).ifEmpty(default: 0) }),
        entry("ObservableType.ignoreElements", { k in k.s.ignoreElements().ints }),
        entry("ObservableType.interval", { k in Observable<Int>.interval(ms, scheduler: k.scheduler).take(3) }),
        entry("ObservableType.just", { _ in Observable.just(1) }),
        entry("ObservableType.map", { k in k.s.map { $0 * 2 } }, throwing: { k in k.s.map { _ in try boom() } }),
        entry("ObservableType.materialize", { k in k.s.materialize().map { $0.element ?? 0 } }),
        entry("ObservableType.merge", { k in Observable.merge(k.s, k.o, k.nested.merge(maxConcurrent: 2)) }),
        entry(
            "ObservableType.multicast", shared: true,
            { k in k.s.multicast(makeSubject: { PublishSubject<Int>() }).refCount() },
            throwing: { k in k.s.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in try boom() })
            }),
        entry("ObservableType.never", infinite: true, { _ in Observable<Int>.never() }),
        entry("ObservableType.observe", { k in k.s.observe(on: k.scheduler) }),
        entry("ObservableType.of", { _ in Observable.of(1, 2, 3) }),
        entry("ObservableType.publish", shared: true, { k in k.s.publish().refCount() }),
        entry("ObservableType.range", { _ in Observable.range(start: 1, count: 5) }),
        entry(
            "ObservableType.reduce", { k in k.s.reduce(0, accumulator: +) },
            throwing: { k in k.s.reduce(0) { _, _ in try boom() } }),
        entry("ObservableType.repeatElement", { _ in Observable.repeatElement(1).take(5) }),
        entry("ObservableType.replay", shared: true, { k in k.s.replay(1).refCount() }),
        entry("ObservableType.replayAll", shared: true, { k in k.s.replayAll().refCount() }),
        entry(
            "ObservableType.retry", { k in k.s.retry(2).retry(when: { (errors: Observable<Error>) in errors.take(1) }) }
        ),
        // The sampler ticks until disposed: `sample` completes at the first tick after the source completed, so
        // a finite sampler that completes first leaves it running forever (upstream behaves the same).
        entry(
            "ObservableType.sample",
            { k in k.s.sample(Observable<Int>.interval(ms, scheduler: k.scheduler), defaultValue: 0) }),
        entry(
            "ObservableType.scan", { k in k.s.scan(0, accumulator: +) },
            throwing: { k in k.s.scan(0) { _, _ in try boom() } }),
        entry("ObservableType.share", shared: true, { k in k.s.share(replay: 1) }),
        entry(
            "ObservableType.single", { k in k.s.single { $0 == 3 } }, throwing: { k in k.s.single { _ in try boom() } }),
        entry(
            "ObservableType.skip",
            { k in
                // skip(until:) subscribes the source first and forwards its completion only once the gate is
                // open (upstream 6.9). The trampoline defers the source's subscription until `skip(until:)` has
                // subscribed `just(0)`, which opens the gate: deterministic on any thread.
                k.s.subscribe(on: CurrentThreadScheduler.instance).skip(until: Observable.just(0))
                    .skip(1).skip(while: { $0 < 3 }).skip(.milliseconds(0), scheduler: k.scheduler)
            },
            throwing: { k in k.s.skip(while: { _ in try boom() }) }),
        entry("ObservableType.startWith", { k in k.s.startWith(-1, 0) }),
        entry("ObservableType.subscribe", { k in k.s.subscribe(on: k.scheduler) }),
        entry("ObservableType.switchLatest", { k in k.nested.switchLatest() }),
        entry(
            "ObservableType.take",
            { k in
                k.s.take(10).take(while: { $0 < 100 }).take(until: Observable<Int>.never()).take(
                    for: long, scheduler: k.scheduler)
            },
            throwing: { k in k.s.take(while: { _ in try boom() }) }),
        entry("ObservableType.takeLast", { k in k.s.takeLast(2) }),
        // A long interval: no beat during the run, so the source's events pass as they are.
        entry("ObservableType.heartbeat", { k in k.s.heartbeat(long, scheduler: k.scheduler, beat: -1) }),
        entry("ObservableType.throttle", { k in k.s.throttle(ms, scheduler: k.scheduler) }),
        entry(
            "ObservableType.timeout",
            { k in k.s.timeout(long, scheduler: k.scheduler).timeout(long, other: k.o, scheduler: k.scheduler) }),
        entry("ObservableType.timer", { k in Observable<Int>.timer(ms, scheduler: k.scheduler) }),
        entry("ObservableType.toArray", { k in k.s.toArray().o.map(\.count) }),
        // With a recorder of its own: the recording sink runs (without one, trace subscribes straight through).
        entry("ObservableType.trace", { k in k.s.trace("conformance", recorder: TraceRecorder()) }),
        entry(
            "ObservableType.using", { k in Observable.using({ NopResource() }, observableFactory: { _ in k.s }) },
            throwing: { _ in
                Observable<Int>.using({ () -> NopResource in try boom() }, observableFactory: { _ in .empty() })
            }),
        entry(
            "ObservableType.window",
            { k in k.s.window(timeSpan: ms, count: 3, scheduler: k.scheduler).flatMap { $0 } }),
        entry(
            "ObservableType.withLatestFrom", { k in k.s.withLatestFrom(k.o) { $0 + $1 } },
            throwing: { k in k.s.withLatestFrom(Observable.just(1)) { _, _ in try boom() } }),
        entry("ObservableType.withUnretained", { k in k.s.withUnretained(k).map { $1 } }),
        entry(
            "ObservableType.zip", { k in Observable.zip(Observable.zip(k.s, k.o) { $0 + $1 }, k.o) { $0 + $1 } },
            throwing: { k in Observable.zip(k.s, k.o) { _, _ in try boom() } }),
        entry("Observable.asObservable", { k in Observable<Int>.just(1).asObservable().concat(k.s) }),
        entry("ConnectableObservableType.refCount", shared: true, { k in k.s.publish().refCount() }),
        entry("GroupedObservable.asObservable", { k in k.s.groupBy { $0 % 2 }.flatMap { $0.asObservable() } }),
        entry(
            "AsyncSequence.asObservable",
            { _ in
                AsyncStream<Int> { continuation in
                    for value in 1...3 { continuation.yield(value) }
                    continuation.finish()
                }.asObservable()
            }),
    ]
}
