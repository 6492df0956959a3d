import Synchronization

extension ObservableType {
    /// Subscribes to (and disposes) the source on `scheduler`.
    ///
    /// This moves the side effects of subscription to the scheduler; it does not change where events
    /// are delivered (use `observe(on:)` for that).
    /// - Parameter scheduler: where subscription and disposal happen.
    /// - Returns: the sequence.
    /// - SeeAlso: [ReactiveX subscribeOn](http://reactivex.io/documentation/operators/subscribeon.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOnProducer(source: self, scalarSource: self as? ScalarProducer<Element>, scheduler: scheduler) {
            producer, receiver in
            let sink = SubscribeOnSink<Self>(receiver: receiver, producer: producer) {
                source, sink in
                // An `Observable` source takes the sink as its receiver; here both casts are decided at compile time.
                if let observable = source as? Observable<Element> {
                    return observable.subscribe(sink, receiver: sink)
                }
                return source.subscribe(sink)
            }
            sink.start()
            return sink
        }
    }
}

/// The observable of `subscribe(on:)`.
///
/// Keeps the source's own type (not `asObservable()`, which may wrap it in a sink that disposes the source
/// on its terminal event): as upstream, the source subscription is disposed only through the scheduler,
/// also after a terminal event.
@usableFromInline
final class SubscribeOnProducer<Source: ObservableType>: Producer<Source.Element> {
    fileprivate let source: Source
    fileprivate let scheduler: ImmediateSchedulerType
    fileprivate let inline: InlineTurns
    private let start: (SubscribeOnProducer, any ElementReceiver<Element>) -> Disposable
    /// `source` when it is a scalar source (decided where the operator was applied), for ``subscribeDirectly(_:)``.
    private let scalarSource: ScalarProducer<Element>?

    @usableFromInline
    init(
        source: Source, scalarSource: ScalarProducer<Element>?, scheduler: ImmediateSchedulerType,
        start: @escaping (SubscribeOnProducer, any ElementReceiver<Element>) -> Disposable
    ) {
        self.source = source
        self.scalarSource = scalarSource
        self.scheduler = scheduler
        inline = InlineTurns(scheduler)
        self.start = start
        super.init()
    }

    /// A scalar source (``ScalarProducer``: `just`, as in `Driver.just`) subscribed with closures while the scheduler
    /// would run the subscription inline: the closures get the outcome and the disposal in that turn, as through the
    /// general path's sink and observer, without making them (the source's subscription has nothing to dispose).
    /// Otherwise `nil`.
    override func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        guard let scalarSource else { return nil }
        var ranInline = false
        let subscription = inTrampoline { () -> Disposable in
            ranInline = inline.runInline {
                scalarSource.deliverOutcome(to: closures) { try scalarSource.produce { closures.onNext?($0) } }
            }
            return Disposables.create()
        }
        return ranInline ? subscription : nil
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        start(self, receiver)
    }
}

/// Whether, and how, a scheduler runs an action inline at the point where it is scheduled: what lets
/// `subscribe(on:)` take that turn itself instead of handing `schedule` an action.
///
/// `schedule` on these schedulers runs the action at once when the turn is free (``MainScheduler``: on the main
/// queue with nothing of its own running or queued; ``ConcurrentMainScheduler``: on the main queue), and the turn
/// taken here is the same turn, so the order of work is unchanged.
///
/// Performance: a `schedule` call in unspecialised code looks up its `(state, action)` metadata and makes the
/// action's disposable, twice for driving `Driver.just` (fence probe `driver.just.drive+dispose`).
@usableFromInline
enum InlineTurns {
    /// The scheduler always dispatches: every step goes through `schedule`.
    case never
    /// ``MainScheduler``'s own turn (``SerialDispatchQueueScheduler/beginInlineTurn()``).
    case serial(SerialDispatchQueueScheduler)
    /// ``ConcurrentMainScheduler``: inline whenever the caller is on the main queue.
    case onMainQueue

