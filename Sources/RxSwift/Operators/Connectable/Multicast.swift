import Synchronization

/// An observable that shares one subscription to its source among its subscribers, starting it only when
/// ``connect()`` is called.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {
        super.init()
    }

    /// Subscribes the shared subject to the source.
    /// - Returns: the connection; dispose it to disconnect.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}

extension ObservableType {
    /// Shares the source through `subject`: subscribers subscribe to the subject, and ``ConnectableObservable/connect()``
    /// subscribes the subject to the source.
    /// - Parameter subject: the subject that broadcasts to every subscriber, for every connection.
    /// - Returns: the connectable sequence.
    /// - SeeAlso: [ReactiveX publish](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        MulticastConnectable(source: asObservable(), subject: .shared(subject))
    }

    /// Shares the source through a subject made by `makeSubject` for each connection.
    ///
    /// When the source terminates or the connection is disposed, the connectable forgets the connection and
    /// its subject: the next subscriber gets a fresh subject and the next `connect()` subscribes to the source
    /// again.
    /// - Parameter makeSubject: creates the subject of one connection.
    /// - Returns: the connectable sequence.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        MulticastConnectable(source: asObservable(), subject: .perConnection(makeSubject))
    }

    /// `multicast(makeSubject:)` whose connection passes a terminal event on before the source is disposed.
    func multicastForwardingTerminalFirst<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        MulticastConnectable(source: asObservable(), subject: .perConnection(makeSubject), terminalOrder: .forwardFirst)
    }

    /// For each subscriber, multicasts the source through a subject from `subjectSelector` into `selector`,
    /// and connects once the result is subscribed.
    /// - Parameters:
    ///   - subjectSelector: creates the subject for one subscription.
    ///   - selector: builds the result sequence from the shared source.
    /// - Returns: the sequence produced by `selector`.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable.create { observer in
            do {
                let subject = try subjectSelector()
                let connectable = source.multicast(subject)
                let result = try selector(connectable)
                let subscription = result.subscribe(observer)
                let connection = connectable.connect()
                return Disposables.create(subscription, connection)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }

    /// `multicast(makeSubject: { PublishSubject() })`: a connectable sequence that shares elements from the
    /// moment of connection.
    ///
    /// As upstream, each connection gets a fresh subject: once the source terminates (or the connection is
    /// disposed) the connectable forgets both, so later subscribers do not see the old terminal event and
    /// the next `connect()` subscribes to the source again.
    /// - Returns: the connectable sequence.
    /// - SeeAlso: [ReactiveX publish](http://reactivex.io/documentation/operators/publish.html)
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// `multicast(makeSubject: { ReplaySubject.create(bufferSize:) })`: shares elements and replays up to
    /// `bufferSize` of them. A negative size traps.
    ///
    /// Each connection gets a fresh subject, as with ``publish()``: the buffer does not outlive the
    /// connection that filled it.
    /// - Parameter bufferSize: how many elements to replay to late subscribers.
    /// - Returns: the connectable sequence.
    /// - SeeAlso: [ReactiveX replay](http://reactivex.io/documentation/operators/replay.html)
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        guard bufferSize >= 0 else { rxFatalError("replay(_:) requires bufferSize >= 0, got \(bufferSize)") }
        return multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// `multicast(makeSubject: { ReplaySubject.createUnbounded() })`: shares elements and replays all of
    /// them (within one connection, as ``replay(_:)``).
    /// - Returns: the connectable sequence.
    /// - SeeAlso: [ReactiveX replay](http://reactivex.io/documentation/operators/replay.html)
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

/// What a multicast connection does with its source subscription when the source terminates.
enum MulticastTerminalOrder {
    /// Dispose the source subscription, then pass the event on (multicast, publish, replay, `.forever` share).
    case disposeSourceFirst
    /// Forget the connection, pass the event on, and leave the source subscription to the source, which
    /// disposes itself after its terminal event (upstream's `.whileConnected` share of replay 0 and 1): the
    /// subscribers hear the event before the source is torn down, and subscriptions made while they hear it
    /// join shared sources that are still connected.
    case forwardFirst
}

/// Where a multicast gets its subject.
enum MulticastSubjectSource<Subject> {
    /// One subject for every connection.
    case shared(Subject)
    /// A new subject per connection.
    case perConnection(() -> Subject)
}

/// A connection that can be detached from its connectable without yet disposing the source subscription,
/// so that a new connection can start before the old one is torn down (used by `refCount`).
protocol DetachableConnection: AnyObject {
    /// Stops being the connectable's current connection. Lock-free, so that `refCount` can call it while
    /// deciding under its own lock: the connectable forgets the connection the next time it looks at it.
    func detach()
}

/// A connectable whose `connect()` returns the current connection while one is active.
protocol IdempotentConnectable {}

