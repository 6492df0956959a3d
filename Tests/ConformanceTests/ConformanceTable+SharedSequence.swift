import Foundation
import RxCocoa
import RxRelay
import RxSwift

private let ms = RxTimeInterval.milliseconds(1)

/// A relay fed by the kit's primary source for as long as the returned sequence is subscribed.
private func relayed<Relayed: ObservableConvertibleType>(
    _ k: ConformanceKit, accept: @escaping (Int) -> Void, _ output: Relayed
) -> Observable<Int> where Relayed.Element == Int {
    let source = k.s
    return Observable.create { observer in
        let subscription = output.asObservable().subscribe(observer)
        // A relay carries no error: a failing source only stops feeding it (handled here, so that it does not reach
        // Hooks.defaultErrorHandler).
        let feeding = source.subscribe(onNext: accept, onError: { _ in })
        return Disposables.create(subscription, feeding)
    }
}

/// The operators of `SharedSequence` (Driver, Signal), the control traits and the relays' conversions.
func sharedSequenceEntries() -> [ConformanceEntry] {
    [
        entry("SharedSequence.asObservable", { k in k.driver.asObservable() }),
        entry("SharedSequence.asInfallible", { k in k.driver.asInfallible().o }),
        entry("SharedSequence.asSharedSequence", { k in k.driver.asSharedSequence().o }),
        entry("SharedSequence.combineLatest", { k in Driver.combineLatest(k.driver, k.driver) { $0 + $1 }.o }),
        entry("SharedSequence.concat", { k in Driver.concat([k.driver, k.driver]).o }),
        entry("SharedSequence.deferred", { k in Driver.deferred { k.driver }.o }),
        entry("SharedSequence.empty", { _ in Driver<Int>.empty().o }),
        entry("SharedSequence.from", { _ in Driver.from([1, 2, 3]).o }),
        entry("SharedSequence.interval", { _ in Driver<Int>.interval(ms).o.take(3) }),
        entry("SharedSequence.just", { _ in Signal.just(1).o }),
        entry("SharedSequence.never", infinite: true, { _ in Driver<Int>.never().o }),
        entry("SharedSequence.of", { _ in Driver.of(1, 2, 3).o }),
        entry("SharedSequence.timer", { _ in Driver<Int>.timer(ms, period: ms).o.take(2) }),
        entry("SharedSequence.zip", { k in Driver.zip(k.driver, k.driver) { $0 + $1 }.o }),
        entry("SharedSequenceConvertibleType.asDriver", shared: true, { k in k.driver.asDriver().o }),
        entry("SharedSequenceConvertibleType.asObservable", { k in k.signal.asObservable() }),
        entry("SharedSequenceConvertibleType.asSignal", shared: true, { k in k.signal.asSignal().o }),
        entry(
            "SharedSequenceConvertibleType.combineLatest",
            { k in Driver.combineLatest(k.driver, k.driver).map { $0 + $1 }.o }),
        entry("SharedSequenceConvertibleType.compactMap", { k in k.driver.compactMap { $0 % 2 == 0 ? $0 : nil }.o }),
        entry("SharedSequenceConvertibleType.debounce", { k in k.driver.debounce(ms).o }),
        entry(
            "SharedSequenceConvertibleType.debug", { k in k.driver.debug("conformance", trimOutput: true).o.take(2) }),
        entry("SharedSequenceConvertibleType.delay", { k in k.driver.delay(ms).o }),
        entry(
            "SharedSequenceConvertibleType.distinctUntilChanged",
            { k in k.driver.distinctUntilChanged().distinctUntilChanged { $0 / 2 }.o }),
        entry("SharedSequenceConvertibleType.do", { k in k.driver.do(onNext: { _ in }, onCompleted: {}).o }),
        entry("SharedSequenceConvertibleType.filter", { k in k.signal.filter { $0 % 2 == 1 }.o }),
        entry("SharedSequenceConvertibleType.flatMap", { k in k.driver.flatMap { _ in Driver.just(0) }.o }),
        entry("SharedSequenceConvertibleType.flatMapFirst", { k in k.driver.flatMapFirst { _ in Driver.just(0) }.o }),
        entry("SharedSequenceConvertibleType.flatMapLatest", { k in k.driver.flatMapLatest { _ in Driver.just(0) }.o }),
        entry("SharedSequenceConvertibleType.map", { k in k.driver.map { $0 + 1 }.o }),
        entry(
            "SharedSequenceConvertibleType.merge",
            { k in
                Driver.from([k.driver, k.driver]).merge().o.concat(Driver.from([k.driver]).merge(maxConcurrent: 1).o)
                    .concat(Driver.merge(k.driver, k.driver).o)
            }),
        entry("SharedSequenceConvertibleType.scan", { k in k.driver.scan(0, accumulator: +).o }),
        entry("SharedSequenceConvertibleType.skip", { k in k.driver.skip(1).o }),
        entry("SharedSequenceConvertibleType.startWith", { k in k.signal.startWith(0).o }),
        entry(
            "SharedSequenceConvertibleType.switchLatest", { k in Driver.from([k.driver, k.driver]).switchLatest().o }),
        entry("SharedSequenceConvertibleType.throttle", { k in k.driver.throttle(ms).o }),
        entry("SharedSequenceConvertibleType.withLatestFrom", { k in k.driver.withLatestFrom(k.driver) { $0 + $1 }.o }),
        entry("SharedSequenceConvertibleType.withUnretained", { k in k.driver.withUnretained(k).map { $1 }.o }),
        entry("SharedSequenceConvertibleType.zip", { k in Driver.zip(k.driver, k.driver).map { $0 + $1 }.o }),
        entry("DriverSharingStrategy.share", shared: true, { k in DriverSharingStrategy.share(k.s) }),
        entry("SignalSharingStrategy.share", shared: true, { k in SignalSharingStrategy.share(k.s) }),
        entry("ObservableConvertibleType.asDriver", shared: true, { k in k.s.asDriver(onErrorJustReturn: -1).o }),
        entry(
            "ObservableConvertibleType.asSharedSequence",
            { k in k.s.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1).o }),
        entry("ObservableConvertibleType.asSignal", shared: true, { k in k.s.asSignal(onErrorJustReturn: -1).o }),
        entry("InfallibleType.asDriver", { k in k.infallible.asDriver().o }),
        entry("ControlEvent.asControlEvent", { k in ControlEvent(events: k.infallible.o).asControlEvent().o }),
        entry("ControlEvent.asDriver", { k in ControlEvent(events: k.infallible.o).asDriver().o }),
        entry("ControlEvent.asInfallible", { k in ControlEvent(events: k.infallible.o).asInfallible().o }),
        entry("ControlEvent.asObservable", { k in ControlEvent(events: k.infallible.o).asObservable() }),
        entry("ControlEvent.asSignal", { k in ControlEvent(events: k.infallible.o).asSignal().o }),
        entry("ControlProperty.asControlProperty", { k in controlProperty(k).asControlProperty().o }),
        entry("ControlProperty.asDriver", { k in controlProperty(k).asDriver().o }),
        entry("ControlProperty.asInfallible", { k in controlProperty(k).asInfallible().o }),
        entry("ControlProperty.asObservable", { k in controlProperty(k).asObservable() }),
        entry("ControlProperty.asSignal", { k in controlProperty(k).asSignal().o }),
        entry(
            "BehaviorRelay.asDriver", infinite: true, shared: true,
            { k in
                let relay = BehaviorRelay(value: 0)
                return relayed(k, accept: relay.accept, relay.asDriver())
            }),
        entry(
            "PublishRelay.asSignal", infinite: true, shared: true,
            { k in
                let relay = PublishRelay<Int>()
                return relayed(k, accept: relay.accept, relay.asSignal())
            }),
    ]
}

