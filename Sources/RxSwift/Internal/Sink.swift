/// The observer half of an operator: receives upstream events and hands its own to ``receiver``, the downstream.
///
/// A sink is typed by the elements it sends (`Output`) and holds one receiver. Whatever the downstream is, it is a
/// receiver here: another sink, a subject, `subscribe(onNext:…)`'s observer, or the adapter that ``Producer`` makes
/// once, where an observer from outside the library (an `AnyObserver`, a `Binder`, a `TestableObserver`) enters.
@usableFromInline
class Sink<Output>: UpstreamHolder {
    /// Where elements and the terminal event go.
    ///
    /// Performance: not optional, because the compiler retains and releases an optional existential around every
    /// call made through it.
    @usableFromInline final let receiver: any ElementReceiver<Output>
    #if DEBUG
        /// Reports overlapping deliveries to `receiver` (debug builds only, as upstream).
        private final let misuseTracker = MisuseTracker()
    #endif

    @usableFromInline
    init(receiver: any ElementReceiver<Output>) {
        self.receiver = receiver
        super.init()
    }

    /// Hands ``receiver`` to `delivery` unless this sink has been disposed: the one place a sink's events leave it
    /// (debug builds check there that deliveries do not overlap).
    @inline(__always)
    private final func deliver(_ delivery: (any ElementReceiver<Output>) -> Void) {
        if isDisposed { return }
        #if DEBUG
            let entered = misuseTracker.enter(self)
            defer { misuseTracker.leave(entered) }
        #endif
        delivery(receiver)
    }

    /// Forwards `element` unless this sink has been disposed.
    @inline(__always)
    final func forwardNext(_ element: Output) {
        deliver { $0.receiveNext(element) }
    }

    /// Forwards completion and disposes (out of line: it is off the per-element path).
    @inline(never)
    final func forwardCompleted() {
        deliver { $0.receiveCompleted() }
        dispose()
    }

    /// Forwards failure with `error` and disposes (out of line: it is off the per-element path).
    @inline(never)
    final func forwardError(_ error: Swift.Error) {
        deliver { $0.receiveError(error) }
        dispose()
    }

    /// Relays an existing `event` (a terminal one also disposes the subscription). A sink that makes the
    /// event itself calls ``forwardNext(_:)``, ``forwardError(_:)`` or ``forwardCompleted()`` instead.
    @inline(__always)
    final func forward(_ event: Event<Output>) {
        forwardBeforeDisposing(event)
        if event.isStopEvent { dispose() }
    }

    /// Forwards `event` unless this sink has been disposed, without disposing: for a sink that runs steps between
    /// its terminal event and its disposal (`do(afterError:)`, `groupBy`) and disposes itself afterwards.
    final func forwardBeforeDisposing(_ event: Event<Output>) {
        deliver { $0.receive(event) }
    }
}

/// What a subject's entry factory recognises as a receiver handed on (``ReceiverObserver``), to hold its receiver.
protocol ReceiverForwarding {
    associatedtype Element
    /// The receiver handed on.
    var receiver: any ElementReceiver<Element> { get }
}

/// A receiver seen as an observer: what a sink passes as the observer when it subscribes its downstream receiver to
/// a source (``Observable/subscribe(downstream:)``).
@usableFromInline
struct ReceiverObserver<Element>: ObserverType, ReceiverForwarding {
    @usableFromInline let receiver: any ElementReceiver<Element>

    @usableFromInline
    init(_ receiver: any ElementReceiver<Element>) {
        self.receiver = receiver
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        receiver.receive(event)
    }
}

/// Hands elements and the terminal event to an observer that only takes events, as `Event`s: the receiver that
/// ``ObserverType/receiverOrAdapter`` makes for an observer from outside the library.
final class EventForwardingReceiver<Observer: ObserverType>: ElementReceiver {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    func receiveNext(_ element: Observer.Element) {
        observer.on(.next(element))
    }

    func receiveCompleted() {
        observer.on(.completed)
    }

    func receiveError(_ error: Swift.Error) {
        observer.on(.error(error))
    }

    /// The event itself, not rebuilt: a sink relaying events to this observer builds none.
    func receive(_ event: Event<Observer.Element>) {
        observer.on(event)
    }
}

/// A sink that is its own observer and stops after the first terminal event: the base of the operators with one
/// source that handle each element (`map`, `filter`, `take`, …).
///
/// Subclasses override ``onNext(_:)``; errors and completion are forwarded by default.
@usableFromInline
class PassthroughSink<Input, Output>: Sink<Output>, ObserverType, ElementReceiver {
    @usableFromInline
    override init(receiver: any ElementReceiver<Output>) {
        super.init(receiver: receiver)
    }

    @usableFromInline @inline(__always)  // Performance: into the `ElementReceiver` witness, one call less per element
    // and operator.
    final func receiveNext(_ element: Input) {
        if !isDisposed { onNext(element) }
    }

    @usableFromInline
    final func on(_ event: Event<Input>) {
        switch event {
        case .next(let element):
            if !isDisposed { onNext(element) }
        case .error(let error):
            onError(error)
        case .completed:
            onCompleted()
        }
    }

    /// Upstream completion without an `Event`: ``onCompleted()``.
    @usableFromInline
    final func receiveCompleted() {
        onCompleted()
    }

    /// Upstream failure without an `Event`: ``onError(_:)``.
    @usableFromInline
    final func receiveError(_ error: Swift.Error) {
        onError(error)
    }

    /// Whether `element` satisfies `predicate`; `false` when `predicate` throws, after the error has been forwarded
    /// (which disposes this sink): the test of the sinks that pass on some elements (`filter`, `single`).
    @inline(__always)
    final func satisfies(_ element: Input, _ predicate: (Input) throws -> Bool) -> Bool {
        do {
            return try predicate(element)
        } catch {
            forwardError(error)
            return false
        }
    }

    /// Handles an upstream element.
    func onNext(_ element: Input) {
        rxAbstractMethod()
    }

    /// Handles upstream failure: forwards it and disposes.
    func onError(_ error: Swift.Error) {
        forwardError(error)
    }

    /// Handles upstream completion: forwards it and disposes.
    func onCompleted() {
        forwardCompleted()
    }
}

/// Forwards the events of a secondary source (a fallback, a catch handler's sequence, …) straight to a
/// sink's downstream; a terminal event disposes the sink.
final class SinkForwarder<Element>: ObserverType, ElementReceiver {
    private let sink: Sink<Element>

    init(_ sink: Sink<Element>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        sink.forward(event)
    }

    func receiveNext(_ element: Element) {
        sink.forwardNext(element)
    }

    func receiveCompleted() {
        sink.forwardCompleted()
    }

    func receiveError(_ error: Swift.Error) {
        sink.forwardError(error)
    }
}
