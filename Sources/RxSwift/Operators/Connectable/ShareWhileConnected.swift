import Synchronization

// `share(replay: 0 or 1, scope: .whileConnected)`, the share of every Driver and Signal, as one connection object
// (issue 30). Built from `multicast` and `refCount`, one subscription made a refCount sink, asked the multicast for
// its subject and subscribed to a subject of its own; the first also made a multicast connection, and each of those
// layers took its own locks (most of driving a relay-backed Driver; fence probes `shareReplay.join+leave` and
// `driver.relay.map.drive+dispose`). Here a connection is the subject: a subject core whose subscriber list
// ends when its last subscriber leaves, the latest element, and the source subscription. A subscriber joins the
// current connection with one entry in that list and gets a two-word token (`ShareToken`), which counts it: leaving
// the list empty disconnects.

/// The observable of `share(replay: 0 or 1, scope: .whileConnected)`: subscribers join the current connection (a
/// ``ShareConnection``); the first subscriber of a connection connects it to the source, and the last one to
/// leave disconnects it. A connection that has ended (its source terminated, or its last subscriber left) takes
/// no subscribers: the next one starts a new connection.
///
/// Follows DESIGN §3: the lock only decides which connection a subscriber joins; joining (the replay), connecting
/// and disconnecting happen outside it. As upstream, a terminal event is passed on before the source subscription
/// ends, which the source itself then disposes (see ``UpstreamHolder/relinquish()``).
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element> {
    private let source: Observable<Element>
    /// Whether a connection replays its latest element to a new subscriber (`replay: 1`).
    private let replaysLatest: Bool
    /// The type of a connection, named in the caller's specialised code: making one looks no metadata up.
    private let connectionType: ShareConnection<Element>.Type
    /// Subscribes a connection to the source: made in the caller's specialised code, where the connection's
    /// metadata and `ObserverType` conformance are known without a runtime lookup.
    private let connect: (Observable<Element>, ShareConnection<Element>) -> Disposable
    /// The current connection, `nil` between connections.
    private let current = LockedState<ShareConnectionBase?>(nil)

    /// The share of `source`, replaying its latest element when `replaysLatest`.
    ///
    /// Performance: inlined into `share`, itself inlinable, so that the connection type is named where `Element`
    /// is known.
    @inlinable
    convenience init(source: Observable<Element>, replaysLatest: Bool) {
        self.init(
            source: source, replaysLatest: replaysLatest, connectionType: ShareConnection<Element>.self,
            connect: { source, connection in source.subscribe(connection, receiver: connection) }
        )
    }

    /// The share of `source`, whose connections are of `connectionType` and subscribe to the source with
    /// `connect`.
    @usableFromInline
    init(
        source: Observable<Element>, replaysLatest: Bool, connectionType: ShareConnection<Element>.Type,
        connect: @escaping (Observable<Element>, ShareConnection<Element>) -> Disposable
    ) {
        self.source = source
        self.replaysLatest = replaysLatest
        self.connectionType = connectionType
        self.connect = connect
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        join { $0.join(observer) }
    }

    /// As ``subscribe(_:)`` (the connection's entry is made for `observer`'s type), without the default's extra call.
    override func subscribe<Observer: ObserverType>(_ observer: Observer, receiver: any ElementReceiver<Element>)
        -> Disposable where Observer.Element == Element
    {
        join { $0.join(observer) }
    }

    override func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        join { $0.join(closures) }
    }

    /// Joins the current connection with `attempt`, which returns the subscription, or `nil` when the connection
    /// has ended: the next attempt starts a new one. The subscriber that starts a connection connects it, once it
    /// has joined.
    @inline(__always)
    private func join(_ attempt: (ShareConnection<Element>) -> Disposable?) -> Disposable {
        while true {
            var isNew = false
            let joined = current.withLock { current -> ShareConnectionBase in
                if let current { return current }
                let fresh = connectionType.init(registry: self.current, replaysLatest: replaysLatest)
                current = fresh
                isNew = true
                return fresh
            }
            // Safe: every connection in `current` was made with `connectionType`.
            let connection = unsafeDowncast(joined, to: ShareConnection<Element>.self)
            if let subscription = attempt(connection) {
                if isNew { connection.setUpstream(connect(source, connection)) }
                return subscription
            }
            connection.forget()
        }
    }
}

extension ShareWhileConnected: @unchecked Sendable {
    // Sendable: `current` is a LockedState; the other fields are immutable.
}

