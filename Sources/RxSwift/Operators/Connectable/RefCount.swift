extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    ///
    /// The subscriber count and the connect/disconnect decision are one atomic step; `connect()`, the
    /// subscription and the disconnection run outside the lock.
    /// - Returns: the automatically connected sequence.
    /// - SeeAlso: [ReactiveX refCount](http://reactivex.io/documentation/operators/refcount.html)
    @inlinable  // Performance: the producer is made in the caller's specialised context (no metadata lookup).
    public func refCount() -> Observable<Element> {
        RefCountProducer(source: self)
    }
}

extension MulticastConnectable {
    /// ``ConnectableObservableType/refCount()`` of a multicast made by this package, which needs no cast to find
    /// out that its connections detach.
    @inlinable
    func sharedByRefCount() -> Observable<Element> {
        RefCountProducer(source: self, detachable: self)
    }
}

/// The lock-guarded state of `refCount`: outside the generic producer, so that making a producer and its critical
/// sections look no generic metadata up.
private struct RefCountState {
    var count = 0
    var generation = 0
    var connection: Disposable?
    /// `connection` when it is a multicast connection that can be detached.
    var detachable: MulticastConnectionBase?
}

/// The observable of `refCount()`: connects its source when the first subscriber arrives and disconnects it when
/// the last one leaves.
@usableFromInline
final class RefCountProducer<Source: ConnectableObservableType>: Producer<Source.Element>, @unchecked Sendable {
    // Sendable: every mutable field lives in `state`, a LockedState.
    private let source: Source
    /// The source as a connectable whose connections detach and whose `connect()` is idempotent (the package's
    /// multicast), found once: a protocol cast per subscription or per disconnection costs hundreds of
    /// instructions.
    private let detachableSource: DetachableConnectable?
    private let state = LockedState(RefCountState())

    /// - Parameter detachable: the source as a detachable connectable when the caller knows it is one (`share`
    ///   makes its own multicast); otherwise the source is asked, with a cast.
    @usableFromInline
    init(source: Source, detachable: DetachableConnectable? = nil) {
        self.source = source
        detachableSource = detachable ?? source as? DetachableConnectable
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = RefCountSink(receiver: receiver, parent: self)
        sink.setUpstream(source.subscribe(sink))
        // As upstream, a subscriber is counted only after subscribing: one that already terminated while
        // subscribing (a terminated subject replayed its terminal event) is not counted and connects nothing.
        let decision = state.withLock { state -> (connect: Bool, generation: Int)? in
            if sink.isDisposed { return nil }
            sink.isCounted = true
            state.count += 1
            if state.count == 1 { state.generation += 1 }
            // A later subscriber also asks our own multicast to connect (idempotent while connected): when it
            // joined just as the previous connection terminated, it subscribed to the fresh subject of the
            // next connection, which nobody else would connect. Regression:
            // ShareStressTests.testTakeOneShareReplayFromTwoThreadsDoesNotDeadlock leaked such subscribers.
            return (state.count == 1 || detachableSource != nil, state.generation)
        }
        guard let decision, decision.connect else { return sink }
        let generation = decision.generation
        let detachable = detachableSource?.connectDetachable()
        let connection = detachable ?? source.connect()
        let toDispose = state.withLock { state -> Disposable? in
            guard state.generation == generation, state.count > 0 else { return connection }
            if let detachable {
                if state.detachable === detachable { return nil }
            } else if let current = state.connection, current as AnyObject === connection as AnyObject {
                return nil
            }
            state.connection = connection
            state.detachable = detachable
            return nil
        }
        toDispose?.dispose()
        return sink
    }

    /// Called once by every sink when it is disposed; only counted sinks change the count.
    fileprivate func release(_ sink: RefCountSink<Source>) {
        let connection = state.withLock { state -> Disposable? in
            guard sink.isCounted else { return nil }
            sink.isCounted = false
            state.count -= 1
            guard state.count == 0 else { return nil }
            state.generation += 1
            let connection = state.connection
            state.connection = nil
            // Detach while deciding (lock-free, no nested lock), so that a subscriber arriving right after
            // starts a fresh connection; disposing it happens after unlocking.
            state.detachable?.detach()
            state.detachable = nil
            return connection
        }
        connection?.dispose()
    }
}

private final class RefCountSink<Source: ConnectableObservableType>:
    PassthroughSink<Source.Element, Source.Element>
{
    typealias Element = Source.Element

    private let parent: RefCountProducer<Source>
    /// Whether this subscriber is part of the parent's count; read and written only under the parent's lock.
    fileprivate var isCounted = false

    init(receiver: any ElementReceiver<Element>, parent: RefCountProducer<Source>) {
        self.parent = parent
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func disposeResources() {
        parent.release(self)
    }
}
