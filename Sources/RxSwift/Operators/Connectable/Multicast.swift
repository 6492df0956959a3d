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
    @inlinable
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
    @inlinable
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        MulticastConnectable(
            source: asObservable(), subject: .perConnection(makeSubject)
        )
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
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// `multicast(makeSubject: { ReplaySubject.create(bufferSize:) })`: shares elements and replays up to
    /// `bufferSize` of them. A negative size traps.
    ///
    /// Each connection gets a fresh subject, as with ``publish()``: the buffer does not outlive the
    /// connection that filled it.
    ///
    /// ![The marble diagram of replay.](marble-replay.svg)
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
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

/// Where a multicast gets its subject.
@usableFromInline
enum MulticastSubjectSource<Subject> {
    /// One subject for every connection.
    case shared(Subject)
    /// A new subject per connection.
    case perConnection(() -> Subject)
}

/// A connectable that `refCount` can connect and then detach from without yet disposing the source subscription,
/// so that a new connection can start before the old one is torn down; its `connect()` returns the current
/// connection while one is active (idempotent). `refCount` asks once, when it is made.
@usableFromInline
protocol DetachableConnectable: AnyObject {
    /// Connects (or returns the current connection) as a connection that ``MulticastConnectionBase/detach()``
    /// detaches.
    func connectDetachable() -> MulticastConnectionBase
}

/// The lock-guarded state of a multicast; not generic, so that its critical sections look no metadata up.
private struct MulticastState {
    /// The subject of the current connection (a `MulticastSubjectBox<Subject>`), once made.
    var subject: AnyObject?
    /// The current connection.
    var connection: MulticastConnectionBase?
    /// Changes whenever `subject` does, so that a connection made outside the lock for an older subject is not
    /// installed.
    var epoch = 0

