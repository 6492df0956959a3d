import Dispatch

extension ObservableType {
    /// Delivers the events of this sequence on `scheduler`.
    ///
    /// Events keep their order. Once the subscription is disposed, queued events are dropped: no further
    /// element is observed on the scheduler. On a serial dispatch queue scheduler (including
    /// `MainScheduler`), events queued while a delivery is pending are delivered in one batch.
    /// - Parameter scheduler: where to deliver events.
    /// - Returns: the sequence, observed on `scheduler`.
    /// - SeeAlso: [ReactiveX observeOn](http://reactivex.io/documentation/operators/observeon.html)
    @inlinable  // Performance: on a serial queue the producer and the sink are named in the caller's specialised code.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler.asSerialQueueScheduler {
            // The count is captured only where it exists: a closure that captures one reference allocates no
            // context (fence probe `driver.asDriverOnErrorJustReturn.drive+dispose`, which makes one per unit).
            if let count = SerialObserveOnCount.started() {
                return OperatorProducer(source: asObservable()) { source, receiver in
                    withExtendedLifetime(count) {
                        ObserveOnSerialSink<Element>(receiver: receiver, scheduler: serial).start(from: source)
                    }
                }
            }
            return OperatorProducer(source: asObservable()) { source, receiver in
                ObserveOnSerialSink<Element>(receiver: receiver, scheduler: serial).start(from: source)
            }
        }
        return ObserveOnProducer(source: asObservable(), scheduler: scheduler)
    }
}

/// Counts an `observe(on:)` observable on a serial queue for as long as it lives, as upstream counts these observables
/// (not their subscriptions) in `Resources.numberOfSerialDispatchQueueObservables`: the observable's start closure
/// captures it.
@usableFromInline
final class SerialObserveOnCount: Sendable {
    /// A count for one observable in debug and `TRACE_RESOURCES` builds; `nil` (nothing made, nothing counted) in
    /// release builds, where the counter does not exist.
    @usableFromInline
    static func started() -> SerialObserveOnCount? {
        #if TRACE_RESOURCES || DEBUG
            SerialObserveOnCount()
        #else
            nil
        #endif
    }

    private init() {
        #if TRACE_RESOURCES || DEBUG
            Resources.incrementSerialDispatchQueueObservables()
        #endif
    }

    deinit {
        #if TRACE_RESOURCES || DEBUG
            Resources.decrementSerialDispatchQueueObservables()
        #endif
    }
}

extension ImmediateSchedulerType {
    /// This scheduler as a ``SerialDispatchQueueScheduler`` (`MainScheduler` included), or `nil`: `self` is the
    /// opened existential here, so the test is the cheap class test of ``classInstance(_:as:)``.
    @usableFromInline
    var asSerialQueueScheduler: SerialDispatchQueueScheduler? {
        classInstance(self, as: SerialDispatchQueueScheduler.self)
    }
}

/// The observable of `observe(on:)` on a scheduler that is not a serial dispatch queue.
@usableFromInline
final class ObserveOnProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    @usableFromInline
    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = ObserveOnSink(receiver: receiver, scheduler: scheduler)
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
    }
}