/// The part of a `share` connection that its subscriber list and its observable use; not generic, so that
/// they keep and end connections without metadata lookups.
///
/// The connection's ``core`` is a subject core whose list ends when its last subscriber leaves
/// (``SubjectState/endsWhenEmpty``): once it has ended, or once the source has terminated, it takes no
/// subscribers. Ending it disconnects: the observable forgets the connection, and the source subscription is
/// disposed.
@usableFromInline
class ShareConnectionBase: UpstreamHolder {
    /// The subscribers, the terminal event and whether the connection has ended.
    final let core = SubjectCore(SubjectState())
    /// The observable's current connection, where this connection is forgotten when it ends.
    private let registry: LockedState<ShareConnectionBase?>

    /// A connection registered in `registry` (by the caller).
    init(registry: LockedState<ShareConnectionBase?>) {
        self.registry = registry
        super.init()
        // The list refers to the connection only while it is live: ending it (or the terminal event) drops the
        // reference, so the two do not keep each other alive. Written without the core's lock: nobody else sees the
        // core yet (the connection is published under the observable's lock, which is held here, and no other lock
        // may be taken inside it).
        core.withoutLocking { state in
            state.endsWhenEmpty = self
            #if DEBUG
                state.misuseTracker.site = "share"
            #endif
        }
    }

    /// Called once when the last subscriber left (the list has ended): disconnects.
    final func lastSubscriberLeft() {
        forget()
        dispose()
    }

    /// Stops being the observable's current connection, if it still is (released after unlocking).
    final func forget() {
        let forgotten = registry.withLock { current -> ShareConnectionBase? in
            guard current === self else { return nil }
            return current.take()
        }
        withExtendedLifetime(forgotten) {}
    }
}

/// One connection of a ``ShareWhileConnected``: the subject its subscribers join and the observer of the source.
@usableFromInline
final class ShareConnection<Element>: ShareConnectionBase, ObserverType, ElementReceiver {
    /// The latest element, for a connection that replays it; used only under the core's lock.
    @exclusivity(unchecked) private var latest = ElementBuffer<Element>(capacity: 1)
    /// Whether the connection keeps its latest element and replays it to a new subscriber.
    private let replaysLatest: Bool
    /// Set (under the core's lock) once the connection holds an element: from then on every subscriber is
    /// replayed, and joins with room for the replay at once rather than asking the lock first.
    private let holdsLatest = Atomic<Bool>(false)

    /// A connection registered in `registry`, replaying its latest element when `replaysLatest` (`required`: the
    /// observable makes connections through the metatype).
    @usableFromInline
    required init(registry: LockedState<ShareConnectionBase?>, replaysLatest: Bool) {
        self.replaysLatest = replaysLatest
        super.init(registry: registry)
    }

    /// Adds `observer` to a live connection (first replaying the latest element, if any) and returns its
    /// subscription, or returns `nil` once the connection has ended.
    func join<Observer: ObserverType>(_ observer: Observer) -> Disposable? where Observer.Element == Element {
        core.join(
            observer, holdsReplay: holdsLatest.load(ordering: .relaxed), hasReplay: { hasLatest },
            replay: { _, replay in latest.copyElements(into: &replay) }
        )
    }

    /// ``join(_:)`` for `subscribe(onNext:onError:onCompleted:onDisposed:)`: one entry that is the observer.
    func join(_ closures: SubscriberClosures<Element>) -> Disposable? {
        core.join(
            closures: closures.entry, onDisposed: closures.onDisposed,
            holdsReplay: holdsLatest.load(ordering: .relaxed), hasReplay: { hasLatest },
            replay: { _, replay in latest.copyElements(into: &replay) }
        )
    }

    /// Whether a new subscriber is replayed an element (asked under the core's lock).
    private var hasLatest: Bool {
        replaysLatest && !latest.isEmpty
    }

    /// Keeps `element` when the connection replays it, and broadcasts it.
    @usableFromInline
    func receiveNext(_ element: Element) {
        if !replaysLatest {
            core.broadcastNext(element)
        } else {
            core.broadcastNext(element) { replaced in
                let didReplace = latest.append(element, limit: 1, trimmed: replaced)
                if !didReplace { holdsLatest.store(true, ordering: .relaxed) }
                return didReplace
            }
        }
    }

    /// The source completed: see ``end(_:)``.
    @usableFromInline
    func receiveCompleted() {
        end(.completed)
    }

    /// The source failed: see ``end(_:)``.
    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        end(.failed(error))
    }

    /// Ends the connection for the source's terminal event `terminal`: the list takes no more subscribers and the
    /// observable forgets the connection, the source subscription is left to the source (which disposes itself
    /// after its terminal event), and then the subscribers get the event.
    private func end(_ terminal: SubjectTerminal) {
        let subscribers = core.takeSubscribers(terminatingWith: terminal)
        forget()
        relinquish()
        subscribers.dispatch(terminal, of: Element.self)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        receive(event)
    }
}