/// Follows DESIGN §3: the lock only decides. The subject factory runs, the forgotten subject and connection are
/// released, and `connect`/`subscribe` happen outside it; no other lock is taken inside it.
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element>, IdempotentConnectable {
    typealias Element = Subject.Element
    typealias SourceElement = Subject.Observer.Element

    private struct State {
        var subject: Subject?
        var connection: MulticastConnection<Subject>?
        /// Changes whenever `subject` does, so that a connection made outside the lock for an older subject
        /// is not installed.
        var epoch = 0

        /// Forgets the connection if it was detached, and with it a per-connection subject; returns both, to
        /// be released after unlocking.
        mutating func forgetDetached(perConnection: Bool) -> (MulticastConnection<Subject>?, Subject?) {
            guard let connection, connection.isDetached else { return (nil, nil) }
            self.connection = nil
            guard perConnection else { return (connection, nil) }
            defer {
                subject = nil
                epoch &+= 1
            }
            return (connection, subject)
        }
    }

    private let source: Observable<SourceElement>
    private let subjectSource: MulticastSubjectSource<Subject>
    private let terminalOrder: MulticastTerminalOrder
    private let state: LockedState<State>

    init(
        source: Observable<SourceElement>,
        subject: MulticastSubjectSource<Subject>,
        terminalOrder: MulticastTerminalOrder = .disposeSourceFirst
    ) {
        self.source = source
        self.subjectSource = subject
        self.terminalOrder = terminalOrder
        if case .shared(let subject) = subject {
            state = LockedState(State(subject: subject))
        } else {
            state = LockedState(State())
        }
        super.init()
    }

    private var isPerConnection: Bool {
        if case .perConnection = subjectSource { return true }
        return false
    }

    /// The subject of the current connection and its epoch; a missing subject is made outside the lock (the
    /// user's factory), and one made in vain (another thread installed one first) is released outside it.
    private func currentSubject() -> (Subject, epoch: Int) {
        let perConnection = isPerConnection
        var made: Subject?
        while true {
            let (current, forgotten) = state.withLock { state -> ((Subject, Int)?, Any) in
                let forgotten = state.forgetDetached(perConnection: perConnection)
                if let subject = state.subject { return ((subject, state.epoch), forgotten) }
                guard let made else { return (nil, forgotten) }
                state.subject = made
                state.epoch &+= 1
                return ((made, state.epoch), forgotten)
            }
            withExtendedLifetime(forgotten) {}
            if let current { return current }
            guard case .perConnection(let make) = subjectSource else { rxFatalError("multicast lost its subject") }
            made = make()
        }
    }

    override func connect() -> Disposable {
        let perConnection = isPerConnection
        let (existing, forgotten) = state.withLock { state -> (MulticastConnection<Subject>?, Any) in
            let forgotten = state.forgetDetached(perConnection: perConnection)
            return (state.connection, forgotten)
        }
        withExtendedLifetime(forgotten) {}
        if let existing { return existing }
        while true {
            let (subject, epoch) = currentSubject()
            let fresh = MulticastConnection(parent: self, observer: subject.asObserver(), terminalOrder: terminalOrder)
            let (connection, isNew, forgotten) = state.withLock {
                state -> (MulticastConnection<Subject>?, Bool, Any) in
                let forgotten = state.forgetDetached(perConnection: perConnection)
                if let connection = state.connection { return (connection, false, forgotten) }
                // The subject changed in between (a connection ended): start again with the new one.
                guard state.epoch == epoch else { return (nil, false, forgotten) }
                state.connection = fresh
                return (fresh, true, forgotten)
            }
            withExtendedLifetime(forgotten) {}
            guard let connection else { continue }
            if isNew {
                connection.setUpstream(source.subscribe(connection))
            }
            return connection
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        currentSubject().0.subscribe(observer)
    }

    /// Forgets `connection` if it is the current one (and, per connection, its subject), released outside the
    /// lock.
    fileprivate func forget(_ connection: MulticastConnection<Subject>) {
        let perConnection = isPerConnection
        let forgotten = state.withLock { state -> (MulticastConnection<Subject>?, Subject?) in
            guard state.connection === connection else { return (nil, nil) }
            return state.forgetDetached(perConnection: perConnection)
        }
        withExtendedLifetime(forgotten) {}
    }
}

final class MulticastConnection<Subject: SubjectType>: UpstreamHolder, ObserverType, ElementReceiver,
    DetachableConnection
{
    typealias Element = Subject.Observer.Element

    private weak var parent: MulticastConnectable<Subject>?
    private let observer: Subject.Observer
    /// The subject as a receiver of elements (the package's subjects are), found once: elements then reach
    /// it without an `Event`, which costs a metadata lookup per element in this unspecialised code.
    private let receiver: (any ElementReceiver<Element>)?
    private let terminalOrder: MulticastTerminalOrder
    private let detached = Atomic<Bool>(false)

    init(parent: MulticastConnectable<Subject>, observer: Subject.Observer, terminalOrder: MulticastTerminalOrder) {
        self.parent = parent
        self.observer = observer
        self.receiver = observer as? any ElementReceiver<Element>
        self.terminalOrder = terminalOrder
        super.init()
    }

    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    func receiveNext(_ element: Element) {
        if isDisposed { return }
        if let receiver {
            receiver.receiveNext(element)
        } else {
            sendNextEvent(element)
        }
    }

    /// Sends `.next(element)` to a subject that does not take elements directly (out of line: building the
    /// `Event` looks its metadata up).
    @inline(never)
    private func sendNextEvent(_ element: Element) {
        observer.on(.next(element))
    }

    /// Whether the connection stopped being its connectable's current one.
    var isDetached: Bool {
        detached.load(ordering: .acquiring)
    }

    func on(_ event: Event<Element>) {
        if isDisposed { return }
        if event.isStopEvent {
            switch terminalOrder {
            case .disposeSourceFirst: dispose()
            // Detaches (disposeResources) before the event goes on; a later dispose() does nothing.
            case .forwardFirst: relinquish()
            }
        }
        observer.on(event)
    }

    func detach() {
        detached.store(true, ordering: .releasing)
    }

    override func disposeResources() {
        detach()
        parent?.forget(self)
    }
}

extension MulticastConnectable: @unchecked Sendable {
    // Sendable: `state` is a LockedState holding every mutable field.
}