/// What both sinks of `observe(on:)` share: elements wait in a typed buffer under a lock and the terminal event
/// beside them (``SubjectTerminal``), so that no `Event` is built, queued or matched in this generic code (a metadata
/// lookup each; fence probes `observeOn.serialQueue` and `observeOn.currentThread`). A subclass schedules the
/// delivery (``scheduleDelivery()``), which takes the elements out of ``incoming`` under the lock and the terminal
/// event out of ``state`` after them.
@usableFromInline
class ObserveOnQueueSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    /// The flags, and the terminal event once received.
    final let state = LockedState(ObserveOnQueueState())
    /// The queued elements; touched only under `state`'s lock. A ring, not an array: in unspecialised code an
    /// array's `append`, `isEmpty` and `removeAll` look metadata or conformances up on every call.
    @exclusivity(unchecked) final var incoming = ElementBuffer<Element>()

    /// Releases the queue and the state. Performance: inlined into the subclasses' deinitialisers, so that this class
    /// level costs no call of its own when a sink is released (fence probe `driver.relay.map.drive+dispose`).
    @inline(__always)
    deinit {}

    @usableFromInline
    final func receiveNext(_ element: Element) {
        let mustSchedule = state.withLock { state -> Bool in
            if state.isStopped { return false }
            incoming.append(element)
            return state.schedule()
        }
        if mustSchedule { scheduleDelivery() }
    }

    @usableFromInline
    final func on(_ event: Event<Element>) {
        receive(event)
    }

    /// Queues completion behind the pending elements, without an `Event`.
    @usableFromInline
    final func receiveCompleted() {
        receiveTerminal(.completed)
    }

    /// Queues failure with `error` behind the pending elements, without an `Event`.
    @usableFromInline
    final func receiveError(_ error: Swift.Error) {
        receiveTerminal(.failed(error))
    }

    /// Records the terminal event, delivered after the queued elements; ignored once stopped.
    @inline(never)
    private final func receiveTerminal(_ terminal: SubjectTerminal) {
        let mustSchedule = state.withLock { state -> Bool in
            if state.isStopped { return false }
            state.isStopped = true
            state.terminal = terminal
            return state.schedule()
        }
        if mustSchedule { scheduleDelivery() }
    }

    /// Starts delivering what is queued; called when nothing is scheduled yet (the state's `isScheduled` was
    /// just set).
    func scheduleDelivery() {
        rxAbstractMethod()
    }

    /// Forwards the terminal event and disposes, without an `Event` (out of line: off the per-element path).
    @inline(never)
    final func forwardTerminal(_ terminal: SubjectTerminal) {
        switch terminal {
        case .completed: forwardCompleted()
        case .failed(let error): forwardError(error)
        }
    }

    override func disposeResources() {
        var hasQueued = false
        let terminal = state.withLock { state -> SubjectTerminal? in
            state.isStopped = true
            hasQueued = !incoming.isEmpty
            defer { state.terminal = nil }
            return state.terminal
        }
        withExtendedLifetime(terminal) {}  // released here, outside the lock
        if hasQueued { dropQueued() }
    }

    /// Releases the elements still queued when the sink is disposed, outside the lock (out of line: an array of
    /// elements costs a metadata lookup, which the common disposal, with nothing queued, does not pay). Once
    /// stopped, nothing is added to the queue.
    @inline(never)
    private final func dropQueued() {
        let dropped = state.withLock { _ in incoming.takeAll() }
        withExtendedLifetime(dropped) {}
    }
}

/// What one scheduled step of the general `observe(on:)` sink delivers. Declared outside the generic sink: nested
/// in it, the enum would be generic too, and its metadata looked up on every step.
private enum ObserveOnStep {
    /// The oldest queued element, moved to the sink's `current`.
    case element
    /// The terminal event, after every element.
    case terminal(SubjectTerminal)
    /// Nothing: the queue is drained and the steps stop.
    case idle
}

/// The sink on a general scheduler: one queued event per scheduled step, as RxSwift does.
private final class ObserveOnSink<Element>: ObserveOnQueueSink<Element> {
    private let scheduler: ImmediateSchedulerType
    /// The element the running step delivers, moved out of `incoming` under the lock; touched only by that step
    /// (one runs at a time).
    @exclusivity(unchecked) private var current = ElementBuffer<Element>(capacity: 1)
    private let delivery = SerialDisposable()

    init(receiver: any ElementReceiver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(receiver: receiver)
    }

    override func scheduleDelivery() {
        // The sink is the recursion's state: each scheduled step holds it until it has run (a caller that drops the
        // subscription still gets every event, DESIGN §3) and releases it then; the action captures nothing, so
        // nothing keeps the sink alive once the queue is drained.
        delivery.disposable = scheduler.scheduleRecursive(self) { sink, recurse in
            if sink.deliverOne() { recurse(sink) }
        }
    }