/// Control traits never fail (a failing source is a programmer error that traps), so they wrap Infallibles.
private func controlProperty(_ k: ConformanceKit) -> ControlProperty<Int> {
    ControlProperty(values: k.infallible.o, valueSink: AnyObserver { _ in })
}

/// Subjects and relays: not operators, but condition 6 is about them.
func subjectEntries() -> [ConformanceEntry] {
    [
        entry("Subject.PublishSubject", shared: true, { k in k.drive(PublishSubject<Int>()) }),
        entry("Subject.BehaviorSubject", shared: true, { k in k.drive(BehaviorSubject(value: 0)) }),
        entry("Subject.ReplaySubject", shared: true, { k in k.drive(ReplaySubject<Int>.create(bufferSize: 2)) }),
        entry("Subject.AsyncSubject", shared: true, { k in k.drive(AsyncSubject<Int>()) }),
        entry(
            "Subject.PublishRelay", infinite: true, shared: true,
            { k in
                let relay = PublishRelay<Int>()
                return k.condition == .manySubscribers
                    ? k.feed(relay.accept, relay) : relayed(k, accept: relay.accept, relay)
            }),
        entry(
            "Subject.BehaviorRelay", infinite: true, shared: true,
            { k in
                let relay = BehaviorRelay(value: 0)
                return k.condition == .manySubscribers
                    ? k.feed(relay.accept, relay) : relayed(k, accept: relay.accept, relay)
            }),
        entry(
            "Subject.ReplayRelay", infinite: true, shared: true,
            { k in
                let relay = ReplayRelay<Int>.create(bufferSize: 2)
                return k.condition == .manySubscribers
                    ? k.feed(relay.accept, relay) : relayed(k, accept: relay.accept, relay)
            }),
    ]
}

/// Every entry of the table.
func conformanceTable() -> [ConformanceEntry] {
    observableEntries() + traitEntries() + infallibleEntries() + sharedSequenceEntries() + subjectEntries()
}
