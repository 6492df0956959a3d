import Foundation
import RxSwift

private let ms = RxTimeInterval.milliseconds(1)
private let long = RxTimeInterval.seconds(10)

/// The operators of `Infallible` (declared on `InfallibleType`, `Infallible` and `ObservableConvertibleType`).
func infallibleEntries() -> [ConformanceEntry] {
    [
        entry("InfallibleType.asInfallible", { k in k.infallible.asInfallible().o }),
        entry(
            "InfallibleType.combineLatest",
            { k in Infallible.combineLatest(k.infallible, k.o.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }.o }),
        entry("InfallibleType.compactMap", { k in k.infallible.compactMap { $0 % 2 == 0 ? $0 : nil }.o }),
        entry("InfallibleType.concat", { k in Infallible.concat(k.infallible.concat(k.infallible), k.infallible).o }),
        entry("InfallibleType.concatMap", { k in k.infallible.concatMap { _ in Infallible.just(0) }.o }),
        entry("InfallibleType.debounce", { k in k.infallible.debounce(ms, scheduler: k.scheduler).o }),
        entry("InfallibleType.debug", { k in k.infallible.take(2).debug("conformance", trimOutput: true).o }),
        entry("InfallibleType.delay", { k in k.infallible.delay(ms, scheduler: k.scheduler).o }),
        entry("InfallibleType.deferred", { k in Infallible.deferred { k.infallible }.o }),
        entry(
            "InfallibleType.distinctUntilChanged",
            { k in k.infallible.distinctUntilChanged().distinctUntilChanged { $0 / 2 }.o }),
        entry("InfallibleType.do", { k in k.infallible.do(onNext: { _ in }, onCompleted: {}).o }),
        entry("InfallibleType.empty", { _ in Infallible<Int>.empty().o }),
        entry("InfallibleType.filter", { k in k.infallible.filter { $0 % 2 == 1 }.o }),
        entry("InfallibleType.flatMap", { k in k.infallible.flatMap { _ in k.infallible.take(2) }.o }),
        entry("InfallibleType.flatMapFirst", { k in k.infallible.flatMapFirst { _ in k.infallible.take(2) }.o }),
        entry("InfallibleType.flatMapLatest", { k in k.infallible.flatMapLatest { _ in k.infallible.take(2) }.o }),
        entry("InfallibleType.from", { _ in Infallible.from([1, 2, 3]).o }),
        entry("InfallibleType.just", { _ in Infallible.just(1).o }),
        entry("InfallibleType.map", { k in k.infallible.map { $0 * 2 }.o }),
        entry("InfallibleType.merge", { k in Infallible.merge(k.infallible, k.infallible).o }),
        entry("InfallibleType.never", infinite: true, { _ in Infallible<Int>.never().o }),
        entry("InfallibleType.of", { _ in Infallible.of(1, 2, 3).o }),
        entry("InfallibleType.scan", { k in k.infallible.scan(0, accumulator: +).o }),
        entry("InfallibleType.share", shared: true, { k in k.infallible.share(replay: 1).o }),
        entry("InfallibleType.skip", { k in k.infallible.skip(1).skip(while: { $0 < 3 }).o }),
        entry("InfallibleType.startWith", { k in k.infallible.startWith(0).o }),
        entry(
            "InfallibleType.take",
            { k in k.infallible.take(10).take(while: { $0 < 100 }).take(for: long, scheduler: k.scheduler).o }),
        entry("InfallibleType.throttle", { k in k.infallible.throttle(ms, scheduler: k.scheduler).o }),
        entry("InfallibleType.withLatestFrom", { k in k.infallible.withLatestFrom(k.infallible) { $0 + $1 }.o }),
        entry("InfallibleType.withUnretained", { k in k.infallible.withUnretained(k).map { $1 }.o }),
        entry("InfallibleType.zip", { k in Infallible.zip(k.infallible, k.infallible) { $0 + $1 }.o }),
        entry("Infallible.asInfallible", { k in Infallible.just(0).asInfallible().o.concat(k.s) }),
        entry("Infallible.asObservable", { k in k.infallible.asObservable() }),
        entry(
            "Infallible.create",
            { k in
                let source = k.s
                return Infallible<Int>.create { observer in
                    source.subscribe(
                        onNext: { observer(.next($0)) }, onError: { _ in observer(.completed) },
                        onCompleted: { observer(.completed) })
                }.o
            }),
        entry(
            "ObservableConvertibleType.asInfallible",
            { k in
                k.s.asInfallible(onErrorRecover: { _ in .just(-1) }).o.concat(
                    k.s.asInfallible(onErrorFallbackTo: .empty()).o)
            }),
    ]
}