    /// Forgets the connection if it was detached, and with it a per-connection subject; returns both, to be
    /// released after unlocking.
    mutating func forgetDetached(perConnection: Bool) -> (MulticastConnectionBase?, AnyObject?) {
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

/// Holds a multicast's subject, so that the multicast's lock-guarded state need not be generic.
@usableFromInline
final class MulticastSubjectBox<Subject> {
    let subject: Subject

    @usableFromInline
    init(_ subject: Subject) {
        self.subject = subject
    }
}

/// Follows DESIGN §3: the lock only decides. The subject factory runs, the forgotten subject and connection are
/// released, and `connect`/`subscribe` happen outside it; no other lock is taken inside it.
///
/// Performance (issue 30): connecting and subscribing name no generic type that is not already at hand. The
/// state is not generic, the subject is boxed, and the two generic classes made per connection (the box and the
/// connection) are looked up once, when the multicast is made; the subject's element path (its
/// ``ElementReceiver`` conformance) is found once too, instead of a cast to a parameterised existential per
/// connection.
@usableFromInline
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element>, DetachableConnectable {
    @usableFromInline typealias Element = Subject.Element
    @usableFromInline typealias SourceElement = Subject.Observer.Element

    private let source: Observable<SourceElement>
    /// Makes a subject per connection; `nil` when one subject is shared by every connection.
    private let makeSubject: (() -> Subject)?
    private let state: LockedState<MulticastState>
    private let boxType: MulticastSubjectBox<Subject>.Type
    private let connectionType: MulticastConnection<Subject>.Type
    /// The subject's observer side as a receiver of elements (without an `Event`), when it is one.
    fileprivate let elementReceiver: ((Subject.Observer) -> any ElementReceiver<SourceElement>)?

    /// A multicast of `source` through the subjects `subject` gives; a connection disposes the source subscription
    /// before it passes the source's terminal event on.
    ///
    /// Performance: inlined into the operator that makes the multicast (itself inlinable), so that the generic
    /// types a multicast uses per connection are named where they are known: no metadata lookup, here or later.
    @inlinable
    convenience init(
        source: Observable<SourceElement>,
        subject: MulticastSubjectSource<Subject>
    ) {
        let boxType = MulticastSubjectBox<Subject>.self
        let elementReceiver: ((Subject.Observer) -> any ElementReceiver<SourceElement>)? = elementPath(
            of: Subject.Observer.self
        )
        switch subject {
        case .shared(let subject):
            self.init(
                source: source, makeSubject: nil, sharedSubject: boxType.init(subject),
                boxType: boxType, elementReceiver: elementReceiver
            )
        case .perConnection(let make):
            self.init(
                source: source, makeSubject: make, sharedSubject: nil,
                boxType: boxType, elementReceiver: elementReceiver
            )
        }
    }

    /// A multicast through `sharedSubject` (boxed), or through a subject per connection from `makeSubject`, whose
    /// subject box type and subject element path (see ``elementPath(of:)``) were found by the caller; the
    /// connection type is looked up here, once per multicast.
    @usableFromInline
    init(
        source: Observable<SourceElement>,
        makeSubject: (() -> Subject)?,
        sharedSubject: MulticastSubjectBox<Subject>?,
        boxType: MulticastSubjectBox<Subject>.Type,
        elementReceiver: ((Subject.Observer) -> any ElementReceiver<SourceElement>)?
    ) {
        self.source = source
        self.makeSubject = makeSubject
        self.boxType = boxType
        connectionType = MulticastConnection<Subject>.self
        self.elementReceiver = elementReceiver
        var initial = MulticastState()
        initial.subject = sharedSubject
        state = LockedState(initial)
        super.init()
    }

    /// The subject of the current connection, with its epoch in `epoch`; a missing subject is made outside the
    /// lock (the user's factory), and one made in vain (another thread installed one first) is released outside
    /// it.
    private func currentSubject(epoch: inout Int) -> Subject {
        let perConnection = makeSubject != nil
        var made: AnyObject?
        while true {
            var current: AnyObject?
            let forgotten = state.withLock { state in
                let forgotten = state.forgetDetached(perConnection: perConnection)
                if state.subject == nil, let made {
                    state.subject = made
                    state.epoch &+= 1
                }
                current = state.subject
                epoch = state.epoch
                return forgotten
            }
            withExtendedLifetime(forgotten) {}
            if let current { return unsafeDowncast(current, to: MulticastSubjectBox<Subject>.self).subject }
            guard let makeSubject else { rxFatalError("multicast lost its subject") }
            made = boxType.init(makeSubject())
        }
    }

    override func connect() -> Disposable {
        connectDetachable()
    }

    @usableFromInline
    func connectDetachable() -> MulticastConnectionBase {
        let perConnection = makeSubject != nil
        var existing: MulticastConnectionBase?
        let forgotten = state.withLock { state in
            let forgotten = state.forgetDetached(perConnection: perConnection)
            existing = state.connection
            return forgotten
        }
        withExtendedLifetime(forgotten) {}
        if let existing { return existing }
        while true {
            var epoch = 0
            let subject = currentSubject(epoch: &epoch)
            let fresh = connectionType.init(parent: self, observer: subject.asObserver())
            var connection: MulticastConnectionBase?
            let forgotten = state.withLock { state in
                let forgotten = state.forgetDetached(perConnection: perConnection)
                if let current = state.connection {
                    connection = current
                } else if state.epoch == epoch {
                    state.connection = fresh
                    connection = fresh
                }
                // Otherwise the subject changed in between (a connection ended): start again with the new one.
                return forgotten
            }
            withExtendedLifetime(forgotten) {}
            guard let connection else { continue }
            if connection === fresh {
                fresh.setUpstream(source.subscribe(receiver: fresh))
            }
            return connection
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        var epoch = 0
        return currentSubject(epoch: &epoch).subscribe(observer)
    }

    /// Forgets `connection` if it is the current one (and, per connection, its subject), released outside the
    /// lock.
    fileprivate func forget(_ connection: MulticastConnectionBase) {
        let perConnection = makeSubject != nil
        let forgotten = state.withLock { state -> (MulticastConnectionBase?, AnyObject?) in
            guard state.connection === connection else { return (nil, nil) }
            return state.forgetDetached(perConnection: perConnection)
        }
        withExtendedLifetime(forgotten) {}
    }
}

/// How `Observer` takes elements without an `Event`: a function that returns an observer as an ``ElementReceiver``
/// of `Element` when its type has that conformance (the package's subjects do), else `nil`. Found once per
/// multicast; the function runs once per connection, instead of a cast to a parameterised existential.
@usableFromInline
func elementPath<Observer, Element>(of _: Observer.Type) -> ((Observer) -> any ElementReceiver<Element>)? {
    guard let receiverType = Observer.self as? any ElementReceiver.Type else { return nil }
    return elementPath(receiverType, observer: Observer.self, element: Element.self)
}

/// ``elementPath(of:)`` once the receiver type is opened: `Receiver` is `Observer` itself.
private func elementPath<Receiver: ElementReceiver, Observer, Element>(
    _: Receiver.Type, observer _: Observer.Type, element _: Element.Type
) -> ((Observer) -> any ElementReceiver<Element>)? {
    guard Receiver.Element.self == Element.self else { return nil }
    return { observer in
        // Safe: `Receiver` is `Observer` (the cast above succeeded for this very type).
        let receiver = withUnsafePointer(to: observer) { UnsafeRawPointer($0).load(as: Receiver.self) }
        return receiver.asElementReceiver(of: Element.self).unsafelyUnwrapped
    }
}

/// The part of a multicast connection that its connectable and `refCount` use; not generic, so that they keep and
/// compare connections without metadata lookups or casts.
@usableFromInline
class MulticastConnectionBase: UpstreamHolder {
    private let detached = Atomic<Bool>(false)

    /// Whether the connection stopped being its connectable's current one.
    final var isDetached: Bool {
        detached.load(ordering: .acquiring)
    }

    /// Stops being the connectable's current connection. Lock-free, so that `refCount` can call it while deciding
    /// under its own lock: the connectable forgets the connection the next time it looks at it.
    final func detach() {
        detached.store(true, ordering: .releasing)
    }
}

final class MulticastConnection<Subject: SubjectType>: MulticastConnectionBase, ObserverType, ElementReceiver {
    typealias Element = Subject.Observer.Element

    private weak var parent: MulticastConnectable<Subject>?
    private let observer: Subject.Observer
    /// The subject as a receiver of elements (the package's subjects are), found once per multicast: elements
    /// then reach it without an `Event`, which costs a metadata lookup per element in this unspecialised code.
    private let receiver: (any ElementReceiver<Element>)?

    init(parent: MulticastConnectable<Subject>, observer: Subject.Observer) {
        self.parent = parent
        self.observer = observer
        self.receiver = parent.elementReceiver?(observer)
        super.init()
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

    func on(_ event: Event<Element>) {
        receive(event)
    }

    /// Completion: ends the connection (disposing the source subscription), then completes the subject, without an `Event`
    /// when the subject takes it directly.
    func receiveCompleted() {
        guard beginTerminal() else { return }
        if let receiver {
            receiver.receiveCompleted()
        } else {
            sendTerminalEvent(.completed)
        }
    }

    /// Failure: as ``receiveCompleted()``, with `error`.
    func receiveError(_ error: Swift.Error) {
        guard beginTerminal() else { return }
        if let receiver {
            receiver.receiveError(error)
        } else {
            sendTerminalEvent(.failed(error))
        }
    }

    /// Ends the connection for a terminal event, disposing the source subscription before the event goes on;
    /// returns `false` when the connection was already disposed (the event goes nowhere).
    private func beginTerminal() -> Bool {
        if isDisposed { return false }
        dispose()
        return true
    }

    /// Sends `terminal` as an `Event` to a subject that does not take it directly (out of line, as
    /// ``sendNextEvent(_:)``).
    @inline(never)
    private func sendTerminalEvent(_ terminal: SubjectTerminal) {
        observer.on(terminal.event(of: Element.self))
    }

    override func disposeResources() {
        detach()
        parent?.forget(self)
    }
}

extension MulticastConnectable: @unchecked Sendable {
    // Sendable: `state` is a LockedState holding every mutable field.
}
