import Foundation
import RxSwift
import RxTestSupport

private let ms = RxTimeInterval.milliseconds(1)
private let long = RxTimeInterval.seconds(10)

/// The operators of Single, Maybe and Completable (`PrimitiveSequence`, `PrimitiveSequenceType`).
func traitEntries() -> [ConformanceEntry] {
    [
        entry("PrimitiveSequence.asObservable", { k in k.single.asObservable() }),
        entry(
            "PrimitiveSequence.catch", { k in k.single.catch { _ in .just(0) }.o },
            throwing: { _ in Single<Int>.error(TestError.boom).catch { _ in try boom() }.o }),
        entry("PrimitiveSequence.debug", { k in k.single.debug("conformance", trimOutput: true).o }),
        entry(
            "PrimitiveSequence.deferred", { k in Single.deferred { k.single }.o },
            throwing: { _ in Single<Int>.deferred { try boom() }.o }),
        entry("PrimitiveSequence.delay", { k in k.single.delay(ms, scheduler: k.scheduler).o }),
        entry("PrimitiveSequence.delaySubscription", { k in k.maybe.delaySubscription(ms, scheduler: k.scheduler).o }),
        entry("PrimitiveSequence.observe", { k in k.single.observe(on: k.scheduler).o }),
        entry(
            "PrimitiveSequence.retry",
            { k in k.single.retry(2).retry(when: { (errors: Observable<Error>) in errors.take(1) }).o }),
        entry("PrimitiveSequence.subscribe", { k in k.completable.subscribe(on: k.scheduler).ints }),
        entry(
            "PrimitiveSequence.timeout",
            { k in
                k.single.timeout(long, scheduler: k.scheduler).timeout(long, other: .just(0), scheduler: k.scheduler).o
            }),
        entry(
            "PrimitiveSequence.using",
            { k in Single.using({ NopResource() }, primitiveSequenceFactory: { _ in k.single }).o },
            throwing: { _ in
                Single<Int>.using({ () -> NopResource in try boom() }, primitiveSequenceFactory: { _ in .just(0) }).o
            }),
        entry(
            "PrimitiveSequenceType.andThen",
            { k in
                k.completable.andThen(k.completable).andThen(k.maybe).asObservable().concat(k.completable.andThen(k.s))
            }),
        entry("PrimitiveSequenceType.asCompletable", { k in k.single.asCompletable().ints }),
        entry("PrimitiveSequenceType.asMaybe", { k in k.single.asMaybe().o }),
        entry(
            "PrimitiveSequenceType.catchAndReturn",
            { k in k.single.catchAndReturn(0).o.concat(k.maybe.catchAndReturn(0).o) }),
        entry(
            "PrimitiveSequenceType.compactMap", { k in k.single.compactMap { $0 }.o },
            throwing: { k in k.maybe.compactMap { _ -> Int? in try boom() }.o }),
        entry(
            "PrimitiveSequenceType.concat",
            { k in Completable.concat(k.completable.concat(k.completable), k.completable).ints }),
        entry(
            "PrimitiveSequenceType.create",
            { k in
                let source = k.s
                return Single<Int>.create { observer in
                    source.take(1).subscribe(
                        onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) })
                }.o
            }),
        entry(
            "PrimitiveSequenceType.do", { k in k.single.do(onSuccess: { _ in }, onError: { _ in }).o },
            throwing: { k in k.single.do(onSuccess: { _ in try boom() }).o }),
        entry("PrimitiveSequenceType.empty", { _ in Maybe<Int>.empty().o.concat(Completable.empty().ints) }),
        entry("PrimitiveSequenceType.error", { _ in Single<Int>.error(TestError.boom).o }),
        entry(
            "PrimitiveSequenceType.filter", { k in k.single.filter { $0 > 0 }.o },
            throwing: { k in k.single.filter { _ in try boom() }.o }),
        entry(
            "PrimitiveSequenceType.flatMap", { k in k.single.flatMap { _ in k.single }.o },
            throwing: { k in k.single.flatMap { _ -> Single<Int> in try boom() }.o }),
        entry(
            "PrimitiveSequenceType.flatMapCompletable",
            { k in k.single.flatMapCompletable { _ in k.completable }.ints },
            throwing: { k in k.single.flatMapCompletable { _ in try boom() }.ints }),
        entry(
            "PrimitiveSequenceType.flatMapMaybe", { k in k.single.flatMapMaybe { _ in k.maybe }.o },
            throwing: { k in k.single.flatMapMaybe { _ -> Maybe<Int> in try boom() }.o }),
        entry("PrimitiveSequenceType.ifEmpty", { k in k.maybe.filter { $0 < 0 }.ifEmpty(switchTo: k.single).o }),
        entry("PrimitiveSequenceType.just", { _ in Single.just(1).o }),
        entry(
            "PrimitiveSequenceType.map", { k in k.single.map { $0 + 1 }.o },
            throwing: { k in k.single.map { _ -> Int in try boom() }.o }),
        entry("PrimitiveSequenceType.never", infinite: true, { _ in Single<Int>.never().o }),
        entry("PrimitiveSequenceType.timer", { k in Single<Int>.timer(ms, scheduler: k.scheduler).o }),
        entry(
            "PrimitiveSequenceType.zip", { k in Single.zip(k.single, k.single) { $0 + $1 }.o },
            throwing: { k in Single.zip(k.single, k.single) { _, _ -> Int in try boom() }.o }),
    ]
}
