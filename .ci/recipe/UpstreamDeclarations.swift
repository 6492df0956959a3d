// Lines that compile against upstream RxSwift 6 and once did not compile here (issue 23, items 8–21: a
// declaration stricter than upstream's, or missing). `.ci/run recipe` builds this file unchanged in the Swift 5
// and Swift 6 language modes, so each of these declarations must keep upstream's shape: making one stricter
// again fails the recipe step. Each function holds the lines of one item.
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest

// Item 8: `withLatestFrom(_:)` of a shared sequence takes one of any sharing strategy (upstream's sign-up
// example: `loginTaps.withLatestFrom(usernameAndPassword)`).
func item8WithLatestFromAnyStrategy(loginTaps: Signal<Void>, username: Driver<String>, password: Driver<String>) {
    let usernameAndPassword = Driver.combineLatest(username, password) { (username: $0, password: $1) }
    let signingIn: Signal<(username: String, password: String)> = loginTaps.withLatestFrom(usernameAndPassword)
    let latest: Signal<String> = Signal.just(1).withLatestFrom(Driver.just("a"))
    _ = (signingIn, latest)
}

// Item 9: the collection forms of `combineLatest` and `zip` have a `Result` of their own.
func item9CollectionSelectorsWithOwnResult() {
    let combined: Driver<Int> = Driver<String>.combineLatest([Driver.just("a")]) { $0.count }
    let zipped: Signal<Int> = Signal<String>.zip([Signal.just("a"), Signal.just("b")]) { $0.joined().count }
    _ = (combined, zipped)
}

// Item 10: `merge` and the tuple forms of `combineLatest`/`zip` are declared on the protocol.
func item10ProtocolStatics<S: SharedSequenceConvertibleType>(
    _ strategy: S.Type,
    _ first: SharedSequence<S.SharingStrategy, Int>,
    _ second: SharedSequence<S.SharingStrategy, String>
) -> SharedSequence<S.SharingStrategy, (Int, String)> where S.Element == Any {
    S.combineLatest(first, second)
}

func item10ProtocolMergeAndZip<S: SharedSequenceConvertibleType>(_ first: S, _ second: S)
    -> SharedSequence<S.SharingStrategy, S.Element>
{
    S.merge(first.asSharedSequence(), second.asSharedSequence())
}

func item10Callers(_ taps: Signal<Int>) {
    let merged = item10ProtocolMergeAndZip(taps, taps)
    let pairs: Signal<(Int, String)> = item10ProtocolStatics(Signal<Any>.self, taps, Signal.just("a"))
    let zipped: Driver<(Int, String)> = Driver.zip(Driver.just(1), Driver.just("a"))
    let fromArray: Signal<Int> = Signal.merge([taps, taps])
    _ = (merged, pairs, zipped, fromArray)
}

// Item 11: a shared sequence converts to an Infallible without an argument.
func item11SharedSequenceAsInfallible(_ driver: Driver<Int>) -> Infallible<Int> {
    driver.asInfallible()
}

// Item 12: Infallible operators take throwing closures.
private struct ParseFailure: Error {}

private func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseFailure() }
    return value
}

func item12ThrowingClosures(_ texts: Infallible<String>, _ numbers: Infallible<Int>) {
    _ = Infallible.combineLatest(texts, texts) { try parse($0) + parse($1) }
    _ = Infallible.combineLatest(texts, texts, texts) { try parse($0) + parse($1) + parse($2) }
    _ = Infallible.combineLatest([texts, texts]) { try $0.map(parse).reduce(0, +) }
    _ = Infallible.zip(texts, texts) { try parse($0) + parse($1) }
    _ = Infallible.zip(texts, texts, texts, texts) { try parse($0) + parse($1) + parse($2) + parse($3) }
    _ = texts.do(
        onNext: { _ = try parse($0) },
        afterNext: { _ = try parse($0) },
        onCompleted: { _ = try parse("1") },
        afterCompleted: { _ = try parse("2") }
    )
    _ = Infallible<Int>.deferred { Infallible.just(try parse("3")) }
    _ = texts.distinctUntilChanged { try parse($0) }
    _ = texts.distinctUntilChanged { try parse($0) == parse($1) }
    _ = texts.distinctUntilChanged({ try parse($0) }, comparer: { $0 == $1 })
    _ = texts.skip(while: { try parse($0) < 0 })
    _ = texts.take(while: { try parse($0) < 10 }, behavior: .inclusive)
    _ = texts.take(until: { try parse($0) > 10 }, behavior: .exclusive)
    _ = numbers.withLatestFrom(texts) { try $0 + parse($1) }
}

// Item 13: Infallible's flattening operators and `concat` accept any ObservableConvertibleType.
func item13FlatteningAnySource(_ inf: Infallible<Int>) {
    let flat: Infallible<Int> = inf.flatMap { _ in Observable.just(2) }
    let first: Infallible<Int> = inf.flatMapFirst { _ in Single.just(2) }
    let latest: Infallible<String> = inf.flatMapLatest { _ in BehaviorRelay(value: "a") }
    let concatenated: Infallible<Int> = inf.concatMap { Observable.of($0, $0) }
    let continued: Infallible<Int> = inf.concat(Observable.just(3))
    _ = (flat, first, latest, concatenated, continued)
}

// Item 14: an Observable's `flatMapLatest` into Infallibles is an Infallible.
func item14ObservableFlatMapLatestToInfallible() -> Infallible<Int> {
    Observable.just(1).flatMapLatest { _ in Infallible.just(2) }
}

