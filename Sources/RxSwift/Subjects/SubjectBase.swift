/// The superclass of `PublishSubject`, `BehaviorSubject` and `ReplaySubject`: what every subject built on a
/// ``SubjectCore`` declares, once. Not API (its name begins with an underscore, and upstream has no such class):
/// use the subjects.
///
/// It owns the core, answers ``hasObservers`` and ``isDisposed``, routes ``on(_:)`` to the typed calls and ends the
/// core on a terminal event; a subject supplies ``receiveNext(_:)`` (what it stores, through
/// ``SubjectCore/broadcastNext(_:update:)``), `subscribe` (what it replays) and `dispose`. (`AsyncSubject`, whose end
/// also delivers its last element, keeps its own.)
///
/// Performance: `on(_:)` is inlinable and final, so a caller that knows the subject's type specialises it down to
/// the subject's `receiveNext`; the terminal calls read `Element` from the subject's own metadata.
public class _SubjectBase<Element>: Observable<Element> {
    /// The subscribers, the terminal event and the disposed flag.
    @usableFromInline let core = SubjectCore(SubjectState())

    override init() {
        super.init()
        #if DEBUG
            let site = MisuseDetection.name(of: self)
            core.withoutLocking { $0.misuseTracker.site = site }  // before the subject is published
        #endif
    }

    deinit { core.releaseAll() }  // tokens may keep the core alive, not the subject: its observers go with it

    /// `true` when at least one observer is subscribed.
    public final var hasObservers: Bool { core.hasObservers }

    /// `true` once the subject has been disposed (its `dispose()`).
    public final var isDisposed: Bool { core.isDisposed }

    /// Sends `event` through the subject to its current subscribers: an element goes through the subject's policy
    /// (kept as its current value, buffered for replay, or only broadcast), a terminal event ends the subject and
    /// is replayed to later subscribers. Ignored after a terminal event or disposal.
    /// - Parameter event: the event.
    @inlinable
    public final func on(_ event: Event<Element>) {
        receive(event)
    }

    /// Stores `element` as the subject's policy says and broadcasts it: `on(.next(element))` without an `Event`,
    /// for package callers that run unspecialised (connections, relays), where every `Event` costs a metadata
    /// lookup. Each subject overrides it.
    @usableFromInline
    package func receiveNext(_ element: Element) {
        rxAbstractMethod()
    }

    /// Records completion and sends it to the current subscribers: `on(.completed)` without an `Event`.
    @usableFromInline
    package final func receiveCompleted() {
        core.terminate(with: .completed, of: Element.self)
    }

    /// Records failure with `error` and sends it to the current subscribers: `on(.error(error))` without an
    /// `Event`.
    @usableFromInline
    package final func receiveError(_ error: Swift.Error) {
        core.terminate(with: .failed(error), of: Element.self)
    }
}

extension _SubjectBase: ElementReceiver, ReceiverProviding {
    /// The subject itself when `Requested` is its `Element`: an operator's sink then hands it elements and its end
    /// as typed calls, without an `Event` (`source.subscribe(subject)`).
    func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }
}
