import Dispatch
import RxCocoa
import RxRelay
import RxSwift
import WorkloadFixtures

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

// Instruction-count probes for the CI fence (scripts/instruction-fence.py, Benchmarks/README.md).
//
//     InstructionProbes --list              # one line per probe: name, events per unit, fenced|reference
//     InstructionProbes <probe> <units>     # runs the probe's workload over <units> units
//     InstructionProbes <probe> <units> --pad <k>
//                                           # the same, plus k rounds of filler work per unit (the fence's
//                                           # self-test: a deliberately slowed probe)
//
// Each probe is single-threaded and deterministic, so that valgrind's callgrind counts the same instructions
// on every run. The fence runs a probe at two sizes and divides the difference of the counts by the difference
// of the event counts: start-up and set-up cancel, what remains is the cost per event. Reference probes
// (hand-written loops) are measured for comparison and not fenced.

/// One workload the fence measures.
struct Probe {
    /// The name used on the command line and in the budgets file.
    let name: String
    /// Events delivered per unit (e.g. 100 for one element sent to 100 subscribers).
    let eventsPerUnit: Int
    /// `false` for hand-written reference loops, which are measured but not fenced.
    let isFenced: Bool
    /// Runs the workload over the given number of units.
    ///
    /// `@Sendable`, so that the workload is nonisolated code, as a library's caller on a server is: written in this
    /// file's top-level code, a plain closure would be main-actor code, and every operator called in it would pay
    /// for the caller's isolation (`#isolation` is `MainActor.shared` there; issue 41). The `mainActor.` reference
    /// probes measure that case.
    let run: @Sendable (Int) -> Void

    init(_ name: String, eventsPerUnit: Int = 1, fenced: Bool = true, run: @escaping @Sendable (Int) -> Void) {
        self.name = name
        self.eventsPerUnit = eventsPerUnit
        self.isFenced = fenced
        self.run = run
    }
}

/// What the workloads deliver ends here, so that the optimiser cannot drop it.
nonisolated(unsafe) var total = 0
/// Rounds of filler work per consumed value (`--pad`); 0 outside the self-test.
nonisolated(unsafe) var padding = 0

/// Takes a delivered value (and does the `--pad` filler work: a few instructions per round that the optimiser
/// cannot remove).
@inline(never)
func consume(_ value: Int) {
    var accumulator = total &+ value
    for round in 0..<padding {
        accumulator = accumulator &* 31 &+ round
    }
    total = accumulator
}

/// A deterministic pseudo-random sequence (a linear congruential generator), for removal orders.
struct Shuffle {
    private var state: UInt64 = 0x2545_F491_4F6C_DD1D