// Item 15: Infallible's `startWith` takes one element.
func item15StartWithOneElement(_ inf: Infallible<Int>) -> (Int) -> Infallible<Int> {
    inf.startWith
}

// Item 16: InfallibleEvent is an EventConvertible.
func item16DematerializeInfallibleEvents() -> Observable<Int> {
    let events: Observable<InfallibleEvent<Int>> = .of(.next(1), .completed)
    let event: Event<Int> = InfallibleEvent.next(1).event
    _ = event
    return events.dematerialize()
}

// Item 17: DisposeBase is the superclass of the owning disposables.
func item17DisposeBase() -> [DisposeBase] {
    let bag: DisposeBase = DisposeBag()
    return [
        bag, CompositeDisposable(), RefCountDisposable(disposable: Disposables.create()), SerialDisposable(),
        SingleAssignmentDisposable(),
    ]
}

// Item 18: DisposeBag's result-builder initialiser is labelled `builder:`.
func item18DisposeBagBuilder(_ first: Disposable, _ second: Disposable) -> [DisposeBag] {
    let labelled = DisposeBag(builder: {
        first
        second
    })
    let trailing = DisposeBag {
        first
        second
    }
    return [labelled, trailing]
}

// Item 19: RxObservable names Observable.
func item19RxObservable() -> RxObservable<Int> {
    let numbers: RxObservable<Int> = .just(1)
    return numbers.map { $0 + 1 }
}

// Item 20: the virtual-time schedulers describe themselves.
func item20DebugDescriptions() -> [String] {
    let historical: CustomDebugStringConvertible = HistoricalScheduler()
    let virtual: CustomDebugStringConvertible = VirtualTimeScheduler(
        initialClock: Date(),
        converter: HistoricalSchedulerTimeConverter()
    )
    let test: CustomDebugStringConvertible = TestScheduler(initialClock: 0)
    return [historical.debugDescription, virtual.debugDescription, test.debugDescription]
}

// Item 21: KVORepresentable and SectionedViewDataSourceType, which libraries conform to.
struct Celsius: KVORepresentable {
    let degrees: Double

    init?(KVOValue: NSNumber) {
        degrees = KVOValue.doubleValue
    }
}

struct Sections: SectionedViewDataSourceType {
    let items: [[String]]

    func model(at indexPath: IndexPath) throws -> Any {
        items[indexPath[0]][indexPath[1]]
    }
}

func item21Decode<Value: KVORepresentable>(_ value: Value.KVOType?, as type: Value.Type) -> Value? {
    Value(KVOValue: value)
}

func item21KVORepresentables() -> [Any?] {
    let number = NSNumber(value: 1)
    return [
        Int(KVOValue: number), Int32(KVOValue: number), Int64(KVOValue: number), UInt(KVOValue: number),
        UInt32(KVOValue: number), UInt64(KVOValue: number), Bool(KVOValue: number),
        item21Decode(nil, as: Int.self), item21Decode(number, as: Celsius.self),
        try? Sections(items: [["a"]]).model(at: IndexPath(indexes: [0, 0])),
    ]
}

// Issue 24: `_sentMessage(_:withArguments:)` and `_methodInvoked(_:withArguments:)` keep upstream's `open`
// shape (taking `[Any]`) when the non-allocating `arguments:` forms were added: an override written for
// upstream, calling `super`, compiles.
protocol RecipeTickerDelegate: AnyObject {}

final class RecipeTicker: HasDelegate {
    typealias Delegate = RecipeTickerDelegate
    weak var delegate: RecipeTickerDelegate?
}

final class RecipeOverridingProxy: DelegateProxy<RecipeTicker, RecipeTickerDelegate>, DelegateProxyType,
    RecipeTickerDelegate
{
    init(ticker: RecipeTicker) {
        super.init(parentObject: ticker, delegateProxy: RecipeOverridingProxy.self)
    }

    static func registerKnownImplementations() {
        register { RecipeOverridingProxy(ticker: $0) }
    }

    override func _sentMessage(_ selector: Selector, withArguments arguments: [Any]) {
        super._sentMessage(selector, withArguments: arguments)
    }

    override func _methodInvoked(_ selector: Selector, withArguments arguments: [Any]) {
        super._methodInvoked(selector, withArguments: arguments)
    }
}

// Issue 32: `Binder(mainActor:binding:)` takes a `@MainActor` binding. Upstream's forms below still choose the
// non-isolated initialiser, so a closure may capture a non-`Sendable` parameter in the Swift 6 mode (a main-actor
// closure could not): a closure, a closure with explicit types, a function value, a function reference, and an
// explicit scheduler.
final class RecipeGauge {
    var reading = 0
    func show(_ reading: Int) { self.reading = reading }
}

func recipeSetReading(_ gauge: RecipeGauge, _ reading: Int) {
    gauge.reading = reading
}

func issue32UpstreamBinderForms(_ gauge: RecipeGauge, notify: @escaping (Int) -> Void) -> [Binder<Int>] {
    let function: (RecipeGauge, Int) -> Void = { gauge, reading in gauge.show(reading) }
    return [
        Binder(gauge) { gauge, reading in
            gauge.reading = reading
            notify(reading)
        },
        Binder<Int>(gauge) { (gauge: RecipeGauge, reading: Int) in gauge.show(reading) },
        Binder(gauge, binding: function),
        Binder(gauge, binding: recipeSetReading),
        Binder(gauge, scheduler: MainScheduler.instance) { gauge, reading in gauge.reading = reading },
        Binder(gauge, scheduler: CurrentThreadScheduler.instance, binding: function),
    ]
}