    /// Delivers one queued event; returns `true` when more are waiting. The scheduled flag is cleared only
    /// under the lock after seeing nothing left, so two steps never overlap.
    private func deliverOne() -> Bool {
        let step = state.withLock { state -> ObserveOnStep in
            if !incoming.isEmpty {
                current.append(incoming.removeFirst())
                return .element
            }
            if let terminal = state.terminal {
                state.terminal = nil
                return .terminal(terminal)
            }
            state.isScheduled = false
            return .idle
        }
        switch step {
        case .element:
            let element = current.removeFirst()
            if isDisposed { return false }
            forwardNext(element)
        case .terminal(let terminal):
            if !isDisposed { forwardTerminal(terminal) }
            return false
        case .idle:
            return false
        }
        return state.withLock { state -> Bool in
            if incoming.isEmpty && state.terminal == nil {
                state.isScheduled = false
                return false
            }
            return true
        }
    }

    override func disposeResources() {
        delivery.dispose()
        super.disposeResources()
    }
}

extension ObserveOnSink: @unchecked Sendable {
    // Sendable: `incoming` and the fields of `state` are guarded by `state`'s lock; `current` is touched only by the
    // running step, and one runs at a time (the scheduled flag).
}

/// Work that drains a queue on a serial dispatch queue.
@usableFromInline
protocol SerialDrainable: AnyObject {
    func drain()
}

/// The serial-queue fast path: one dispatch per burst of queued events instead of one per event.
///
/// The drain swaps ``ObserveOnQueueSink/incoming`` with its own `outgoing` buffer under the lock (no copy) and
/// delivers outside the lock, checking for disposal before every element.
@usableFromInline
final class ObserveOnSerialSink<Element>: ObserveOnQueueSink<Element>, SerialDrainable {
    private let scheduler: SerialDispatchQueueScheduler
    /// Touched only by the drain, which runs on the serial queue.
    @exclusivity(unchecked) private var outgoing = ElementBuffer<Element>()

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.scheduler = scheduler
        super.init(receiver: receiver)
    }

    override func scheduleDelivery() {
        if scheduler.runsInlineOnMainThread {
            if scheduler.beginInlineTurn() {
                drain()
                scheduler.endInlineTurn()
                return
            }
            _ = scheduler.schedule(self) { sink in
                sink.drain()
                return Disposables.create()
            }
        } else {
            let sink = UncheckedSendable<any SerialDrainable>(self)
            scheduler.serialQueue.async { sink.value.drain() }
        }
    }

    /// Delivers everything queued, burst by burst, until nothing is left; then the terminal event, if any.
    @usableFromInline
    func drain() {
        while true {
            let terminal = state.withLock { state -> SubjectTerminal?? in
                if incoming.isEmpty {
                    state.isScheduled = false
                    defer { state.terminal = nil }
                    return .some(state.terminal)
                }
                // Exchanged field by field: `swap` of two generic values looks their metadata up.
                incoming.exchange(with: &outgoing)
                return .none
            }
            if let terminal {
                if let terminal, !isDisposed { forwardTerminal(terminal) }
                return
            }
            // `forwardNext` drops an element once the sink is disposed; the loop does not ask again.
            while !outgoing.isEmpty {
                forwardNext(outgoing.removeFirst())
            }
        }
    }
}

/// The lock-guarded flags of an ``ObserveOnQueueSink``; not generic so that its critical sections are
/// specialised.
struct ObserveOnQueueState {
    /// A drain has been dispatched and has not yet seen an empty buffer.
    var isScheduled = false
    /// A terminal event was received, or the sink was disposed: later events are ignored.
    var isStopped = false
    /// The terminal event, delivered after the buffered elements (not generic, so that no `Event` is built).
    var terminal: SubjectTerminal?

    /// Marks a drain as dispatched; returns `true` when the caller must dispatch it.
    mutating func schedule() -> Bool {
        if isScheduled { return false }
        isScheduled = true
        return true
    }
}

extension ObserveOnSerialSink: @unchecked Sendable {
    // Sendable: `incoming` and the fields of `state` are guarded by `state`'s lock; `outgoing` is touched
    // only by the drain, which runs on the serial queue.
}