    /// The scheduler's turns (`Scheduler` is the opened existential, so both tests are class tests).
    init<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler) {
        if let serial = scheduler.asSerialQueueScheduler, serial.runsInlineOnMainThread {
            self = .serial(serial)
        } else if classInstance(scheduler, as: ConcurrentMainScheduler.self) != nil {
            self = .onMainQueue
        } else {
            self = .never
        }
    }

    /// Runs `work` now if the scheduler would run it inline now, and returns `true`; `false` (nothing run) if
    /// the work must be scheduled.
    @inline(__always)
    func runInline(_ work: () -> Void) -> Bool {
        switch self {
        case .never:
            return false
        case .serial(let scheduler):
            guard scheduler.beginInlineTurn() else { return false }
            work()
            scheduler.endInlineTurn()
            return true
        case .onMainQueue:
            guard MainQueue.isCurrent else { return false }
            work()
            return true
        }
    }
}

/// The sink of `subscribe(on:)`: subscribes to the source in an action on the scheduler, forwards every event, and
/// disposes the source subscription through the scheduler.
///
/// Its upstream (``UpstreamHolder``) is the scheduled action, which disposing the sink cancels; the source
/// subscription, made by the action, is disposed by whichever of three steps comes last: the action has
/// subscribed, the sink is disposed, and `schedule` has returned. So a source that ends during a scheduled action
/// run inline is disposed once `schedule` has returned, through a scheduler that is free again (inline on main).
///
/// Performance: the action and the disposal are non-capturing closures handed their state, so a subscription
/// allocates only the sink (it used to allocate four more objects: a single-assignment and a binary disposable,
/// the action's context and a `ScheduledDisposable`).
@usableFromInline
final class SubscribeOnSink<Source: ObservableType>: ForwardingSink<Source.Element> {
    private static var subscribedBit: Int { 1 }
    private static var disposedBit: Int { 2 }
    private static var scheduledBit: Int { 4 }
    private static var allBits: Int { 7 }

    /// Holds the source, the scheduler and its inline turns (referenced, not copied: the scheduler is an
    /// existential, and copying it costs a value-witness call per subscription).
    private let producer: SubscribeOnProducer<Source>
    /// Which of the three steps have happened (see the type's comment).
    private let steps = Atomic<Int>(0)
    /// The source subscription; written by the action before it sets ``subscribedBit``, taken by the last step.
    @exclusivity(unchecked) private var subscription: Disposable?
    /// Subscribes this sink to the source.
    ///
    /// Performance: made where the operator was applied, where subscribing the sink as the source's receiver looks
    /// no witness table up (two lookups in this class's unspecialised code; fence probe `driver.just.drive+dispose`).
    private let subscribeSource: (Source, SubscribeOnSink) -> Disposable

    @usableFromInline
    init(
        receiver: any ElementReceiver<Source.Element>, producer: SubscribeOnProducer<Source>,
        subscribeSource: @escaping (Source, SubscribeOnSink) -> Disposable
    ) {
        self.producer = producer
        self.subscribeSource = subscribeSource
        super.init(receiver: receiver)
    }

    /// Subscribes to the source inline when the scheduler would (nothing is then scheduled, and there is no
    /// action to cancel), else schedules the subscription.
    @usableFromInline
    func start() {
        if !producer.inline.runInline({ subscribeToSource() }) {
            let scheduled = producer.scheduler.schedule(self) { sink in
                sink.subscribeToSource()
                return Disposables.create()
            }
            setUpstream(scheduled)
        }
        step(Self.scheduledBit)
    }

    /// The scheduled action: subscribes this sink to the source.
    private func subscribeToSource() {
        subscription = subscribeSource(producer.source, self)
        step(Self.subscribedBit)
    }

    override func disposeResources() {
        step(Self.disposedBit)
    }

    /// Records `bit`; the step that completes the three disposes the source subscription through the scheduler.
    private func step(_ bit: Int) {
        let previous = steps.bitwiseOr(bit, ordering: .acquiringAndReleasing).oldValue
        guard previous | bit == Self.allBits, previous != Self.allBits else { return }
        guard let subscription = subscription.take() else { return }
        if producer.inline.runInline({ subscription.dispose() }) { return }
        _ = producer.scheduler.schedule(subscription) { subscription in
            subscription.dispose()
            return Disposables.create()
        }
    }
}