    /// The next value in 0..<bound.
    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// The timeout scheduler of the per-request probe, made once (as a server makes it once).
let probeTimeoutScheduler = SerialDispatchQueueScheduler(qos: .userInitiated)

let probes: [Probe] = [
    Probe("range.map.filter.reduce") { units in
        _ = Observable.range(start: 0, count: units)
            .map { $0 * 2 }
            .filter { $0 % 3 == 0 }
            .reduce(0, accumulator: +)
            .subscribe(onNext: consume)
    },
    Probe("range.map.distinctUntilChanged.scan") { units in
        _ = Observable.range(start: 0, count: units)
            .map { $0 / 2 }
            .distinctUntilChanged()
            .scan(0, accumulator: +)
            .subscribe(onNext: consume)
    },
    Probe("publishSubject.1subscriber") { units in
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: consume)
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
    },
    Probe("publishSubject.100subscribers", eventsPerUnit: 100) { units in
        let subject = PublishSubject<Int>()
        let subscriptions = (0..<100).map { _ in subject.subscribe(onNext: consume) }
        for i in 0..<units { subject.onNext(i) }
        for subscription in subscriptions { subscription.dispose() }
    },
    Probe("range.flatMap.just") { units in
        _ = Observable.range(start: 0, count: units)
            .flatMap { Observable.just($0) }
            .subscribe(onNext: consume)
    },
    Probe("merge.10subjects") { units in
        let subjects = (0..<10).map { _ in PublishSubject<Int>() }
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: consume)
        for i in 0..<units { subjects[i % 10].onNext(i) }
        subscription.dispose()
    },
    Probe("combineLatest.2subjects.selector") { units in
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }.subscribe(onNext: consume)
        for i in 0..<units {
            if i % 2 == 0 { first.onNext(i) } else { second.onNext(i) }
        }
        subscription.dispose()
    },
    Probe("zip.2subjects", eventsPerUnit: 1) { units in
        // One unit is one pair: an element on each source, one zipped element out.
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = Observable.zip(first, second) { $0 &+ $1 }.subscribe(onNext: consume)
        for i in 0..<units {
            first.onNext(i)
            second.onNext(i)
        }
        subscription.dispose()
    },
    Probe("withLatestFrom") { units in
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = first.withLatestFrom(second) { $0 &+ $1 }.subscribe(onNext: consume)
        second.onNext(1)
        for i in 0..<units { first.onNext(i) }
        subscription.dispose()
    },
    Probe("subject.subscribe+dispose") { units in
        let subject = PublishSubject<Int>()
        for _ in 0..<units { subject.subscribe(onNext: consume).dispose() }
    },
    Probe("just.subscribe") { units in
        for i in 0..<units { _ = Observable.just(i).subscribe(onNext: consume) }
    },
    Probe("subject.churn.1000observers") { units in
        // One unit: one observer leaves (a pseudo-random one of 1,000 live observers) and a new one arrives.
        let subject = PublishSubject<Int>()
        var live = (0..<1000).map { _ in subject.subscribe(onNext: consume) }
        var shuffle = Shuffle()
        for _ in 0..<units {
            live.swapAt(shuffle.next(below: live.count), live.count - 1)
            live.removeLast().dispose()
            live.append(subject.subscribe(onNext: consume))
        }
        subject.onNext(1)
        for subscription in live { subscription.dispose() }
    },
    Probe("compositeDisposable.churn.1000keys") { units in
        // One unit: one key removed (a pseudo-random one of 1,000) and a new disposable inserted.
        let composite = CompositeDisposable()
        var keys = (0..<1000).compactMap { _ in composite.insert(Disposables.create()) }
        var shuffle = Shuffle()
        for _ in 0..<units {
            keys.swapAt(shuffle.next(below: keys.count), keys.count - 1)
            composite.remove(for: keys.removeLast())
            if let key = composite.insert(Disposables.create()) { keys.append(key) }
        }
        consume(composite.count)
        composite.dispose()
    },
    Probe("delegateProxy.unobserved") { units in
        let ticker = Ticker()
        let proxy = RxTickerDelegateProxy.proxy(for: ticker)
        for i in 0..<units { ticker.tick(i) }
        consume(proxy.forwardToDelegate() == nil ? 0 : 1)
    },
    Probe("delegateProxy.methodInvoked") { units in
        let ticker = Ticker()
        let proxy = RxTickerDelegateProxy.proxy(for: ticker)
        let subscription = proxy.methodInvoked("ticker(_:didTick:)")
            .subscribe(onNext: { consume($0[1] as? Int ?? 0) })
        for i in 0..<units { ticker.tick(i) }
        subscription.dispose()
    },
    Probe("loop.delegate.direct", fenced: false) { units in
        let ticker = Ticker()
        let delegate = SummingTickerDelegate()
        delegate.onTick = consume
        ticker.delegate = delegate
        for i in 0..<units { ticker.tick(i) }
    },
    Probe("driver.map.distinctUntilChanged.drive") { units in
        // On the main thread, as `drive` requires: the probe runs from top-level code.
        let relay = BehaviorRelay(value: 0)
        let label = Label()
        let subscription = relay.asDriver()
            .map { $0 / 2 }
            .distinctUntilChanged()
            .drive(Binder(label) { label, value in consume(label.total &+ value) })
        for i in 0..<units { relay.accept(i) }
        subscription.dispose()
    },
    // Subscription paths (issue 30): one unit is one subscription made and disposed, as a screen's Drivers are
    // driven each time it appears.
    Probe("driver.relay.map.drive+dispose") { units in
        let relay = BehaviorRelay(value: 1)
        let driver = relay.asDriver().map { $0 &* 2 }
        for _ in 0..<units { driver.drive(onNext: consume).dispose() }
    },
    // A second subscriber of a live `share(replay: 1)` connection: replayed its latest element, then leaving
    // (the connection stays up for the first subscriber).
    Probe("shareReplay.join+leave") { units in
        let relay = BehaviorRelay(value: 1)
        let shared = relay.asObservable().share(replay: 1)
        let first = shared.subscribe(onNext: consume)
        for _ in 0..<units { shared.subscribe(onNext: consume).dispose() }
        first.dispose()
    },
    Probe("driver.asDriverOnErrorJustReturn.drive+dispose") { units in
        for i in 0..<units {
            Observable.just(i).asDriver(onErrorJustReturn: 0).drive(onNext: consume).dispose()
        }
    },
    Probe("driver.just.drive+dispose") { units in
        for i in 0..<units { Driver.just(i).drive(onNext: consume).dispose() }
    },
    Probe("mainActor.driver.just.drive+dispose", fenced: false) { units in
        MainActor.assumeIsolated {
            for i in 0..<units { Driver.just(i).drive(onNext: consume).dispose() }
        }
    },
    Probe("driver.just.map.drive+dispose") { units in
        // The general subscription path of a Driver made on the spot: `map`'s source is not a single element.
        for i in 0..<units { Driver.just(i).map { $0 &+ 1 }.drive(onNext: consume).dispose() }
    },
    Probe("behaviorSubject.subscribe+dispose") { units in
        let subject = BehaviorSubject(value: 1)
        for _ in 0..<units { subject.subscribe(onNext: consume).dispose() }
    },
    Probe("replaySubject.subscribe+dispose") { units in
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        for _ in 0..<units { subject.subscribe(onNext: consume).dispose() }
    },
    Probe("behaviorRelay.subscribe+dispose") { units in
        let relay = BehaviorRelay(value: 1)
        for _ in 0..<units { relay.subscribe(onNext: consume).dispose() }
    },
    Probe("just.map.subscribe") { units in
        for i in 0..<units { _ = Observable.just(i).map { $0 &+ 1 }.subscribe(onNext: consume) }
    },
    // Reference (not fenced): the row above written in main-actor code, where each operator call also evaluates the
    // caller's isolation (`MainActor.shared`) for the debug builds' isolation check. Release builds ignore the value;
    // the difference from the row above is its cost at the call site.
    Probe("mainActor.just.map.subscribe", fenced: false) { units in
        MainActor.assumeIsolated {
            for i in 0..<units { _ = Observable.just(i).map { $0 &+ 1 }.subscribe(onNext: consume) }
        }
    },
    Probe("just.map.map.subscribe") { units in
        // The general subscription path of the row above: the outer `map`'s source is not a single-element source,
        // so the closures get an observer, a subscription and a sink per `map`.
        for i in 0..<units { _ = Observable.just(i).map { $0 &+ 1 }.map { $0 &+ 1 }.subscribe(onNext: consume) }
    },
    Probe("subject.map.eventClosure") { units in
        // Per element: a subject's element through `map` to a `subscribe { event in }` closure, which takes `Event`s.
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 &+ 1 }.subscribe { event in
            if case .next(let value) = event { consume(value) }
        }
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
    },
    Probe("subject.map.subscribeSubject") { units in
        // Per element: `map`'s sink hands elements to a subject subscribed as its observer (`ReceiverProviding`).
        let subject = PublishSubject<Int>()
        let target = PublishSubject<Int>()
        let out = target.subscribe(onNext: consume)
        let subscription = subject.map { $0 &+ 1 }.subscribe(target)
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
        out.dispose()
    },
    Probe("just.map.subscribeAnyObserver") { units in
        // Per subscription: an observer that only takes events (a struct: the receiver test rules it out by size).
        let observer = AnyObserver<Int> { event in if case .next(let value) = event { consume(value) } }
        for i in 0..<units { _ = Observable.just(i).map { $0 &+ 1 }.subscribe(observer) }
    },
    Probe("subject.bindToRelay") { units in
        // Per element: `bind(to: relay)` from a subject into a `PublishRelay` that one subscriber observes.
        let subject = PublishSubject<Int>()
        let relay = PublishRelay<Int>()
        let out = relay.subscribe(onNext: consume)
        let subscription = subject.bind(to: relay)
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
        out.dispose()
    },
    Probe("single.map.subscribe") { units in
        // `Single.map` is applied from the trait's extension: its inlinable entry point makes `map`'s producer and
        // receiver sink in this (specialised) code.
        for i in 0..<units { _ = Single.just(i).map { $0 &+ 1 }.subscribe(onSuccess: consume) }
    },
    Probe("single.zip.timeout.retry.map.subscribe") { units in
        // The per-request chain of a server handler (issue 43): two upstream answers zipped, a timeout, a retry and a
        // map. The sources answer at once, so the timeout's timer is added to its scheduler's list and taken off it
        // again (a dispatch timer source per request before the coalesced timers).
        for i in 0..<units {
            _ = Single.zip(Single.just(i), Single.just(2))
                .timeout(.seconds(5), scheduler: probeTimeoutScheduler)
                .retry(2)
                .map { $0 &+ $1 }
                .subscribe(onSuccess: consume)
        }
    },
    Probe("range.flatMap.of2") { units in
        // Per source element: an inner `of` of two elements.
        _ = Observable.range(start: 0, count: units)
            .flatMap { Observable.of($0, $0) }
            .subscribe(onNext: consume)
    },
    Probe("range.int32.map.filter") { units in
        _ = Observable<Int32>.range(start: 0, count: Int32(units))
            .map { $0 &* 2 }
            .filter { $0 % 3 != 1 }
            .subscribe(onNext: { consume(Int($0)) })
    },
    Probe("subject.do.compactMap.catch") { units in
        // Per element: three operators whose sinks used to look their element type up through the observer's
        // conformance on every element (`swift_getAssociatedTypeWitness`).
        let subject = PublishSubject<Int>()
        let subscription = subject.do(onNext: { consume($0) })
            .compactMap { $0 % 3 == 0 ? nil : $0 }
            .catchAndReturn(0)
            .subscribe(onNext: consume)
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
    },
    Probe("subject.takeUntil.materialize") { units in
        // Per element: two operators whose sinks take `Event`s (`ObserverType`), reached through the receiver
        // interface's default methods; called rather than inlined, those looked the sink's conformance up on every
        // element (`swift_getWitnessTable`).
        let subject = PublishSubject<Int>()
        let subscription = subject.take(until: Observable<Int>.never())
            .materialize()
            .subscribe(onNext: { if case .next(let value) = $0 { consume(value) } })
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
    },
    Probe("subject.materialize.dematerialize") { units in
        // Per element: an element made into an `Event` and read back out of it.
        let subject = PublishSubject<Int>()
        let subscription = subject.materialize().dematerialize().subscribe(onNext: consume)
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
    },
    Probe("subject.flatMapLatest.perElement") { units in
        // Per element of the latest inner sequence of `flatMapLatest`.
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { _ in inner }.subscribe(onNext: consume)
        outer.onNext(0)
        for i in 0..<units { inner.onNext(i) }
        subscription.dispose()
    },
    Probe("groupBy.perElement") { units in
        // Per element of `groupBy` into four groups, each subscribed.
        let subject = PublishSubject<Int>()
        let subscription = subject.groupBy { $0 & 3 }
            .subscribe(onNext: { group in _ = group.subscribe(onNext: consume) })
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
    },
    Probe("subject.takeForDuration.perElement") { units in
        // Per element through `take(for:scheduler:)` (its timer far away): the sink takes `Event`s from its
        // interface but elements as typed calls; built in its generic code, each `Event` looked its type up.
        let subject = PublishSubject<Int>()
        let subscription = subject.take(for: .seconds(100_000), scheduler: MainScheduler.instance)
            .subscribe(onNext: consume)
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
    },
    // Subscribing through one operator (`subscribe(onNext:)` + dispose, a subject source): what each operator adds
    // to a subscription, e.g. each time a screen drives a chain built once. The source is typed `Observable<Int>`:
    // an operator applied to `PublishSubject<Int>` would specialise its inlinable closures a second time, and LLVM
    // merges the two identical copies behind a thunk, which then shows in the element probes of that operator
    // (measured: +5 per element in `range.map.distinctUntilChanged.scan`).
    Probe("subject.map.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let mapped = source.map { $0 &+ 1 }
        for _ in 0..<units { mapped.subscribe(onNext: consume).dispose() }
    },
    Probe("subject.filter.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let filtered = source.filter { $0 > 0 }
        for _ in 0..<units { filtered.subscribe(onNext: consume).dispose() }
    },
    Probe("subject.compactMap.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let mapped = source.compactMap { $0 > 0 ? $0 : nil }
        for _ in 0..<units { mapped.subscribe(onNext: consume).dispose() }
    },
    Probe("subject.distinctUntilChanged.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let distinct = source.distinctUntilChanged()
        for _ in 0..<units { distinct.subscribe(onNext: consume).dispose() }
    },
    Probe("subject.scan.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let sums = source.scan(0, accumulator: &+)
        for _ in 0..<units { sums.subscribe(onNext: consume).dispose() }
    },
    Probe("subject.do.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let observed = source.do(onNext: consume)
        for _ in 0..<units { observed.subscribe(onNext: consume).dispose() }
    },
    Probe("subject.skip.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let skipped = source.skip(1)
        for _ in 0..<units { skipped.subscribe(onNext: consume).dispose() }
    },
    Probe("subject.take.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let taken = source.take(1)
        for _ in 0..<units { taken.subscribe(onNext: consume).dispose() }
    },
    Probe("subject.debounce.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let debounced = source.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
        for _ in 0..<units { debounced.subscribe(onNext: consume).dispose() }
    },
    Probe("subject.startWith.subscribe+dispose") { units in
        let source: Observable<Int> = PublishSubject<Int>()
        let started = source.startWith(0)
        for _ in 0..<units { started.subscribe(onNext: consume).dispose() }
    },
    // The subscription of each operator that issue 44 found without the receiver path: one subscribe and dispose of
    // the operator applied once to a subject (minus `subject.subscribe+dispose`: the operator's own cost).
    subscriptionProbe("takeLast") { $0.takeLast(1) },
    subscriptionProbe("elementAt") { $0.element(at: 1) },
    subscriptionProbe("first") { $0.first().asObservable() },
    subscriptionProbe("single") { $0.single() },
    subscriptionProbe("ifEmpty") { $0.ifEmpty(default: 0) },
    subscriptionProbe("switchIfEmpty") { $0.ifEmpty(switchTo: Observable.just(0)) },
    subscriptionProbe("reduce") { $0.reduce(0, accumulator: &+) },
    subscriptionProbe("skipForDuration") { $0.skip(.seconds(1), scheduler: MainScheduler.instance) },
    subscriptionProbe("takeForDuration") { $0.take(for: .seconds(1), scheduler: MainScheduler.instance) },
    subscriptionProbe("delaySubscription") {
        $0.delaySubscription(.milliseconds(0), scheduler: MainScheduler.instance)
    },
    subscriptionProbe("withLatestFrom") { $0.withLatestFrom(Observable.just(1)) },
    subscriptionProbe("combineLatest") { Observable.combineLatest($0, Observable.just(1)) { $0 &+ $1 } },
    subscriptionProbe("zip") { Observable.zip($0, Observable.just(1)) { $0 &+ $1 } },
    subscriptionProbe("merge") { Observable.merge($0, Observable.just(1)) },
    // (Inner closures unlike `range.flatMap.just`'s: LLVM merges identical closures behind a thunk, which kept that
    // probe's closure from being inlined.)
    subscriptionProbe("flatMap") { $0.flatMap { Observable.just($0 &+ 1) } },
    subscriptionProbe("flatMapLatest") { $0.flatMapLatest { Observable.just($0 &+ 2) } },
    subscriptionProbe("amb") { $0.amb(Observable.never()) },
    subscriptionProbe("concat") { $0.concat(Observable.just(1)) },
    Probe("driver.relay.1subscriber") { units in
        // On the main thread, as `drive` requires: one element through a relay-backed Driver.
        let relay = BehaviorRelay(value: 0)
        let subscription = relay.asDriver().drive(onNext: consume)
        for i in 0..<units { relay.accept(i) }
        subscription.dispose()
    },
    Probe("observeOn.serialQueue") { units in
        // Elements hopped to a serial dispatch queue. The queue is suspended while they are sent, so that they all
        // wait in the operator's queue and one drain delivers them: the same work on every run, whatever the
        // threads' timing (with the queue running, how many elements each drain took varied from run to run).
        let queue = DispatchQueue(label: "probe")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "probe")
        let done = DispatchSemaphore(value: 0)
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(onNext: consume, onCompleted: { done.signal() })
        queue.suspend()
        for i in 0..<units { subject.onNext(i) }
        subject.onCompleted()
        queue.resume()
        done.wait()
        subscription.dispose()
    },
    Probe("observeOn.currentThread") { units in
        // Elements through the general `observe(on:)` sink (one element per scheduled step), on the current-thread
        // scheduler: single-threaded, so the count is the same on every run (through a concurrent dispatch queue it
        // moved by 4% from run to run, with the thread pool's wake-ups).
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: CurrentThreadScheduler.instance).subscribe(onNext: consume)
        for i in 0..<units { subject.onNext(i) }
        subscription.dispose()
    },
    Probe("debounce.burst") { units in
        // A burst of `units` elements at one virtual instant, then the quiet period that emits the last one.
        let scheduler = HistoricalScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.debounce(.seconds(1), scheduler: scheduler).subscribe(onNext: consume)
        for i in 0..<units { subject.onNext(i) }
        scheduler.advanceTo(scheduler.now.addingTimeInterval(2))
        subscription.dispose()
    },
    Probe("delay.burst") { units in
        // A burst of `units` elements at one virtual instant, each delivered by a timer action of its own a second
        // later (as upstream: one event per scheduled action).
        let scheduler = HistoricalScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.delay(.seconds(1), scheduler: scheduler).subscribe(onNext: consume)
        for i in 0..<units { subject.onNext(i) }
        scheduler.advanceTo(scheduler.now.addingTimeInterval(2))
        subscription.dispose()
    },
    Probe("buffer.burst") { units in
        // A burst of `units` elements at one virtual instant, in arrays of 10 (`buffer(timeSpan:count:)`).
        let scheduler = HistoricalScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.buffer(timeSpan: .seconds(1), count: 10, scheduler: scheduler)
            .subscribe(onNext: { consume($0.count) })
        for i in 0..<units { subject.onNext(i) }
        scheduler.advanceTo(scheduler.now.addingTimeInterval(2))
        subscription.dispose()
    },
    Probe("window.burst") { units in
        // A burst of `units` elements at one virtual instant, in windows of 10 (`window(timeSpan:count:)`), each
        // window subscribed.
        let scheduler = HistoricalScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.window(timeSpan: .seconds(1), count: 10, scheduler: scheduler)
            .subscribe(onNext: { window in _ = window.subscribe(onNext: consume) })
        for i in 0..<units { subject.onNext(i) }
        scheduler.advanceTo(scheduler.now.addingTimeInterval(2))
        subscription.dispose()
    },
    Probe("throttle.burst") { units in
        let scheduler = HistoricalScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.throttle(.seconds(1), latest: true, scheduler: scheduler)
            .subscribe(onNext: consume)
        for i in 0..<units { subject.onNext(i) }
        scheduler.advanceTo(scheduler.now.addingTimeInterval(2))
        subscription.dispose()
    },
]

/// The probe `subject.<operator>.subscribe+dispose`: subscribes `subscribe(onNext:)` to `apply(subject)` and disposes
/// it, once per unit.
func subscriptionProbe<Result>(
    _ operatorName: String, _ apply: @escaping @Sendable (Observable<Int>) -> Observable<Result>
) -> Probe {
    Probe("subject.\(operatorName).subscribe+dispose") { units in
        let applied = apply(PublishSubject<Int>())
        for _ in 0..<units { applied.subscribe(onNext: { _ in consume(1) }).dispose() }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
    for probe in probes {
        print(probe.name, probe.eventsPerUnit, probe.isFenced ? "fenced" : "reference")
    }
} else if arguments.count == 2 || (arguments.count == 4 && arguments[2] == "--pad"),
    let probe = probes.first(where: { $0.name == arguments[0] }),
    let units = Int(arguments[1]), units >= 0
{
    if arguments.count == 4 {
        guard let rounds = Int(arguments[3]), rounds >= 0 else {
            fatalError("--pad takes a number of rounds (0 or more), got '\(arguments[3])'")
        }
        padding = rounds
    }
    probe.run(units)
    if total == 42 { print("") }  // Keeps `total` observable.
} else {
    let names = probes.map(\.name).joined(separator: ", ")
    print("usage: InstructionProbes --list | <probe> <units> [--pad <rounds>]\nprobes: \(names)")
    exit(2)
}
